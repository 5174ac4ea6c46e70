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
}
