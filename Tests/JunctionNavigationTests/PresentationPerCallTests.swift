import Junction
import JunctionNavigation
import Testing

/// "Into a real app", item 7: a call chooses how its page is shown (URLNavigator's push or
/// present, ARouter's transitions) where the route allows it, and whether hosts animate it.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct PresentationPerCallTests {
    static func navigator() throws -> (Navigator, RecordingNavigationHost) {
        let navigator = Navigator(router: Router(), state: NavigationState(tabs: ["home", "cart"]))
        try navigator.registerPage("shop://home", name: "home", presentation: .root, tab: "home")
        try navigator.registerPage("shop://cart", name: "cart", presentation: .root, tab: "cart")
        try navigator.registerPage("shop://product/{id:int}", name: "product", parent: "home", exposure: .everywhere)
        try navigator.registerPage("shop://login", name: "login", presentation: .modal)
        let host = RecordingNavigationHost()
        navigator.add(host)
        return (navigator, host)
    }

    @Test func theRoutesPresentationIsTheDefault() async throws {
        let (navigator, host) = try Self.navigator()
        try await navigator.open("shop://home")
        try await navigator.open("shop://product/1")
        try await navigator.open("shop://login")
        #expect(navigator.state.outline == "[home] home#1 > product#2 (id=1) | login#3")
        #expect(host.transitions.map(\.animated) == [true, true, true])
    }

    @Test(arguments: [
        (NavigationState.Presentation.modal, "[home] home#1 | product#2 (id=7)"),
        (.push, "[home] home#1 > product#2 (id=7)"),
        (.replace, "[home] product#2 (id=7)"),
    ])
    func aCallChoosesHowAPushedPageIsShown(presentation: NavigationState.Presentation, outline: String) async throws {
        let (navigator, _) = try Self.navigator()
        try await navigator.open("shop://home")
        let page = try await navigator.open("shop://product/7", presentation: presentation, animated: false)
        #expect(page?.presentation == presentation)
        #expect(navigator.state.outline == outline)
    }

    @Test func aModalPageCanBePushedForOneCall() async throws {
        let (navigator, _) = try Self.navigator()
        try await navigator.open("shop://home")
        try await navigator.open("shop://login", presentation: .push)
        #expect(navigator.state.outline == "[home] home#1 > login#2")
    }

    @Test func hostsReceiveWhetherToAnimate() async throws {
        let (navigator, host) = try Self.navigator()
        try await navigator.open("shop://home", animated: false)
        try await navigator.open("shop://product/1", presentation: .modal, animated: false)
        navigator.dismiss(animated: false)
        try await navigator.open("shop://product/2")
        navigator.back()
        navigator.select(tab: "cart", animated: false)
        navigator.select(tab: "home")
        navigator.reset(animated: false)
        navigator.undo()
        navigator.undo(animated: true)
        #expect(host.transitions.map(\.kind) == [.show, .show, .dismiss, .show, .back, .selectTab, .selectTab, .undo, .undo])
        #expect(host.transitions.map(\.animated) == [false, false, false, true, true, false, true, false, true])
    }

    @Test func aResultsPageTakesAPresentationAndAnimationToo() async throws {
        let (navigator, host) = try Self.navigator()
        try await navigator.open("shop://home")
        navigator.add(PageResultTests.FinishingHost(route: "product", value: "picked"))
        let value = try await navigator.open("shop://product/3", expecting: String.self, presentation: .modal, animated: false)
        #expect(value == "picked")
        #expect(host.transitions.map(\.kind) == [.show, .show, .back])
        #expect(host.transitions[1].after.modals.map { $0.pages.map(\.route) } == [["product"]])
        #expect(host.transitions.map(\.animated) == [true, false, true])
    }

    @Test func aDeepLinkShowsThePageAsTheCallAsksOnItsRebuiltStack() async throws {
        let (navigator, _) = try Self.navigator()
        try await navigator.open(RouteRequest(url: "shop://product/7", source: .push), presentation: .modal)
        #expect(navigator.state.outline == "[home] home#1 | product#2 (id=7)")
    }

    @Test func aTabsRootPageIsNotShownOtherwise() async throws {
        let (navigator, host) = try Self.navigator()
        try await navigator.open("shop://home")
        let interceptorRuns = Counter()
        try navigator.router.addInterceptor(name: "count", scope: .patterns("shop://cart")) { interception, next in
            await interceptorRuns.increment()
            return try await next(interception.request)
        }
        await #expect(throws: RouteError(
            .invalidPresentation, "page \"cart\" is the root of its tab, so it is shown as root, not as modal")) {
            try await navigator.open("shop://cart", presentation: .modal)
        }
        // Refused before the route's interceptors ran, and nothing changed.
        #expect(interceptorRuns.count == 0)
        #expect(host.transitions.count == 1)
        try await navigator.open("shop://cart", presentation: .root)
        #expect(navigator.state.outline == "[cart] cart#2")
    }

    @Test func onlyATabsRootPageIsShownAsRoot() async throws {
        let (navigator, _) = try Self.navigator()
        try await navigator.open("shop://home")
        await #expect(throws: RouteError(
            .invalidPresentation,
            "page \"product\" is shown as push; a call may ask for push, modal or replace, and only a tab's root page is shown as root")) {
            try await navigator.open("shop://product/1", presentation: .root)
        }
        #expect(navigator.state.outline == "[home] home#1")
    }

    @Test func aPageTheNavigatorDoesNotKnowIsCheckedWhenItAnswers() async throws {
        // A page route registered on the router directly: the navigator learns what it is only
        // from its answer, and refuses the presentation then, before anything is shown.
        let (navigator, _) = try Self.navigator()
        try navigator.router.register("shop://settings") { context in
            PageDestination(route: "settings", url: context.url.description, presentation: .root)
        }
        try await navigator.open("shop://home")
        await #expect(throws: RouteError(
            .invalidPresentation, "page \"settings\" is the root of its tab, so it is shown as root, not as push")) {
            try await navigator.open("shop://settings", presentation: .push)
        }
        #expect(navigator.state.outline == "[home] home#1")
    }
}

/// A count that handlers and interceptors add to, on the main actor.
@MainActor
final class Counter {
    private(set) var count = 0
    func increment() { count += 1 }
}
