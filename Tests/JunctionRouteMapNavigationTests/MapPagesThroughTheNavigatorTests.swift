import Foundation
import Junction
import JunctionNavigation
import JunctionRouteMap
import JunctionRouteMapNavigation
import Testing

/// "Into a real app", item 2: a route map's pages open through the navigator with one call in
/// a library an app ships, each with its parent, presentation, tab and attributes.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct MapPagesThroughTheNavigatorTests {
    /// `Examples/RouteMaps/shop.yaml`, next to this package's `Tests/`.
    static let shopMap = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/RouteMaps/shop.yaml").path

    /// The shop map's handlers, each answering its key and parameters.
    static var handlers: RouteMapBindings {
        var bindings = RouteMapBindings()
        for key in ["product.share", "cart.add", "cart.remove", "cart.coupon", "help.web"] {
            bindings.handler(key) { request in "\(key) \(request.parameters.merged.sorted { $0.key < $1.key })" }
        }
        return bindings
    }

    static func shop(state: NavigationState = NavigationState()) throws -> Navigator {
        let file = try RouteMapFile(contentsOf: shopMap)
        let navigator = Navigator(router: Router(options: RouterOptions().adding(file.map)), state: state)
        try file.load(into: navigator, bindings: handlers)
        return navigator
    }

    @Test func theShopMapsPagesOpenWithTheirParentsPresentationsAndAttributes() async throws {
        let navigator = try Self.shop()
        try await navigator.open("shop://home")
        try await navigator.open("shop://product/7")
        #expect(navigator.state.outline == "home#1 > product#2 (id=7, tab=info)")
        try await navigator.open("shop://product/7/gallery/2")
        #expect(navigator.state.outline == "home#1 > product#2 (id=7, tab=info) | product.gallery#3 (id=7, index=2)")
        navigator.dismiss()
        try await navigator.open("shop://search?q=hat")
        #expect(navigator.state.top?.parameters == ["q": "hat", "sort": "relevance", "inStock": "false"])
        await #expect(throws: RouteError(.invalidParameter, "parameter \"inStock\" is \"maybe\"; expected true, false, 1, 0, yes or no")) {
            try await navigator.open("shop://search?inStock=maybe")
        }
        try await navigator.open("shop://checkout/done/12")   // presentation: replace
        #expect(navigator.state.visiblePages.map(\.route) == ["home", "product", "checkout.done"])
    }

    @Test func deepLinksBuildTheMapsBackStacks() async throws {
        let navigator = try Self.shop()
        try await navigator.open(RouteRequest(url: "shop://product/7/reviews?stars=5", source: .push))
        #expect(navigator.state.outline == "catalog#1 > product#2 (id=7, tab=info) > product.reviews#3 (id=7, stars=5)")
        try await navigator.open(RouteRequest(url: "https://shop.example.com/p/12", source: .universalLink))
        #expect(navigator.state.outline == "catalog#4 > product#5 (id=12, tab=info)")
        // An in-app-only page is refused from outside, as the map says.
        await #expect(throws: RouteError.self) { try await navigator.open(RouteRequest(url: "shop://checkout", source: .push)) }
    }

    @Test func aRedirectOpensThePageItLeadsTo() async throws {
        let navigator = try Self.shop()
        // The redirect keeps the link's source: the product opens from a push, not from another app.
        await #expect(throws: RouteError.self) { try await navigator.open(RouteRequest(url: "shop://item/3", source: .otherApp)) }
        let page = try await navigator.open(RouteRequest(url: "shop://item/3", source: .push))
        #expect(page?.route == "product")
        #expect(navigator.state.outline == "catalog#1 > product#2 (id=3, tab=info)")
    }

    @Test func handlersRunTheAppsCodeAndShowNothing() async throws {
        let navigator = try Self.shop()
        #expect(try await navigator.open("shop://cart/add?sku=A1") == nil)
        #expect(try await navigator.router.open("shop://cart/add?sku=A1", as: String.self) == "cart.add [(key: \"quantity\", value: \"1\"), (key: \"sku\", value: \"A1\")]")
        #expect(navigator.history.isEmpty)
    }

    @Test func theNavigatorKnowsEveryPatternOfEveryPage() throws {
        let navigator = try Self.shop()
        #expect(navigator.target(of: "shop://product/7") == NavigationTarget(
            kind: .page, route: "product", pattern: "shop://product/{id:int}", presentation: .push))
        #expect(navigator.target(of: RouteRequest(url: "https://shop.example.com/p/7", source: .universalLink)) == NavigationTarget(
            kind: .page, route: "product", pattern: "/p/{id:int}", presentation: .push))
        #expect(navigator.target(of: "shop://product/7/gallery/1").presentation == .modal)
        #expect(navigator.target(of: "shop://cart/add").kind == .handler)
        #expect(navigator.target(of: "shop://item/7").kind == .handler)   // a redirect: its handler answers the new URL
    }

    @Test func aCallChoosesTheMapPagesPresentation() async throws {
        let navigator = try Self.shop()
        try await navigator.open("shop://home")
        try await navigator.open("https://shop.example.com/p/4", presentation: .modal, animated: false)
        #expect(navigator.state.outline == "home#1 | product#2 (id=4, tab=info)")
        await #expect(throws: RouteError(
            .invalidPresentation, "page \"cart\" is the root of its tab, so it is shown as root, not as push")) {
            try await navigator.open("shop://cart", presentation: .push)
        }
    }

    @Test func aMapPageInATabSelectsIt() async throws {
        let file = try RouteMapFile(text: """
            routes:
              - {name: home, pattern: "shop://home", page: Home, presentation: root, tab: home}
              - {name: cart, pattern: "shop://cart", page: Cart, presentation: root, tab: cart}
              - {name: checkout, pattern: "shop://cart/checkout", page: Checkout, parent: cart, tab: cart, exposure: [push]}
            """, format: .yaml)
        let navigator = Navigator(router: Router(), state: NavigationState(tabs: ["home", "cart"]))
        try file.load(into: navigator)
        try await navigator.open("shop://home")
        try await navigator.open(RouteRequest(url: "shop://cart/checkout", source: .push))
        #expect(navigator.state.outline == "[cart] cart#2 > checkout#3")
        try await navigator.open("shop://home")
        try await navigator.open("shop://cart")
        #expect(navigator.state.outline == "[cart] cart#2 > checkout#3")   // the tab as the user left it
    }

    @Test func aPageTheAppBindsMustAnswerAPage() async throws {
        let file = try RouteMapFile(text: """
            routes:
              - {name: product, pattern: "shop://product/{id:int}", page: ProductPage}
              - {name: checkout, pattern: "shop://checkout", page: CheckoutPage, presentation: modal}
            """, format: .yaml, file: "m.yaml")
        let navigator = Navigator(router: Router())
        var bindings = RouteMapBindings()
        bindings.page("ProductPage") { request in "Product \(request.parameters["id"] ?? "")" }   // a view, say
        bindings.page("CheckoutPage") { request in
            guard request.context.source == .inApp else { throw RouteError(.rejected, "checkout opens from the cart") }
            return PageDestination(request)
        }
        try file.load(into: navigator, bindings: bindings)
        await #expect(throws: RouteError(
            .typeMismatch,
            "page \"ProductPage\" of route \"product\" answered String, not a PageDestination, so the navigator has nothing to show; answer PageDestination(request), or leave \"ProductPage\" unbound")) {
            try await navigator.open("shop://product/1")
        }
        let checkout = try await navigator.open("shop://checkout")
        #expect(checkout?.presentation == .modal)
        #expect(navigator.state.outline == "(nothing) | checkout#1")
    }

    @Test func aMapTheNavigatorCannotFollowIsRefusedWholeWithPlaces() throws {
        let text = """
            schemes: [shop]
            webHosts: [shop.example.com]
            routes:
              - {name: home, pattern: "shop://home", page: Home, presentation: root, tab: home}
              - {name: cart, pattern: "shop://cart", page: Cart, presentation: root, tab: basket}
            """
        let file = try RouteMapFile(text: text, format: .yaml, file: "m.yaml")
        // A router made without the map's options, and a navigator without its tabs.
        let navigator = Navigator(router: Router(options: RouterOptions(schemes: ["app"])), state: NavigationState(tabs: ["home"]))
        let error = #expect(throws: RouteMapLoadError.self) { try file.load(into: navigator) }
        #expect(error?.description == """
            m.yaml:1:11: error: the router's options lack the scheme "shop" (it has app), so its links from outside would be refused; make the router with RouterOptions().adding(map)
            m.yaml:2:12: error: the router's options lack the web host "shop.example.com" (it has none), so its universal links would be refused; make the router with RouterOptions().adding(map)
            m.yaml:5:79: error: tab "basket" of route "cart" is not one of the navigator's tabs (home); make the navigator with NavigationState(tabs:)
            """)
        #expect(navigator.router.registrations.isEmpty)
        #expect(navigator.target(of: "shop://home").kind == .nothing)
    }

    @Test func unboundHandlersAreStillReportedAllAtOnce() throws {
        let file = try RouteMapFile(contentsOf: Self.shopMap)
        let navigator = Navigator(router: Router(options: RouterOptions().adding(file.map)))
        let error = #expect(throws: RouteMapLoadError.self) { try file.load(into: navigator) }
        #expect(error?.errors.map(\.message) == [
            "no handler is bound to \"product.share\"", "no handler is bound to \"cart.add\"", "no handler is bound to \"cart.remove\"",
            "no handler is bound to \"cart.coupon\"", "no handler is bound to \"help.web\"",
        ])
        #expect(navigator.router.registrations.isEmpty)
    }

    @Test func aMapBuiltInCodeLoadsTooAndNamesKeyPaths() async throws {
        let map = RouteMap(routes: [
            RouteMap.Route(name: "home", patterns: [try RoutePattern("shop://home")], target: .page("Home"), presentation: .root),
            RouteMap.Route(name: "cart", patterns: [try RoutePattern("shop://cart")], target: .page("Cart"), tab: "cart"),
        ])
        let refused = #expect(throws: RouteMapLoadError.self) { try map.load(into: Navigator(router: Router())) }
        #expect(refused?.description == "<map>: routes[1].tab: error: tab \"cart\" of route \"cart\" is not one of the navigator's tabs (main); make the navigator with NavigationState(tabs:)")
        let navigator = Navigator(router: Router(), state: NavigationState(tabs: ["main", "cart"]))
        try map.load(into: navigator)
        try await navigator.open("shop://home")
        try await navigator.open("shop://cart")
        #expect(navigator.state.outline == "[cart] cart#2")
    }
}
