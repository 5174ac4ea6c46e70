@testable import Junction
import Testing

/// Interceptors that cannot stall an open: a timeout that names the interceptor, on a clock
/// the test moves; and in-app code that skips interceptors for one open.
@Suite struct InterceptorTimeoutTests {
    @Test func anInterceptorThatNeverAnswersTimesOutWithItsName() async throws {
        let clock = ManualRouterClock()
        let router = Router(options: RouterOptions(), clock: clock)
        let stalled = Recorder<CheckedContinuation<Void, Never>>()
        let entered = Latch()
        try router.register("shop://orders") { _ in "orders" }
        try router.addInterceptor(name: "flags", timeout: .seconds(2)) { _, _ in
            // Ignores cancellation: only the timeout can end this open.
            await withCheckedContinuation { continuation in
                stalled.append(continuation)
                entered.open()
            }
            return "late"
        }
        #expect(await Self.message(opening: "shop://orders", on: router, once: entered, then: clock, advancedBy: .seconds(2))
            == "the interceptor \"flags\" neither answered nor went on within 2.0 seconds, opening shop://orders")
        #expect(clock.pending == 0)
        for continuation in stalled.values { continuation.resume() }
    }

    @Test func timeSpentAfterTheInterceptorWentOnDoesNotCount() async throws {
        let clock = ManualRouterClock()
        let router = Router(options: RouterOptions(), clock: clock)
        let inHandler = Latch()
        let finish = Latch()
        try router.register("shop://slow") { _ in
            inHandler.open()
            await finish.wait()
            return "slow"
        }
        try router.addInterceptor(name: "quick", timeout: .seconds(1)) { interception, next in try await next(interception.request) }
        let opener = Task { try await router.open("shop://slow") }
        await inHandler.wait()
        clock.advance(by: .seconds(10))  // the timer fires while the handler runs
        finish.open()
        #expect(try await opener.value as? String == "slow")
    }

    /// The timeout bounds the interceptor's own time: before it calls `next` and after `next`
    /// returns, added up. The time `next` takes (the handler here) does not count.
    @Test func anInterceptorThatStallsAfterNextTimesOut() async throws {
        let clock = ManualRouterClock()
        let router = Router(options: RouterOptions(), clock: clock)
        let (entered, goOn, inHandler, finish, returned) = (Latch(), Latch(), Latch(), Latch(), Latch())
        try router.register("shop://orders") { _ in
            inHandler.open()
            await finish.wait()
            return "orders"
        }
        try router.addInterceptor(name: "audit", timeout: .milliseconds(200)) { interception, next in
            entered.open()
            await goOn.wait()
            _ = try await next(interception.request)
            returned.open()
            try await Task.sleep(for: .seconds(3_600))  // cancelled by the timeout
            return "late"
        }
        let opener = Task { try await router.open("shop://orders") }
        await entered.wait()
        clock.advance(by: .milliseconds(150))  // before `next`: 150 of its 200 ms
        goOn.open()
        await inHandler.wait()
        #expect(clock.pending == 0)  // the budget is paused while `next` runs
        clock.advance(by: .seconds(10))
        finish.open()
        await returned.wait()
        clock.advance(by: .milliseconds(49))  // after `next`: 199 ms in all
        #expect(clock.pending == 1)
        clock.advance(by: .milliseconds(1))
        await #expect(throws: RouteError(
            .interceptorTimedOut,
            "the interceptor \"audit\" went on but did not answer within 0.2 seconds of its own time (before it called next and after next returned), opening shop://orders"
        )) { try await opener.value }
        #expect(clock.pending == 0)
    }

    @Test func anInterceptorThatAnswersInTimeLeavesNoTimerBehind() async throws {
        let clock = ManualRouterClock()
        let router = Router(options: RouterOptions(), clock: clock)
        try router.register("shop://cached") { _ in "fresh" }
        try router.addInterceptor(name: "cache", timeout: .seconds(1)) { _, _ in "cached" }
        #expect(try await router.open("shop://cached", as: String.self) == "cached")
        #expect(clock.pending == 0)
    }

    @Test func aCollectionsInterceptorCanHaveATimeout() async throws {
        let clock = ManualRouterClock()
        let router = Router(options: RouterOptions(), clock: clock)
        let entered = Latch()
        let collection = RouteCollection("account")
        try collection.register("shop://profile") { _ in "profile" }
        try collection.addInterceptor(name: "session", timeout: .milliseconds(500)) { _, _ in
            entered.open()
            try await Task.sleep(for: .seconds(3_600))  // cancelled by the timeout
            return "late"
        }
        try router.add(collection)
        #expect(await Self.message(opening: "shop://profile", on: router, once: entered, then: clock, advancedBy: .milliseconds(500))
            == "the interceptor \"session\" neither answered nor went on within 0.5 seconds, opening shop://profile")
    }

    /// Opens `url`, moves the clock on once the interceptor has started, and returns the
    /// message of the `interceptorTimedOut` error the open threw.
    private static func message(
        opening url: String, on router: Router, once entered: Latch, then clock: ManualRouterClock, advancedBy duration: Duration
    ) async -> String? {
        let opener = Task { try await router.open(url) }
        await entered.wait()
        clock.advance(by: duration)
        do {
            _ = try await opener.value
            return nil
        } catch let error as RouteError where error.code == .interceptorTimedOut {
            return error.message
        } catch {
            return "\(error)"
        }
    }

    @Test func anInterceptorWithATimeoutStillRejectsAndRedirects() async throws {
        let router = Router()
        try router.register("shop://login") { _ in "login" }
        try router.register("shop://orders") { _ in "orders" }
        try router.addInterceptor(name: "login", scope: .patterns("shop://orders"), timeout: .seconds(5)) { _, _ in
            RouteRedirect("shop://login")
        }
        #expect(try await router.open("shop://orders", as: String.self) == "login")
    }
}

/// Trusted in-app code may skip interceptors for one open; no outside source may.
@Suite struct SkippingInterceptorsTests {
    private static func guarded() throws -> Router {
        let router = Router()
        try router.register("shop://orders", exposure: .everywhere) { _ in "orders" }
        try router.register("shop://elsewhere", exposure: .everywhere) { _ in "elsewhere" }
        try router.register("shop://moved", exposure: .everywhere) { _ in RouteRedirect("shop://orders") }
        try router.addInterceptor(name: "login") { _, _ in "login page" }
        return router
    }

    @Test func anInAppOpenCanSkipInterceptors() async throws {
        let router = try Self.guarded()
        #expect(try await router.open("shop://orders", as: String.self) == "login page")
        let skipping = RouteRequest(url: "shop://orders", skipsInterceptors: true)
        #expect(try await router.open(skipping) as? String == "orders")
        #expect(try router.openSynchronously(skipping) as? String == "orders")  // no interceptor runs, so sync works
        #expect(try await router.open(RouteRequest(url: "shop://moved", skipsInterceptors: true)) as? String == "orders")
    }

    @Test(arguments: [RouteSource.otherApp, .universalLink, .push, .webView, RouteSource("widget"), RouteSource.push.buildingParent])
    func noOutsideSourceMaySkipInterceptors(source: RouteSource) async throws {
        let router = try Self.guarded()
        let request = RouteRequest(url: "shop://orders", source: source, skipsInterceptors: true)
        let refusal = RouteError(
            .notAllowed, "shop://orders from \(source.name) asks to skip interceptors; only an in-app open may skip them")
        await #expect(throws: refusal) { try await router.open(request) }
        #expect(throws: refusal) { try router.openSynchronously(request) }
    }
}
