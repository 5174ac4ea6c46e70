import Junction
import JunctionNavigation
import Testing

/// Pages that ask before they are left (go_router's `onExit`): every way of leaving asks, and
/// nothing closes until the page lets the user leave.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct LeaveGuardTests {
    /// "Discard your changes?": counts the times it is asked and answers when the test says.
    @MainActor final class Question {
        private(set) var asked = 0
        private var waiting: CheckedContinuation<Bool, Never>?

        func ask() async -> Bool {
            asked += 1
            return await withCheckedContinuation { waiting = $0 }
        }

        /// Answers the question asked, and lets the navigator act on the answer.
        func answer(_ leave: Bool) async {
            while waiting == nil { await Task.yield() }
            waiting?.resume(returning: leave)
            waiting = nil
            for _ in 0..<20 { await Task.yield() }
        }
    }

    static func navigator() throws -> Navigator {
        let navigator = try ScreenRendererTests.navigator(tabs: ["main", "cart"])
        try navigator.registerPage("shop://deal/{id}", name: "deal", parent: "home", exposure: .everywhere)
        return navigator
    }

    /// Opens `urls` and has the top page ask before it is left.
    static func guarded(_ navigator: Navigator, opening urls: [String]) async throws -> Question {
        for url in urls { try await navigator.open(url) }
        let question = Question()
        navigator.guardLeaving(navigator.state.top!.id) { await question.ask() }
        return question
    }

    @Test func backAsksThePageAndClosesItOnlyWhenItLetsTheUserLeave() async throws {
        let navigator = try Self.navigator()
        let question = try await Self.guarded(navigator, opening: ["shop://home", "shop://product/1"])
        let history = navigator.history.count
        #expect(navigator.guardsLeaving(2))

        #expect(navigator.back() == nil)
        #expect(navigator.back() == nil)   // asked already: this one is dropped
        await question.answer(false)
        #expect(question.asked == 1)
        #expect(navigator.state.outline == "[main] home#1 > product#2 (id=1)")
        #expect(navigator.history.count == history)

        navigator.back()
        await question.answer(true)
        #expect(question.asked == 2)
        #expect(navigator.state.outline == "[main] home#1")
        #expect(navigator.history.last?.kind == .back)
        // The guard went with its page.
        #expect(!navigator.guardsLeaving(2))
    }

    enum Leaving: String, CaseIterable, Sendable {
        case back, backTo, dismiss, reset, selectTab
    }

    @Test(arguments: Leaving.allCases)
    func everyWayOfLeavingAsks(_ way: Leaving) async throws {
        let navigator = try Self.navigator()
        let modal = way == .dismiss || way == .selectTab
        let question = try await Self.guarded(navigator, opening: ["shop://home", modal ? "shop://terms" : "shop://product/1"])
        let before = navigator.state
        func leave() {
            switch way {
            case .back: navigator.back()
            case .backTo: navigator.back(to: 1)
            case .dismiss: navigator.dismiss()
            case .reset: navigator.reset()
            case .selectTab: navigator.select(tab: "cart")
            }
        }
        leave()
        await question.answer(false)
        #expect(navigator.state == before)
        leave()
        await question.answer(true)
        #expect(question.asked == 2)
        #expect(!navigator.state.allPages.contains { $0.id == 2 })
        #expect(navigator.history.last?.kind == (way == .backTo ? .back : way == .selectTab ? .selectTab : NavigationTransition.Kind(rawValue: way.rawValue)))
    }

    @Test func aLinkFromOutsideThatWouldCloseThePageAsksAndFailsWhenRefused() async throws {
        let navigator = try Self.navigator()
        let question = try await Self.guarded(navigator, opening: ["shop://home", "shop://product/1"])
        let before = navigator.state
        // A push opens a deal: its back stack is rebuilt from home, closing the product page.
        let refused = Task { try await navigator.open(RouteRequest(url: "shop://deal/7", source: .push)) }
        await question.answer(false)
        await #expect(throws: RouteError(.rejected, "page product#2 may not be left now")) { try await refused.value }
        #expect(navigator.state == before)

        let allowed = Task { try await navigator.open(RouteRequest(url: "shop://deal/8", source: .push)) }
        await question.answer(true)
        #expect(try await allowed.value?.route == "deal")
        #expect(navigator.state.outline == "[main] home#5 > deal#6 (id=8)")
        #expect(navigator.history.last?.kind == .deepLink)
    }

    @Test func aRecheckClosesAGuardedPageWithoutAsking() async throws {
        let navigator = try Self.navigator()
        try navigator.router.addInterceptor(DecidingInterceptor { interception in
            if interception.request.isRestoring { throw RouteError(.rejected, "signed out") }
            return .proceed(interception.request)
        }, name: "session", scope: .patterns("shop://product/{id:int}"))
        let question = try await Self.guarded(navigator, opening: ["shop://home", "shop://product/1"])
        #expect(await navigator.recheck().map(\.description) == ["product#2"])
        #expect(question.asked == 0)
    }

    // MARK: The user's gestures, in both hosts

    /// Ends the SwiftUI screen's animations and lets the bindings follow the writes (just after
    /// SwiftUI's update, on a task of their own).
    static func settle(_ screen: FakeSwiftUIScreen) async {
        for _ in 0..<5 {
            screen.settle()
            for _ in 0..<10 { await Task.yield() }
        }
    }

    @Test func uikitStopsASheetsSwipeDownAndAnEdgeSwipeAndAsks() async throws {
        let (navigator, screen, _) = try await ScreenRendererTests.rendered(opening: ["shop://home", "shop://product/1", "shop://terms"])
        let terms = Question()
        navigator.guardLeaving(3) { await terms.ask() }
        screen.userSwipesDownTopModal()   // presentationControllerShouldDismiss: false
        screen.settle()
        #expect(screen.modalIDsShown == [3])
        await terms.answer(true)
        screen.settle()
        #expect(screen.modalIDsShown == [])
        #expect(navigator.state.outline == "home#1 > product#2 (id=1)")
        #expect(screen.disagreement(with: navigator.state) == nil)

        let product = Question()
        navigator.guardLeaving(2) { await product.ask() }
        screen.userBeginsSwipeBack()      // gestureRecognizerShouldBegin: false
        screen.settle()
        #expect(screen.pageIDs(on: .tab("main")) == [1, 2])
        await product.answer(false)
        screen.settle()
        #expect(navigator.state.outline == "home#1 > product#2 (id=1)")
        #expect(screen.disagreement(with: navigator.state) == nil)
        #expect(product.asked == 1)
    }

    @Test func uikitsBackButtonCannotBeStoppedSoThePageComesBackAndIsAsked() async throws {
        let (navigator, screen, _) = try await ScreenRendererTests.rendered(opening: ["shop://home", "shop://product/1"])
        let question = Question()
        navigator.guardLeaving(2) { await question.ask() }
        screen.userTapsBack()
        screen.settle()
        #expect(screen.pageIDs(on: .tab("main")) == [1, 2])   // pushed back
        await question.answer(false)
        screen.settle()
        #expect(navigator.state.outline == "home#1 > product#2 (id=1)")
        #expect(screen.disagreement(with: navigator.state) == nil)
        screen.userTapsBack()
        screen.settle()
        await question.answer(true)
        screen.settle()
        #expect(navigator.state.outline == "home#1")
        #expect(screen.disagreement(with: navigator.state) == nil)
    }

    @Test func swiftUIDisablesASheetsSwipeDownAndAsksAfterABackItCannotStop() async throws {
        let navigator = try Self.navigator()
        let screen = FakeSwiftUIScreen(navigator: navigator, tabs: ["main", "cart"])
        for url in ["shop://home", "shop://product/1", "shop://terms"] { try await navigator.open(url) }
        screen.settle()
        let terms = Question()
        navigator.guardLeaving(3) { await terms.ask() }
        #expect(screen.bindings.dismissIsGuarded(modal: 0))
        screen.userSwipesDownTopSheet()   // interactiveDismissDisabled(true): the sheet stays
        screen.settle()
        #expect(terms.asked == 0)
        #expect(screen.disagreement(with: navigator.state) == nil)
        navigator.stopGuardingLeaving(3)
        #expect(!screen.bindings.dismissIsGuarded(modal: 0))
        screen.userSwipesDownTopSheet()
        await Self.settle(screen)
        #expect(navigator.state.modals.isEmpty)

        let product = Question()
        navigator.guardLeaving(2) { await product.ask() }
        screen.userTapsBack()             // NavigationStack's back cannot be stopped
        await Self.settle(screen)
        await product.answer(false)
        await Self.settle(screen)
        #expect(product.asked == 1)
        #expect(navigator.state.outline == "[main] home#1 > product#2 (id=1)")
        #expect(screen.disagreement(with: navigator.state) == nil)
    }
}
