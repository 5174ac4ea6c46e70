import Junction
import JunctionNavigation
import Testing

/// Issue 6, part 2: switching tabs through URLs, pages' attributes, and transitions as events.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct NavigatorTabAndAttributeTests {
    static func navigator() throws -> (Navigator, RecordingNavigationHost) {
        let navigator = Navigator(router: Router(), state: NavigationState(tabs: ["home", "cart"]))
        try navigator.registerPage("shop://home", name: "home", presentation: .root, tab: "home")
        try navigator.registerPage("shop://cart", name: "cart", presentation: .root, tab: "cart")
        try navigator.registerPage("shop://cart/checkout", name: "checkout", parent: "cart", tab: "cart", exposure: .everywhere)
        try navigator.registerPage("shop://product/{id:int}", name: "product", parent: "home")
        try navigator.registerPage("shop://search", name: "search", attributes: [
            RouteAttribute(name: "q", isRequired: true),
            RouteAttribute(name: "page", type: "int", defaultValue: "1"),
            RouteAttribute(name: "sort"),
        ])
        try navigator.registerPage("shop://login", name: "login", presentation: .modal)
        let host = RecordingNavigationHost()
        navigator.add(host)
        return (navigator, host)
    }

    @Test func aTabsRootPageSwitchesToItsTabKeepingItsStack() async throws {
        let (navigator, host) = try Self.navigator()
        try await navigator.open("shop://home")
        try await navigator.open("shop://cart")
        try await navigator.open("shop://cart/checkout")
        #expect(navigator.state.outline == "[cart] cart#2 > checkout#3")
        try await navigator.open("shop://home")
        #expect(navigator.state.outline == "[home] home#1")
        // The cart tab comes back as it was left, not as a new cart page.
        let cart = try await navigator.open("shop://cart")
        #expect(cart?.id == 2)
        #expect(navigator.state.outline == "[cart] cart#2 > checkout#3")
        // Opening the selected tab's root goes back to it.
        try await navigator.open("shop://cart")
        #expect(navigator.state.outline == "[cart] cart#2")
        #expect(host.transitions.map(\.kind) == [.show, .show, .show, .selectTab, .selectTab, .bringBack])
        #expect(navigator.state.tabs.map(\.pages.count) == [1, 1])
    }

    @Test func aPageInAnotherTabSelectsThatTabAndClosesModals() async throws {
        let (navigator, host) = try Self.navigator()
        try await navigator.open("shop://home")
        try await navigator.open("shop://login")
        try await navigator.open("shop://cart/checkout")
        #expect(navigator.state.outline == "[cart] checkout#3")
        #expect(navigator.state.modals.isEmpty)
        #expect(host.transitions.last?.before.selectedTab == "home")
        // From outside, its parent chain is built in its own tab.
        let outside = Navigator(router: navigator.router, state: NavigationState(tabs: ["home", "cart"]))
        try await outside.open(RouteRequest(url: "shop://cart/checkout", source: .universalLink))
        #expect(outside.state.outline == "[cart] cart#1 > checkout#2")
        #expect(outside.state.tabs[0].pages.isEmpty)
    }

    @Test func aPageInATabTheStateLacksIsAnError() async throws {
        let (navigator, _) = try Self.navigator()
        try navigator.registerPage("shop://me", name: "me", tab: "profile")
        try await navigator.open("shop://home")
        await #expect(throws: RouteError(.unknownTab, "page \"me\" is in the tab \"profile\", which is not one of the tabs (home, cart)")) {
            try await navigator.open("shop://me")
        }
        #expect(navigator.state.outline == "[home] home#1")
    }

    @Test(arguments: [
        ("shop://search?q=shoes", "search#1 (page=1, q=shoes)"),
        ("shop://search?q=shoes&page=3&sort=new", "search#1 (page=3, q=shoes, sort=new)"),
    ])
    func attributesFillInDefaults(url: String, outline: String) async throws {
        let (navigator, _) = try Self.navigator()
        try await navigator.open(url)
        #expect(navigator.state.outline == "[home] " + outline)
    }

    @Test(arguments: [
        ("shop://search", RouteError(.missingParameter, "missing parameter \"q\" (expected text)")),
        ("shop://search?q=shoes&page=two", RouteError(.invalidParameter, "parameter \"page\" is \"two\"; expected an integer")),
    ])
    func attributesRefuseOpensBeforeThePageShows(url: String, error: RouteError) async throws {
        let (navigator, host) = try Self.navigator()
        await #expect(throws: error) { try await navigator.open(url) }
        #expect(host.transitions.isEmpty)
    }

    /// The order `registerPage` documents: interceptors first, then the attributes, then the
    /// page. An interceptor sees an open that the attributes go on to refuse.
    @Test func interceptorsRunBeforeTheAttributesAreChecked() async throws {
        let (navigator, host) = try Self.navigator()
        let seen = Recorded()
        try navigator.router.addInterceptor(name: "log") { interception, next in
            seen.urls.append(interception.request.url)
            return try await next(interception.request)
        }
        await #expect(throws: RouteError(.missingParameter, "missing parameter \"q\" (expected text)")) {
            try await navigator.open("shop://search")
        }
        #expect(seen.urls == ["shop://search"])
        #expect(host.transitions.isEmpty)
    }

    @Test func attributesOfUnknownTypesOrBadDefaultsAreRefusedAtRegistration() throws {
        let navigator = Navigator(router: Router())
        #expect(throws: RouteError(.invalidParameter, "page \"a\": unknown attribute type \"money\"; expected string, int, double, bool, uuid or a converter the app adds")) {
            try navigator.registerPage("shop://a", name: "a", attributes: [RouteAttribute(name: "price", type: "money")])
        }
        #expect(throws: RouteError(.invalidParameter, "page \"b\": default \"x\" of attribute \"n\" is not a valid int")) {
            try navigator.registerPage("shop://b", name: "b", attributes: [RouteAttribute(name: "n", type: "int", defaultValue: "x")])
        }
        #expect(navigator.router.registrations.isEmpty)
    }

    @Test func everyTransitionIsTimedAndSaysWhatOpenedIt() async throws {
        let (navigator, host) = try Self.navigator()
        try await navigator.open("shop://home")
        try await navigator.open(RouteRequest(url: "shop://cart/checkout", source: .universalLink))
        navigator.back()
        #expect(host.transitions.map(\.url) == ["shop://home", "shop://cart/checkout", nil])
        #expect(host.transitions.map(\.source) == [.inApp, .universalLink, nil])
        #expect(host.transitions.allSatisfy { $0.duration >= .zero && $0.duration < .seconds(10) })

        let before = NavigationState(tabs: ["home", "cart"])
        var after = before
        after.show(NavigationState.Page(id: 1, route: "product", url: "shop://product/7", parameters: ["id": "7"]))
        let transition = NavigationTransition(
            kind: .deepLink, before: before, after: after, duration: .microseconds(1_234), url: "shop://product/7", source: .push)
        #expect(transition.description == "deepLink shop://product/7 from push (1.23 ms): [home] product#1 (id=7)")
        let back = NavigationTransition(kind: .back, before: after, after: before)
        #expect(back.description == "back (0.0 ms): [home] (nothing)")
    }
}
