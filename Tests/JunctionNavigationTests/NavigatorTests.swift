import Junction
import JunctionNavigation
import Testing

/// Issue 6, part 2: the navigator, tested through the in-memory host.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct NavigatorTests {
    static func navigator() throws -> (Navigator, RecordingNavigationHost) {
        let navigator = Navigator(router: Router())
        try navigator.registerPage("shop://home", name: "home", presentation: .root, exposure: .everywhere)
        try navigator.registerPage("shop://catalog/{slug}", name: "category", parent: "home")
        try navigator.registerPage("shop://product/{id:int}", name: "product", parent: "category", exposure: .sources(.push), reuse: .top)
        try navigator.registerPage("shop://product/{id:int}/reviews", name: "reviews", parent: "product", exposure: .everywhere)
        try navigator.registerPage("shop://cart", name: "cart", reuse: .existing)
        try navigator.registerPage("shop://login", name: "login", presentation: .modal)
        try navigator.registerPage("shop://settings", name: "settings")
        try navigator.router.register("shop://cart/add/{sku}") { _ in }
        let host = RecordingNavigationHost()
        navigator.add(host)
        return (navigator, host)
    }

    @Test func opensShowPagesAndTellTheHost() async throws {
        let (navigator, host) = try Self.navigator()
        try await navigator.open("shop://home")
        try await navigator.open("shop://catalog/shoes")
        let page = try await navigator.open("shop://product/7?tab=reviews")
        #expect(page?.route == "product")
        #expect(page?.parameters == ["id": "7", "tab": "reviews"])
        try await navigator.open("shop://login")
        #expect(host.visibleRoutes == ["home", "category", "product", "login"])
        #expect(host.transitions.map(\.kind) == [.show, .show, .show, .show])
        #expect(navigator.state.modals.count == 1)
        // An action route changes nothing.
        let none = try await navigator.open("shop://cart/add/A1")
        #expect(none == nil)
        #expect(host.transitions.count == 4)
    }

    @Test func theSamePageOnTopIsNotShownTwiceAndExistingOnesComeBack() async throws {
        let (navigator, host) = try Self.navigator()
        try await navigator.open("shop://home")
        try await navigator.open("shop://cart")
        try await navigator.open("shop://product/1")
        try await navigator.open("shop://product/1")
        #expect(navigator.state.visiblePages.map(\.route) == ["home", "cart", "product"])
        try await navigator.open("shop://product/2")
        #expect(navigator.state.visiblePages.map(\.route) == ["home", "cart", "product", "product"])
        try await navigator.open("shop://cart")
        #expect(navigator.state.visiblePages.map(\.route) == ["home", "cart"])
        #expect(host.transitions.map(\.kind) == [.show, .show, .show, .show, .bringBack])
    }

    @Test func aDeepLinkFromOutsideBuildsItsBackStack() async throws {
        let (navigator, host) = try Self.navigator()
        try await navigator.open("shop://settings")
        try await navigator.open(RouteRequest(url: "shop://product/9/reviews?sort=new", source: .push))
        // The category is in-app only and needs a slug: it is left out, its parent tried.
        #expect(navigator.state.visiblePages.map(\.url) == ["shop://home", "shop://product/9", "shop://product/9/reviews?sort=new"])
        #expect(navigator.state.visiblePages.map(\.presentation) == [.root, .push, .push])
        #expect(host.transitions.last?.kind == .deepLink)
        #expect(host.transitions.last?.leftOutParents.map(\.route) == ["category"])
        #expect(navigator.back()?.route == "reviews")
        #expect(navigator.state.top?.parameters == ["id": "9"])
        await #expect(throws: RouteError(.notAllowed, "\"shop://settings\" opens only from inside the app, not from push (shop://settings)")) {
            try await navigator.open(RouteRequest(url: "shop://settings", source: .push))
        }
        #expect(navigator.state.visiblePages.map(\.route) == ["home", "product"])
        // The product page is exposed to push only: it takes no id from a universal link.
        try await navigator.open(RouteRequest(url: "shop://product/9/reviews?sort=new", source: .universalLink))
        #expect(navigator.state.visiblePages.map(\.url) == ["shop://home", "shop://product/9/reviews?sort=new"])
        #expect(host.transitions.last?.leftOutParents.map(\.route) == ["product", "category"])
    }

    @Test func backUndoAndReset() async throws {
        let (navigator, _) = try Self.navigator()
        try await navigator.open("shop://home")
        try await navigator.open("shop://settings")
        try await navigator.open("shop://login")
        #expect(navigator.back()?.route == "login")
        #expect(navigator.undo())
        #expect(navigator.state.top?.route == "login")
        navigator.reset()
        #expect(navigator.state.visiblePages.map(\.route) == ["home"])
        #expect(navigator.back() == nil)
        #expect(navigator.history.map(\.kind) == [.show, .show, .show, .reset])
    }

    @Test func callsFromOtherTasksHopToTheMainActor() async throws {
        let (navigator, _) = try Self.navigator()
        try await navigator.open("shop://home")
        try await withThrowingTaskGroup(of: Void.self) { group in
            for id in 1...20 {
                group.addTask { @Sendable in _ = try await navigator.open("shop://product/\(id)") }
            }
            try await group.waitForAll()
        }
        #expect(navigator.state.visiblePages.count == 21)
        #expect(Set(navigator.state.visiblePages.dropFirst().map(\.parameters["id"])).count == 20)
    }

    @Test func aRestoredStateKeepsPageIDsUnique() async throws {
        let (navigator, _) = try Self.navigator()
        try await navigator.open("shop://home")
        try await navigator.open("shop://settings")
        let restored = Navigator(router: navigator.router, state: navigator.state)
        let page = try await restored.open("shop://cart")
        #expect(page?.id == 3)
        #expect(restored.state.visiblePages.map(\.id) == [1, 2, 3])
    }
}

/// Issue 6, part 6: the terminal host.
@MainActor
@Suite struct TerminalNavigationHostTests {
    @Test func writesEachTransitionWithThePages() async throws {
        let (navigator, _) = try NavigatorTests.navigator()
        var lines: [String] = []
        navigator.add(TerminalNavigationHost { lines.append($0) })
        try await navigator.open("shop://home")
        try await navigator.open("shop://product/7?tab=reviews")
        try await navigator.open("shop://login")
        navigator.dismiss()
        #expect(lines == [
            "show: home#1",
            "show: home#1 > product#2 (id=7, tab=reviews)",
            "show: home#1 > product#2 (id=7, tab=reviews) | login#3",
            "dismiss: home#1 > product#2 (id=7, tab=reviews)",
        ])
        var tabs = NavigationState(tabs: ["home", "cart"])
        #expect(tabs.outline == "[home] (nothing)")
        tabs.select(tab: "cart")
        #expect(tabs.outline == "[cart] (nothing)")
    }
}
