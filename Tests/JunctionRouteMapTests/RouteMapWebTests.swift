import Foundation
import Junction
@testable import JunctionRouteMap
import JunctionRouteMapTools
import Testing

/// A route sent to the web (`web`), and one switched off (`disabled`), from the map: opening
/// it hands the URL its template names to the web fallback, or fails with the map's message,
/// and its page never runs.
@Suite struct RouteMapWebTests {
    static let map = #"""
        {"version": 1, "schemes": ["shop"], "webHosts": ["m.shop.com"], "routes": [
          {"name": "product", "pattern": "shop://product/{id:int}", "page": "Product", "web": "https://m.shop.com/p/{id}", "attributes": [{"name": "tab", "default": "info"}]},
          {"name": "help", "pattern": "/help/:topic", "page": "Help", "exposure": ["universal-link"], "description": "Help pages", "web": "https://m.shop.com/help/{topic}"},
          {"name": "cart", "pattern": "shop://cart", "page": "Cart", "disabled": "The cart is closed for maintenance"},
          {"name": "orders", "pattern": "shop://orders", "page": "Orders", "disabled": true},
          {"name": "wallet", "pattern": "shop://wallet", "page": "Wallet", "disabled": true, "web": "https://m.shop.com/wallet?from=app"},
          {"name": "home", "pattern": "shop://home", "page": "Home", "disabled": false}
        ]}
        """#

    /// A router with the map loaded, every page answering its name, and a web fallback for the
    /// map's web host.
    static func router(_ text: String = map) throws -> Router {
        let file = try RouteMapFile(text: text, format: .json, file: "m.json")
        let router = Router(options: RouterOptions().adding(file.map))
        var bindings = RouteMapBindings()
        for page in ["Product", "Help", "Cart", "Orders", "Wallet", "Home"] { bindings.page(page) { _ in "native \(page)" } }
        try file.load(into: router, bindings: bindings)
        try router.add(.web(allowing: ["m.shop.com"]) { url, request in "web \(url) from \(request.source.name)" })
        return router
    }

    @Test func aRouteWithAWebURLOpensItOnTheWeb() async throws {
        let router = try Self.router()
        #expect(try router.openSynchronously("shop://product/7?ref=push", as: String.self) == "web https://m.shop.com/p/7?ref=push&tab=info from in-app")
        #expect(try await router.open("shop://product/7?tab=reviews", as: String.self) == "web https://m.shop.com/p/7?tab=reviews from in-app")
        // A universal link reaches the route, whose web URL goes to the web fallback, not back to the route.
        #expect(try await router.open(RouteRequest(url: "https://m.shop.com/help/returns", source: .universalLink), as: String.self)
            == "web https://m.shop.com/help/returns from universal-link")
    }

    @Test func aRouteSwitchedOffFailsWithTheMapsMessageOrOpensItsWebURL() async throws {
        let router = try Self.router()
        await #expect(throws: RouteError(.disabled, "The cart is closed for maintenance")) { try await router.open("shop://cart") }
        #expect(throws: RouteError(.disabled, "route \"orders\" is switched off")) { try router.openSynchronously("shop://orders") }
        #expect(try router.openSynchronously("shop://wallet", as: String.self) == "web https://m.shop.com/wallet?from=app from in-app")
        #expect(try router.openSynchronously("shop://home", as: String.self) == "native Home")
    }

    @Test func theModelAndItsJSONSayWebAndDisabled() throws {
        let map = try RouteMapFile(text: Self.map, format: .json).map
        #expect(map.routes.map(\.web?.text) == ["https://m.shop.com/p/{id}", "https://m.shop.com/help/{topic}", nil, nil, "https://m.shop.com/wallet?from=app", nil])
        #expect(map.routes.map(\.disabled) == [nil, nil, .init(message: "The cart is closed for maintenance"), .init(), .init(), nil])
        // Compiled and read again, by both readers: the same map.
        #expect(try RouteMapFile(text: map.json, format: .json).map == map)
        #expect(try RouteMapFile.decodedFromNodes(data: Data(map.json.utf8), format: .json, file: "m.json") == map)
        #expect(try RouteMapFile(text: Self.map, format: .json).lint().map(\.description) == [])
    }

    static let badWebURLs: [(route: String, message: String)] = [
        (#""web": "https://evil.example.com/p/{id}""#,
         #"web URL "https://evil.example.com/p/{id}" of route "r" is not on one of the map's web hosts (the map names m.shop.com); add its host to "webHosts""#),
        (#""web": "shop://p/{id}""#, #"web URL "shop://p/{id}" of route "r" is not an http or https URL; the web fallback opens only those"#),
        (#""web": "https://m.shop.com/p/{sku}""#, #"web URL "https://m.shop.com/p/{sku}" needs "sku", which route "r" does not always have"#),
        (#""web": "https://m.shop.com/p/*""#, #"web URL "https://m.shop.com/p/*" has a '*', which no open can fill; name it as a capture"#),
    ]

    @Test(arguments: badWebURLs)
    func lintAndLoadingCheckTheWebURLsHostAndParameters(route: String, message: String) throws {
        let text = #"{"webHosts": ["m.shop.com"], "routes": [{"name": "r", "pattern": "shop://p/{id:int}", "page": "P", \#(route)}]}"#
        let file = try RouteMapFile(text: text, format: .json, file: "m.json")
        #expect(file.lint().map { "\($0.keyPath): \($0.severity): \($0.message)" } == ["routes[0].web: error: \(message)"])
        var bindings = RouteMapBindings()
        bindings.page("P") { _ in () }
        let thrown = #expect(throws: RouteMapLoadError.self) { try file.load(into: Router(), bindings: bindings) }
        #expect(thrown?.errors.map(\.message) == [message])
    }

    static let malformed: [(text: String, error: String)] = [
        (#"{"routes": [{"name": "a", "pattern": "/a", "redirect": "/b", "web": "https://m.shop.com/a"}]}"#,
         #"m.json:1:69: error: route "a" has both "redirect" and "web"; use one"#),
        (#"{"routes": [{"name": "a", "pattern": "/a", "web": "https://m.shop.com/{"}]}"#,
         #"m.json:1:51: error: bad web URL "https://m.shop.com/{": "#),
        (#"{"routes": [{"name": "a", "pattern": "/a", "page": "A", "disabled": ""}]}"#,
         #"m.json:1:69: error: a "disabled" message may not be empty; write true for none"#),
        (#"{"routes": [{"name": "a", "pattern": "/a", "page": "A", "disabled": 1}]}"#,
         #"m.json:1:69: error: expected true, false or a message for "disabled", found a number"#),
    ]

    @Test(arguments: malformed)
    func aMalformedWebURLOrSwitchIsRefusedWithItsPlace(text: String, error: String) {
        let thrown = #expect(throws: RouteMapError.self) { try RouteMapFile(text: text, format: .json, file: "m.json") }
        #expect(thrown?.description.hasPrefix(error) == true, "\(thrown?.description ?? "")")
    }

    // MARK: The URL the template names

    /// Characters a value may have, the awkward ones above all: reserved in URLs, percent,
    /// spaces, non-ASCII.
    static let alphabet = ["a", "Z", "7", " ", "/", "?", "#", "%", "&", "=", "+", ";", ",", ":", "@", "é", "中", "🚀", "-", "_", "~"]

    static func text(_ generator: inout RouteMapCompileTests.Generator) -> String {
        var text = ""
        for _ in 0..<(1 + generator.below(6)) { text += generator.pick(alphabet) }
        return text == "." || text == ".." ? "x" : text
    }

    /// For generated values, the URL the web fallback gets is the one the template names: its
    /// host, the template's path with each capture's value, the template's own query, then the
    /// open's other parameters.
    @Test(arguments: 0..<200)
    func aRouteSentToTheWebBuildsTheURLItsTemplateNames(seed: Int) async throws {
        var generator = RouteMapCompileTests.Generator(state: UInt64(seed) &* 7_919 &+ 17)
        let ownQuery = generator.chance(50)
        let template = "https://m.shop.com/item/{n}/{slug}" + (ownQuery ? "?from=app" : "")
        let text = """
            {"schemes": ["shop"], "webHosts": ["m.shop.com"], "routes": [
              {"name": "item", "pattern": "shop://item/{slug}/{n:int}", "page": "Item", "web": "\(template)"}]}
            """
        let router = try Self.router(text)
        let slug = Self.text(&generator)
        let n = Int(generator.next() % 2_000_001) - 1_000_000
        var extra: [QueryItem] = []
        for _ in 0..<generator.below(4) {
            extra.append(QueryItem(name: generator.pick(["ref", "q", "x y", "ü"]), value: Self.text(&generator)))
        }
        let url = try RoutePattern("shop://item/{slug}/{n:int}").url(["slug": slug, "n": "\(n)"], query: extra)
        try router.add(.web(allowing: ["m.shop.com"]) { web, _ in web })
        let web = try await router.open(url, as: WebURL.self)
        #expect(web.scheme == "https" && web.host == "m.shop.com" && web.port == nil, "seed \(seed)")
        #expect(web.path == ["item", "\(n)", slug], "seed \(seed): \(url) → \(web)")
        #expect(web.query == (ownQuery ? [QueryItem(name: "from", value: "app")] : []) + extra, "seed \(seed): \(url) → \(web)")
    }
}
