import Junction
import Testing

/// The hostile table again, with the route forms added since: a route tied to a host and a
/// scheme, and a route for any web URL from another app. No route is reached from a source it
/// does not allow, on a host or with a scheme it does not take.
@Suite struct SecurityTiedRoutesTests {
    static func router() throws -> Router {
        let router = Router(options: RouterOptions(webHosts: ["shop.example.com", "*.example.com"], schemes: ["shop"]))
        let account = try RouteGroup(hosts: ["shop.example.com"], schemes: ["https"], in: router)
        try account.register("/account/:id", exposure: .sources(.universalLink)) { context in "account \(context.parameters["id"] ?? "")" }
        try router.register("/p/:id", exposure: .everywhere) { context in "page \(context.parameters["id"] ?? "")" }
        try router.register("https://**", exposure: .sources(.otherApp)) { context in "tab \(context.url)" }
        return router
    }

    static let cases: [SecurityTests.Case] = [
        // The tied route: its host and scheme, from the source it is exposed to.
        .init(url: "https://shop.example.com/account/1", source: .universalLink, outcome: .handled("account 1")),
        .init(url: "https://shop.example.com/account/1", source: .otherApp, outcome: .refused(.notAllowed)),
        .init(url: "https://shop.example.com/account/1", source: .push, outcome: .refused(.notAllowed)),
        .init(url: "https://a.example.com/account/1", source: .universalLink, outcome: .refused(.notFound)),
        .init(url: "http://shop.example.com/account/1", source: .universalLink, outcome: .refused(.notFound)),
        .init(url: "shop://shop.example.com/account/1", source: .otherApp, outcome: .refused(.notFound)),
        .init(url: "shop://account/1", outcome: .refused(.notFound)),
        .init(url: "/account/1", outcome: .handled("account 1")),
        .init(url: "https://SHOP.example.com/account/%31", source: .universalLink, outcome: .handled("account 1")),
        .init(url: "https://shop.example.com.evil.com/account/1", source: .universalLink, outcome: .refused(.notAllowed)),
        .init(url: "https://evil.com@shop.example.com/account/1", source: .universalLink, outcome: .refused(.invalidURL)),
        // A host a browser would not read as written is refused before any route, the one for any host too.
        .init(url: "https://shop.example.com%2Fevil.com/account/1", source: .otherApp, outcome: .refused(.notAllowed)),
        // The route for any web URL: from another app only, never on a web host, never as a
        // universal link.
        .init(url: "https://news.example.net/a?b=1", source: .otherApp, outcome: .handled("tab https://news.example.net/a?b=1")),
        .init(url: "https://news.example.net/a", source: .universalLink, outcome: .refused(.notAllowed)),
        .init(url: "https://news.example.net/a", source: .push, outcome: .refused(.notAllowed)),
        .init(url: "https://news.example.net/a", source: .webView, outcome: .refused(.notAllowed)),
        .init(url: "https://news.example.net/a", outcome: .handled("tab https://news.example.net/a")),
        .init(url: "https://shop.example.com/p/2", source: .otherApp, outcome: .handled("page 2")),
        .init(url: "https://a.example.com/elsewhere", source: .otherApp, outcome: .refused(.notFound)),
        .init(url: "https://shop.example.com/account/1", outcome: .handled("account 1")),
        .init(url: "http://news.example.net/a", source: .otherApp, outcome: .refused(.notAllowed)),
        .init(url: "javascript:alert(1)", source: .otherApp, outcome: .refused(.notAllowed)),
        .init(url: "https://news.example.net/../x", source: .otherApp, outcome: .refused(.invalidURL)),
    ]

    @Test(arguments: cases)
    func hostileURLGetsItsOutcome(_ test: SecurityTests.Case) async throws {
        #expect(try await SecurityTests.outcome(of: test, in: Self.router()) == test.outcome)
    }
}
