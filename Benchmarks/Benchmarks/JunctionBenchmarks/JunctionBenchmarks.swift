import Benchmark
import Workload

/// Junction's benchmarks and routing-kit's, on the same workloads (`Workload`), in one run.
/// Matching and building run on both workloads (the long one's names end with `, long URLs`);
/// opening, URL building, commits, hostile segments and peak memory on the short one.
///
/// Lookup benchmarks use `scalingFactor: .kilo`: one iteration looks up the 1,000 URLs of a
/// lookup list, so raw figures are per 1,000 lookups and every figure package-benchmark prints
/// with a `*` is per lookup. Build benchmarks measure one whole table per iteration.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = Configurations.lookups(targets: [])
    registerHarnessNoop()
    for routeCount in Workload.sizes {
        for kind in Workload.Kind.allCases {
            registerJunctionMatching(kind, routeCount: routeCount)
            registerJunctionBuilding(kind, routeCount: routeCount)
            registerRoutingKit(kind, routeCount: routeCount)
        }
        registerJunctionOpening(routeCount: routeCount)
        registerJunctionURLBuilding(routeCount: routeCount)
    }
    registerJunctionPatternURL()
    registerJunctionCommits()
    registerHostileSegments()
    registerPeakMemory(routeCount: 10_000)
    registerJunctionColdStart()
}

/// What the harness itself costs per iteration of 1,000 empty lookups: the floor under every
/// lookup benchmark (package-benchmark reads `/proc` for OS metrics such as instructions, which
/// allocates).
func registerHarnessNoop() {
    Benchmark("Harness noop") { benchmark, urls in
        let clock = ThreadClock()
        for index in benchmark.scaledIterations {
            blackHole(urls[index])
        }
        clock.record(in: benchmark)
    } setup: {
        Workload(routeCount: 10).lookups.map(\.url)
    }
}
