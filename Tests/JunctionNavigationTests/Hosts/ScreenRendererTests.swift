import Junction
@testable import JunctionNavigation
import Testing

/// The UIKit host's logic, driven through a fake screen whose changes end when the test says:
/// the screen and the navigator's state stay in step whatever order UIKit reports things in.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ScreenRendererTests {
    static func navigator(tabs: [String] = ["main"], state: NavigationState? = nil) throws -> Navigator {
        let navigator = Navigator(router: Router(), state: state ?? NavigationState(tabs: tabs))
        try navigator.registerPage("shop://home", name: "home", presentation: .root)
        try navigator.registerPage("shop://product/{id:int}", name: "product")
        try navigator.registerPage("shop://login", name: "login", presentation: .modal)
        try navigator.registerPage("shop://terms", name: "terms", presentation: .modal)
        if tabs.contains("cart") { try navigator.registerPage("shop://cart", name: "cart", presentation: .root, tab: "cart") }
        return navigator
    }

    /// A navigator rendered on a fake screen, after opening `urls`; the screen's changes ended
    /// when `settled`.
    static func rendered(
        tabs: [String] = ["main"], opening urls: [String], settled: Bool = true
    ) async throws -> (Navigator, FakeScreen, ScreenRenderer) {
        let navigator = try navigator(tabs: tabs)
        let screen = FakeScreen(tabs: tabs)
        let renderer = ScreenRenderer(navigator: navigator, screen: screen)
        screen.renderer = renderer
        for url in urls { try await navigator.open(url) }
        if settled { screen.settle() }
        return (navigator, screen, renderer)
    }

    static func ids(_ navigator: Navigator, _ stack: ScreenStack) -> [Int] {
        navigator.state.pages(of: stack).map(\.id)
    }

    @Test func aLateDidShowNeverRemovesANewerPage() async throws {
        let (navigator, screen, renderer) = try await Self.rendered(opening: ["shop://home", "shop://product/1"])
        navigator.back()
        try await navigator.open("shop://product/2")
        // The pop's didShow arrives while the next change is under way, and again after it.
        renderer.stack(.tab("main"), shows: [1])
        screen.settle()
        renderer.stack(.tab("main"), shows: [1, 3])
        #expect(Self.ids(navigator, .tab("main")) == [1, 3])
        #expect(screen.stacks[.tab("main")] == [1, 3])
        #expect(screen.requests == ["select main", "set main []", "set main [1, 2]", "set main [1]", "set main [1, 3]"])
    }

    @Test func aCancelledSwipeChangesNothing() async throws {
        let (navigator, screen, renderer) = try await Self.rendered(opening: ["shop://home", "shop://product/1"])
        let transitions = navigator.history.count
        // UIKit puts the page back when the swipe is cancelled, and may report the stack again.
        renderer.stack(.tab("main"), shows: screen.stacks[.tab("main")] ?? [])
        #expect(navigator.history.count == transitions)
        #expect(Self.ids(navigator, .tab("main")) == [1, 2])
    }

    @Test func aBackGestureGoesBackInTheNavigatorWithoutTouchingTheScreen() async throws {
        let (navigator, screen, renderer) = try await Self.rendered(opening: ["shop://home", "shop://product/1", "shop://product/2"])
        let requests = screen.requests.count
        screen.stacks[.tab("main")] = [1]
        renderer.stack(.tab("main"), shows: [1])
        #expect(Self.ids(navigator, .tab("main")) == [1])
        #expect(navigator.history.last?.kind == .back)
        #expect(screen.requests.count == requests)
    }

    @Test func aUserTabSwitchReachesTheNavigatorAndLaterOpensLandThere() async throws {
        let (navigator, screen, _) = try await Self.rendered(tabs: ["main", "cart"], opening: ["shop://home", "shop://product/1"])
        let requests = screen.requests.count
        screen.userTapsTab("cart")
        #expect(navigator.state.selectedTab == "cart")
        try await navigator.open("shop://cart")
        try await navigator.open("shop://product/2")
        screen.settle()
        #expect(screen.selectedTab == "cart")
        #expect(!screen.requests[requests...].contains { $0.hasPrefix("select") })
        #expect(Self.ids(navigator, .tab("cart")) == [3, 4])
        // A back gesture in the user's tab is followed, not undone.
        screen.userTapsBack()
        screen.settle()
        #expect(Self.ids(navigator, .tab("cart")) == [3])
        #expect(screen.stacks[.tab("cart")] == [3])
    }

    @Test func aRestoredModalIsPresentedOnceTheScreenIsInAWindow() throws {
        var restored = NavigationState()
        restored.show(NavigationState.Page(id: 1, route: "home", url: "shop://home", presentation: .root))
        restored.show(NavigationState.Page(id: 2, route: "login", url: "shop://login", presentation: .modal))
        let navigator = try Self.navigator(state: restored)
        let screen = FakeScreen()
        screen.inWindow = false
        let renderer = ScreenRenderer(navigator: navigator, screen: screen)
        screen.renderer = renderer
        screen.settle()
        #expect(renderer.modalsOnScreen == [])
        #expect(screen.requests == ["select main", "set main [1]", "refused 0: not in a window"])
        screen.appears()
        screen.settle()
        #expect(renderer.modalsOnScreen == [2])
        #expect(screen.modalIDsShown == [2])
    }

    @Test func twoModalsInARowArePresentedOneAfterTheOther() async throws {
        let (navigator, screen, renderer) = try await Self.rendered(opening: ["shop://home", "shop://login", "shop://terms"], settled: false)
        #expect(navigator.state.modals.count == 2)
        #expect(screen.requests.filter { $0.hasPrefix("present") } == ["present 0 [2]"])
        screen.finishChanges()
        #expect(screen.requests.filter { $0.hasPrefix("present") } == ["present 0 [2]", "present 1 [3]"])
        screen.settle()
        #expect(renderer.modalsOnScreen == [2, 3])
        #expect(screen.modalIDsShown == [2, 3])
    }

    @Test func aRenderDuringADismissalWaitsForItToEnd() async throws {
        let (navigator, screen, renderer) = try await Self.rendered(opening: ["shop://home", "shop://login"])
        navigator.dismiss()
        try await navigator.open("shop://terms")
        #expect(Array(screen.requests.suffix(1)) == ["dismiss 0"])
        screen.finishChanges()
        #expect(Array(screen.requests.suffix(1)) == ["present 0 [3]"])
        screen.settle()
        #expect(renderer.modalsOnScreen == [3])
        #expect(screen.modalIDsShown == [3])
    }

    @Test func aModalReplacedWhilePresentedIsDismissedThenPresented() async throws {
        let (navigator, screen, renderer) = try await Self.rendered(opening: ["shop://home", "shop://login"], settled: false)
        navigator.dismiss()
        try await navigator.open("shop://terms")
        screen.settle()
        #expect(screen.requests.filter { !$0.hasPrefix("set") && !$0.hasPrefix("select") } == ["present 0 [2]", "dismiss 0", "present 0 [3]"])
        #expect(renderer.modalsOnScreen == [3])
    }

    @Test func aSheetSwipedDownIsDismissedInTheNavigatorInOneTransitionWithoutAsking() async throws {
        let (navigator, screen, _) = try await Self.rendered(opening: ["shop://home", "shop://login", "shop://terms"])
        let transitions = navigator.history.count
        screen.userSwipesDownTopModal()
        screen.settle()
        #expect(navigator.state.modals.map(\.id) == [2])
        #expect(navigator.history.count == transitions + 1)
        #expect(!screen.requests.contains { $0.hasPrefix("dismiss") })
    }

    @Test func aHostMadeAgainLeavesNoOldHostBehind() async throws {
        let navigator = try Self.navigator()
        weak var first: ScreenRenderer?
        do {
            let screen = FakeScreen()
            let renderer = ScreenRenderer(navigator: navigator, screen: screen)
            first = renderer
            #expect(navigator.hostCount == 1)
        }
        #expect(first == nil)
        let screen = FakeScreen()
        let renderer = ScreenRenderer(navigator: navigator, screen: screen)
        try await navigator.open("shop://home")
        screen.settle()
        #expect(navigator.hostCount == 1)
        #expect(renderer.pageIDs(on: .tab("main")) == [1])
    }
}
