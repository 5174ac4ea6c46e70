import Junction
import Testing

/// Issue 4, part 1: every open carries a source, and a route opens from outside only when it
/// is exposed to that source.
@Suite struct ExposureTests {
    static func router(options: RouterOptions = RouterOptions(webHosts: ["shop.example.com"])) throws -> (Router, Counter) {
        let router = Router(options: options)
        let handled = Counter()
        try router.register("shop://debug/menu") { _ in handled.increment() }
        try router.register("shop://product/:id", exposure: .everywhere) { _ in handled.increment() }
        try router.register("shop://orders", exposure: .sources(.push, .universalLink)) { _ in handled.increment() }
        try router.register("/p/:id", exposure: .sources(.universalLink)) { _ in handled.increment() }
        return (router, handled)
    }

    @Test func inAppOpensReachEveryRoute() async throws {
        let (router, handled) = try Self.router()
        for url in ["shop://debug/menu", "shop://product/1", "shop://orders", "/p/2"] {
            try await router.open(url)
        }
        #expect(handled.value == 4)
    }

    @Test func externalOpenOfAnInAppRouteIsRefusedAndTheHandlerNeverRuns() async throws {
        let (router, handled) = try Self.router()
        let request = RouteRequest(url: "shop://debug/menu", source: .otherApp)
        await #expect(throws: RouteError(
            .notAllowed, "\"shop://debug/menu\" opens only from inside the app, not from other-app (shop://debug/menu)")) {
            try await router.open(request)
        }
        #expect(throws: RouteError.self) { try router.openSynchronously(request) }
        #expect(handled.value == 0)
        #expect(!router.canOpen(RouteRequest(url: "shop://debug/menu", source: .push)))
        #expect(router.canOpen("shop://debug/menu"))
    }

    @Test func routesOpenFromTheSourcesTheyAreExposedTo() async throws {
        let (router, handled) = try Self.router()
        try await router.open(RouteRequest(url: "shop://product/9", source: .otherApp))
        try await router.open(RouteRequest(url: "shop://orders", source: .push))
        try await router.open(RouteRequest(url: "https://shop.example.com/p/3", source: .universalLink))
        #expect(handled.value == 3)
        #expect(throws: RouteError(
            .notAllowed, "\"shop://orders\" opens only from in-app, push, universal-link, not from web-view (shop://orders)")) {
            try router.resolve(RouteRequest(url: "shop://orders", source: .webView))
        }
        #expect(try router.match(RouteRequest(url: "shop://product/9", source: .webView))?.parameters["id"] == "9")
    }

    static let foreignOrigins: [(String, RouteSource, String)] = [
        ("evil://product/1", .otherApp, "evil://product/1 from other-app uses the scheme \"evil\", not one of the app's"),
        ("/product/1", .otherApp, "/product/1 from other-app has no scheme; a URL from outside must use one of the app's schemes or web hosts"),
        ("product/1", .push, "product/1 from push has no scheme; a URL from outside must use one of the app's schemes or web hosts"),
        ("https://evil.com/p/1", .universalLink, "https://evil.com/p/1 from universal-link is not on one of the app's web hosts"),
        ("https://shop.example.com.evil.com/p/1", .universalLink,
         "https://shop.example.com.evil.com/p/1 from universal-link is not on one of the app's web hosts"),
        ("http://shop.example.com:8080/p/1", .webView, "http://shop.example.com:8080/p/1 from web-view is not on one of the app's web hosts"),
        ("JAVASCRIPT:alert(1)", .webView, "JAVASCRIPT:alert(1) from web-view uses the scheme \"javascript\", not one of the app's"),
    ]

    @Test(arguments: foreignOrigins)
    func externalURLsMustUseTheAppsSchemesOrWebHosts(_ url: String, _ source: RouteSource, _ message: String) throws {
        let (router, _) = try Self.router()
        #expect(throws: RouteError(.notAllowed, message)) { try router.resolve(RouteRequest(url: url, source: source)) }
    }

    /// The same table with the web host written as a wildcard, which reads it as a listed one.
    @Test(arguments: foreignOrigins)
    func externalURLsMustUseTheAppsSchemesOrWildcardWebHosts(_ url: String, _ source: RouteSource, _ message: String) throws {
        let (router, _) = try Self.router(options: RouterOptions(webHosts: ["*.example.com"]))
        #expect(throws: RouteError(.notAllowed, message)) { try router.resolve(RouteRequest(url: url, source: source)) }
        #expect(try router.resolve(RouteRequest(url: "https://shop.example.com/p/3", source: .universalLink)).parameters["id"] == "3")
    }

    @Test func externalURLOnTheAppsSchemeThatNoRouteMatchesIsNotFound() throws {
        let (router, _) = try Self.router()
        #expect(throws: RouteError(.notFound, "no route matches shop://nowhere")) {
            try router.resolve(RouteRequest(url: "shop://nowhere", source: .otherApp))
        }
        #expect(throws: RouteError(.invalidURL, "user info ('@') is not allowed in the authority at column 17")) {
            try router.resolve(RouteRequest(url: "https://evil.com@shop.example.com/p/1", source: .universalLink))
        }
    }

    @Test func declaredSchemesAreTheOnlyOnesOutsideURLsMayUse() throws {
        let (router, _) = try Self.router(options: RouterOptions(schemes: ["Shop2"]))
        #expect(throws: RouteError(.notAllowed, "shop://product/1 from other-app uses the scheme \"shop\", not one of the app's")) {
            try router.resolve(RouteRequest(url: "shop://product/1", source: .otherApp))
        }
        #expect(try router.resolve("shop://product/1").parameters["id"] == "1")
    }

    @Test func customSourcesAreValues() {
        let widget = RouteSource("widget")
        #expect(widget.isExternal)
        #expect(!RouteSource.inApp.isExternal)
        #expect(RouteExposure.sources(widget).allows(widget))
        #expect(!RouteExposure.inApp.allows(widget))
        #expect(RouteExposure.inApp.allows(.inApp))
        #expect(RouteExposure.everywhere.description == "everywhere")
    }
}
