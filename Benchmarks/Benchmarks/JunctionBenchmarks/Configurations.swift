import Benchmark

#if canImport(Glibc)
import Glibc
#endif

/// Metrics, run lengths and threshold tolerances.
///
/// The p90 limits live in `Benchmarks/Thresholds/JunctionBenchmarks.<name>.p90.json`: the
/// targets where one is stated, the measured p90 of a reference run elsewhere. The
/// tolerances here say how far a run may be from those limits before `thresholds check` calls
/// it a regression (exit status 2) or an improvement (exit status 4).
enum Configurations {
    /// Whether the CPU's instruction counter can be read. On Linux that needs a hardware PMU
    /// (virtual machines often have none); package-benchmark silently drops the metric without
    /// one, but still pays for reading it: 16 allocations per iteration.
    static let instructionsAvailable: Bool = {
        #if os(Linux)
        if let setting = getenv("JUNCTION_BENCHMARK_INSTRUCTIONS") {
            return String(cString: setting) == "1"
        }
        guard let directory = opendir("/sys/bus/event_source/devices") else { return false }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "cpu" || name.hasPrefix("cpu_") || name.contains("pmu") { return true }
        }
        return false
        #else
        return true
        #endif
    }()

    /// The CPU time of the benchmark's thread per iteration, in nanoseconds (see ``ThreadClock``).
    static let threadCPUTime = BenchmarkMetric.custom("threadCPU", polarity: .prefersSmaller, useScalingFactor: true)

    /// Metrics for lookups: wall clock, the thread's CPU time, heap allocations, and
    /// instructions where available.
    static var lookupMetrics: [BenchmarkMetric] {
        [.wallClock, threadCPUTime, .mallocCountTotal] + (instructionsAvailable ? [.instructions] : [])
    }

    /// Metrics for building a table: the above plus the bytes it allocates, and the bytes it
    /// still holds when measurement stops (the table is alive then).
    static var buildMetrics: [BenchmarkMetric] {
        lookupMetrics + [.mallocBytesCount, .memoryLeakedBytes]
    }

    /// One iteration looks up 1,000 URLs; figures are reported per lookup.
    static func lookups(targets: Set<BenchmarkMetric>) -> Benchmark.Configuration {
        .init(
            metrics: lookupMetrics,
            warmupIterations: 5,
            scalingFactor: .kilo,
            maxDuration: .seconds(2),
            maxIterations: 3_000,
            thresholds: tolerances(lookupMetrics, targets: targets, perLookup: true)
        )
    }

    /// One iteration is one lookup of a hostile segment (they take microseconds, not nanoseconds).
    static func hostileSegment(targets: Set<BenchmarkMetric>) -> Benchmark.Configuration {
        .init(
            metrics: lookupMetrics,
            warmupIterations: 5,
            scalingFactor: .one,
            maxDuration: .milliseconds(500),
            maxIterations: 2_000,
            thresholds: tolerances(lookupMetrics, targets: targets, perLookup: false)
        )
    }

    /// One iteration builds one table.
    static func building(targets: Set<BenchmarkMetric>) -> Benchmark.Configuration {
        .init(
            metrics: buildMetrics,
            warmupIterations: 2,
            scalingFactor: .one,
            maxDuration: .seconds(2),
            maxIterations: 300,
            thresholds: tolerances(buildMetrics, targets: targets, perLookup: false)
        )
    }

    /// One table built in a fresh process, for its peak resident memory.
    static var peakMemory: Benchmark.Configuration {
        let metrics: [BenchmarkMetric] = [.peakMemoryResidentDelta, .memoryLeakedBytes]
        return .init(
            metrics: metrics,
            warmupIterations: 0,
            scalingFactor: .one,
            maxDuration: .seconds(2),
            maxIterations: 1,
            thresholds: tolerances(metrics, targets: [], perLookup: false)
        )
    }

    /// Tolerances per metric. A metric whose limit is one of the targets may not pass it
    /// (with a 10 % margin on times, because the target is on the median and the check reads
    /// the p90); other limits are a reference run's p90, with room for a shared 2-core machine.
    ///
    /// Lookup allocations are compared in absolute numbers per 1,000 lookups, so a limit of 0
    /// still catches a new allocation (a relative tolerance on 0 lets anything through).
    static func tolerances(
        _ metrics: [BenchmarkMetric], targets: Set<BenchmarkMetric>, perLookup: Bool
    ) -> [BenchmarkMetric: BenchmarkThresholds] {
        // What the harness allocates per iteration when it reads OS metrics (see above).
        let harnessMallocs = metrics.contains(.instructions) ? 16 : 0
        var tolerances: [BenchmarkMetric: BenchmarkThresholds] = [:]
        for metric in metrics {
            let isTarget = targets.contains(metric)
            switch metric {
            case .wallClock: tolerances[metric] = .init(relative: [.p90: isTarget ? 10.0 : 35.0])
            case .instructions: tolerances[metric] = .init(relative: [.p90: 10.0])
            case .mallocCountTotal where perLookup:
                // Targets: not one allocation more; elsewhere: 0.05 per lookup.
                tolerances[metric] = .init(absolute: [.p90: harnessMallocs + (isTarget ? 0 : 50)])
            case .memoryLeakedBytes where isTarget: tolerances[metric] = .init(absolute: [.p90: 0])
            case .mallocCountTotal, .mallocBytesCount, .memoryLeakedBytes:
                tolerances[metric] = .init(relative: [.p90: 5.0])
            default: tolerances[metric] = .init(relative: [.p90: 50.0])
            }
        }
        return tolerances
    }
}
