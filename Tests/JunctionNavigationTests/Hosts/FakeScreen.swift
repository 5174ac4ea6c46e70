import Junction
import JunctionNavigation

/// A screen that behaves as UIKit documents, not as the host expects: the UIKit host's
/// controllers and UIKit together, reporting to the renderer only what UIKit would tell the
/// host. Each behaviour names the Apple page it follows. Changes end when the test says
/// (``finishChanges()``, ``settle()``), time passes when the test says (``advance(by:)``).
@MainActor
final class FakeScreen: NavigationScreen {
    /// Something presented over the root: a modal of the host's, or one the app presented
    /// itself (an alert, a share sheet, a page's own modal).
    enum Presented: Equatable {
        case modal(id: Int, style: NavigationState.Presentation.ModalStyle)
        case foreign(String, coversScreen: Bool)
        /// The navigator's alert, a `UIAlertController` the host presented from the top.
        case alert(id: Int, style: NavigationState.Alert.Style)
    }

    /// What the host reports to (the UIKit host forwards UIKit's callbacks to its renderer, and
    /// keeps it, as the renderer holds its screen weakly).
    var renderer: ScreenRenderer?
    /// Whether the root is in a window.
    var inWindow = true
    /// Whether `present`, `dismiss` and stack changes never call their completion (a
    /// transition UIKit abandoned, a completion block that never runs).
    var dropsCompletions = false
    /// The tabs in the order the tab bar shows them (the user may reorder them).
    var tabOrder: [String] = []
    /// How many tabs the tab bar shows; with more tabs, the last place is "More" and the others
    /// are listed under it (UITabBarController `viewControllers`: "If there are more view
    /// controllers than can fit in the tab bar, view controllers at the end of the array are
    /// managed by the More navigation controller").
    var tabBarCapacity = 5
    /// The selected tab's name, or `nil` while the More list shows.
    var selectedTab: String?
    /// What each stack shows, by page id.
    var stacks: [ScreenStack: [Int]] = [:]
    /// What is presented over the root, lowest first.
    var presented: [Presented] = []
    /// Every request the host made, in order.
    private(set) var requests: [String] = []
    /// What the host did that UIKit forbids (a stack set during an interactive transition).
    private(set) var violations: [String] = []
    /// The stack the user is dragging back, with the page ids it showed when the drag began
    /// (UIKit takes the page off `viewControllers` as the drag begins, and puts it back if the
    /// drag is cancelled).
    var drag: (stack: ScreenStack, from: [Int])?
    /// The stacks a transition the user started (a back button, a tab re-tap, a swipe) is
    /// animating: UIKit refuses to present from a controller during one, and never calls the
    /// completion (present(_:animated:completion:) while a transition is in progress).
    var userTransitions: Set<ScreenStack> = []
    /// An iPad in a regular-width window: a page sheet is a form sheet there, and its detents are
    /// ignored (UISheetPresentationController: detents apply "in a compact-height environment or
    /// a compact-width environment"; otherwise the sheet keeps its size).
    var isPad = false
    /// The More navigation controller's stack, by page id, while it shows a tab from the More
    /// list: UIKit moves the tab's pages into it (moreNavigationController: "the view controllers
    /// of a navigation controller in the More list are pushed on the More navigation
    /// controller's stack"), and the tab's own stack is then empty.
    var moreStack: (tab: String, pages: [Int])?
    /// What the host's alert calls when the user picks an action (`UIAlertAction`'s handler).
    var alertAnswer: (@MainActor (String?) -> Void)?
    /// The alert shown, as the host made it.
    var alertShown: NavigationState.Alert?
    var pending: [@MainActor () -> Void] = []
    private var now: Duration = .zero
    private var timers: [(due: Duration, work: @MainActor () -> Void)] = []

    init(tabs: [String] = ["main"]) {
        tabOrder = tabs
    }

    // MARK: What the host asks (NavigationScreen)

    func setStack(_ stack: ScreenStack, to pages: [NavigationState.Page], animated: Bool, completion: @escaping @MainActor () -> Void) {
        let ids = pages.map(\.id)
        requests.append("set \(Self.name(stack)) \(ids)")
        // UIViewControllerTransitionCoordinator: an interactive transition is driven by the user
        // until it finishes or is cancelled; changing the stack meanwhile breaks it, and so does
        // changing it during any other transition the user started.
        if drag?.stack == stack { violations.append("set \(Self.name(stack)) while the user drags it") }
        if userTransitions.contains(stack) { violations.append("set \(Self.name(stack)) while the user's transition animates") }
        if case .tab(let name) = stack, moreStack?.tab == name {
            // The tab's own navigation controller is empty while its pages are in the More
            // navigation controller: the host sets the More controller's stack instead.
            moreStack?.pages = ids
        } else {
            stacks[stack] = ids
        }
        // navigationController(_:willShow:animated:) comes with a transition coordinator for an
        // animated change; the host reports it, and the renderer knows the change as its own.
        if animated { renderer?.transitionBegan(in: stack) }
        later {
            completion()
            if animated { self.renderer?.transitionEnded(in: stack) }
            // navigationController(_:didShow:animated:): "Notifies the delegate after the
            // navigation controller displays a view controller's view".
            self.renderer?.stack(stack, shows: self.pageIDs(on: stack))
        }
    }

    func present(_ modal: NavigationState.Modal, at index: Int, animated: Bool, completion: @escaping @MainActor (PresentOutcome) -> Void) {
        // A view controller presents only from a window (present(_:animated:completion:)), and
        // presents one controller at a time: presentedViewController is "the view controller
        // that is presented by this view controller"; the host asks no controller with one.
        // A full-screen presentation removes the presenter's view from the window
        // (UIModalPresentationStyle.fullScreen: "the views belonging to the presenting view
        // controller are removed after the presentation completes").
        guard inWindow, !presented.contains(where: { if case .foreign(_, true) = $0 { true } else { false } }) else {
            requests.append("refused \(index): not in a window")
            return completion(.notInWindow)
        }
        // During a transition the user started, UIKit refuses to present and never calls the
        // completion ("Attempt to present … while a presentation or transition is in progress").
        guard userTransitions.isEmpty, drag == nil else {
            requests.append("refused \(index): mid-transition, no completion")
            return
        }
        guard presented.count == index else {
            requests.append("refused \(index): presenter busy")
            return completion(.presenterBusy)
        }
        requests.append("present \(index) \(modal.pages.map(\.id))\(modal.style == .sheet ? "" : " as \(NavigationState.Presentation.modal(modal.style))")")
        presented.append(.modal(id: modal.id, style: isPad && modal.style.kind == .sheet ? .sheet : modal.style))
        stacks[.modal(index)] = modal.pages.map(\.id)
        // present(_:animated:completion:): the completion runs "after the presentation finishes".
        later { completion(.presented) }
    }

    func present(
        _ alert: NavigationState.Alert, answer: @escaping @MainActor (String?) -> Void,
        completion: @escaping @MainActor (PresentOutcome) -> Void
    ) {
        // As for a modal: only from a window, never during a transition the user started, and
        // from the top controller, unless it is an alert the app presented itself (presenting
        // from a UIAlertController fails: "Attempt to present … which is already presenting").
        guard inWindow else {
            requests.append("refused alert \(alert.id): not in a window")
            return completion(.notInWindow)
        }
        guard userTransitions.isEmpty, drag == nil else {
            requests.append("refused alert \(alert.id): mid-transition, no completion")
            return
        }
        if case .foreign? = presented.last {
            requests.append("refused alert \(alert.id): presenter busy")
            return completion(.presenterBusy)
        }
        requests.append("present alert \(alert.id) \(alert.actions.map(\.id))")
        presented.append(.alert(id: alert.id, style: alert.style))
        alertShown = alert
        alertAnswer = answer
        later { completion(.presented) }
    }

    func dismissAlert(id: Int, completion: @escaping @MainActor () -> Void) {
        requests.append("dismiss alert \(id)")
        // dismiss(animated:completion:) from the alert's presenter takes it, and what it
        // presented, away; an alert already gone leaves nothing to dismiss.
        if let index = presented.firstIndex(of: .alert(id: id, style: .alert)) ?? presented.firstIndex(of: .alert(id: id, style: .confirmationDialog)) {
            removePresented(from: index)
            alertShown = nil
            alertAnswer = nil
        }
        later { completion() }
    }

    func dismissModals(from index: Int, animated: Bool, completion: @escaping @MainActor () -> Void) {
        requests.append("dismiss \(index)")
        // dismiss(animated:completion:): dismissing from a controller lower in the stack dismisses
        // "its immediate child view controller and all view controllers above that child".
        removePresented(from: index)
        // presentationControllerDidDismiss(_:): "not called if the presentation is dismissed
        // programmatically"; the completion runs "after the view controller is dismissed".
        later { completion() }
    }

    func selectTab(named name: String) {
        requests.append("select \(name)")
        // UITabBarController selectedViewController: "you can use this property to select any of
        // the view controllers in the viewControllers property. This includes view controllers
        // that are managed by the More navigation controller"; such a tab shows in the More
        // navigation controller.
        if tabsUnderMore.contains(name) { moveToMore(name) } else { returnPagesFromMore() }
        selectedTab = name
    }

    func pageIDs(on stack: ScreenStack) -> [Int] {
        if case .tab(let name) = stack, let more = moreStack, more.tab == name { return more.pages }
        return stacks[stack] ?? []
    }

    var modalIDsShown: [Int] {
        presented.compactMap { if case .modal(let id, _) = $0 { id } else { nil } }
    }

    func after(_ delay: Duration, _ work: @escaping @MainActor () -> Void) {
        timers.append((now + delay, work))
    }

    // MARK: Time and animations

    func later(_ work: @escaping @MainActor () -> Void) {
        if !dropsCompletions { pending.append(work) }
    }

    /// Whether an animation is under way.
    var isBusy: Bool { !pending.isEmpty }

    /// Ends the changes under way now, oldest first (not those they start).
    func finishChanges() {
        let now = pending
        pending = []
        for completion in now { completion() }
    }

    /// Ends every change, those started by the ends included.
    func settle() {
        while isBusy { finishChanges() }
    }

    /// Lets `duration` pass: timers due run, in order, and the changes they start end.
    func advance(by duration: Duration) {
        now += duration
        while let next = timers.indices.filter({ timers[$0].due <= now }).min(by: { timers[$0].due < timers[$1].due }) {
            let timer = timers.remove(at: next)
            timer.work()
            settle()
        }
    }

    /// Takes what is presented at `index` (the host's modals come first: it presents over no
    /// app-made presentation) and everything above it off the screen.
    func removePresented(from index: Int) {
        presented.removeSubrange(min(index, presented.count)...)
        for stack in stacks.keys { if case .modal(let other) = stack, other >= index { stacks[stack] = nil } }
    }

    static func name(_ stack: ScreenStack) -> String {
        switch stack {
        case .tab(let name): name
        case .modal(let index): "modal\(index)"
        }
    }
}

extension FakeScreen {
    /// Whether the app presented something of its own that is still up.
    var showsAppPresentation: Bool {
        presented.contains { if case .foreign = $0 { true } else { false } }
    }

    /// What differs between the screen and `state`, `nil` when they agree: the selected tab,
    /// every tab's stack, and the host's modals (their ids, styles and stacks). What the app
    /// presented itself is not part of the state.
    func disagreement(with state: NavigationState) -> String? {
        if selectedTab != state.selectedTabPath { return "the screen selects \(selectedTab ?? "More"), the state \(state.selectedTabPath)" }
        for path in state.tabPaths where pageIDs(on: .tab(path)) != (state.tab(at: path)?.pages ?? []).map(\.id) {
            return "tab \(path) shows \(pageIDs(on: .tab(path))), the state has \((state.tab(at: path)?.pages ?? []).map(\.id))"
        }
        if alertShown?.id != state.alert?.id { return "the screen shows alert \(alertShown?.id ?? 0), the state \(state.alert?.id ?? 0)" }
        let modals = presented.compactMap { if case .modal(let id, let style) = $0 { (id, style) } else { nil } }
        if modals.map(\.0) != state.modals.map(\.id) { return "the screen presents \(modals.map(\.0)), the state \(state.modals.map(\.id))" }
        for (index, modal) in state.modals.enumerated() {
            let style = isPad && modal.style.kind == .sheet ? .sheet : modal.style
            if modals[index].1 != style { return "modal \(modal.id) is presented in another style" }
            if (stacks[.modal(index)] ?? []) != modal.pages.map(\.id) {
                return "modal \(index) shows \(stacks[.modal(index)] ?? []), the state has \(modal.pages.map(\.id))"
            }
        }
        return nil
    }
}
