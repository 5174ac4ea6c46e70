import Benchmark
import Junction
import RoutingKit
import Workload

/// One table of `routeCount` routes built in a fresh process, once, for the peak resident
/// memory it adds (sampled by package-benchmark) beside the bytes it holds.
func registerPeakMemory(routeCount: Int) {
    let suffix = "N=\(routeCount)"

    Benchmark("Junction peak memory \(suffix)", configuration: Configurations.peakMemory) { benchmark, state in
        let router = Junction.Router()
        for pattern in state.patterns {
            try router.register(pattern) { _ in }
        }
        blackHole(try router.match(state.probe))
        benchmark.stopMeasurement()
        blackHole(router)
    } setup: {
        BuildState(routeCount: routeCount)
    }

    Benchmark("routing-kit peak memory \(suffix)", configuration: Configurations.peakMemory) { benchmark, state in
        let router = TrieRouter(Int.self)
        for (index, path) in state.paths.enumerated() {
            router.register(index, at: path)
        }
        var parameters = Parameters(Routers.routingKitLogger)
        blackHole(router.route(path: state.probe, parameters: &parameters))
        benchmark.stopMeasurement()
        blackHole(router)
    } setup: {
        RoutingKitBuildState(routeCount: routeCount)
    }
}
