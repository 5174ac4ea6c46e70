import Benchmark
import Junction
import Workload

func registerJunctionOpening(routeCount: Int) {
    let suffix = "N=\(routeCount)"

    // Every route's handler is `{ _ in }`; every URL reaches a route.
    Benchmark(
        "Junction openSynchronously \(suffix)",
        configuration: Configurations.lookups(targets: [])
    ) { benchmark, state in
        let clock = ThreadClock()
        for index in benchmark.scaledIterations {
            blackHole(try state.router.openSynchronously(state.urls[index]))
        }
        clock.record(in: benchmark)
    } setup: {
        LookupState(routeCount: routeCount, list: \.hits)
    }

    // Async opens, then the same opens with one interceptor that lets every open through:
    // what a chain costs once one is registered. With none registered, the first is the cost.
    for interceptors in [0, 1] {
        Benchmark(
            interceptors == 0 ? "Junction open async \(suffix)" : "Junction open async with an interceptor \(suffix)",
            configuration: Configurations.lookups(targets: [])
        ) { benchmark, state async throws in
            let clock = ThreadClock()
            for index in benchmark.scaledIterations {
                blackHole(try await state.router.open(state.urls[index]))
            }
            clock.record(in: benchmark)
        } setup: { () -> LookupState in
            let state = LookupState(routeCount: routeCount, list: \.hits)
            if interceptors == 1 {
                try! state.router.addInterceptor(name: "pass") { interception, next in try await next(interception.request) }
            }
            return state
        }
    }
}
