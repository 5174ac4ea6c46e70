import Junction
import JunctionNavigation
import Testing

/// What the user did on screen, followed by the navigator only while the state still shows
/// what the user acted on.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct UserNavigationTests {
    static func navigator() async throws -> Navigator {
        let navigator = try ScreenRendererTests.navigator(tabs: ["main", "cart"])
        try await navigator.open("shop://home")
        try await navigator.open("shop://product/1")
        try await navigator.open("shop://product/2")
        return navigator
    }

    @Test func aBackFromAStackTheStateNoLongerHoldsChangesNothing() async throws {
        let navigator = try await Self.navigator()
        try await navigator.open("shop://product/3")
        #expect(!navigator.apply(.back(in: .tab("main"), from: [1, 2, 3], to: 2)))
        #expect(navigator.state.tab.pages.map(\.id) == [1, 2, 3, 4])
        #expect(navigator.apply(.back(in: .tab("main"), from: [1, 2, 3, 4], to: 2)))
        #expect(navigator.state.tab.pages.map(\.id) == [1, 2])
    }

    @Test func aBackInAStackUnderAModalChangesNothing() async throws {
        let navigator = try await Self.navigator()
        try await navigator.open("shop://login")
        #expect(!navigator.apply(.back(in: .tab("main"), from: [1, 2, 3], to: 2)))
        #expect(navigator.state.modals.count == 1)
    }

    @Test func aDismissalOfAModalReplacedSinceChangesNothing() async throws {
        let navigator = try await Self.navigator()
        try await navigator.open("shop://login")
        navigator.dismiss()
        try await navigator.open("shop://terms")
        #expect(!navigator.apply(.dismiss(modal: 0, id: 4)))
        #expect(navigator.state.modals.map { $0.pages.map(\.id) } == [[5]])
        #expect(navigator.apply(.dismiss(modal: 0, id: 5)))
        #expect(navigator.state.modals == [])
    }

    @Test func selectingTheSelectedTabChangesNothing() async throws {
        let navigator = try await Self.navigator()
        let transitions = navigator.history.count
        #expect(!navigator.apply(.selectTab("main")))
        #expect(!navigator.apply(.selectTab("nowhere")))
        #expect(navigator.apply(.selectTab("cart")))
        #expect(navigator.history.count == transitions + 1)
    }

    @Test func aPathWrittenWithANavigationLinkValueOpensItsURLAsAPush() async throws {
        let navigator = try await Self.navigator()
        let linked = NavigationState.Page(id: 0, route: "product", url: "shop://product/9")
        let held = navigator.state.tab.pages
        var unseen: [Int] = []
        await navigator.apply(PathWrite(stack: .tab("main"), held: held, path: Array(held.dropFirst()) + [linked]), unseen: &unseen)
        #expect(unseen == [4])
        #expect(navigator.state.tab.pages.map(\.url) == ["shop://home", "shop://product/1", "shop://product/2", "shop://product/9"])
    }

    @Test func aPathWrittenAgainstAnOlderStackChangesNothing() async throws {
        let navigator = try await Self.navigator()
        let held = navigator.state.tab.pages
        try await navigator.open("shop://product/3")
        var unseen: [Int] = []
        await navigator.apply(PathWrite(stack: .tab("main"), held: held, path: []), unseen: &unseen)
        #expect(navigator.state.tab.pages.map(\.id) == [1, 2, 3, 4])
    }

    @Test func writesAreFollowedDismissalThenTheTopPathThenTheTab() async throws {
        let navigator = try await Self.navigator()
        var writes = ScreenWrites()
        writes.write(PathWrite(stack: .tab("main"), held: navigator.state.tab.pages, path: []))
        var unseen: [ScreenStack: [Int]] = [:]
        await navigator.apply(writes, unseen: &unseen)
        #expect(navigator.state.tab.pages.map(\.id) == [1])
        writes = ScreenWrites()
        writes.select(tab: "cart")
        await navigator.apply(writes, unseen: &unseen)
        #expect(navigator.state.selectedTab == "cart")
    }
}
