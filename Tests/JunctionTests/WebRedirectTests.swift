import Junction
import Testing

/// A route that hands its open to the web fallback (`RouteRedirect.web`): a page sent to its
/// web version, even when a route of the app's web hosts would match the URL.
@Suite struct WebRedirectTests {
    static func router() throws -> Router {
        let router = Router(options: RouterOptions(webHosts: ["m.example.com"]))
        // A scheme-less route that the web URL would reach as a universal link.
        try router.register("/help/:topic", exposure: .everywhere) { context in RouteRedirect.web("https://m.example.com/help/\(context.parameters["topic"] ?? "")") }
        try router.register("shop://elsewhere") { _ in RouteRedirect.web("https://evil.example.com/") }
        try router.register("shop://script") { _ in RouteRedirect.web("javascript:alert(1)") }
        return router
    }

    @Test func theWebFallbackGetsTheURLWithoutARouteBeingSought() async throws {
        let router = try Self.router()
        try router.add(.web(allowing: ["m.example.com"]) { url, request in "web \(url) from \(request.source.name)" })
        #expect(try router.openSynchronously("shop://help/returns", as: String.self) == "web https://m.example.com/help/returns from in-app")
        #expect(try await router.open(RouteRequest(url: "shop://help/returns", source: .push), as: String.self)
            == "web https://m.example.com/help/returns from push")
    }

    @Test func aHostTheFallbackDoesNotAllowOrAnotherSchemeIsRefused() async throws {
        let router = try Self.router()
        try router.add(.web(allowing: ["m.example.com"]) { url, _ in "web \(url)" })
        await #expect(throws: RouteError(.notAllowed, "https://evil.example.com/ is not on a host the web fallback allows")) {
            try await router.open("shop://elsewhere")
        }
        await #expect(throws: RouteError(.notAllowed, "javascript:alert(1) is not an http or https URL, so the web fallback cannot open it")) {
            try await router.open("shop://script")
        }
    }

    @Test func withNoWebFallbackTheOpenIsNotFound() async throws {
        let router = try Self.router()
        try router.add(.notFound { _ in "not found handler" })
        await #expect(throws: RouteError(.notFound, "no web fallback to open https://m.example.com/help/a; add one with RouteFallback.web(allowing:_:)")) {
            try await router.open("shop://help/a")
        }
    }

    @Test func aWebRedirectIsOnlyEqualToAnother() {
        #expect(RouteRedirect.web("https://a.com/") == RouteRedirect.web("https://a.com/"))
        #expect(RouteRedirect.web("https://a.com/") != RouteRedirect("https://a.com/"))
        #expect(RouteRedirect.web("https://a.com/").toWeb && !RouteRedirect("https://a.com/").toWeb)
    }
}
