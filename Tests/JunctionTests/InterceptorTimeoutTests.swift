@testable import Junction
import Testing

/// Interceptors that cannot stall an open: a time limit (`timeLimited`) that names the
/// interceptor, on a clock the test moves; and in-app code that skips interceptors for one open.
@Suite struct InterceptorTimeoutTests {
    @Test func anInterceptorThatNeverAnswersTimesOutWithItsName() async throws {
        let clock = ManualRouterClock()
        let router = Router(options: RouterOptions(), clock: clock)
        let stalled = Recorder<CheckedContinuation<Void, Never>>()
        let entered = Latch()
        try router.register("shop://orders") { _ in "orders" }
        try router.addInterceptor(ClosureInterceptor { _, _ in
            // Ignores cancellation: only the time limit can end this open.
            await withCheckedContinuation { continuation in
                stalled.append(continuation)
                entered.open()
            }
            return "late"
        }.timeLimited(.seconds(2)), name: "flags")
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
        try router.addInterceptor(ClosureInterceptor { interception, next in try await next(interception.request) }.timeLimited(.seconds(1)), name: "quick")
        let opener = Task { try await router.open("shop://slow") }
        await inHandler.wait()
        clock.advance(by: .seconds(10))  // the timer fires while the handler runs
        finish.open()
        #expect(try await opener.value as? String == "slow")
    }

    /// The time limit bounds the interceptor's own time: before it calls `next` and after `next`
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
        try router.addInterceptor(ClosureInterceptor { interception, next in
            entered.open()
            await goOn.wait()
            _ = try await next(interception.request)
            returned.open()
            try await Task.sleep(for: .seconds(3_600))  // cancelled past the time limit
            return "late"
        }.timeLimited(.milliseconds(200)), name: "audit")
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
        try router.addInterceptor(ClosureInterceptor { _, _ in "cached" }.timeLimited(.seconds(1)), name: "cache")
        #expect(try await router.open("shop://cached", as: String.self) == "cached")
        #expect(clock.pending == 0)
    }

    @Test func aCollectionsInterceptorCanBeTimeLimited() async throws {
        let clock = ManualRouterClock()
        let router = Router(options: RouterOptions(), clock: clock)
        let entered = Latch()
        let collection = RouteCollection("account")
        try collection.register("shop://profile") { _ in "profile" }
        try collection.addInterceptor(ClosureInterceptor { _, _ in
            entered.open()
            try await Task.sleep(for: .seconds(3_600))  // cancelled past the time limit
            return "late"
        }.timeLimited(.milliseconds(500)), name: "session")
        try router.add(collection)
        #expect(await Self.message(opening: "shop://profile", on: router, once: entered, then: clock, advancedBy: .milliseconds(500))
            == "the interceptor \"session\" neither answered nor went on within 0.5 seconds, opening shop://profile")
    }

    @Test func aLimitThatIsNotPositiveFailsTheOpenWithItsName() async throws {
        let router = Router()
        try router.register("shop://orders") { _ in "orders" }
        try router.addInterceptor(ClosureInterceptor { interception, next in try await next(interception.request) }.timeLimited(.zero), name: "flags")
        await #expect(throws: RouteError(
            .invalidParameter, "the interceptor \"flags\" has a time limit of 0.0 seconds; a time limit must be positive"
        )) { try await router.open("shop://orders") }
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

    @Test func aTimeLimitedInterceptorStillRejectsAndRedirects() async throws {
        let router = Router()
        try router.register("shop://login") { _ in "login" }
        try router.register("shop://orders") { _ in "orders" }
        try router.addInterceptor(ClosureInterceptor { _, _ in
            RouteRedirect("shop://login")
        }.timeLimited(.seconds(5)), name: "login", scope: .patterns("shop://orders"))
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
