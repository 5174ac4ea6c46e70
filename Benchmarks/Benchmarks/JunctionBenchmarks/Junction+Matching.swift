import Benchmark
import Junction
import Workload

/// What a lookup benchmark reads: a router and the URLs of one lookup list.
struct LookupState: Sendable {
    let router: Junction.Router
    let urls: [String]
    /// For "resolve parameters": the parameter to read for each URL.
    let probes: [String]

    /// Builds the router for `routeCount` routes of workload `kind` and checks its answer for
    /// every URL of the list before anything is timed.
    init(_ kind: Workload.Kind = .short, routeCount: Int, list: KeyPath<Workload, [Lookup]>) {
        let workload = Workload(kind, routeCount: routeCount)
        let lookups = workload[keyPath: list]
        router = Routers.junction(workload)
        Validation.check(router, workload, lookups)
        urls = lookups.map(\.url)
        probes = lookups.map { $0.probeName ?? "ref" }
    }
}

func registerJunctionMatching(_ kind: Workload.Kind, routeCount: Int) {
    let suffix = "N=\(routeCount)\(kind.benchmarkSuffix)"

    // Route and captures only: `RouteMatch?`, nil for a miss; `.parameters` is not touched.
    // All lookups (90 % hits), then hits and misses alone.
    let lists: [(name: String, list: KeyPath<Workload, [Lookup]>)] = [("", \.lookups), (" hits", \.hits), (" misses", \.misses)]
    for (name, list) in lists {
        Benchmark(
            "Junction match\(name) \(suffix)",
            configuration: Configurations.lookups(targets: [.wallClock, .mallocCountTotal])
        ) { benchmark, state in
            let clock = ThreadClock()
            for index in benchmark.scaledIterations {
                blackHole(try state.router.match(state.urls[index]))
            }
            clock.record(in: benchmark)
        } setup: {
            LookupState(kind, routeCount: routeCount, list: list)
        }
    }

    // The parameters a handler sees, and one value read from them (the first capture, else a
    // query item), for URLs that all reach a route.
    Benchmark(
        "Junction resolve parameters \(suffix)",
        configuration: Configurations.lookups(targets: [.mallocCountTotal])
    ) { benchmark, state in
        let clock = ThreadClock()
        for index in benchmark.scaledIterations {
            blackHole(try state.router.match(state.urls[index])?.parameters[state.probes[index]])
        }
        clock.record(in: benchmark)
    } setup: {
        LookupState(kind, routeCount: routeCount, list: \.hits)
    }
}
