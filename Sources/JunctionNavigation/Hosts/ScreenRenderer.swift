/// A host's logic, apart from its views: brings a ``NavigationScreen`` to the navigator's state,
/// one operation per stack and one modal step at a time, and turns what the user does on the
/// screen into navigator calls. The UIKit host is this and its controllers; tests drive it with
/// a fake screen whose completions run later.
@MainActor
package final class ScreenRenderer: NavigationHost {
    private weak var navigator: Navigator?
    private weak var screen: (any NavigationScreen)?
    /// The state to show: the navigator's newest.
    private var target: NavigationState
    private var animated = false
    /// What this renderer last put on each stack, and the stacks whose change is under way.
    private var stacks: [ScreenStack: StackOnScreen] = [:]
    private var settingStacks: Set<ScreenStack> = []
    private var modals = ModalSteps()
    private var selectedTab: Int?
    private var rendering = false
    private var renderAgain = false

    /// A renderer of `navigator`'s state on `screen` (held weakly, as the renderer's owner is
    /// the screen); it renders the current state at once, without animation, and each change
    /// after. The navigator holds it weakly too.
    package init(navigator: Navigator, screen: any NavigationScreen) {
        self.navigator = navigator
        self.screen = screen
        target = navigator.state
        WeakNavigationHost(self, on: navigator)
        render()
    }

    /// Renders the state after the transition, animated when the call asked for it.
    package func navigator(_ navigator: Navigator, didApply transition: NavigationTransition) {
        target = transition.after
        animated = transition.animated
        render()
    }

    /// The pages this renderer last put on `stack`, by id (`nil` before it put any).
    package func pageIDs(on stack: ScreenStack) -> [Int]? {
        stacks[stack]?.pageIDs
    }

    /// The first page of each modal on screen, by id, lowest first.
    package var modalsOnScreen: [Int] { modals.onScreen.map(\.id) }

    /// Takes every step that can be taken now: tab selection and stacks at once (a stack whose
    /// change is under way waits for it), then the next modal step.
    private func render() {
        guard !rendering else { return renderAgain = true }
        rendering = true
        defer { rendering = false }
        repeat {
            renderAgain = false
            guard let screen else { return }
            if let index = target.tabIndex(named: target.selectedTab), index != selectedTab {
                selectedTab = index
                screen.selectTab(at: index)
            }
            for tab in target.tabs { set(.tab(tab.name), to: tab.pages, on: screen) }
            for (index, modal) in target.modals.enumerated() where modals.onScreen.indices.contains(index) && modals.underWay == nil {
                if modals.onScreen[index].id == modal.pages.first?.id { set(.modal(index), to: modal.pages, on: screen) }
            }
            takeModalStep(on: screen)
        } while renderAgain
    }

    private func set(_ stack: ScreenStack, to pages: [NavigationState.Page], on screen: any NavigationScreen) {
        let ids = pages.map(\.id)
        guard stacks[stack]?.pageIDs != ids, !settingStacks.contains(stack) else { return }
        stacks[stack] = StackOnScreen(ids)
        settingStacks.insert(stack)
        screen.setStack(stack, to: pages, animated: animated) { [weak self] in
            self?.settingStacks.remove(stack)
            self?.render()
        }
    }

    private func takeModalStep(on screen: any NavigationScreen) {
        switch modals.next(toward: target.modals) {
        case .dismiss(let from):
            screen.dismissModals(from: from, animated: animated) { [weak self] in
                guard let self else { return }
                modals.finished()
                stacks = stacks.filter { if case .modal(let index) = $0.key { index < from } else { true } }
                render()
            }
        case .present(let index, let pages):
            screen.present(pages, asModal: index, animated: animated) { [weak self] presented in
                guard let self else { return }
                modals.finished(presented: presented)
                if presented { stacks[.modal(index)] = StackOnScreen(pages.map(\.id)) }
                render()
            }
        case nil:
            break
        }
    }
}

extension ScreenRenderer {
    /// The screen's root is in a window now: modals it could not present are presented.
    package func screenAppeared() {
        guard modals.waitingForWindow else { return }
        modals.screenAppeared()
        render()
    }

    /// A stack shows `shown` (by id) once a transition ended (UIKit's `didShow`). When it is
    /// what this renderer put there with pages taken off the top, the user went back, and the
    /// navigator goes back too; anything else (a cancelled swipe, a late report of an older
    /// show) changes nothing.
    package func stack(_ stack: ScreenStack, shows shown: [Int]) {
        guard !settingStacks.contains(stack), let before = stacks[stack], let to = before.userWentBack(showing: shown) else { return }
        stacks[stack] = StackOnScreen(shown)
        if navigator?.apply(.back(in: stack, from: before.pageIDs, to: to)) != true { render() }
    }

    /// The user dismissed the modal at `index` and those above it (a sheet swiped down).
    package func userDismissedModal(at index: Int) {
        guard let first = modals.userDismissed(from: index) else { return }
        stacks = stacks.filter { if case .modal(let other) = $0.key { other < index } else { true } }
        if navigator?.apply(.dismiss(modal: index, firstPage: first.id)) != true { render() }
    }

    /// The user selected the tab at a tab bar's `index`.
    package func userSelectedTab(at index: Int) {
        guard let name = target.tabName(at: index) else { return }
        selectedTab = index
        if navigator?.apply(.selectTab(name)) != true { render() }
    }
}
