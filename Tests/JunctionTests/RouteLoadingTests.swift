import Junction
import JunctionSupport
import Testing

/// Routes loaded in the background: opens that arrive first wait for them, in order; a failed
/// load ends them with its error; a match says the routes are not in yet.
@Suite(.timeLimit(.minutes(1))) struct RouteLoadingTests {
    /// A load that waits until the test lets it go on.
    final class Gate: Sendable {
        private let waiter = Locked<CheckedContinuation<Void, Never>?>(nil)
        private let opened = Locked(false)

        func wait() async {
            await withCheckedContinuation { continuation in
                let now = opened.withLock { opened in
                    if opened { return true }
                    waiter.withLock { $0 = continuation }
                    return false
                }
                if now { continuation.resume() }
            }
        }

        func open() {
            opened.withLock { $0 = true }
            waiter.withLock { waiter in
                defer { waiter = nil }
                return waiter
            }?.resume()
        }
    }

    /// Waits until `condition` holds, for at most ten seconds.
    static func eventually(_ condition: @Sendable () -> Bool) async -> Bool {
        for _ in 0..<2_000 {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return condition()
    }

    @Test func opensBeforeTheRoutesAreInWaitAndRunInTheOrderTheyArrived() async throws {
        let router = Router()
        let held = Locked(0)
        router.addObserver { event in if event.outcome == .held { held.withLock { $0 += 1 } } }
        let gate = Gate()
        let ran = Locked<[String]>([])
        let loading = RouteLoading.start(on: router) { router in
            await gate.wait()
            try router.register("shop://product/:id", exposure: .everywhere) { context in
                ran.withLock { $0.append("product \(context.parameters["id"]!)") }
                return "product \(context.parameters["id"]!)"
            }
            try router.register("shop://cart") { _ in
                ran.withLock { $0.append("cart") }
                return "cart"
            }
        }
        #expect(!router.canOpen("shop://cart"))
        var opens: [Task<any Sendable, any Error>] = []
        for (index, (url, source)) in [("shop://product/1", RouteSource.inApp), ("shop://cart", .inApp), ("shop://product/2", .push)].enumerated() {
            opens.append(Task { try await router.open(RouteRequest(url: url, source: source)) })
            // The next open arrives once this one is held.
            #expect(await Self.eventually { held.withLock { $0 } == index + 1 })
        }
        #expect(ran.withLock { $0 }.isEmpty)
        gate.open()
        try await loading.wait()
        var answers: [String] = []
        for open in opens { answers.append("\(try await open.value)") }
        #expect(ran.withLock { $0 } == ["product 1", "cart", "product 2"])
        #expect(answers == ["product 1", "cart", "product 2"])
        #expect(router.canOpen("shop://cart"))
        #expect(try router.match("shop://cart") != nil)
    }

    @Test func aMatchWhileLoadingSaysTheRoutesAreNotInYet() throws {
        let router = Router()
        let gate = Gate()
        RouteLoading.start(on: router) { _ in await gate.wait() }
        #expect(throws: RouteError(.notReady, "the routes are loading, so shop://cart cannot be matched yet; an open waits for them")) {
            try router.match("shop://cart")
        }
        gate.open()
    }

    @Test func aFailedLoadEndsTheWaitingOpensWithItsErrorAndKeepsTheRoutesItAdded() async throws {
        struct MapUnreadable: Error, Equatable {}
        let router = Router()
        let held = Locked(0)
        router.addObserver { event in if event.outcome == .held { held.withLock { $0 += 1 } } }
        let gate = Gate()
        let loading = RouteLoading.start(on: router) { router in
            try router.register("shop://home") { _ in "home" }
            await gate.wait()
            throw MapUnreadable()
        }
        let waiting = Task { try await router.open("shop://home") }
        #expect(await Self.eventually { held.withLock { $0 } == 1 })
        gate.open()
        await #expect(throws: MapUnreadable.self) { try await loading.wait() }
        await #expect(throws: MapUnreadable.self) { try await waiting.value }
        #expect(try await router.open("shop://home") as? String == "home")
    }

    @Test func aSynchronousInAppOpenWhileLoadingSaysTheRoutesAreNotInYet() async throws {
        let router = Router()
        let gate = Gate()
        let ran = Locked<[String]>([])
        let loading = RouteLoading.start(on: router) { router in
            await gate.wait()
            try router.register("shop://cart") { _ in ran.withLock { $0.append("cart") } }
        }
        #expect(throws: RouteError(.notReady, "the routes are loading, so shop://cart cannot be opened synchronously yet; open(_:) waits for them")) {
            try router.openSynchronously("shop://cart")
        }
        gate.open()
        try await loading.wait()
        #expect(ran.withLock { $0 }.isEmpty)
        try router.openSynchronously("shop://cart")
        #expect(ran.withLock { $0 } == ["cart"])
    }

    /// A handler of an open that waited opens another URL: it runs at once, not behind the
    /// replay that waits for this handler.
    @Test func anOpenMadeByAnOpenThatWaitedRunsAtOnce() async throws {
        let router = Router()
        let held = Locked(0)
        router.addObserver { event in if event.outcome == .held { held.withLock { $0 += 1 } } }
        let gate = Gate()
        let loading = RouteLoading.start(on: router) { router in
            await gate.wait()
            try router.register("shop://inner") { _ in "inner" }
            try router.register("shop://outer") { (_: RouteContext) async throws -> String in
                "outer then \(try await router.open("shop://inner"))"
            }
        }
        let outer = Task { try await router.open("shop://outer") }
        #expect(await Self.eventually { held.withLock { $0 } == 1 })
        gate.open()
        try await loading.wait()
        #expect(try await outer.value as? String == "outer then inner")
    }

    @Test func overlappingLoadsEndTheWaitingOpensWithTheFirstFailure() async throws {
        struct FirstFailed: Error {}
        let router = Router()
        let held = Locked(0)
        router.addObserver { event in if event.outcome == .held { held.withLock { $0 += 1 } } }
        let first = Gate()
        let second = Gate()
        let failing = RouteLoading.start(on: router) { _ in
            await first.wait()
            throw FirstFailed()
        }
        let succeeding = RouteLoading.start(on: router) { router in
            await second.wait()
            try router.register("shop://cart") { _ in "cart" }
        }
        let waiting = Task { try await router.open("shop://cart") }
        #expect(await Self.eventually { held.withLock { $0 } == 1 })
        first.open()
        await #expect(throws: FirstFailed.self) { try await failing.wait() }
        second.open()
        try await succeeding.wait()
        await #expect(throws: FirstFailed.self) { try await waiting.value }
        #expect(try await router.open("shop://cart") as? String == "cart")
    }

    @Test func aCancelledOpenStopsWaitingAndTheOthersStillRun() async throws {
        let router = Router()
        let gate = Gate()
        let loading = RouteLoading.start(on: router) { router in
            await gate.wait()
            try router.register("shop://a") { _ in "a" }
        }
        let cancelled = Task { try await router.open("shop://a") }
        let kept = Task { try await router.open("shop://a") }
        try await Task.sleep(for: .milliseconds(50))
        cancelled.cancel()
        await #expect(throws: CancellationError.self) { try await cancelled.value }
        gate.open()
        try await loading.wait()
        #expect(try await kept.value as? String == "a")
    }

    @Test func anInAppOpenDoesNotWaitForAGateOnceTheRoutesAreIn() async throws {
        let router = Router()
        router.outsideOpens.hold(until: "login")
        let gate = Gate()
        let loading = RouteLoading.start(on: router) { router in
            await gate.wait()
            try router.register("shop://cart", exposure: .everywhere) { _ in "cart" }
        }
        let inApp = Task { try await router.open("shop://cart") }
        let push = Task { try await router.open(RouteRequest(url: "shop://cart", source: .push)) }
        try await Task.sleep(for: .milliseconds(50))
        gate.open()
        try await loading.wait()
        #expect(try await inApp.value as? String == "cart")
        try await Task.sleep(for: .milliseconds(50))
        let pushAnswered = Locked(false)
        let watcher = Task { _ = try await push.value; pushAnswered.withLock { $0 = true } }
        try await Task.sleep(for: .milliseconds(50))
        #expect(!pushAnswered.withLock { $0 })
        await router.outsideOpens.resume(after: "login")
        try await watcher.value
        #expect(try await push.value as? String == "cart")
    }

    @Test func matchesSeeTheRoutesWhileTheOpensThatWaitedRun() async throws {
        let router = Router()
        let held = Locked(0)
        router.addObserver { event in if event.outcome == .held { held.withLock { $0 += 1 } } }
        let gate = Gate()
        let handlerGate = Gate()
        let loading = RouteLoading.start(on: router) { router in
            await gate.wait()
            try router.register("shop://slow") { (_: RouteContext) async -> String in
                await handlerGate.wait()
                return "slow"
            }
        }
        let slow = Task { try await router.open("shop://slow") }
        #expect(await Self.eventually { held.withLock { $0 } == 1 })
        gate.open()
        // The held open is running, its handler waiting: the routes are in for a match.
        #expect(await Self.eventually { (try? router.match("shop://slow")) != nil })
        handlerGate.open()
        try await loading.wait()
        #expect(try await slow.value as? String == "slow")
    }

    /// The call returns while its work still waits (it would never return otherwise: the work
    /// waits for what the test does after the call).
    @Test func startingALoadReturnsWhileItsWorkWaits() async throws {
        let router = Router()
        let gate = Gate()
        let finished = Locked(false)
        let loading = RouteLoading.start(on: router) { _ in
            await gate.wait()
            finished.withLock { $0 = true }
        }
        #expect(!finished.withLock { $0 })
        gate.open()
        try await loading.wait()
        #expect(finished.withLock { $0 })
    }
}
