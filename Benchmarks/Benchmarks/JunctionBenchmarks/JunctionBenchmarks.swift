import Benchmark
import Workload

/// Junction's benchmarks and routing-kit's, on the same workload (`Workload`), in one run.
///
/// Lookup benchmarks use `scalingFactor: .kilo`: one iteration looks up the 1,000 URLs of a
/// lookup list, so raw figures are per 1,000 lookups and every figure package-benchmark prints
/// with a `*` is per lookup. Build benchmarks measure one whole table per iteration.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = Configurations.lookups(targets: [])
    registerHarnessNoop()
    for routeCount in Workload.sizes {
        registerJunctionMatching(routeCount: routeCount)
        registerJunctionOpening(routeCount: routeCount)
        registerJunctionBuilding(routeCount: routeCount)
        registerRoutingKit(routeCount: routeCount)
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
        for index in benchmark.scaledIterations {
            blackHole(urls[index])
        }
    } setup: {
        Workload(routeCount: 10).lookups.map(\.url)
    }
}
