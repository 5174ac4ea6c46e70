import Junction
@testable import JunctionNavigation
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

    /// The user popped product 3 while a link pushed product 4 on top: the popped page goes
    /// by id, the link's page stays.
    @Test func aBackTakesOffThePoppedPagesByIdAndKeepsPagesPushedSince() async throws {
        let navigator = try await Self.navigator()
        try await navigator.open("shop://product/3")
        #expect(navigator.apply(.back(in: .tab("main"), popped: [3])))
        #expect(navigator.state.tab.pages.map(\.id) == [1, 2, 4])
        #expect(navigator.history.last?.kind == .back)
        // Pages no longer there change nothing; a root is never taken off.
        #expect(!navigator.apply(.back(in: .tab("main"), popped: [3])))
        #expect(!navigator.apply(.back(in: .tab("main"), popped: [1])))
        #expect(navigator.state.tab.pages.map(\.id) == [1, 2, 4])
    }

    @Test func aBackInAStackUnderAModalTakesItsPagesOff() async throws {
        let navigator = try await Self.navigator()
        try await navigator.open("shop://login")
        #expect(navigator.apply(.back(in: .tab("main"), popped: [3])))
        #expect(navigator.state.tab.pages.map(\.id) == [1, 2])
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

    @Test func aPathWrittenWithANavigationLinkValueAsksForItsURL() async throws {
        let navigator = try await Self.navigator()
        let linked = NavigationState.Page(id: 0, route: "product", url: "shop://product/9")
        let held = navigator.state.tab.pages
        let links = navigator.apply(PathWrite(stack: .tab("main"), held: held, path: Array(held.dropFirst()) + [linked]), appeared: [])
        #expect(links == [linked])
        #expect(navigator.state.tab.pages.map(\.id) == [1, 2, 3])
    }

    @Test func aLinkWrittenAgainstAnOlderStackIsNotOpened() async throws {
        let navigator = try await Self.navigator()
        let held = navigator.state.tab.pages
        try await navigator.open("shop://product/3")
        let linked = NavigationState.Page(id: 0, route: "product", url: "shop://product/9")
        #expect(navigator.apply(PathWrite(stack: .tab("main"), held: held, path: Array(held.dropFirst()) + [linked]), appeared: []) == [])
        #expect(navigator.state.tab.pages.map(\.id) == [1, 2, 3, 4])
    }

    /// SwiftUI removes popped pages from the end of the path as it stands when the pop ends: a
    /// page pushed during the pop, which never appeared, is not the one the user popped.
    @Test(arguments: [
        (appeared: [1, 2, 3] as Set<Int>, end: [1, 2, 4]),
        (appeared: [] as Set<Int>, end: [1, 2, 3]),
    ])
    func aShorterPathTakesOffThePagesThatAppearedFromTheTop(appeared: Set<Int>, end: [Int]) async throws {
        let navigator = try await Self.navigator()
        try await navigator.open("shop://product/3")
        let held = navigator.state.tab.pages
        _ = navigator.apply(PathWrite(stack: .tab("main"), held: held, path: Array(held.dropFirst().dropLast())), appeared: appeared)
        #expect(navigator.state.tab.pages.map(\.id) == end)
    }

    @Test func writesAreFollowedDismissalThenTheTopPathThenTheTab() async throws {
        let navigator = try await Self.navigator()
        var writes = ScreenWrites()
        writes.write(PathWrite(stack: .tab("main"), held: navigator.state.tab.pages, path: []))
        #expect(navigator.apply(writes, appeared: []) == Navigator.WritesFollowUp())
        #expect(navigator.state.tab.pages.map(\.id) == [1])
        writes = ScreenWrites()
        writes.select(tab: "cart")
        _ = navigator.apply(writes, appeared: [])
        #expect(navigator.state.selectedTab == "cart")
    }
}
