import Junction
import JunctionRouteMap
import JunctionRouteMapTools
import Testing

/// A route that shows a page a value names (a web view's `url`, a `redirect`, `next` or
/// `returnTo`) trusts that value: lint warns of a default under such a name that a URL can
/// replace, in a pattern or as an attribute, and a pinned one loads and holds.
@Suite struct RouteMapTrustedValueLintTests {
    @Test func aDefaultAWebViewTrustsIsAWarningUnlessPinned() throws {
        let text = """
            {"routes": [
              {"name": "terms", "pattern": "/terms?url=/terms", "page": "Web"},
              {"name": "privacy", "pattern": "/privacy?url:=/privacy", "page": "Web"},
              {"name": "login", "pattern": "/login", "page": "Login", "attributes": [{"name": "returnTo", "default": "/home"}]},
              {"name": "search", "pattern": "/search?sort=new", "page": "Search"}
            ]}
            """
        let file = try RouteMapFile(text: text, format: .json, file: "m.json")
        #expect(file.lint().map(\.description) == [
            #"m.json:2:32: warning: route "terms" gives "url" a default that a URL can replace (url=https://evil.example); pin it so no link can: "?url:=/terms""#,
            #"m.json:4:74: warning: route "login" gives "returnTo" a default that a URL can replace (returnTo=https://evil.example); pin it in the pattern so no link can: "?returnTo:=/home""#,
        ])
    }

    @Test func aPinnedValueInAMapHoldsWhateverTheLinkSays() async throws {
        let text = """
            {"schemes": ["app"], "routes": [
              {"name": "privacy", "pattern": "app://privacy?url:=/privacy", "handler": "web", "exposure": "everywhere"}
            ]}
            """
        let file = try RouteMapFile(text: text, format: .json, file: "m.json")
        let router = Router(options: RouterOptions().adding(file.map))
        var bindings = RouteMapBindings()
        bindings.handler("web") { request in request.parameters["url"] ?? "" }
        try file.load(into: router, bindings: bindings)
        #expect(try await router.open(RouteRequest(url: "app://privacy", source: .push), as: String.self) == "/privacy")
        await #expect(throws: RouteError.self) {
            try await router.open(RouteRequest(url: "app://privacy?url=https://evil.example", source: .push))
        }
    }
}
