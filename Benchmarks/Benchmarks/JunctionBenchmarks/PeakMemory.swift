import Benchmark
import Junction
import RoutingKit
import Workload

/// One table of `routeCount` routes built in a fresh process, once, for the peak resident
/// memory it adds (sampled by package-benchmark) beside the bytes it holds.
func registerPeakMemory(routeCount: Int) {
    let suffix = "N=\(routeCount)"

    Benchmark("Junction peak memory \(suffix)", configuration: Configurations.peakMemory) { benchmark, state in
        let router = try state.buildRouter()
        benchmark.stopMeasurement()
        blackHole(router)
    } setup: {
        BuildState(routeCount: routeCount)
    }

    Benchmark("routing-kit peak memory \(suffix)", configuration: Configurations.peakMemory) { benchmark, state in
        let router = state.buildRouter()
        benchmark.stopMeasurement()
        blackHole(router)
    } setup: {
        RoutingKitBuildState(routeCount: routeCount)
    }
}
