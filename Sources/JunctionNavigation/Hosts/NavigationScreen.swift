/// The screen of a host driven by a ``ScreenRenderer``: what it can do, each with a completion,
/// and what it shows. Implement it over your own views (UIKit's controllers are the package's
/// own implementation, in `JunctionUIKit`) and hand it to a renderer, which decides what to ask,
/// asks for one modal step at a time, and falls back on what the screen shows when a completion
/// never comes.
@MainActor
public protocol NavigationScreen: AnyObject {
    /// Shows `pages` as the whole stack, bottom first; `completion` runs once the change (and
    /// its animation) has ended.
    func setStack(_ stack: ScreenStack, to pages: [NavigationState.Page], animated: Bool, completion: @escaping @MainActor () -> Void)
    /// Presents `modal` (its pages, in its style) at `index`, over the modal below it (or the
    /// tabs). `completion` gets ``PresentOutcome/presented`` once the presentation has ended,
    /// or at once what kept it from presenting.
    func present(_ modal: NavigationState.Modal, at index: Int, animated: Bool, completion: @escaping @MainActor (PresentOutcome) -> Void)
    /// Dismisses the modal at `index` and every one above it; `completion` runs once the
    /// dismissal has ended.
    func dismissModals(from index: Int, animated: Bool, completion: @escaping @MainActor () -> Void)
    /// Shows the tab at this path: a tab's name, or a section's path (`library/albums`: the
    /// tab `library`, showing its section `albums`), by the tab's own controller, not its
    /// position, which the user may change; it does not animate.
    func selectTab(named name: String)
    /// Presents `alert` over everything on screen. `answer` gets the id of the action the user
    /// picks (`nil` for none); `completion` gets ``PresentOutcome/presented`` once it shows, or
    /// at once what kept it from presenting.
    func present(
        _ alert: NavigationState.Alert, answer: @escaping @MainActor (String?) -> Void,
        completion: @escaping @MainActor (PresentOutcome) -> Void)
    /// Takes away the alert with this id if it still shows (its page closed, or a modal must be
    /// presented under it); `completion` runs once it has gone.
    func dismissAlert(id: Int, completion: @escaping @MainActor () -> Void)
    /// The pages a stack shows now, by id, bottom first.
    func pageIDs(on stack: ScreenStack) -> [Int]
    /// The id of each modal this host presented that is still on screen, lowest first.
    var modalIDsShown: [Int] { get }
    /// Runs `work` after `delay`, on the main actor: a retry, or a look at a step whose
    /// completion has not come.
    func after(_ delay: Duration, _ work: @escaping @MainActor () -> Void)
}

/// Tells a host of transitions while the host lives, holding it weakly, and leaves the
/// navigator at the first transition after the host has gone: a host made again (a scene
/// reconnected, a view rebuilt) leaves no old host behind, and a host can hold its navigator.
@MainActor
final class WeakNavigationHost: NavigationHost {
    private weak var host: (any NavigationHost)?

    /// Adds a weak reference to `host` to `navigator`.
    @discardableResult
    init(_ host: any NavigationHost, on navigator: Navigator) {
        self.host = host
        navigator.add(self)
    }

    /// Tells the host, or leaves the navigator when it is gone.
    func navigator(_ navigator: Navigator, didApply transition: NavigationTransition) {
        if let host { host.navigator(navigator, didApply: transition) } else { navigator.remove(self) }
    }

    /// Tells the host, if it is still there.
    func navigatorChangedLeaveGuards(_ navigator: Navigator) {
        host?.navigatorChangedLeaveGuards(navigator)
    }
}
