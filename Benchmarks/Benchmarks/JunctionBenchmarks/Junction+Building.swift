import Benchmark
import Junction
import Workload

/// What a build benchmark reads: the patterns to register and a URL to look up first.
struct BuildState: Sendable {
    let patterns: [String]
    let probe: String

    init(_ kind: Workload.Kind = .short, routeCount: Int) {
        let workload = Workload(kind, routeCount: routeCount)
        patterns = workload.routes.map(\.junctionPattern)
        probe = workload.hits[0].url
    }

    /// Adds every pattern to a fresh router as one collection (one commit, one freeze), then
    /// looks up the probe URL.
    func buildRouter() throws -> Junction.Router {
        let router = Junction.Router()
        let collection = RouteCollection("workload")
        for pattern in patterns {
            try collection.register(pattern) { _ in }
        }
        try router.add(collection)
        blackHole(try router.match(probe))
        return router
    }

    /// Registers every pattern on its own (each a commit), then looks up the probe URL, which
    /// freezes the table once: an app whose modules register their routes one at a time.
    func buildRouterOneByOne() throws -> Junction.Router {
        let router = Junction.Router()
        for pattern in patterns {
            try router.register(pattern) { _ in }
        }
        blackHole(try router.match(probe))
        return router
    }

    /// Registers every pattern on its own, looking up the probe URL after each, which freezes
    /// the table each time: routes registered while links already arrive.
    func buildRouterInterleaved() throws -> Junction.Router {
        let router = Junction.Router()
        for pattern in patterns {
            try router.register(pattern) { _ in }
            blackHole(try router.match(probe))
        }
        return router
    }
}

/// What a URL-building benchmark reads: a router whose routes have names, and 1,000 requests.
struct NamedURLState: Sendable {
    struct Request: Sendable {
        let name: String
        let values: [String: String]
    }

    let router: Junction.Router
    let requests: [Request]

    init(routeCount: Int) {
        let workload = Workload(routeCount: routeCount)
        router = Routers.junction(workload, named: true)
        // The hits' routes and values, for routes without `**` (which take a remainder instead).
        let pairs: [(route: WorkloadRoute, values: [String: String])] = workload.hits.compactMap { hit in
            guard let index = hit.expectedRoute, workload.routes[index].hasRemainder == false else { return nil }
            return (workload.routes[index], hit.expectedCaptures)
        }
        let chosen = (0..<Workload.lookupCount).map { pairs[$0 % pairs.count] }
        requests = chosen.map { Request(name: "r\($0.route.index)", values: $0.values) }
        for (route, values) in chosen {
            do {
                let url = try router.url(for: "r\(route.index)", values)
                guard let found = try router.match(url), found.pattern.text == route.junctionPattern,
                    found.parameters.path == values
                else {
                    fatalError("workload check failed: Junction built \(url) for \(route.junctionPattern), which does not match back")
                }
            } catch {
                fatalError("workload check failed: Junction could not build a URL for \(route.junctionPattern): \(error)")
            }
        }
    }
}

func registerJunctionBuilding(_ kind: Workload.Kind, routeCount: Int) {
    let suffix = "N=\(routeCount)\(kind.benchmarkSuffix)"
    let tableTargets: Set<BenchmarkMetric> = routeCount == 10_000 ? [.wallClock, .memoryLeakedBytes] : []

    // Adding N routes to a fresh router as one collection, and a lookup.
    // Measurement stops while the router is alive, so `memoryLeakedBytes` is what it holds.
    Benchmark(
        "Junction build table \(suffix)",
        configuration: Configurations.building(targets: tableTargets)
    ) { benchmark, state in
        let clock = ThreadClock()
        let router = try state.buildRouter()
        benchmark.stopMeasurement()
        clock.record(in: benchmark)
        blackHole(router)
    } setup: {
        BuildState(kind, routeCount: routeCount)
    }
}

/// Building a URL from a route's name, in a table of `routeCount` named routes.
func registerJunctionURLBuilding(routeCount: Int) {
    Benchmark(
        "Junction build URL named N=\(routeCount)",
        configuration: Configurations.lookups(targets: [])
    ) { benchmark, state in
        let clock = ThreadClock()
        for index in benchmark.scaledIterations {
            let request = state.requests[index]
            blackHole(try state.router.url(for: request.name, request.values))
        }
        clock.record(in: benchmark)
    } setup: {
        NamedURLState(routeCount: routeCount)
    }
}

/// Building a URL from a pattern parsed once; it does not depend on a table, so it has no N.
func registerJunctionPatternURL() {
    struct State: Sendable {
        let pattern: RoutePattern
        let values: [[String: String]]
    }

    Benchmark(
        "Junction build URL pattern",
        configuration: Configurations.lookups(targets: [])
    ) { benchmark, state in
        let clock = ThreadClock()
        for index in benchmark.scaledIterations {
            blackHole(try state.pattern.url(state.values[index]))
        }
        clock.record(in: benchmark)
    } setup: { () throws -> State in
        // `app://m0/<order>/:order/<item>/{item:int}/<review>/:review`, three captures.
        let workload = Workload(routeCount: 10)
        let route = workload.routes[6]
        let pattern = try RoutePattern(route.junctionPattern)
        var generator = SeededGenerator(seed: 42)
        let values = (0..<Workload.lookupCount).map { _ in
            [
                "order": "o\(generator.next() % 100_000)",
                "item": "\(generator.next() % 100_000)",
                "review": "r\(generator.next() % 1_000)",
            ]
        }
        for value in values {
            let url = try pattern.url(value)
            let router = Junction.Router()
            try router.register(route.junctionPattern) { _ in }
            guard try router.match(url)?.parameters.path == value else {
                fatalError("workload check failed: Junction built \(url), which does not give back \(value)")
            }
        }
        return State(pattern: pattern, values: values)
    }
}

/// 3,000 routes registered one by one and then looked up, and registered one by one with a
/// lookup after each, against the same routes added as one collection and one lookup: what
/// committing each registration costs, and freezing after each.
func registerJunctionCommits() {
    let routeCount = 3_000
    let builds: [(name: String, build: @Sendable (BuildState) throws -> Junction.Router)] = [
        ("one by one", { try $0.buildRouterOneByOne() }),
        ("one by one, a lookup after each", { try $0.buildRouterInterleaved() }),
        ("as one collection", { try $0.buildRouter() }),
    ]
    for (name, build) in builds {
        Benchmark(
            "Junction build \(name) N=\(routeCount)",
            configuration: Configurations.building(targets: [])
        ) { benchmark, state in
            let clock = ThreadClock()
            let router = try build(state)
            benchmark.stopMeasurement()
            clock.record(in: benchmark)
            blackHole(router)
        } setup: {
            BuildState(routeCount: routeCount)
        }
    }
}
