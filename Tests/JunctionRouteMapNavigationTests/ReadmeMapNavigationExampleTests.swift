import Junction
import JunctionNavigation
import JunctionRouteMap
import JunctionRouteMapNavigation
import Testing

/// The README's example of a route map's pages opened through the navigator, as written
/// there, on `Examples/RouteMaps/shop.yaml` (read from its place beside `Tests/`).
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ReadmeMapNavigationExampleTests {
    @Test func theExampleRunsAsTheREADMESays() async throws {
        let file = try RouteMapFile(contentsOf: MapPagesThroughTheNavigatorTests.shopMap)
        let navigator = Navigator(router: Router(options: RouterOptions().adding(file.map)))
        var bindings = RouteMapBindings()                      // no pages: the navigator shows them
        for key in ["product.share", "cart.add", "cart.remove", "cart.coupon", "help.web"] {
            bindings.handler(key) { request in "\(key) \(request.parameters.merged)" }
        }
        try navigator.load(file, bindings: bindings)

        try await navigator.open("https://shop.example.com/p/7", source: .universalLink)
        // deepLink: catalog#1 > product#2 (id=7, tab=info), the map's parent under the product
        #expect(navigator.history.last?.description.hasPrefix("deepLink https://shop.example.com/p/7 from universal-link (") == true)
        #expect(navigator.state.outline == "catalog#1 > product#2 (id=7, tab=info)")
        try await navigator.open("shop://product/7/gallery/2", presentation: .push, animated: false)
        #expect(navigator.state.outline == "catalog#1 > product#2 (id=7, tab=info) > product.gallery#3 (id=7, index=2)")
        #expect(navigator.history.last?.animated == false)
        try await navigator.open("shop://search", parameters: ["q": "red shoes"])   // search#4 (q=red shoes, ...)
        #expect(navigator.state.top?.description == "search#4")
        #expect(navigator.state.top?.parameters == ["q": "red shoes", "sort": "relevance", "inStock": "false"])
        let target = navigator.target(of: "shop://cart/add")   // handler cart.add at shop://cart/add
        #expect(target.description == "handler cart.add at shop://cart/add")
    }
}
