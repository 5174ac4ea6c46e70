import Foundation
import Junction
import JunctionNavigation
import JunctionRouteMap
import JunctionTesting
import Testing

/// Issue 6, part 7: what an app's own tests use — a router preloaded from a map, a recording
/// host, and expectations on the stack that say what they found.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct JunctionTestingTests {
    static let map = """
        schemes: [shop]
        webHosts: [shop.example.com]
        routes:
          - {name: home, pattern: "shop://home", page: Home, presentation: root}
          - name: product
            patterns: ["shop://product/{id:int}", "https://shop.example.com/p/{id:int}"]
            page: Product
            parent: home
            exposure: everywhere
            description: A product
            attributes: [{name: tab, default: info}]
          - {name: login, pattern: "shop://login", page: Login, presentation: modal}
          - {name: addToCart, pattern: "shop://cart/add/{sku}", handler: cart.add, attributes: [{name: count, type: int, default: "1"}]}
        """

    @Test func aPreloadedRouterAnswersWithPagesAndHandlerCalls() async throws {
        let router = try RouteMapFile(text: Self.map, format: .yaml).preloadedRouter()
        let call = try await router.open(RouteRequest(url: "shop://cart/add/A1", source: .inApp), as: HandlerCall.self)
        #expect(call == HandlerCall(handler: "cart.add", route: "addToCart", url: "shop://cart/add/A1", parameters: ["sku": "A1", "count": "1"], source: .inApp))
        let page = try await router.open("https://shop.example.com/p/7", as: PageDestination.self)
        #expect(page == PageDestination(route: "product", url: "https://shop.example.com/p/7", parameters: ["id": "7", "tab": "info"], parent: "home"))
        // The map's web host is allowed, so the universal link reaches the route.
        #expect(router.options.webHosts == ["shop.example.com"])
    }

    @Test func aTestCanBindSomeTargetsToItsOwnCode() async throws {
        let router = try RouteMapFile(text: Self.map, format: .yaml).preloadedRouter { bindings in
            bindings.handler("cart.add") { request in "added \(request.parameters["count"] ?? "?")" }
        }
        #expect(try await router.open("shop://cart/add/A1?count=3", as: String.self) == "added 3")
    }

    @Test func theNavigatorShowsTheMapsPagesAndTheHostRecordsThem() async throws {
        let navigator = Navigator(router: try RouteMapFile(text: Self.map, format: .yaml).preloadedRouter())
        let host = RecordingNavigationHost()
        navigator.add(host)
        try await navigator.open(RouteRequest(url: "https://shop.example.com/p/7", source: .universalLink))
        try await navigator.open("shop://login")
        try navigator.state.expect(visible: ["home", "product", "login"])
        try navigator.state.expect(outline: "home#1 > product#2 (id=7, tab=info) | login#3")
        try navigator.state.expect(top: "login", parameters: [:])
        #expect(host.kinds == [.deepLink, .show])
        #expect(host.outlines == ["home#1 > product#2 (id=7, tab=info)", "home#1 > product#2 (id=7, tab=info) | login#3"])
    }

    @Test func expectationsSayWhatTheyFound() throws {
        var state = NavigationState()
        #expect(throws: NavigationMismatch(message: "expected home on top, found no page")) { try state.expect(top: "home") }
        state.show(NavigationState.Page(id: 1, route: "home", url: "shop://home", presentation: .root))
        state.show(NavigationState.Page(id: 2, route: "product", url: "shop://product/7", parameters: ["id": "7"]))
        #expect(throws: NavigationMismatch(message: "expected the pages home > cart, found home > product")) {
            try state.expect(visible: ["home", "cart"])
        }
        #expect(throws: NavigationMismatch(message: "expected the pages (none), found home > product")) { try state.expect(visible: []) }
        #expect(throws: NavigationMismatch(message: "expected home#1, found home#1 > product#2 (id=7)")) { try state.expect(outline: "home#1") }
        #expect(throws: NavigationMismatch(message: "expected cart on top, found product")) { try state.expect(top: "cart") }
        #expect(throws: NavigationMismatch(message: "expected product with id=8, found id=7")) {
            try state.expect(top: "product", parameters: ["id": "8"])
        }
        try state.expect(top: "product", parameters: ["id": "7"])
        #expect(NavigationMismatch(message: "m").description == "m")
    }

    @Test func theHostWakesATestWaitingForTransitionsMadeLater() async throws {
        let router = Router()
        let navigator = Navigator(router: router)
        try navigator.registerPage("shop://home", name: "home", presentation: .root)
        try navigator.registerPage("shop://orders", name: "orders")
        try navigator.registerPage("shop://login", name: "login", presentation: .modal)
        let host = RecordingNavigationHost()
        navigator.add(host)
        // A login interceptor shows the login page, waits for its result, then lets the open go on.
        try router.addInterceptor(name: "login", scope: .patterns("shop://orders")) { interception, next in
            let signedIn = try await navigator.open("shop://login", expecting: Bool.self)
            guard signedIn == true else { throw RouteError(.rejected, "not signed in") }
            return try await next(interception.request)
        }
        try await navigator.open("shop://home")
        try await host.waitForTransitions(1)   // already there: returns at once
        let orders = Task { try await navigator.open("shop://orders") }
        try await host.waitForTransitions(2)
        try navigator.state.expect(visible: ["home", "login"])
        navigator.finish(try #require(navigator.state.top).id, with: true)
        _ = try await orders.value
        try await host.waitForTransitions(4)
        #expect(host.kinds == [.show, .show, .back, .show])
        try navigator.state.expect(visible: ["home", "orders"])
    }

    @Test func aCancelledWaitThrows() async throws {
        let host = RecordingNavigationHost()
        let waiting = Task { try await host.waitForTransitions(1) }
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
    }
}

/// "Into a real app", item 10: an app's tests replace what the navigator does, not the
/// navigator: the code under test takes the real `Navigator`, preloaded from the app's map with
/// every handler answering a `HandlerCall`, and the test reads the state and the router's
/// record (docs/Decisions.md, "Into a real app").
@MainActor
@Suite(.timeLimit(.minutes(1))) struct PreloadedNavigatorTests {
    /// Code of an app under test: it knows only the navigator.
    struct ProductViewModel {
        let navigator: Navigator
        func buy(sku: String) async throws {
            try await navigator.open(RouteRequest(path: "shop://cart/add", parameters: ["sku": sku]))
            try await navigator.open("shop://cart")
        }
    }

    @Test func aViewModelIsTestedWithAPreloadedNavigator() async throws {
        let navigator = try RouteMapFile(contentsOf: ReadmeTestingExampleTests.shopMap).preloadedNavigator()
        let opened = RouteRecorder()
        navigator.router.addObserver(opened.record)
        try await ProductViewModel(navigator: navigator).buy(sku: "A1")
        #expect(opened.events.map(\.url) == ["shop://cart/add?sku=A1", "shop://cart"])
        #expect(opened.events.map(\.outcome) == [.handled, .handled])
        try navigator.state.expect(visible: ["cart"])
        // The handler answered a HandlerCall instead of running the app's code.
        let call = try await navigator.router.open("shop://cart/add?sku=B2", as: HandlerCall.self)
        #expect(call == HandlerCall(handler: "cart.add", route: "cart.add", url: "shop://cart/add?sku=B2", parameters: ["sku": "B2", "quantity": "1"]))
    }

    @Test func theNavigatorKnowsTheMapsPagesAsTheAppsDoes() throws {
        let navigator = try RouteMapFile(contentsOf: ReadmeTestingExampleTests.shopMap).preloadedNavigator()
        #expect(navigator.target(of: RouteRequest(url: "https://shop.example.com/p/7", source: .universalLink)).route == "product")
        #expect(navigator.target(of: "shop://cart/add").kind == .handler)
    }

    @Test func aTestBindsAHandlerToItsOwnCode() async throws {
        let navigator = try RouteMapFile(contentsOf: ReadmeTestingExampleTests.shopMap).preloadedNavigator { bindings in
            bindings.handler("cart.add") { _ in throw RouteError(.rejected, "out of stock") }
        }
        await #expect(throws: RouteError(.rejected, "out of stock")) {
            try await ProductViewModel(navigator: navigator).buy(sku: "A1")
        }
        try navigator.state.expect(visible: [])
    }

    @Test func itStartsFromTheStateItIsGiven() async throws {
        let file = try RouteMapFile(text: """
            routes:
              - {name: cart, pattern: "shop://cart", page: Cart, presentation: root, tab: cart}
            """, format: .yaml)
        #expect(throws: RouteMapLoadError.self) { try file.preloadedNavigator() }
        let navigator = try file.preloadedNavigator(state: NavigationState(tabs: ["home", "cart"]))
        try await navigator.open("shop://cart")
        try navigator.state.expect(outline: "[cart] cart#1")
    }
}

/// The README's `JunctionTesting` example, as written there, on `Examples/RouteMaps/shop.yaml`.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ReadmeTestingExampleTests {
    /// `Examples/RouteMaps/shop.yaml`, next to this package's `Tests/`.
    static let shopMap = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/RouteMaps/shop.yaml").path

    @Test func theExampleRunsAsTheREADMESays() async throws {
        let mapPath = Self.shopMap

        let navigator = try RouteMapFile(contentsOf: mapPath).preloadedNavigator()
        try await navigator.open(RouteRequest(url: "https://shop.example.com/p/7", source: .universalLink))
        try navigator.state.expect(visible: ["catalog", "product"])    // "expected the pages catalog > product, found ..."
        try navigator.state.expect(top: "product", parameters: ["id": "7", "tab": "info"])

        #expect(throws: NavigationMismatch(message: "expected the pages home > product, found catalog > product")) {
            try navigator.state.expect(visible: ["home", "product"])
        }
    }

    @Test func aRouterPreloadedFromTheMapStillWorksWithANavigator() async throws {
        let navigator = Navigator(router: try RouteMapFile(contentsOf: Self.shopMap).preloadedRouter())
        try await navigator.open(RouteRequest(url: "https://shop.example.com/p/7", source: .universalLink))
        try navigator.state.expect(visible: ["catalog", "product"])
    }
}
