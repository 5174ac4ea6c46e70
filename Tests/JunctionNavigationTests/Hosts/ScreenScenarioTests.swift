import Foundation
import Junction
@testable import JunctionNavigation
import Testing

/// The flows every app takes, played on a screen that behaves as UIKit documents (``FakeScreen``):
/// after each step, once the screen's animations have ended, the screen and the navigator's
/// state agree (unless the step is marked as one where the screen is still catching up), and
/// the host never did what UIKit forbids.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ScreenScenarioTests {
    /// One thing that happens.
    indirect enum Step: Sendable, CustomStringConvertible {
        /// The app opens a URL (a link in a page).
        case open(String)
        /// The app opens a URL, showing its page this way.
        case openAs(String, NavigationState.Presentation)
        /// A URL arrives from outside (a universal link, a notification).
        case openFromOutside(String)
        /// The app opens two URLs, the second before the first's animation has ended.
        case openTwo(String, String)
        /// The app calls `navigator.back()`, or selects a tab.
        case navigatorBack
        case navigatorSelects(String)
        /// The user's own controls.
        case tapBack, beginSwipeBack, endSwipeBack(finishing: Bool), tapTab(String), tapMore, pickFromMore(String)
        case reorderTabs([String]), swipeDownTopModal, pageDone
        /// The app presents an alert of its own; the user closes it.
        case alert, closeAlert
        /// The page on top asks the navigator's alert (actions `ok` and `cancel`); the user taps
        /// one of its actions, or outside it.
        case ask(String), tapAlertAction(String), tapOutsideAlert
        /// Completions stop coming; time passes.
        case completionsStopComing
        case wait(Duration)
        /// The app is relaunched from its saved state: a new navigator and screen, not yet in a
        /// window; then the window shows.
        case relaunch, appear
        /// A step after which the screen is still catching up: agreement is not checked.
        case catchingUp(Step)

        var description: String {
            switch self {
            case .open(let url): "open \(url)"
            case .openAs(let url, let presentation): "open \(url) as \(presentation)"
            case .openFromOutside(let url): "link \(url)"
            case .openTwo(let first, let second): "open \(first) then \(second)"
            case .navigatorBack: "navigator.back()"
            case .navigatorSelects(let tab): "navigator.select(\(tab))"
            case .tapBack: "back button"
            case .beginSwipeBack: "swipe back begins"
            case .endSwipeBack(let finishing): finishing ? "swipe back finishes" : "swipe back is cancelled"
            case .tapTab(let tab): "tap tab \(tab)"
            case .tapMore: "tap More"
            case .pickFromMore(let tab): "pick \(tab) under More"
            case .reorderTabs(let order): "reorder tabs \(order)"
            case .swipeDownTopModal: "swipe the top modal down"
            case .pageDone: "the page's Done button"
            case .alert: "the page shows an alert"
            case .closeAlert: "the user closes the alert"
            case .ask(let title): "the page asks \"\(title)\""
            case .tapAlertAction(let action): "the user taps \(action) in the navigator's alert"
            case .tapOutsideAlert: "the user taps outside the navigator's alert"
            case .completionsStopComing: "completions stop coming"
            case .wait(let duration): "wait \(duration)"
            case .relaunch: "relaunch from the saved state"
            case .appear: "the window shows"
            case .catchingUp(let step): "\(step) (catching up)"
            }
        }
    }

    struct Scenario: Sendable, CustomTestStringConvertible {
        var name: String
        var tabs: [String] = ["main"]
        var steps: [Step]
        /// The state at the end, as its outline.
        var end: String
        var testDescription: String { name }
    }

    nonisolated static let scenarios: [Scenario] = [
        Scenario(name: "back button", steps: [.open("shop://home"), .open("shop://product/1"), .open("shop://product/2"), .tapBack],
                 end: "home#1 > product#2 (id=1)"),
        Scenario(name: "completed swipe", steps: [.open("shop://home"), .open("shop://product/1"), .catchingUp(.beginSwipeBack), .endSwipeBack(finishing: true)],
                 end: "home#1"),
        Scenario(name: "cancelled swipe", steps: [.open("shop://home"), .open("shop://product/1"), .catchingUp(.beginSwipeBack), .endSwipeBack(finishing: false)],
                 end: "home#1 > product#2 (id=1)"),
        Scenario(name: "a push during a swipe waits for its end, and the swiped page goes",
                 steps: [.open("shop://home"), .open("shop://product/1"), .catchingUp(.beginSwipeBack), .catchingUp(.open("shop://product/2")),
                         .endSwipeBack(finishing: true)],
                 end: "home#1 > product#3 (id=2)"),
        Scenario(name: "navigator back during a cancelled swipe",
                 steps: [.open("shop://home"), .open("shop://product/1"), .open("shop://product/2"), .catchingUp(.beginSwipeBack),
                         .catchingUp(.navigatorBack), .endSwipeBack(finishing: false)],
                 end: "home#1 > product#2 (id=1)"),
        Scenario(name: "pop to root by tapping the tab", tabs: ["main", "cart"],
                 steps: [.open("shop://home"), .open("shop://product/1"), .open("shop://product/2"), .tapTab("main")],
                 end: "[main] home#1"),
        Scenario(name: "tab switch", tabs: ["main", "cart"],
                 steps: [.open("shop://home"), .open("shop://product/1"), .tapTab("cart"), .open("shop://cart"), .open("shop://product/2"),
                         .tapTab("main")],
                 end: "[main] home#1 > product#2 (id=1)"),
        Scenario(name: "sheet swiped down", steps: [.open("shop://home"), .open("shop://login"), .open("shop://terms"), .swipeDownTopModal],
                 end: "home#1 | login#2"),
        Scenario(name: "a page's own Done button",
                 steps: [.open("shop://home"), .open("shop://login"), .pageDone, .open("shop://product/5")],
                 end: "home#1 > product#3 (id=5)"),
        Scenario(name: "a full-screen cover closed by its page",
                 steps: [.open("shop://home"), .open("shop://video/7"), .swipeDownTopModal, .pageDone],
                 end: "home#1"),
        Scenario(name: "a deep link while an alert is up",
                 steps: [.open("shop://home"), .alert, .catchingUp(.openFromOutside("shop://promo/1")), .catchingUp(.wait(.seconds(1))),
                         .catchingUp(.closeAlert), .wait(.milliseconds(500))],
                 end: "home#1 | promo#2 (id=1)"),
        Scenario(name: "two links in quick succession",
                 steps: [.open("shop://home"), .openTwo("shop://product/1", "shop://product/2"), .openTwo("shop://login", "shop://terms")],
                 end: "home#1 > product#2 (id=1) > product#3 (id=2) | login#4 | terms#5"),
        Scenario(name: "a modal closed and another opened at once",
                 steps: [.open("shop://home"), .open("shop://login"), .openAs("shop://terms", .replace), .navigatorBack, .open("shop://video/1")],
                 end: "home#1 | fullScreenCover: video#4 (id=1)"),
        Scenario(name: "state restoration",
                 steps: [.open("shop://home"), .open("shop://product/1"), .open("shop://login"), .open("shop://terms"),
                         .catchingUp(.relaunch), .appear],
                 end: "home#1 > product#2 (id=1) | login#3 | terms#4"),
        Scenario(name: "completions that never come",
                 steps: [.open("shop://home"), .completionsStopComing, .open("shop://login"), .catchingUp(.open("shop://terms")),
                         .catchingUp(.navigatorBack), .wait(.seconds(2)), .catchingUp(.open("shop://product/9")), .wait(.seconds(2))],
                 end: "home#1 | login#2 > product#4 (id=9)"),
        Scenario(name: "tabs under More and reordered", tabs: ["main", "cart", "deals", "orders", "saved", "me"],
                 steps: [.open("shop://home"), .catchingUp(.tapMore), .pickFromMore("me"), .reorderTabs(["me", "main", "cart", "deals", "orders", "saved"]),
                         .navigatorSelects("cart"), .tapTab("me")],
                 end: "[me] (nothing)"),
        Scenario(name: "a link while the More list shows", tabs: ["main", "cart", "deals", "orders", "saved", "me"],
                 steps: [.open("shop://home"), .catchingUp(.tapMore), .openFromOutside("shop://promo/2")],
                 end: "[main] home#1 | promo#2 (id=2)"),
        Scenario(name: "the navigator's alert answered, then a push",
                 steps: [.open("shop://home"), .open("shop://product/1"), .ask("Saved"), .tapAlertAction("ok"), .open("shop://product/2")],
                 end: "home#1 > product#2 (id=1) > product#4 (id=2)"),
        Scenario(name: "a link while the navigator's alert is up goes under it",
                 steps: [.open("shop://home"), .ask("Saved"), .openFromOutside("shop://promo/1"), .tapAlertAction("ok")],
                 end: "home#1 | promo#3 (id=1)"),
        Scenario(name: "an alert asked during a swipe back closes with the swiped page",
                 steps: [.open("shop://home"), .open("shop://product/1"), .catchingUp(.beginSwipeBack), .catchingUp(.ask("Saved")),
                         .endSwipeBack(finishing: true)],
                 end: "home#1"),
        Scenario(name: "an alert asked during a cancelled swipe shows once it ends",
                 steps: [.open("shop://home"), .open("shop://product/1"), .catchingUp(.beginSwipeBack), .catchingUp(.ask("Saved")),
                         .endSwipeBack(finishing: false), .tapOutsideAlert],
                 end: "home#1 > product#2 (id=1) | alert \"Saved\": ok, cancel"),
        Scenario(name: "the navigator's alert when completions never come",
                 steps: [.open("shop://home"), .completionsStopComing, .catchingUp(.ask("Saved")), .wait(.seconds(2)), .tapAlertAction("cancel"),
                         .catchingUp(.open("shop://login")), .wait(.seconds(2))],
                 end: "home#1 | login#3"),
        Scenario(name: "popovers and sheets with detents",
                 steps: [.open("shop://home"), .open("shop://share"), .swipeDownTopModal, .open("shop://filters"), .open("shop://product/3")],
                 end: "home#1 | sheet(medium, large): filters#3 > product#4 (id=3)"),
    ]

    @Test(arguments: scenarios)
    func screenAndStateAgreeAtEveryStep(_ scenario: Scenario) async throws {
        let app = try App(tabs: scenario.tabs)
        for step in scenario.steps {
            let checked = try await app.take(step)
            app.screen.settle()
            #expect(app.screen.violations == [], "after \(step)")
            if checked { #expect(app.screen.disagreement(with: app.navigator.state) == nil, "after \(step)") }
        }
        #expect(app.navigator.state.outline == scenario.end)
    }

    @Test func aReplaceInsideAOnePageModalKeepsItOnScreen() async throws {
        let app = try App(tabs: ["main"])
        for url in ["shop://home", "shop://login"] { _ = try await app.take(.open(url)) }
        _ = try await app.take(.openAs("shop://terms", .replace))
        app.screen.settle()
        #expect(app.screen.requests.filter { $0.hasPrefix("present") || $0.hasPrefix("dismiss") } == ["present 0 [2]"])
        #expect(app.screen.disagreement(with: app.navigator.state) == nil)
    }

    @Test func presentationsReachTheScreenWithTheirStyle() async throws {
        let app = try App(tabs: ["main"])
        for url in ["shop://home", "shop://share", "shop://filters", "shop://video/2"] { _ = try await app.take(.open(url)) }
        app.screen.settle()
        #expect(app.screen.requests.filter { $0.hasPrefix("present") } == [
            "present 0 [2] as popover(share)", "present 1 [3] as sheet(medium, large)", "present 2 [4] as fullScreenCover",
        ])
    }

    @Test func aDeepLinkWhileAnAlertIsUpWaitsAndTriesAgain() async throws {
        let app = try App(tabs: ["main"])
        _ = try await app.take(.open("shop://home"))
        app.screen.settle()
        app.screen.appPresents("alert")
        try await app.navigator.open(RouteRequest(url: "shop://promo/1", source: .universalLink))
        #expect(app.renderer.modalWait == .presenter)
        app.screen.advance(by: .milliseconds(500))
        #expect(app.screen.requests.filter { $0.hasPrefix("refused") }.count == 2)
        app.screen.userClosesAppPresentation()
        app.screen.advance(by: .milliseconds(500))
        #expect(app.renderer.modalsOnScreen == [2])
        #expect(app.screen.disagreement(with: app.navigator.state) == nil)
    }
}

/// A navigator rendered by a ``ScreenRenderer`` on a ``FakeScreen``, and the steps played on it.
@MainActor
final class App {
    private(set) var navigator: Navigator
    private(set) var screen: FakeScreen
    private(set) var renderer: ScreenRenderer
    let tabs: [String]
    /// The alerts the pages asked, waiting for the user's choice.
    private(set) var asks: [Task<String?, any Error>] = []

    init(tabs: [String], state: NavigationState? = nil, inWindow: Bool = true) throws {
        self.tabs = tabs
        navigator = try Self.navigator(tabs: tabs, state: state)
        screen = FakeScreen(tabs: tabs)
        screen.inWindow = inWindow
        renderer = ScreenRenderer(navigator: navigator, screen: screen)
        screen.renderer = renderer
        screen.settle()
    }

    static func navigator(tabs: [String], state: NavigationState? = nil) throws -> Navigator {
        let navigator = try ScreenRendererTests.navigator(tabs: tabs, state: state)
        try navigator.registerPage("shop://video/{id}", name: "video", presentation: .fullScreenCover)
        try navigator.registerPage("shop://share", name: "share", presentation: .popover(source: "share"))
        try navigator.registerPage("shop://filters", name: "filters", presentation: .sheet(detents: [.medium, .large]))
        try navigator.registerPage("shop://promo/{id}", name: "promo", presentation: .modal, exposure: .everywhere)
        return navigator
    }

    /// Takes a step; returns whether the screen should agree with the state once it settles.
    func take(_ step: ScreenScenarioTests.Step) async throws -> Bool {
        switch step {
        case .open(let url): try await navigator.open(url)
        case .openAs(let url, let presentation): try await navigator.open(url, presentation: presentation)
        case .openFromOutside(let url): try await navigator.open(RouteRequest(url: url, source: .universalLink))
        case .openTwo(let first, let second):
            try await navigator.open(first)
            try await navigator.open(second)
        case .navigatorBack: navigator.back()
        case .navigatorSelects(let tab): navigator.select(tab: tab)
        case .tapBack: screen.userTapsBack()
        case .beginSwipeBack: screen.userBeginsSwipeBack()
        case .endSwipeBack(let finishing): screen.userEndsSwipeBack(finishing: finishing)
        case .tapTab(let tab): screen.userTapsTab(tab)
        case .tapMore: screen.userTapsMore()
        case .pickFromMore(let tab): screen.userPicksFromMore(tab)
        case .reorderTabs(let order): screen.userReordersTabs(order)
        case .swipeDownTopModal: screen.userSwipesDownTopModal()
        case .pageDone: screen.pageDismissesItsModal()
        case .alert: screen.appPresents("alert")
        case .closeAlert: screen.userClosesAppPresentation()
        case .ask(let title):
            let navigator = navigator
            asks.append(Task { try await navigator.ask(NavigationState.Alert(title, actions: [.init("ok"), .init("cancel", role: .cancel)])) })
            for _ in 0..<1_000 where navigator.state.alert?.title != title { await Task.yield() }
        case .tapAlertAction(let action): screen.userTapsAlertAction(action)
        case .tapOutsideAlert: screen.userTapsOutsideAlert()
        case .completionsStopComing: screen.dropsCompletions = true
        case .wait(let duration): screen.advance(by: duration)
        case .relaunch:
            let saved = try JSONEncoder().encode(navigator.state)
            let state = try JSONDecoder().decode(NavigationState.self, from: saved)
            navigator = try Self.navigator(tabs: tabs, state: state)
            screen = FakeScreen(tabs: tabs)
            screen.inWindow = false
            renderer = ScreenRenderer(navigator: navigator, screen: screen)
            screen.renderer = renderer
        case .appear: screen.appears()
        case .catchingUp(let step):
            _ = try await take(step)
            return false
        }
        return true
    }
}
