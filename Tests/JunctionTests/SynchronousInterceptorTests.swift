import Foundation
import Junction
import Testing

/// Interceptors that decide at once run inside synchronous opens (MGJRouter's `objectForURL:`
/// beside a global analytics interceptor); only a chain that really waits is refused, naming
/// the interceptor that waits.
@Suite struct SynchronousInterceptorTests {
    /// An analytics interceptor: it records every URL and goes on.
    struct Analytics: SynchronousRouteInterceptor {
        let seen: Recorder<String>
        func decide(_ interception: Interception) throws -> InterceptorDecision {
            seen.append(interception.request.url)
            return .proceed(interception.request)
        }
    }

    @Test func aGlobalSynchronousInterceptorLetsSynchronousOpensThrough() throws {
        let router = Router()
        let seen = Recorder<String>()
        try router.register("shop://product/{id:int}") { context in "product \(context.parameters["id"] ?? "")" }
        try router.addInterceptor(Analytics(seen: seen), name: "analytics")
        #expect(try router.openSynchronously("shop://product/7", as: String.self) == "product 7")
        #expect(seen.values == ["shop://product/7"])
    }

    @Test func aDecisionCanAnswerRedirectRejectOrChangeTheUserInfo() throws {
        let router = Router()
        try router.register("shop://login") { _ in "login page" }
        try router.register("shop://orders", tags: ["account"]) { context in
            "orders for \(context.userInfo["user"] as? String ?? "nobody")"
        }
        try router.register("shop://closed") { _ in "never" }
        try router.register("shop://cached") { _ in "fresh" }
        try router.addInterceptor(DecidingInterceptor { interception in
            var request = interception.request
            request.userInfo["user"] = "ann"
            return .proceed(request)
        }, name: "user", priority: 2)
        try router.addInterceptor(DecidingInterceptor { interception in
            switch interception.match.pattern.text {
            case "shop://closed": throw RouteError(.rejected, "closed for today")
            case "shop://cached": return .answer("cached")
            case "shop://orders" where interception.request.userInfo["user"] == nil: return .redirect("shop://login")
            default: return .proceed(interception.request)
            }
        }, name: "gate", priority: 1)
        #expect(try router.openSynchronously("shop://orders", as: String.self) == "orders for ann")
        #expect(try router.openSynchronously("shop://cached", as: String.self) == "cached")
        #expect(throws: RouteError(.rejected, "closed for today")) { try router.openSynchronously("shop://closed") }
    }

    @Test func aRedirectDecidedAtOnceIsFollowed() throws {
        let router = Router()
        try router.register("shop://login") { _ in "login page" }
        try router.register("shop://orders", tags: ["account"]) { _ in "orders" }
        try router.addInterceptor(DecidingInterceptor { _ in .redirect("shop://login") }, name: "login", scope: .tags("account"))
        #expect(try router.openSynchronously("shop://orders", as: String.self) == "login page")
    }

    @Test func anAsynchronousOpenRunsTheSameDecisions() async throws {
        let router = Router()
        let seen = Recorder<String>()
        try router.register("shop://a") { _ in "a" }
        try router.register("shop://b") { _ async in "b" }
        try router.addInterceptor(Analytics(seen: seen), name: "analytics")
        #expect(try await router.open("shop://a", as: String.self) == "a")
        #expect(try await router.open("shop://b", as: String.self) == "b")
        #expect(seen.values == ["shop://a", "shop://b"])
    }

    @Test func aChainWithOneWaitingInterceptorIsRefusedNamingIt() async throws {
        let router = Router()
        let seen = Recorder<String>()
        try router.register("shop://orders") { _ in "orders" }
        try router.addInterceptor(Analytics(seen: seen), name: "analytics", priority: 1)
        try router.addInterceptor(name: "flags") { interception, next in try await next(interception.request) }
        #expect(throws: RouteError(
            .asyncHandler,
            "the interceptor \"flags\" of \"shop://orders\" is asynchronous; open shop://orders with open(_:), or make it a SynchronousRouteInterceptor"
        )) { try router.openSynchronously("shop://orders") }
        #expect(seen.values == [])
        // The asynchronous open runs both, in order.
        #expect(try await router.open("shop://orders", as: String.self) == "orders")
        #expect(seen.values == ["shop://orders"])
    }

    /// A time limit makes any interceptor asynchronous: a synchronous open refuses it, as it
    /// refuses any interceptor that may wait.
    @Test func aTimeLimitedSynchronousInterceptorIsAsynchronous() async throws {
        let router = Router()
        try router.register("shop://orders") { _ in "orders" }
        try router.addInterceptor(Analytics(seen: Recorder()).timeLimited(.seconds(1)), name: "analytics")
        #expect(throws: RouteError(
            .asyncHandler,
            "the interceptor \"analytics\" of \"shop://orders\" is asynchronous; open shop://orders with open(_:), or make it a SynchronousRouteInterceptor"
        )) { try router.openSynchronously("shop://orders") }
        #expect(try await router.open("shop://orders", as: String.self) == "orders")
    }

    /// A feature made ready on first use: `wait` until `prepare` has run, then go on.
    struct ReadyOnFirstUse: SynchronousRouteInterceptor {
        let ready: Recorder<String>
        let steps: Recorder<String>
        var failure: RouteError?

        func decide(_ interception: Interception) throws -> InterceptorDecision {
            steps.append("decide \(interception.request.url)")
            if !ready.values.isEmpty { return .proceed(interception.request) }
            let (ready, steps, failure) = (ready, steps, failure)
            return .wait(for: {
                steps.append("prepare")
                if let failure { throw failure }
                ready.append("ready")
            }, reason: "the feature is not ready yet")
        }
    }

    @Test func aWaitingDecisionIsAwaitedThenDecidedAgainInAnAsynchronousOpen() async throws {
        let router = Router()
        let (ready, steps) = (Recorder<String>(), Recorder<String>())
        try router.register("shop://orders") { _ in "orders" }
        try router.addInterceptor(ReadyOnFirstUse(ready: ready, steps: steps), name: "ready", priority: 1)
        try router.addInterceptor(Analytics(seen: steps), name: "analytics")
        #expect(try await router.open("shop://orders", as: String.self) == "orders")
        #expect(try await router.open("shop://orders", as: String.self) == "orders")
        #expect(steps.values == [
            "decide shop://orders", "prepare", "decide shop://orders", "shop://orders",
            "decide shop://orders", "shop://orders",
        ])
    }

    @Test func aSynchronousOpenThatWouldWaitSaysNotReadyAndStartsTheWork() async throws {
        let router = Router()
        let (ready, steps) = (Recorder<String>(), Recorder<String>())
        try router.register("shop://orders") { _ in "orders" }
        try router.addInterceptor(ReadyOnFirstUse(ready: ready, steps: steps), name: "ready")
        #expect(throws: RouteError(.notReady, "the feature is not ready yet")) { try router.openSynchronously("shop://orders") }
        while ready.values.isEmpty { await Task.yield() }
        #expect(try router.openSynchronously("shop://orders", as: String.self) == "orders")
        #expect(steps.values == ["decide shop://orders", "prepare", "decide shop://orders"])
    }

    @Test func workThatFailsEndsTheOpenWithItsError() async throws {
        let router = Router()
        let (ready, steps) = (Recorder<String>(), Recorder<String>())
        try router.register("shop://orders") { _ in "orders" }
        let offline = RouteError(.rejected, "offline")
        try router.addInterceptor(ReadyOnFirstUse(ready: ready, steps: steps, failure: offline), name: "ready")
        await #expect(throws: offline) { try await router.open("shop://orders") }
        #expect(steps.values == ["decide shop://orders", "prepare"])
    }

    /// Behind an asynchronous interceptor, the chain runs through `intercept`: the wait is
    /// awaited there, and the interceptor asked again.
    @Test func aWaitingDecisionBehindAnAsynchronousInterceptorIsAwaitedToo() async throws {
        let router = Router()
        let (ready, steps) = (Recorder<String>(), Recorder<String>())
        try router.register("shop://orders") { _ in "orders" }
        try router.addInterceptor(name: "flags", priority: 1) { interception, next in
            steps.append("flags")
            return try await next(interception.request)
        }
        try router.addInterceptor(ReadyOnFirstUse(ready: ready, steps: steps), name: "ready")
        #expect(try await router.open("shop://orders", as: String.self) == "orders")
        #expect(steps.values == ["flags", "decide shop://orders", "prepare", "decide shop://orders"])
    }
}
