/// The logic of an imperative host (one that changes its views by calls: UIKit, AppKit, a
/// container of your own), apart from its views: brings a ``NavigationScreen`` to the
/// navigator's state, one operation per stack and one modal step at a time, and turns what the
/// screen reports (the user going back, a modal gone, a tab tapped) into navigator calls. The
/// UIKit host is this and its controllers. The screen owns the renderer and calls its reports
/// on the main actor.
///
/// It never trusts a completion alone: a step whose completion has not come after two seconds
/// is settled from what the screen shows, a presentation the screen refused because another
/// controller is presented is tried again every half second, and while a transition the user
/// started runs (a back button, a tab re-tap, an edge swipe), its stack is not changed and no
/// modal is presented until it has ended.
@MainActor
public final class ScreenRenderer: NavigationHost {
    /// How long a step may take before the renderer stops waiting for its completion and takes
    /// what the screen shows instead (UIKit's transitions last about half a second).
    static let stepTimeout: Duration = .seconds(2)
    /// How long the renderer waits before presenting again from a controller that showed
    /// something else (UIKit tells nothing when an alert or another app-made presentation goes).
    static let retryDelay: Duration = .milliseconds(500)

    weak var navigator: Navigator?
    weak var screen: (any NavigationScreen)?
    /// The state to show: the navigator's newest.
    private(set) var target: NavigationState
    private var animated = false
    /// What this renderer last put on each stack.
    var stacks: [ScreenStack: StackOnScreen] = [:]
    /// The stacks whose change by this renderer is under way, each with the change's token.
    var settingStacks: [ScreenStack: Int] = [:]
    /// The stacks a transition of the user's is animating (a back button, a tab re-tap, a swipe).
    var userTransitions: Set<ScreenStack> = []
    var modals = ModalSteps()
    /// The token of the modal step under way: a completion or a timeout with another is late.
    private var modalToken = 0
    private var lastToken = 0
    var selectedTab: String?
    /// The alert this renderer presented that is on screen, and the token of an alert step
    /// under way.
    var alertOnScreen: Int?
    var alertToken: Int?
    /// Whether the alert waits for a retry: the screen refused to present it.
    var alertWaits = false
    private var rendering = false
    private var renderAgain = false
    private var retryScheduled = false

    /// A renderer of `navigator`'s state on `screen` (held weakly, as the renderer's owner is
    /// the screen); it renders the current state at once, without animation, and each change
    /// after. The navigator holds it weakly too.
    public init(navigator: Navigator, screen: any NavigationScreen) {
        self.navigator = navigator
        self.screen = screen
        target = navigator.state
        WeakNavigationHost(self, on: navigator)
        render()
    }

    /// Renders the state after the transition, animated when the call asked for it; a
    /// presentation waiting for a busy controller is tried again at once.
    public func navigator(_ navigator: Navigator, didApply transition: NavigationTransition) {
        target = transition.after
        animated = transition.animated
        modals.retry()
        alertWaits = false
        render()
    }

    /// The pages this renderer last put on `stack`, by id (`nil` before it put any).
    func pageIDs(on stack: ScreenStack) -> [Int]? {
        stacks[stack]?.pageIDs
    }

    /// The id of each modal on screen, lowest first.
    var modalsOnScreen: [Int] { modals.idsOnScreen }

    /// Why the state's next modal is not presented yet, `nil` when it is not waiting.
    var modalWait: ModalSteps.Wait? { modals.waiting }

    /// Takes every step that can be taken now: tab selection and stacks at once (a stack whose
    /// change is under way, or that a transition of the user's animates, waits), then the next
    /// modal step.
    func render() {
        guard !rendering else { return renderAgain = true }
        rendering = true
        defer { rendering = false }
        repeat {
            renderAgain = false
            guard let screen else { return }
            if target.selectedTabPath != selectedTab {
                selectedTab = target.selectedTabPath
                screen.selectTab(named: target.selectedTabPath)
            }
            for path in target.tabPaths { set(.tab(path), to: target.tab(at: path)?.pages ?? [], on: screen) }
            if modals.underWay == nil {
                for (index, modal) in target.modals.enumerated()
                where modals.onScreen.indices.contains(index) && modals.onScreen[index].id == modal.id {
                    set(.modal(index), to: modal.pages, on: screen)
                }
            }
            takeModalStep(on: screen)
            takeAlertStep(on: screen)
        } while renderAgain
    }

    func token() -> Int {
        lastToken += 1
        return lastToken
    }

    private func set(_ stack: ScreenStack, to pages: [NavigationState.Page], on screen: any NavigationScreen) {
        let ids = pages.map(\.id)
        guard stacks[stack]?.pageIDs != ids, settingStacks[stack] == nil, !userTransitions.contains(stack) else { return }
        stacks[stack] = StackOnScreen(ids)
        let token = token()
        settingStacks[stack] = token
        screen.setStack(stack, to: pages, animated: animated) { [weak self] in self?.stackChangeEnded(stack, token: token) }
        screen.after(Self.stepTimeout) { [weak self] in self?.stackChangeEnded(stack, token: token) }
    }

    /// A stack change ended, or its completion did not come in time: what the stack shows now
    /// is read (the user may have gone back meanwhile), and rendering goes on.
    private func stackChangeEnded(_ stack: ScreenStack, token: Int) {
        guard settingStacks[stack] == token else { return }
        settingStacks[stack] = nil
        if let shown = screen?.pageIDs(on: stack) { self.stack(stack, shows: shown) }
        render()
    }

    private func takeModalStep(on screen: any NavigationScreen) {
        guard userTransitions.isEmpty, alertOnScreen == nil, alertToken == nil, let step = modals.next(toward: target.modals) else { return }
        let token = token()
        modalToken = token
        switch step {
        case .dismiss(let from):
            screen.dismissModals(from: from, animated: animated) { [weak self] in self?.modalStepEnded(token: token, .presented) }
        case .present(let index, let modal):
            screen.present(modal, at: index, animated: animated) { [weak self] outcome in self?.modalStepEnded(token: token, outcome) }
        }
        screen.after(Self.stepTimeout) { [weak self] in self?.modalStepTimedOut(token: token) }
    }

    private func modalStepEnded(token: Int, _ outcome: PresentOutcome) {
        guard token == modalToken, let step = modals.underWay else { return }
        modals.finished(outcome)
        switch step {
        case .dismiss(let from): forgetModalStacks(from: from)
        case .present(let index, let modal):
            if outcome == .presented { stacks[.modal(index)] = StackOnScreen(modal.pages.map(\.id)) }
            if outcome == .presenterBusy { scheduleRetry() }
        }
        noticeModalsGone()
        render()
    }

    /// The step's completion has not come: the screen's own account of its modals is taken.
    private func modalStepTimedOut(token: Int) {
        guard token == modalToken, modals.underWay != nil, let screen else { return }
        modals.settle(shown: screen.modalIDsShown)
        forgetModalStacks(from: modals.onScreen.count)
        for index in modals.onScreen.indices where stacks[.modal(index)] == nil {
            stacks[.modal(index)] = StackOnScreen(screen.pageIDs(on: .modal(index)))
        }
        render()
    }

    func scheduleRetry() {
        guard !retryScheduled, let screen else { return }
        retryScheduled = true
        screen.after(Self.retryDelay) { [weak self] in
            guard let self else { return }
            retryScheduled = false
            modals.retry()
            alertWaits = false
            render()
        }
    }

    /// Forgets what this renderer put on the stacks of the modals at `index` and above.
    func forgetModalStacks(from index: Int) {
        for stack in Set(stacks.keys).union(settingStacks.keys) {
            if case .modal(let other) = stack, other >= index {
                stacks[stack] = nil
                settingStacks[stack] = nil
            }
        }
    }
}
