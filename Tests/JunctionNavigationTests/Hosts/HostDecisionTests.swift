import Junction
@testable import JunctionNavigation
import Testing

/// The decisions the UIKit and SwiftUI hosts leave to `JunctionNavigation`, one by one.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct HostDecisionTests {
    static func page(_ id: Int, _ route: String = "product", presentation: NavigationState.Presentation = .push) -> NavigationState.Page {
        NavigationState.Page(id: id, route: route, url: "shop://\(route)", presentation: presentation)
    }

    struct ShownStack: Sendable, CustomTestStringConvertible {
        var put: [Int], shown: [Int], popped: [Int]?
        var testDescription: String { "\(put) then \(shown)" }
    }

    @Test(arguments: [
        ShownStack(put: [1, 2, 3], shown: [1, 2], popped: [3]),
        ShownStack(put: [1, 2, 3], shown: [1], popped: [2, 3]),
        ShownStack(put: [1, 2, 3], shown: [1, 2, 3], popped: nil),   // a cancelled swipe
        ShownStack(put: [1, 3], shown: [1, 2], popped: nil),         // a late report of an older stack
        ShownStack(put: [1, 2], shown: [1, 2, 3], popped: nil),
        ShownStack(put: [1, 2], shown: [], popped: nil),
    ])
    func aShownStackMeansTheUserWentBackOnlyWhenItIsWhatTheHostPutThereCutShort(_ row: ShownStack) {
        #expect(StackOnScreen(row.put).userPopped(showing: row.shown) == row.popped)
    }

    @Test func theModalPlanKeepsTheSameFirstPagesAndDismissesFromTheFirstThatDiffers() {
        let modals = [NavigationState.Modal(pages: [Self.page(2), Self.page(5)]), NavigationState.Modal(pages: [Self.page(7)])]
        let kept = ModalPlan(onScreen: [2, 7], modals: modals)
        #expect(kept.keep == 2)
        #expect(kept.dismissFrom == nil)
        #expect(kept.present.isEmpty)
        let replaced = ModalPlan(onScreen: [2, 4, 6], modals: modals)
        #expect(replaced.keep == 1)
        #expect(replaced.dismissFrom == 1)
        #expect(replaced.present == 1..<2)
        let fresh = ModalPlan(onScreen: [], modals: modals)
        #expect(fresh.dismissFrom == nil)
        #expect(fresh.present == 0..<2)
    }

    @Test func modalStepsGoOneAtATimeAndWaitForAWindowOrAFreePresenter() {
        let modals = [NavigationState.Modal(pages: [Self.page(2)]), NavigationState.Modal(pages: [Self.page(3)])]
        var steps = ModalSteps()
        #expect(steps.next(toward: modals) == .present(index: 0, modal: modals[0]))
        #expect(steps.next(toward: modals) == nil)
        steps.finished(.notInWindow)
        #expect(steps.waiting == .window)
        #expect(steps.next(toward: modals) == nil)
        steps.retry()
        #expect(steps.next(toward: modals) == nil)
        steps.screenAppeared()
        #expect(steps.next(toward: modals) == .present(index: 0, modal: modals[0]))
        steps.finished(.presenterBusy)
        #expect(steps.waiting == .presenter)
        steps.retry()
        #expect(steps.next(toward: modals) == .present(index: 0, modal: modals[0]))
        steps.finished()
        #expect(steps.next(toward: modals) == .present(index: 1, modal: modals[1]))
        steps.finished()
        #expect(steps.idsOnScreen == [2, 3])
        #expect(steps.next(toward: []) == .dismiss(from: 0))
        steps.finished()
        #expect(steps.onScreen == [])
    }

    @Test func aStepWhoseCompletionNeverCameIsSettledFromTheScreen() {
        let modals = [NavigationState.Modal(pages: [Self.page(2)]), NavigationState.Modal(pages: [Self.page(3)])]
        var steps = ModalSteps()
        _ = steps.next(toward: modals)
        steps.finished()
        _ = steps.next(toward: modals)
        steps.settle(shown: [2, 3])
        #expect(steps.idsOnScreen == [2, 3])
        #expect(steps.underWay == nil)
        #expect(steps.firstGone(shown: [2]) == 1)
        let left = steps.left(from: 1)
        #expect(left?.id == 3)
        #expect(steps.firstGone(shown: [2]) == nil)
    }

    @Test func aModalWhosePageIsReplacedKeepsItsIdAndStyle() {
        var state = NavigationState()
        state.show(Self.page(1, "home", presentation: .root))
        state.show(Self.page(2, "filters", presentation: .sheet(detents: [.medium])))
        state.show(Self.page(3, "terms", presentation: .replace))
        #expect(state.modals == [NavigationState.Modal(id: 2, style: .sheet(detents: [.medium]), pages: [Self.page(3, "terms", presentation: .replace)])])
        #expect(ModalPlan(onScreen: [2], modals: state.modals) == ModalPlan(onScreen: [2], modals: [NavigationState.Modal(pages: [Self.page(2)])]))
    }

    @Test func tabIndexesAndNamesGoBothWays() {
        let state = NavigationState(tabs: ["home", "cart", "me"])
        #expect(state.tabIndex(named: "cart") == 1)
        #expect(state.tabIndex(named: "shop") == nil)
        #expect(state.tabName(at: 2) == "me")
        #expect(state.tabName(at: 3) == nil)
        #expect(state.tabName(at: -1) == nil)
    }

    @Test func aShorterPathGoesBackAndALongerOnePushesByURL() {
        let held = [Self.page(1, "home"), Self.page(2), Self.page(3)]
        let popped = PathWrite(stack: .tab("main"), held: held, path: [Self.page(2)])
        #expect(popped.poppedCount == 1)
        #expect(popped.pushed == [])
        let linked = NavigationState.Page(id: 0, route: "product", url: "shop://product/9")
        let pushed = PathWrite(stack: .tab("main"), held: held, path: [Self.page(2), Self.page(3), linked])
        #expect(pushed.poppedCount == 0)
        #expect(pushed.pushed == [linked])
        let both = PathWrite(stack: .tab("main"), held: held, path: [linked])
        #expect(both.poppedCount == 2)
        #expect(both.pushed == [linked])
        #expect(both.shown == [])
        #expect(pushed.shown == [Self.page(2), Self.page(3)])
        let same = PathWrite(stack: .tab("main"), held: held, path: [Self.page(2), Self.page(3)])
        #expect(same.poppedCount == 0 && same.pushed == [])
    }

    @Test func aStateOpeningTwoModalsShowsTheSecondOnceTheFirstHasAppearedAndSettled() {
        let modals = [NavigationState.Modal(pages: [Self.page(2)]), NavigationState.Modal(pages: [Self.page(3)])]
        var sheets = SheetSteps()
        #expect(sheets.follow(modals) == .present(index: 0, modal: modals[0]))
        #expect(sheets.item(at: 0) == modals[0])
        #expect(sheets.item(at: 1) == nil)
        #expect(sheets.contentAppeared(0) == true)
        // onAppear runs before the presentation ends: the next waits for the appearance delay.
        #expect(sheets.follow(modals) == nil)
        sheets.finishPresenting()
        #expect(sheets.follow(modals) == .present(index: 1, modal: modals[1]))
        #expect(sheets.item(at: 1) == modals[1])
        #expect(sheets.contentAppeared(1) == true)
        sheets.finishPresenting()
        // Both go at once: a presentation whose item is nil takes those above it; the step ends
        // when the lowest one's content has disappeared.
        #expect(sheets.follow([]) == .dismiss(from: 0))
        #expect(sheets.item(at: 0) == nil)
        #expect(sheets.item(at: 1) == nil)
        #expect(sheets.contentDisappeared(1) == false)
        #expect(sheets.contentDisappeared(0) == true)
        let next = [NavigationState.Modal(pages: [Self.page(4)])]
        #expect(sheets.follow(next) == .present(index: 0, modal: next[0]))
    }

    @Test func aPresentationThatNeverAppearedIsWithdrawnAndOfferedAgain() {
        let modals = [NavigationState.Modal(pages: [Self.page(2)])]
        var sheets = SheetSteps()
        _ = sheets.follow(modals)
        sheets.timedOut()
        #expect(sheets.isWithdrawn)
        #expect(sheets.item(at: 0) == nil)
        #expect(sheets.follow(modals) == nil)
        sheets.offerAgain()
        #expect(sheets.follow(modals) == .present(index: 0, modal: modals[0]))
    }

    @Test func writesReadBackAsTheScreenShowsThemUntilFollowed() {
        var state = NavigationState(tabs: ["home", "cart"])
        state.show(Self.page(1, "home", presentation: .root))
        state.show(Self.page(2))
        state.show(Self.page(3, "login", presentation: .modal))
        var writes = ScreenWrites()
        #expect(writes.isEmpty)
        writes.write(PathWrite(stack: .tab("home"), held: state.pages(of: .tab("home")), path: []))
        writes.dismiss(modal: 0, id: 3)
        writes.select(tab: "cart")
        #expect(writes.path(of: .tab("home"), in: state) == [])
        #expect(writes.path(of: .tab("cart"), in: state) == [])
        #expect(writes.isDismissed(modal: 0))
        #expect(writes.selectedTab(in: state) == "cart")
        #expect(!writes.isEmpty)
    }
}
