import Benchmark
import RoutingKit
import Workload

/// What a routing-kit lookup benchmark reads.
final class RoutingKitState {
    let router: TrieRouter<Int>
    let urls: [String]
    let segments: [[String]]

    init(_ kind: Workload.Kind, routeCount: Int) {
        let workload = Workload(kind, routeCount: routeCount)
        router = Routers.routingKit(workload)
        Validation.check(router, workload, workload.lookups)
        urls = workload.lookups.map(\.url)
        segments = workload.lookups.map(\.segments)
    }
}

/// What a routing-kit build benchmark reads: the paths to register and a path to route first.
struct RoutingKitBuildState {
    let paths: [[PathComponent]]
    let probe: [String]

    init(_ kind: Workload.Kind = .short, routeCount: Int) {
        let workload = Workload(kind, routeCount: routeCount)
        paths = workload.routes.map(\.routingKitPath)
        probe = workload.hits[0].segments
    }

    /// Registers every path in a fresh router, then the first lookup.
    func buildRouter() -> TrieRouter<Int> {
        let router = TrieRouter(Int.self)
        for (index, path) in paths.enumerated() {
            router.register(index, at: path)
        }
        var parameters = Parameters(Routers.routingKitLogger)
        blackHole(router.route(path: probe, parameters: &parameters))
        return router
    }
}

/// routing-kit 4.9.3's `TrieRouter`, the peer, on the same lookup list as `Junction match N=…`.
func registerRoutingKit(_ kind: Workload.Kind, routeCount: Int) {
    let suffix = "N=\(routeCount)\(kind.benchmarkSuffix)"

    // From the URL string, as Junction is timed: split the path (scheme and query dropped),
    // then route. `Parameters` gets a shared logger rather than making one per lookup.
    Benchmark("routing-kit match \(suffix)", configuration: Configurations.lookups(targets: [])) { benchmark, state in
        let clock = ThreadClock()
        for index in benchmark.scaledIterations {
            var parameters = Parameters(Routers.routingKitLogger)
            blackHole(state.router.route(path: routingKitSegments(state.urls[index]), parameters: &parameters))
        }
        clock.record(in: benchmark)
    } setup: {
        RoutingKitState(kind, routeCount: routeCount)
    }

    // The router alone, on segments split before timing.
    Benchmark("routing-kit route pre-split \(suffix)", configuration: Configurations.lookups(targets: [])) { benchmark, state in
        let clock = ThreadClock()
        for index in benchmark.scaledIterations {
            var parameters = Parameters(Routers.routingKitLogger)
            blackHole(state.router.route(path: state.segments[index], parameters: &parameters))
        }
        clock.record(in: benchmark)
    } setup: {
        RoutingKitState(kind, routeCount: routeCount)
    }

    Benchmark("routing-kit build table \(suffix)", configuration: Configurations.building(targets: [])) { benchmark, state in
        let clock = ThreadClock()
        let router = state.buildRouter()
        benchmark.stopMeasurement()
        clock.record(in: benchmark)
        blackHole(router)
    } setup: {
        RoutingKitBuildState(kind, routeCount: routeCount)
    }
}
