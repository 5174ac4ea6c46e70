@testable import Junction
import JunctionSupport
import Testing

/// Held opens under contention (run under ThreadSanitizer): outside opens from many tasks
/// while gates close and open, in-app opens beside them.
@Suite struct HeldOpenConcurrencyTests {
    @Test func everyOutsideOpenFromManyTasksGetsItsOwnAnswerAndIsReplayedOnce() async throws {
        let router = Router(options: RouterOptions(heldOpens: HeldOpenLimits(count: 1_000)))
        let held = Recorder<String>()
        let replayed = Recorder<String>()
        router.addObserver { event in
            if event.outcome == .held { held.append(event.url) }
            if event.outcome == .replayed { replayed.append(event.url) }
        }
        try router.register("shop://item/:n", exposure: .everywhere) { context in context.parameters["n"] ?? "" }
        router.outsideOpens.hold(until: "launch")
        try await withThrowingTaskGroup(of: Void.self) { group in
            for n in 0..<200 {
                group.addTask {
                    let answer = try await router.open(RouteRequest(url: "shop://item/\(n)", source: .push))
                    #expect(answer as? String == "\(n)")
                }
                group.addTask {
                    let answer = try await router.open("shop://item/\(n)")  // in-app: never waits
                    #expect(answer as? String == "\(n)")
                }
            }
            group.addTask {
                // The app gets ready while links still arrive, then gates close and open again.
                while held.values.count < 50 { await Task.yield() }
                await router.outsideOpens.resume(after: "launch")
                for round in 0..<20 {
                    router.outsideOpens.hold(until: "round \(round)")
                    await Task.yield()
                    await router.outsideOpens.resume(after: "round \(round)")
                }
            }
            try await group.waitForAll()
        }
        // Each held open is replayed once. (Their order is `heldOpensReplayInArrivalOrder...`'s:
        // opens held at once from many threads tell observers after the lock, in any order.)
        #expect(replayed.values.sorted() == held.values.sorted())
        #expect(Set(held.values).count == held.values.count)
        #expect(router.outsideOpens.held.withLock { $0.queue.isEmpty && !$0.replaying })
    }
}
