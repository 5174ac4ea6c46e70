import Foundation
import Junction
import JunctionNavigation
import Testing

/// "Into a real app", item 5: the navigator takes a Foundation `URL` wherever it takes a
/// `String`, read through its `absoluteString` (ROUTING.md §1): a `URL` is a
/// `RouteRequestConvertible`, and a request with parameters is made from its string.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct FoundationURLTests {
    static func navigator() throws -> Navigator {
        let navigator = Navigator(router: Router(options: RouterOptions(webHosts: ["shop.example.com"])))
        try navigator.registerPage("shop://home", name: "home", presentation: .root, exposure: .everywhere)
        try navigator.registerPage("shop://search", name: "search", parent: "home", exposure: .everywhere)
        try navigator.registerPage("/p/{id:int}", name: "product", parent: "home", exposure: .sources(.universalLink))
        return navigator
    }

    /// The request a `URL` converts to, from `source`.
    static func request(_ url: URL, from source: RouteSource) -> RouteRequest {
        var request = url.routeRequest()
        request.source = source
        return request
    }

    @Test func aURLOpensAsItsAbsoluteString() async throws {
        let navigator = try Self.navigator()
        let url = try #require(URL(string: "shop://search?q=red%20shoes"))
        let page = try await navigator.open(RouteRequest(path: url.absoluteString, parameters: ["page": "2"], source: .otherApp), presentation: .modal, animated: false)
        #expect(page?.url == "shop://search?q=red%20shoes&page=2")
        #expect(page?.parameters == ["q": "red shoes", "page": "2"])
        #expect(navigator.state.outline == "home#1 | search#2 (page=2, q=red shoes)")
        #expect(navigator.history.last?.animated == false)
    }

    @Test func aUniversalLinkAsAURL() async throws {
        let navigator = try Self.navigator()
        let url = try #require(URL(string: "https://shop.example.com/p/12"))
        try await navigator.open(Self.request(url, from: .universalLink))
        #expect(navigator.state.outline == "home#1 > product#2 (id=12)")
        #expect(navigator.target(of: Self.request(url, from: .universalLink)).route == "product")
        #expect(navigator.target(of: Self.request(url, from: .push)).kind == .nothing)
    }

    @Test func aResultAsAURL() async throws {
        let navigator = try Self.navigator()
        navigator.add(PageResultTests.FinishingHost(route: "search", value: 3))
        let url = try #require(URL(string: "shop://search"))
        #expect(try await navigator.open(url, expecting: Int.self, timeout: .seconds(30)) == 3)
    }

    @Test(arguments: ["shop://home", "shop://search?q=a%2Fb&x=%F0%9F%91%9F", "https://shop.example.com/p/7?ref=mail#top", "shop://nowhere"])
    func theURLAndItsStringReachTheSameTarget(_ text: String) throws {
        let navigator = try Self.navigator()
        let url = try #require(URL(string: text))
        #expect(url.absoluteString == text)
        #expect(navigator.target(of: url) == navigator.target(of: text))
        #expect(navigator.opensInApp(url) == navigator.opensInApp(text))
        #expect(IncomingLink(opened: url) == IncomingLink(opened: text))
        #expect(IncomingLink(url: url, source: .push) == IncomingLink(url: text, source: .push))
    }
}
