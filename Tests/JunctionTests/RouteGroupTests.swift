import Junction
import Testing

/// Groups: routes under a prefix (hummingbird's and routing-kit's `group`), with interceptors
/// that run for the group's routes only.
@Suite struct RouteGroupTests {
    /// Notes every URL it sees, under its name, and goes on.
    struct Noting: SynchronousRouteInterceptor {
        let name: String
        let seen: Recorder<String>
        func decide(_ interception: Interception) throws -> InterceptorDecision {
            seen.append("\(name) \(interception.request.url)")
            return .proceed(interception.request)
        }
    }

    @Test func aGroupsRoutesAreUnderItsPrefixAndBuildTheirURLs() async throws {
        let router = Router()
        let account = try RouteGroup("shop://account", in: router)
        try account.register("orders", name: "orders") { _ in "orders" }
        try account.register("/orders/{id:int}", name: "order") { context in "order \(context.parameters["id"] ?? "")" }
        try account.register("/") { _ in "account" }
        let api = try RouteGroup("/api/v1", in: router)
        try api.register("users/:id") { context in "user \(context.parameters["id"] ?? "")" }
        #expect(router.registrations.map(\.description) == [
            "shop://account/orders", "shop://account/orders/{id:int}", "shop://account", "/api/v1/users/:id",
        ])
        #expect(try router.openSynchronously("shop://account/orders/7", as: String.self) == "order 7")
        #expect(try router.openSynchronously("shop://account", as: String.self) == "account")
        #expect(try await router.open("app://api/v1/users/ann", as: String.self) == "user ann")
        #expect(try router.url(for: "order", ["id": "9"]) == "shop://account/orders/9")
        #expect(account.prefix == "shop://account")
    }

    @Test func aGroupsInterceptorsRunForItsRoutesOnlyEvenThoseAddedLater() throws {
        let router = Router()
        let seen = Recorder<String>()
        try router.register("shop://home") { _ in "home" }
        let account = try RouteGroup("shop://account", in: router)
        try account.register("orders") { _ in "orders" }
        try account.addInterceptor(Noting(name: "login", seen: seen), name: "login")
        try account.register("wallet") { _ in "wallet" }
        try router.addInterceptor(Noting(name: "analytics", seen: seen), name: "analytics", priority: 1)
        for url in ["shop://home", "shop://account/orders", "shop://account/wallet"] {
            _ = try router.openSynchronously(url)
        }
        #expect(seen.values == [
            "analytics shop://home",
            "analytics shop://account/orders", "login shop://account/orders",
            "analytics shop://account/wallet", "login shop://account/wallet",
        ])
    }

    @Test func aGroupInsideAGroupAddsItsPathAndBothGroupsInterceptorsRun() throws {
        let router = Router()
        let seen = Recorder<String>()
        let account = try RouteGroup("shop://account", in: router)
        let settings = try RouteGroup("/settings", in: account)
        try account.addInterceptor(Noting(name: "login", seen: seen), name: "login", priority: 1)
        try settings.addInterceptor(Noting(name: "confirm", seen: seen), name: "confirm")
        try settings.register("privacy") { _ in "privacy" }
        try account.register("orders") { _ in "orders" }
        #expect(router.registrations.map(\.description) == ["shop://account/settings/privacy", "shop://account/orders"])
        #expect(settings.prefix == "shop://account/settings")
        _ = try router.openSynchronously("shop://account/settings/privacy")
        _ = try router.openSynchronously("shop://account/orders")
        #expect(seen.values == [
            "login shop://account/settings/privacy", "confirm shop://account/settings/privacy", "login shop://account/orders",
        ])
    }

    @Test func aGroupOnACollectionIsAppliedWithItAndRemovedWithIt() throws {
        let router = Router()
        let seen = Recorder<String>()
        let cart = RouteCollection("cart")
        let group = try RouteGroup("shop://cart", in: cart)
        try group.register("add/{sku}") { context in "added \(context.parameters["sku"] ?? "")" }
        try group.addInterceptor(Noting(name: "cart", seen: seen), name: "cart")
        try router.register("shop://home") { _ in "home" }
        try router.add(cart)
        #expect(try router.openSynchronously("shop://cart/add/A1", as: String.self) == "added A1")
        _ = try router.openSynchronously("shop://home")
        #expect(seen.values == ["cart shop://cart/add/A1"])
        try router.remove("cart")
        #expect(router.registrations.map(\.description) == ["shop://home"])
    }

    @Test func aPatternWithASchemeOrHostInAGroupIsRefused() throws {
        let group = try RouteGroup("shop://account", in: Router())
        #expect(throws: RouteError(
            .invalidPattern, "\"shop://orders\" has a scheme or a host; a route of the group \"shop://account\" is a path under it")
        ) { try group.register("shop://orders") { _ in } }
        #expect(throws: RouteError(
            .invalidPattern, "\"//orders\" has a scheme or a host; a route of the group \"shop://account\" is a path under it")
        ) { try group.register("//orders") { _ in } }
    }

    @Test(arguments: ["shop://account?tab=1", "/api/*", "/api/**"])
    func aPrefixWithAQueryOrAWildcardIsRefused(_ prefix: String) throws {
        let error = #expect(throws: RouteError.self) { try RouteGroup(prefix, in: Router()) }
        #expect(error?.code == .invalidPattern)
        #expect(error?.message == "a group's prefix is a scheme and host or leading path segments, without a query or a wildcard: \"\(prefix)\"")
    }

    @Test func aGroupInsideAGroupTakesAPathOnly() throws {
        let group = try RouteGroup("shop://account", in: Router())
        #expect(throws: RouteError(
            .invalidPattern, "\"shop://settings\" has a scheme or a host; a group inside a group is a path under it")
        ) { try RouteGroup("shop://settings", in: group) }
    }

    @Test func aRoutesCaseRuleIsKeptUnderThePrefix() throws {
        let router = Router()
        let wiki = try RouteGroup("/wiki", in: router)
        try wiki.register("Special%3ARandom", caseInsensitive: true) { _ in "random" }
        #expect(try router.openSynchronously("/wiki/special:random", as: String.self) == "random")
    }
}
