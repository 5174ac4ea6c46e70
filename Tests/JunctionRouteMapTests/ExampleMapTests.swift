import Junction
import JunctionRouteMap
import JunctionRouteMapTools
import Testing

/// The example shop map in `Examples/RouteMaps/`, in its three formats.
@Suite struct ExampleMapTests {
    @Test func theThreeFormatsAgreeAndLintClean() throws {
        let json = try RouteMapFile(contentsOf: RouteMapLintTests.example("shop.json"))
        let yaml = try RouteMapFile(contentsOf: RouteMapLintTests.example("shop.yaml"))
        let plist = try RouteMapFile(contentsOf: RouteMapLintTests.example("shop.plist"))
        #expect(json.map == yaml.map)
        #expect(json.map == plist.map)
        #expect(json.map.routes.count == 36)
        #expect(Set(json.map.routes.compactMap(\.tags.first)).sorted() == [
            "account", "auth", "cart", "catalog", "checkout", "help", "home", "promo", "search", "settings",
        ])
        #expect(json.lint().isEmpty && yaml.lint().isEmpty && plist.lint().isEmpty)
    }

    @Test func theMapLoadsAndRoutes() async throws {
        let file = try RouteMapFile(contentsOf: RouteMapLintTests.example("shop.yaml"))
        let router = Router(options: RouterOptions().adding(file.map))
        var bindings = RouteMapBindings()
        for route in file.map.routes {
            switch route.target {
            case .page(let name)?: bindings.page(name) { request in "\(name) \(request.parameters.merged.sorted { $0.key < $1.key })" }
            case .handler(let key)?: bindings.handler(key) { _ in key }
            case nil: break
            }
        }
        #expect(try file.load(into: router, bindings: bindings).count == 40)
        #expect(try await router.open(RouteRequest(url: "https://shop.example.com/p/12?tab=reviews", source: .universalLink), as: String.self)
            == #"ProductPage [(key: "id", value: "12"), (key: "tab", value: "reviews")]"#)
        // The old item link is open to all, but leads to a page that only push and universal links reach.
        #expect(try await router.open(RouteRequest(url: "shop://item/12", source: .push), as: String.self)
            == "ProductPage [(key: \"id\", value: \"12\"), (key: \"tab\", value: \"info\")]")
        await #expect(throws: RouteError(.notAllowed, "\"shop://product/{id:int}\" opens only from in-app, push, universal-link, not from other-app (shop://product/12)")) {
            try await router.open(RouteRequest(url: "shop://item/12", source: .otherApp))
        }
        #expect(try await router.open("shop://help/returns/how", as: String.self) == "help.web")
    }
}
