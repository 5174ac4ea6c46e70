import Foundation
import Junction
@testable import JunctionNavigation
import Testing

/// Flows where the user's hands and the app's links meet mid-transition, played on both hosts'
/// logic against screens that behave as UIKit (``FakeScreen``) and SwiftUI
/// (``FakeSwiftUIScreen``) do: a step marked `during` is taken while the animations of the one
/// before still run. After every other step, once the screen's animations have ended and the
/// host has followed what the user did, the screen and the navigator's state agree, and the
/// screen never showed what a user must not see.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct HostFlowTests {
    enum Host: String, Sendable, CaseIterable {
        case uiKit = "UIKit", swiftUI = "SwiftUI"
    }

    indirect enum Step: Sendable, CustomStringConvertible {
        /// The app opens a URL, and waits for it.
        case open(String)
        /// A universal link arrives, and the app waits for it.
        case link(String)
        /// The user taps a link on the top page (a `NavigationLink(value:)`, a button that opens
        /// the URL); what its open ends with is kept, not waited for.
        case tapLink(String)
        /// The app opens a URL without waiting for it (a notification handled while the user acts).
        case startOpen(String)
        /// The user's own controls.
        case tapBack, beginSwipeBack, endSwipeBack(finishing: Bool), tapTab(String), swipeDownTopModal
        case tapMore, pickFromMore(String), returnToMoreList, showSidebar
        /// The app dismisses the top modal (`navigator.dismiss()`).
        case dismiss
        /// The top page asks before it is left (a form with changes), and answers `leaves`.
        case guardTop(leaves: Bool)
        /// The login page hands back `true` (the user signed in).
        case submitLogin
        /// The app presents a full-screen cover of its own, then closes it.
        case appCoversScreen, appClosesCover
        /// A cold launch: the tabs' roots are loaded while a launch link arrives.
        case coldLaunch(roots: [String: String], link: String?)
        /// The app is relaunched from its saved state after the user signed out.
        case relaunchSignedOut
        case wait(Duration)
        /// A step taken while the last one's animations still run (the screen does not settle
        /// between them).
        case during(Step)
        /// A step after which the screen does not show the state, by design: the More list or a
        /// sidebar shows, a drag is under way, the app's own cover hides the modals.
        case unchecked(Step)

        var description: String {
            switch self {
            case .open(let url): "open \(url)"
            case .link(let url): "link \(url)"
            case .tapLink(let url): "tap a link to \(url)"
            case .startOpen(let url): "the app opens \(url)"
            case .tapBack: "back"
            case .beginSwipeBack: "swipe back begins"
            case .endSwipeBack(let finishing): finishing ? "swipe back finishes" : "swipe back is cancelled"
            case .tapTab(let tab): "tap tab \(tab)"
            case .swipeDownTopModal: "swipe the top modal down"
            case .tapMore: "tap More"
            case .pickFromMore(let tab): "pick \(tab) under More"
            case .returnToMoreList: "back to the More list"
            case .showSidebar: "back to the sidebar"
            case .dismiss: "navigator.dismiss()"
            case .guardTop(let leaves): "the top page asks before it is left, and answers \(leaves)"
            case .submitLogin: "sign in"
            case .appCoversScreen: "the app covers the screen"
            case .appClosesCover: "the app closes its cover"
            case .coldLaunch(let roots, let link): "cold launch with roots \(roots.sorted { $0.key < $1.key })\(link.map { " and link \($0)" } ?? "")"
            case .relaunchSignedOut: "relaunch, signed out"
            case .wait(let duration): "wait \(duration)"
            case .during(let step): "\(step) (during the last animation)"
            case .unchecked(let step): "\(step) (the screen shows something else)"
            }
        }
    }

    struct Scenario: Sendable, CustomTestStringConvertible {
        var name: String
        var hosts: [Host] = Host.allCases
        var tabs: [String] = ["main"]
        var isPad = false
        var isSplitView = false
        var signedIn = false
        var steps: [Step]
        /// The state at the end, as its outline.
        var end: String
        /// How each open the scenario did not wait for ended, in order.
        var outcomes: [String] = []
        var testDescription: String { name }
    }

    nonisolated static let scenarios: [Scenario] = [
        // 1. A login sheet swiped away ends the open that waits for it, as a refusal.
        Scenario(name: "a login sheet swiped away", steps: [.open("shop://home"), .tapLink("shop://account/orders"), .swipeDownTopModal],
                 end: "home#1", outcomes: ["shop://account/orders: rejected: sign in first"]),
        Scenario(name: "a login sheet swiped away, then back and a link",
                 steps: [.open("shop://home"), .open("shop://product/1"), .tapLink("shop://account/orders"), .swipeDownTopModal, .tapBack,
                         .link("shop://deal/7")],
                 end: "home#1 > deal#4 (id=7)", outcomes: ["shop://account/orders: rejected: sign in first"]),
        Scenario(name: "signing in lets the waiting open go on",
                 steps: [.open("shop://home"), .tapLink("shop://account/orders"), .submitLogin],
                 end: "home#1 > orders#3", outcomes: ["shop://account/orders: shown orders#3"]),
        // 2. A sheet keeps its pages while it slides away (the SwiftUI screen reports a blank one).
        Scenario(name: "a sheet dismissed by the app slides away with its pages",
                 steps: [.open("shop://home"), .open("shop://login"), .open("shop://product/2"), .dismiss],
                 end: "home#1"),
        Scenario(name: "a sheet closed by a tab switch slides away with its pages", tabs: ["main", "cart"],
                 steps: [.open("shop://home"), .open("shop://login"), .open("shop://cart")],
                 end: "[cart] cart#3"),
        // 3. A page a link opens while the user goes back stays; the page the user popped goes.
        Scenario(name: "a link while the back animation runs",
                 steps: [.open("shop://home"), .open("shop://product/1"), .tapBack, .during(.open("shop://product/7"))],
                 end: "home#1 > product#3 (id=7)"),
        Scenario(name: "a link while a tab re-tap pops to the root", hosts: [.uiKit], tabs: ["main", "cart"],
                 steps: [.open("shop://home"), .open("shop://product/1"), .open("shop://product/2"), .tapTab("main"),
                         .during(.open("shop://product/7"))],
                 end: "[main] home#1 > product#4 (id=7)"),
        Scenario(name: "a link while the user drags back, and the drag is cancelled", hosts: [.uiKit],
                 steps: [.open("shop://home"), .open("shop://product/1"), .unchecked(.beginSwipeBack), .unchecked(.open("shop://product/7")),
                         .endSwipeBack(finishing: false)],
                 end: "home#1 > product#2 (id=1) > product#3 (id=7)"),
        Scenario(name: "a modal asked for while the user drags back waits for the drag", hosts: [.uiKit],
                 steps: [.open("shop://home"), .open("shop://product/1"), .unchecked(.beginSwipeBack), .unchecked(.open("shop://login")),
                         .endSwipeBack(finishing: true)],
                 end: "home#1 | login#3"),
        // 4. More than five tabs: a tab's pages in the More navigation controller.
        Scenario(name: "pops in the More navigation controller", hosts: [.uiKit], tabs: ["main", "cart", "deals", "orders", "saved", "me"],
                 steps: [.open("shop://home"), .unchecked(.tapMore), .pickFromMore("me"), .open("shop://product/1"), .open("shop://product/2"), .tapBack],
                 end: "[me] product#2 (id=1)"),
        Scenario(name: "back to the More list, then a link", hosts: [.uiKit], tabs: ["main", "cart", "deals", "orders", "saved", "me"],
                 steps: [.open("shop://home"), .unchecked(.tapMore), .pickFromMore("me"), .open("shop://product/1"), .unchecked(.returnToMoreList),
                         .open("shop://product/2")],
                 end: "[me] product#2 (id=1) > product#3 (id=2)"),
        // 5. A collapsed split view goes back to its sidebar.
        Scenario(name: "a collapsed split view goes back to the sidebar", hosts: [.swiftUI], tabs: ["main", "cart"], isSplitView: true,
                 steps: [.open("shop://home"), .unchecked(.showSidebar), .tapTab("cart"), .open("shop://cart")],
                 end: "[cart] cart#2"),
        // 6. An outside link over a half-typed form is presented over it; the form stays.
        Scenario(name: "a link over a sheet is presented over it",
                 steps: [.open("shop://home"), .open("shop://review/new"), .link("shop://deal/7")],
                 end: "home#1 | review#2 | deal#3 (id=7)"),
        Scenario(name: "a link with a back stack over a sheet is presented over it",
                 steps: [.open("shop://home"), .open("shop://review/new"), .link("shop://item/7")],
                 end: "home#1 | review#2 | item#3 (id=7)"),
        // 7. A cold launch seeds every tab's root without selecting it; the launch link waits.
        Scenario(name: "a cold launch with a link", tabs: ["main", "cart"],
                 steps: [.coldLaunch(roots: ["main": "shop://home", "cart": "shop://cart"], link: "shop://promo/1")],
                 end: "[main] home#1 | promo#3 (id=1)"),
        // 8. A tab whose root needs a signed-in user asks for it before it is selected.
        Scenario(name: "a gated tab", tabs: ["main", "account"],
                 steps: [.coldLaunch(roots: ["main": "shop://home", "account": "shop://account"], link: nil),
                         .tapTab("account"), .swipeDownTopModal],
                 end: "[main] home#1"),
        Scenario(name: "a gated tab after signing in", tabs: ["main", "account"],
                 steps: [.coldLaunch(roots: ["main": "shop://home", "account": "shop://account"], link: nil),
                         .tapTab("account"), .submitLogin],
                 end: "[account] account#2"),
        // 9. Restored pages pass their routes' interceptors.
        Scenario(name: "restoring after signing out", signedIn: true,
                 steps: [.open("shop://home"), .open("shop://account/orders"), .open("shop://product/3"), .relaunchSignedOut],
                 end: "home#1"),
        // The screens' quirks.
        Scenario(name: "a link under the app's own full-screen cover", hosts: [.uiKit],
                 steps: [.open("shop://home"), .appCoversScreen, .unchecked(.link("shop://promo/4")), .appClosesCover],
                 end: "home#1 | promo#2 (id=4)"),
        // 7. A page that asks before it is left: every way of leaving asks; the hosts stop the
        // user's gestures where the platform allows, and bring the page back where it does not.
        Scenario(name: "a page that says no to the back button",
                 steps: [.open("shop://home"), .open("shop://product/1"), .guardTop(leaves: false), .tapBack],
                 end: "home#1 > product#2 (id=1)"),
        Scenario(name: "a page that lets the back button go",
                 steps: [.open("shop://home"), .open("shop://product/1"), .guardTop(leaves: true), .tapBack],
                 end: "home#1"),
        Scenario(name: "a guarded sheet stays when swiped down",
                 steps: [.open("shop://home"), .open("shop://login"), .guardTop(leaves: false), .swipeDownTopModal],
                 end: "home#1 | login#2"),
        Scenario(name: "a guarded sheet swiped down is asked, and goes", hosts: [.uiKit],
                 steps: [.open("shop://home"), .open("shop://login"), .guardTop(leaves: true), .swipeDownTopModal],
                 end: "home#1"),
        Scenario(name: "a guarded sheet cannot be swiped down; its page offers the way out", hosts: [.swiftUI],
                 steps: [.open("shop://home"), .open("shop://login"), .guardTop(leaves: true), .swipeDownTopModal, .dismiss],
                 end: "home#1"),
        Scenario(name: "a guarded page stops the edge swipe", hosts: [.uiKit],
                 steps: [.open("shop://home"), .open("shop://product/1"), .guardTop(leaves: false), .beginSwipeBack],
                 end: "home#1 > product#2 (id=1)"),
        Scenario(name: "a tab re-tap does not pop past a page that says no", hosts: [.uiKit], tabs: ["main", "cart"],
                 steps: [.open("shop://home"), .open("shop://product/1"), .guardTop(leaves: false), .tapTab("main")],
                 end: "[main] home#1 > product#2 (id=1)"),
        Scenario(name: "a tab switch over a guarded sheet", tabs: ["main", "cart"],
                 steps: [.open("shop://home"), .open("shop://login"), .guardTop(leaves: false), .startOpen("shop://cart")],
                 end: "[main] home#1 | login#2", outcomes: ["shop://cart: rejected: page login#2 may not be left now"]),
        Scenario(name: "the app's dismiss of a guarded sheet that says no",
                 steps: [.open("shop://home"), .open("shop://login"), .guardTop(leaves: false), .dismiss],
                 end: "home#1 | login#2"),
        Scenario(name: "an iPad sheet that ignores its detents", hosts: [.uiKit], isPad: true,
                 steps: [.open("shop://home"), .open("shop://filters"), .open("shop://product/3"), .tapBack],
                 end: "home#1 | sheet(medium, large): filters#2"),
    ]

    nonisolated static let cases = scenarios.flatMap { scenario in scenario.hosts.map { (scenario, $0) } }

    @Test(arguments: cases)
    func theScreenAndTheStateAgree(_ scenario: Scenario, on host: Host) async throws {
        let app = try await FlowApp(scenario, host: host)
        for (index, step) in scenario.steps.enumerated() {
            try await app.take(step)
            await app.idle()
            // The next step comes while this one's animations still run: no settling before it.
            if index + 1 < scenario.steps.count, case .during = scenario.steps[index + 1] {
                #expect(app.violations == [], "after \(step)")
                continue
            }
            await app.settle()
            #expect(app.violations == [], "after \(step)")
            if case .unchecked(.showSidebar) = step { #expect(app.showsSidebar, "after \(step)") }
            if case .unchecked = step { continue }
            #expect(app.disagreement == nil, "after \(step)")
        }
        await app.settle()
        #expect(app.navigator.state.outline == scenario.end)
        if host == .uiKit { #expect(await app.outcomes() == scenario.outcomes) }
    }
}

/// A navigator, a screen of either host, and what the user and the app do on them.
@MainActor
final class FlowApp {
    /// Whether someone is signed in, as the login interceptor asks.
    final class Session: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Bool
        init(_ value: Bool) { self.value = value }
        var signedIn: Bool {
            get { lock.withLock { value } }
            set { lock.withLock { value = newValue } }
        }
    }

    let host: HostFlowTests.Host
    let scenario: HostFlowTests.Scenario
    let session: Session
    private(set) var navigator: Navigator
    private var uiKit: FakeScreen?
    private var renderer: ScreenRenderer?
    private var swiftUI: FakeSwiftUIScreen?
    private var started: [(url: String, task: Task<String, Never>)] = []
    /// How each started open ended, by its place in `started`, once it has.
    private var ended: [Int: String] = [:]

    init(_ scenario: HostFlowTests.Scenario, host: HostFlowTests.Host) async throws {
        self.scenario = scenario
        self.host = host
        session = Session(scenario.signedIn)
        navigator = try Self.navigator(tabs: scenario.tabs, session: session)
        attachScreen()
    }

    /// The routes of the flows: a login interceptor in front of the `account` pages, which
    /// opens the login page and waits for its result.
    static func navigator(tabs: [String], session: Session, state: NavigationState? = nil) throws -> Navigator {
        let navigator = try App.navigator(tabs: tabs, state: state)
        try navigator.registerPage("shop://account", name: "account", presentation: .root, tab: "account", tags: ["account"])
        try navigator.registerPage("shop://account/orders", name: "orders", tags: ["account"])
        try navigator.registerPage("shop://review/new", name: "review", presentation: .modal)
        try navigator.registerPage("shop://deal/{id}", name: "deal", exposure: .everywhere)
        try navigator.registerPage("shop://item/{id}", name: "item", parent: "home", exposure: .everywhere)
        try navigator.router.addInterceptor(name: "login", scope: .tags("account")) { [weak navigator] interception, next in
            if !session.signedIn {
                if interception.request.isRestoring { throw RouteError(.rejected, "sign in first") }
                guard let navigator, try await navigator.open("shop://login", expecting: Bool.self) == true else {
                    throw RouteError(.rejected, "sign in first")
                }
                session.signedIn = true
            }
            return try await next(interception.request)
        }
        return navigator
    }

    private func attachScreen() {
        switch host {
        case .uiKit:
            let screen = FakeScreen(tabs: scenario.tabs)
            screen.isPad = scenario.isPad
            let renderer = ScreenRenderer(navigator: navigator, screen: screen)
            screen.renderer = renderer
            screen.settle()
            (uiKit, self.renderer, swiftUI) = (screen, renderer, nil)
        case .swiftUI:
            let screen = FakeSwiftUIScreen(navigator: navigator, tabs: scenario.tabs)
            screen.isSplitView = scenario.isSplitView
            screen.update()
            (uiKit, renderer, swiftUI) = (nil, nil, screen)
        }
    }

    func take(_ step: HostFlowTests.Step) async throws {
        switch step {
        case .open(let url): try await navigator.open(url)
        case .link(let url): try await navigator.open(RouteRequest(url: url, source: .universalLink))
        case .tapLink(let url):
            if let swiftUI { swiftUI.userTapsLink(to: url) } else { start(url) }
        case .startOpen(let url): start(url)
        case .tapBack: uiKit?.userTapsBack(); swiftUI?.userTapsBack()
        case .beginSwipeBack: uiKit?.userBeginsSwipeBack()
        case .endSwipeBack(let finishing): uiKit?.userEndsSwipeBack(finishing: finishing)
        case .tapTab(let tab): uiKit?.userTapsTab(tab); swiftUI?.userTapsTab(tab)
        case .swipeDownTopModal: uiKit?.userSwipesDownTopModal(); swiftUI?.userSwipesDownTopSheet()
        case .tapMore: uiKit?.userTapsMore()
        case .pickFromMore(let tab): uiKit?.userPicksFromMore(tab)
        case .returnToMoreList: uiKit?.userTapsBack()
        case .showSidebar: swiftUI?.userShowsSidebar()
        case .dismiss: navigator.dismiss()
        case .guardTop(let leaves):
            guard let top = navigator.state.top else { return }
            navigator.guardLeaving(top.id) {
                await Task.yield()
                return leaves
            }
        case .submitLogin:
            guard let login = navigator.state.visiblePages.last(where: { $0.route == "login" }) else { return }
            navigator.finish(login.id, with: true)
        case .appCoversScreen: uiKit?.appPresents("cover", coversScreen: true)
        case .appClosesCover: uiKit?.userClosesAppPresentation()
        case .coldLaunch(let roots, let link):
            // The app starts loading in its launch, and the system hands over the launch link
            // after, as a task of its own.
            let loading = Task { try await navigator.loadRoots(roots) }
            let opening = link.map { navigator.accept(IncomingLink(url: $0, source: .universalLink)) }
            try await loading.value
            await opening?.value
        case .relaunchSignedOut:
            let saved = try JSONDecoder().decode(NavigationState.self, from: JSONEncoder().encode(navigator.state))
            session.signedIn = false
            navigator = try Self.navigator(tabs: scenario.tabs, session: session)
            attachScreen()
            await navigator.restore(saved)
        case .wait(let duration): uiKit?.advance(by: duration); swiftUI?.advance(by: duration)
        case .during(let inner), .unchecked(let inner): try await take(inner)
        }
    }

    /// Opens `url` in a task, as a page's button does; what it ends with is kept.
    private func start(_ url: String) {
        let navigator = navigator
        let index = started.count
        started.append((url, Task { @MainActor [weak self] in
            let outcome: String
            do {
                let page = try await navigator.open(url)
                outcome = page.map { "shown \($0.route)#\($0.id)" } ?? "nothing shown"
            } catch let error as RouteError {
                outcome = "\(error.code): \(error.message)"
            } catch {
                outcome = "\(error)"
            }
            self?.ended[index] = outcome
            return outcome
        }))
    }

    /// How each open the scenario started ended. A SwiftUI link is opened by the host, which
    /// tells nobody how it ended: the state at the end says it.
    func outcomes() async -> [String] {
        // An open that never ends is a failure to see, not a test that never returns.
        for _ in 0..<200 where ended.count < started.count { try? await Task.sleep(for: .milliseconds(10)) }
        return started.indices.map { index in
            if ended[index] == nil { started[index].task.cancel() }
            return "\(started[index].url): \(ended[index] ?? "still waiting")"
        }
    }

    /// Lets the tasks the step started run (the host following writes, opens, interceptors)
    /// until nothing has changed for a few turns.
    func idle() async {
        var last = fingerprint
        var quiet = 0
        for _ in 0..<400 where quiet < 5 {
            await Task.yield()
            try? await Task.sleep(for: .milliseconds(1))
            let now = fingerprint
            quiet = now == last ? quiet + 1 : 0
            last = now
        }
    }

    /// What changes while the host and the navigator work.
    private var fingerprint: String {
        let screen = (uiKit?.isBusy ?? false) || (swiftUI?.isBusy ?? false)
        return "\(navigator.history.count) \(navigator.state.outline) \(screen) \(ended.count) \(swiftUI?.bindings.followingWrites == nil)"
    }

    /// Ends every animation, letting the host follow each end. On SwiftUI, a presentation's
    /// animation also has its time to end (``ScreenBindings/appearanceDelay``).
    func settle() async {
        // One round of animations at a time, the host's tasks running between rounds, as
        // they would while the next animation plays.
        for _ in 0..<50 {
            let busy = (uiKit?.isBusy ?? false) || (swiftUI?.isBusy ?? false)
            guard busy else { break }
            uiKit?.finishChanges()
            swiftUI?.finishChanges()
            await idle()
        }
        guard let swiftUI else { return }
        for _ in 0..<4 {
            swiftUI.advance(by: ScreenBindings.appearanceDelay)
            await idle()
            for _ in 0..<50 where swiftUI.isBusy {
                swiftUI.finishChanges()
                await idle()
            }
        }
    }

    var violations: [String] { uiKit?.violations ?? swiftUI?.violations ?? [] }

    /// Whether a collapsed split view shows its sidebar rather than a tab's stack.
    var showsSidebar: Bool { swiftUI?.isSplitView == true && swiftUI?.selectedTab == nil }

    var disagreement: String? {
        uiKit?.disagreement(with: navigator.state) ?? swiftUI?.disagreement(with: navigator.state)
    }
}
