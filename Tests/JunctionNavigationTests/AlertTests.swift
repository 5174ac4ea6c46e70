import Foundation
import Junction
@testable import JunctionNavigation
import Testing

/// Alerts and confirmation dialogs as navigation state: asked by a page, shown by the hosts,
/// the user's choice returned to the page that asked, saved and restored.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct AlertTests {
    typealias Alert = NavigationState.Alert

    static let discard = Alert(
        "Discard your changes?", style: .confirmationDialog,
        actions: [Alert.Action("discard", title: "Discard", role: .destructive), Alert.Action("keep", title: "Keep editing", role: .cancel)])

    static func navigator() async throws -> Navigator {
        let navigator = Navigator(router: Router())
        try navigator.registerPage("notes://home", name: "home", presentation: .root)
        try navigator.registerPage("notes://edit/{id}", name: "edit")
        try navigator.registerPage("notes://share", name: "share", presentation: .modal)
        try await navigator.open("notes://home")
        try await navigator.open("notes://edit/7")
        return navigator
    }

    /// Waits until the navigator shows an alert.
    static func shown(_ navigator: Navigator) async -> Alert? {
        for _ in 0..<1_000 {
            if let alert = navigator.state.alert { return alert }
            await Task.yield()
        }
        return nil
    }

    @Test func thePageThatAskedGetsTheUsersChoice() async throws {
        let navigator = try await Self.navigator()
        let asking = Task { try await navigator.ask(Self.discard) }
        let alert = try #require(await Self.shown(navigator))
        #expect(alert == Alert(id: 3, style: .confirmationDialog, title: "Discard your changes?", message: nil, actions: Self.discard.actions, pageID: 2))
        #expect(navigator.state.outline == "home#1 > edit#2 (id=7) | dialog \"Discard your changes?\": discard, keep")
        #expect(!navigator.answer(alert: alert.id, with: "delete"))   // no such action
        #expect(!navigator.answer(alert: 99, with: "discard"))        // no such alert
        #expect(navigator.answer(alert: alert.id, with: "discard"))
        #expect(try await asking.value == "discard")
        #expect(navigator.state.alert == nil)
        #expect(navigator.history.suffix(2).map(\.kind) == [.alert, .answerAlert])
        #expect(navigator.history.last?.before.alert == alert)
    }

    @Test func theAlertClosesWithItsPageInTheSameTransition() async throws {
        let navigator = try await Self.navigator()
        let asking = Task { try await navigator.ask(Self.discard) }
        _ = await Self.shown(navigator)
        let transitions = navigator.history.count
        navigator.back()
        #expect(try await asking.value == nil)
        #expect(navigator.history.count == transitions + 1)
        #expect(navigator.history.last?.kind == .back)
        #expect(navigator.history.last?.after.alert == nil)
    }

    @Test func alertsAskedTogetherShowOneAtATimeInOrder() async throws {
        let navigator = try await Self.navigator()
        let first = Task { try await navigator.ask(Alert("First", actions: [Alert.Action("ok")])) }
        let firstAlert = try #require(await Self.shown(navigator))
        let second = Task { try await navigator.ask(Alert("Second", actions: [Alert.Action("ok"), Alert.Action("no")])) }
        for _ in 0..<100 { await Task.yield() }
        #expect(navigator.state.alert?.title == "First")
        navigator.answer(alert: firstAlert.id, with: "ok")
        #expect(navigator.state.alert?.title == "Second")
        navigator.answer(alert: try #require(navigator.state.alert?.id), with: "no")
        #expect(try await first.value == "ok")
        #expect(try await second.value == "no")
    }

    @Test func aCancelledAskClosesItsAlert() async throws {
        let navigator = try await Self.navigator()
        let asking = Task { try await navigator.ask(Self.discard) }
        _ = await Self.shown(navigator)
        asking.cancel()
        #expect(try await asking.value == nil)
        for _ in 0..<100 where navigator.state.alert != nil { await Task.yield() }
        #expect(navigator.state.alert == nil)
        #expect(navigator.history.last?.kind == .answerAlert)
    }

    @Test(arguments: [
        (Alert("Empty", actions: []), #"the alert "Empty" has no action"#),
        (Alert("Twice", actions: [Alert.Action("ok"), Alert.Action("ok", title: "OK")]), #"two actions of the alert "Twice" have the id "ok""#),
        (Alert("Two ways out", actions: [Alert.Action("a", role: .cancel), Alert.Action("b", role: .cancel)]), #"the alert "Two ways out" has two cancel actions"#),
        (Alert(id: 0, style: .alert, title: "Gone", message: nil, actions: [Alert.Action("ok")], pageID: 40),
         #"page 40 is not shown, so the alert "Gone" cannot be about it"#),
    ])
    func aMalformedAlertIsRefused(alert: Alert, message: String) async throws {
        let navigator = try await Self.navigator()
        await #expect(throws: RouteError(.invalidParameter, message)) { try await navigator.ask(alert) }
        #expect(navigator.state.alert == nil)
    }

    @Test func anAlertSavedWithTheStateIsShownAgainAndItsAnswerGoesToTheApp() async throws {
        let navigator = try await Self.navigator()
        let asking = Task { try await navigator.ask(Self.discard) }
        _ = await Self.shown(navigator)
        let saved = try JSONDecoder().decode(NavigationState.self, from: JSONEncoder().encode(navigator.state))
        #expect(saved == navigator.state)
        navigator.back()
        _ = try await asking.value

        // After a relaunch no call waits: the app hears of the answer.
        let relaunched = Navigator(router: navigator.router, state: saved)
        var heard: [String] = []
        relaunched.answerNoOneAwaits = { alert, action in heard.append("\(alert.title): \(action ?? "none")") }
        #expect(relaunched.answer(alert: 3, with: "keep"))
        #expect(heard == ["Discard your changes?: keep"])
        // The next alert's id is past the saved one's.
        let next = Task { try await relaunched.ask(Alert("Next", actions: [Alert.Action("ok")])) }
        #expect(await Self.shown(relaunched)?.id == 4)
        relaunched.answer(alert: 4, with: "ok")
        _ = try await next.value
    }

    @Test func aSavedAlertThatNoNavigatorCouldHaveMadeIsRefused() throws {
        var state = NavigationState()
        state.alert = Alert(id: 1, style: .alert, title: "Orphan", message: nil, actions: [Alert.Action("ok")], pageID: 5)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(NavigationState.self, from: JSONEncoder().encode(state)) }
        state.alert?.pageID = nil
        state.alert?.actions = []
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(NavigationState.self, from: JSONEncoder().encode(state)) }
    }

    @Test func aGuardedBackGoesOnWhenAWaitingAlertShowsMeanwhile() async throws {
        let navigator = try await Self.navigator()
        let edit = try #require(navigator.state.top)
        // The page asks "Discard?" before it goes; another alert waits behind that one.
        navigator.guardLeaving(edit.id) { (try? await navigator.ask(Self.discard)) == "discard" }
        #expect(navigator.back() == nil)
        let discard = try #require(await Self.shown(navigator))
        let other = Task { try await navigator.ask(Alert("Saved", actions: [.init("ok")])) }
        for _ in 0..<100 { await Task.yield() }
        navigator.answer(alert: discard.id, with: "discard")
        for _ in 0..<1_000 where navigator.state.top?.id == edit.id { await Task.yield() }
        // The page went, and with it the alert that waited for it: it belonged to that page.
        #expect(navigator.state.outline == "home#1")
        #expect(try await other.value == nil)
    }

    @Test func aWaitingAlertWhosePageClosesGetsNilAtOnce() async throws {
        let navigator = try await Self.navigator()
        // The first is about the home page below.
        let first = Task { try await navigator.ask(Alert(id: 0, style: .alert, title: "First", message: nil, actions: [.init("ok")], pageID: 1)) }
        _ = await Self.shown(navigator)
        let second = Task { try await navigator.ask(Alert("Second", actions: [.init("ok")])) }
        for _ in 0..<100 { await Task.yield() }
        #expect(navigator.state.alert?.title == "First")
        // The edit page that asked the second closes while the first still shows.
        navigator.back()
        #expect(try await second.value == nil)
        #expect(navigator.state.alert?.title == "First")
        navigator.answer(alert: try #require(navigator.state.alert?.id), with: "ok")
        #expect(try await first.value == "ok")
    }

    @Test func aRestoredAlertWithTheIdOfALiveOneTakesANewId() async throws {
        let saved = try await {
            let navigator = try await Self.navigator()
            let asking = Task { try await navigator.ask(Self.discard) }
            _ = await Self.shown(navigator)
            defer { asking.cancel() }
            return navigator.state
        }()
        #expect(saved.alert?.id == 3)
        // This run: the same pages, and an alert of its own with the same id.
        let navigator = try await Self.navigator()
        let live = Task { try await navigator.ask(Alert("Live", actions: [.init("ok")])) }
        #expect(await Self.shown(navigator)?.id == 3)
        var heard: [String] = []
        navigator.answerNoOneAwaits = { alert, action in heard.append("\(alert.title): \(action ?? "none")") }
        await navigator.restore(saved)
        let restored = try #require(navigator.state.alert)
        #expect(restored.title == "Discard your changes?")
        #expect(restored.id != 3)
        #expect(try await live.value == nil)
        navigator.answer(alert: restored.id, with: "keep")
        #expect(heard == ["Discard your changes?: keep"])
    }

    @Test func swiftUIShowsAnAlertAgainThatAnUndoBringsBack() async throws {
        let navigator = try await Self.navigator()
        let bindings = ScreenBindings(navigator: navigator) { _, _ in }
        let asking = Task { try await navigator.ask(Self.discard) }
        let alert = try #require(await Self.shown(navigator))
        bindings.userAnswered(alert: alert.id, with: "keep")
        #expect(try await asking.value == "keep")
        #expect(navigator.undo())
        #expect(bindings.alert(over: .tab("main")) == alert)
    }

    // MARK: The hosts

    static func rendered(isPad: Bool = false) async throws -> (Navigator, FakeScreen) {
        let navigator = try await navigator()
        let screen = FakeScreen()
        screen.isPad = isPad
        let renderer = ScreenRenderer(navigator: navigator, screen: screen)
        screen.renderer = renderer
        screen.settle()
        return (navigator, screen)
    }

    @Test func uikitShowsTheAlertAndTheUsersTapAnswersIt() async throws {
        let (navigator, screen) = try await Self.rendered()
        let asking = Task { try await navigator.ask(Self.discard) }
        _ = await Self.shown(navigator)
        screen.settle()
        #expect(screen.requests.last == "present alert 3 [\"discard\", \"keep\"]")
        #expect(screen.disagreement(with: navigator.state) == nil)
        screen.userTapsOutsideAlert()   // an iPhone's action sheet goes with its cancel action
        #expect(try await asking.value == "keep")
        screen.settle()
        #expect(screen.disagreement(with: navigator.state) == nil)
    }

    @Test func onAnIPadADialogTappedAwayGivesItsCancelAction() async throws {
        let (navigator, screen) = try await Self.rendered(isPad: true)
        let asking = Task { try await navigator.ask(Self.discard) }
        _ = await Self.shown(navigator)
        screen.settle()
        screen.userTapsOutsideAlert()
        #expect(try await asking.value == "keep")
        #expect(navigator.state.alert == nil)
    }

    @Test func aModalOpenedUnderTheAlertGoesUnderItOnScreenToo() async throws {
        let (navigator, screen) = try await Self.rendered()
        let asking = Task { try await navigator.ask(Alert("Saved", actions: [Alert.Action("ok")])) }
        _ = await Self.shown(navigator)
        screen.settle()
        try await navigator.open("notes://share")
        screen.settle()
        // UIKit presents from the top controller: the alert goes, the modal comes, the alert
        // comes back over it.
        #expect(Array(screen.requests.suffix(3)) == ["dismiss alert 3", "present 0 [4]", "present alert 3 [\"ok\"]"])
        #expect(screen.disagreement(with: navigator.state) == nil)
        screen.userTapsAlertAction("ok")
        #expect(try await asking.value == "ok")
    }

    @Test func anAlertTheAppPresentedItselfDelaysOursUntilItGoes() async throws {
        let (navigator, screen) = try await Self.rendered()
        screen.presented.append(.foreign("share sheet", coversScreen: false))
        let asking = Task { try await navigator.ask(Alert("Saved", actions: [Alert.Action("ok")])) }
        _ = await Self.shown(navigator)
        screen.settle()
        #expect(screen.requests.last == "refused alert 3: presenter busy")
        screen.presented.removeLast()
        screen.advance(by: .milliseconds(500))
        #expect(screen.requests.last == "present alert 3 [\"ok\"]")
        screen.userTapsAlertAction("ok")
        #expect(try await asking.value == "ok")
    }

    @Test func swiftUIShowsTheAlertOnTheTopStackAndATappedButtonWinsOverTheDismissal() async throws {
        let navigator = try await Self.navigator()
        let bindings = ScreenBindings(navigator: navigator) { _, _ in }
        try await navigator.open("notes://share")
        let asking = Task { try await navigator.ask(Self.discard) }
        let alert = try #require(await Self.shown(navigator))
        #expect(bindings.alert(over: .tab("main")) == nil)
        #expect(bindings.alert(over: .modal(0)) == alert)
        // SwiftUI sets the presentation's binding to false and runs the button's action, in
        // either order, in one update.
        bindings.userDismissed(alert: alert.id)
        bindings.userAnswered(alert: alert.id, with: "discard")
        #expect(bindings.alert(over: .modal(0)) == nil)
        #expect(try await asking.value == "discard")

        let again = Task { try await navigator.ask(Self.discard) }
        let second = try #require(await Self.shown(navigator))
        bindings.userDismissed(alert: second.id)   // tapped away: the cancel action
        #expect(try await again.value == "keep")
    }
}
