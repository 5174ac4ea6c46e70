import Junction
@testable import JunctionNavigation
import Testing

/// The SwiftUI host's logic, run on Linux: what its bindings answer and what their writes do, the
/// loop that follows the writes, and the steps of nested presentations, driven as SwiftUI drives
/// them (`sheet(item:)` reads, `onAppear`, `onDisappear`, a binding set to `nil`).
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ScreenBindingsTests {
    /// Timers that run when the test lets time pass.
    @MainActor final class Clock {
        private var now: Duration = .zero
        private var timers: [(due: Duration, work: @MainActor () -> Void)] = []

        func after(_ delay: Duration, _ work: @escaping @MainActor () -> Void) {
            timers.append((now + delay, work))
        }

        func advance(by duration: Duration) {
            now += duration
            while let next = timers.indices.filter({ timers[$0].due <= now }).min(by: { timers[$0].due < timers[$1].due }) {
                timers.remove(at: next).work()
            }
        }
    }

    /// Lets a gated open go on when the test says.
    final class Gate: Sendable {
        private let stream: AsyncStream<Void>
        private let continuation: AsyncStream<Void>.Continuation

        init() {
            (stream, continuation) = AsyncStream.makeStream()
        }

        func wait() async {
            for await _ in stream { return }
        }

        func open() {
            continuation.yield()
        }
    }

    /// Bindings over a navigator showing home > product/1, and every path SwiftUI read of the
    /// main tab after each publish.
    static func bindings(tabs: [String] = ["main"]) async throws -> (Navigator, ScreenBindings, Clock, Reads) {
        let navigator = try App.navigator(tabs: tabs)
        try navigator.registerPage("shop://slow/{id}", name: "slow", tags: ["slow"])
        try await navigator.open("shop://home")
        try await navigator.open("shop://product/1")
        let clock = Clock()
        let bindings = ScreenBindings(navigator: navigator) { clock.after($0, $1) }
        let reads = Reads()
        bindings.publish = { [weak bindings] _ in
            if let bindings { reads.paths.append(bindings.path(of: .tab("main")).map(\.id)) }
        }
        return (navigator, bindings, clock, reads)
    }

    @MainActor final class Reads {
        var paths: [[Int]] = []
    }

    static let link = NavigationState.Page(id: 0, route: "", url: "shop://product/9")

    @Test func aNavigationLinkValueIsShownOnceAsThePageTheNavigatorMade() async throws {
        let (navigator, bindings, _, reads) = try await Self.bindings()
        let shown = bindings.path(of: .tab("main"))
        bindings.write(path: shown + [Self.link], to: .tab("main"))
        // Until it is opened, the link is not on screen: no view is made for a page of id 0.
        #expect(bindings.path(of: .tab("main")).map(\.id) == [2])
        await bindings.settled()
        #expect(bindings.path(of: .tab("main")).map(\.url) == ["shop://product/1", "shop://product/9"])
        #expect(navigator.state.tab.pages.map(\.id) == [1, 2, 3])
        #expect(!reads.paths.contains { $0.contains(0) })
    }

    @Test func goingBackBeforeASlowLinkOpensDoesNotBringThePageBack() async throws {
        let (navigator, bindings, _, reads) = try await Self.bindings()
        let gate = Gate()
        try navigator.router.addInterceptor(name: "slow", scope: .tags("slow")) { interception, next in
            await gate.wait()
            return try await next(interception.request)
        }
        bindings.write(path: bindings.path(of: .tab("main")) + [NavigationState.Page(id: 0, route: "", url: "shop://slow/1")], to: .tab("main"))
        await Task.yield()
        // The user goes back to home before the link's page is opened.
        bindings.write(path: [], to: .tab("main"))
        #expect(bindings.path(of: .tab("main")) == [])
        gate.open()
        await bindings.settled()
        #expect(navigator.state.tab.pages.map(\.route) == ["home"])
        #expect(bindings.path(of: .tab("main")) == [])
        #expect(!reads.paths.contains { $0.count > 1 })
    }

    @Test func twoLinksInQuickSuccessionEndOnTheLastTheUserTapped() async throws {
        let (navigator, bindings, _, _) = try await Self.bindings()
        let shown = bindings.path(of: .tab("main"))
        bindings.write(path: shown + [NavigationState.Page(id: 0, route: "", url: "shop://product/7")], to: .tab("main"))
        bindings.write(path: shown + [NavigationState.Page(id: 0, route: "", url: "shop://product/8")], to: .tab("main"))
        await bindings.settled()
        #expect(navigator.state.tab.pages.map(\.url) == ["shop://home", "shop://product/1", "shop://product/8"])
        #expect(bindings.path(of: .tab("main")).map(\.url) == ["shop://product/1", "shop://product/8"])
    }

    @Test func aTabAndABackWrittenTogetherAreFollowedInOrder() async throws {
        let (navigator, bindings, _, _) = try await Self.bindings(tabs: ["main", "cart"])
        bindings.write(path: [], to: .tab("main"))
        bindings.select(tab: "cart")
        #expect(bindings.selectedTab == "cart")
        #expect(bindings.path(of: .tab("main")) == [])
        await bindings.settled()
        #expect(navigator.state.selectedTab == "cart")
        #expect(navigator.state.tabs[0].pages.map(\.route) == ["home"])
    }

    /// The split view recipe: the sidebar's selection is the selected tab, the detail column
    /// that tab's stack; going back in the detail is followed, and the navigator selecting
    /// another tab moves the sidebar (and closes the modals over the detail).
    @Test func aSidebarSelectsTheTabAndTheDetailIsItsStack() async throws {
        let (navigator, bindings, _, _) = try await Self.bindings(tabs: ["main", "cart"])
        bindings.select(tab: "cart")
        await bindings.settled()
        try await navigator.open("shop://cart")
        try await navigator.open("shop://product/2")
        #expect(bindings.selectedTab == "cart")
        #expect(bindings.path(of: .tab("cart")).map(\.route) == ["product"])
        bindings.write(path: [], to: .tab("cart"))
        await bindings.settled()
        #expect(navigator.state.tab.pages.map(\.route) == ["cart"])
        try await navigator.open(RouteRequest(url: "shop://promo/4", source: .universalLink))
        navigator.select(tab: "main")
        #expect(bindings.selectedTab == "main")
        #expect(bindings.modal(at: 0, over: "cart") == nil)
        #expect(bindings.path(of: .tab("main")).map(\.route) == ["product"])
    }

    @Test func aNestedModalWaitsForTheOneBelowToAppearAndSettle() async throws {
        let (navigator, bindings, clock, _) = try await Self.bindings()
        try await navigator.open("shop://login")
        try await navigator.open("shop://terms")
        #expect(bindings.modal(at: 0, over: "main", style: .sheet)?.id == 3)
        #expect(bindings.modal(at: 1, over: "main", style: .sheet) == nil)
        // onAppear runs as the sheet starts to appear; the next waits for its animation.
        bindings.contentAppeared(modal: 0)
        #expect(bindings.modal(at: 1, over: "main", style: .sheet) == nil)
        clock.advance(by: ScreenBindings.appearanceDelay)
        #expect(bindings.modal(at: 1, over: "main", style: .sheet)?.id == 4)
    }

    @Test func aModalSwiftUIDroppedIsOfferedAgain() async throws {
        let (navigator, bindings, clock, _) = try await Self.bindings()
        try await navigator.open("shop://login")
        #expect(bindings.modal(at: 0, over: "main")?.id == 3)
        // The content never appears: SwiftUI dropped the presentation.
        clock.advance(by: ScreenRenderer.stepTimeout)
        #expect(bindings.modal(at: 0, over: "main") == nil)
        clock.advance(by: ScreenRenderer.retryDelay)
        #expect(bindings.modal(at: 0, over: "main")?.id == 3)
    }

    @Test func theModalGetterAnswersOnlyForTheSelectedTabAndUntilTheUserDismissesIt() async throws {
        let (navigator, bindings, _, _) = try await Self.bindings(tabs: ["main", "cart"])
        try await navigator.open("shop://login")
        #expect(bindings.modal(at: 0, over: "cart") == nil)
        #expect(bindings.modal(at: 0, over: "main")?.id == 3)
        bindings.contentAppeared(modal: 0)
        bindings.userDismissed(modal: 0)
        #expect(bindings.modal(at: 0, over: "main") == nil)
        await bindings.settled()
        #expect(navigator.state.modals == [])
    }

    @Test func eachPresentationAsksForItsOwnStyleAndAPopoverGoesToItsSource() async throws {
        let (navigator, bindings, clock, _) = try await Self.bindings()
        try await navigator.open("shop://share")
        #expect(bindings.modal(at: 0, over: "main", style: .sheet) == nil)
        #expect(bindings.modal(at: 0, over: "main", style: .popover)?.style == .popover(source: "share"))
        bindings.anchorAppeared("share", in: .tab("main"))
        #expect(bindings.modal(at: 0, over: "main", style: .popover) == nil)
        #expect(bindings.modal(at: 0, over: "main", style: .popover, source: "share")?.id == 3)
        bindings.contentAppeared(modal: 0)
        clock.advance(by: ScreenBindings.appearanceDelay)
        navigator.dismiss()
        bindings.contentDisappeared(modal: 0)
        try await navigator.open("shop://filters")
        #expect(bindings.modal(at: 0, over: "main", style: .sheet)?.style.detents == [.medium, .large])
    }
}
