/// What a host's screen can do, each with a completion: the UIKit host's controllers, or a
/// test's fake. ``ScreenRenderer`` decides what to ask, and asks one modal step at a time.
@MainActor
package protocol NavigationScreen: AnyObject {
    /// Shows `pages` as the whole stack, bottom first; `completion` runs once the change (and
    /// its animation) has ended.
    func setStack(_ stack: ScreenStack, to pages: [NavigationState.Page], animated: Bool, completion: @escaping @MainActor () -> Void)
    /// Presents `pages` as the modal at `index` over the one below it (or the tabs).
    /// `completion` gets `false` at once when the screen cannot present (it is not in a window
    /// yet), `true` once the presentation has ended.
    func present(_ pages: [NavigationState.Page], asModal index: Int, animated: Bool, completion: @escaping @MainActor (_ presented: Bool) -> Void)
    /// Dismisses the modal at `index` and every one above it; `completion` runs once the
    /// dismissal has ended.
    func dismissModals(from index: Int, animated: Bool, completion: @escaping @MainActor () -> Void)
    /// Shows the tab at `index` (a tab bar's selection); it does not animate.
    func selectTab(at index: Int)
}

/// Tells a host of transitions while the host lives, holding it weakly, and leaves the
/// navigator at the first transition after the host has gone: a host made again (a scene
/// reconnected, a view rebuilt) leaves no old host behind, and a host can hold its navigator.
@MainActor
package final class WeakNavigationHost: NavigationHost {
    private weak var host: (any NavigationHost)?

    /// Adds a weak reference to `host` to `navigator`.
    @discardableResult
    package init(_ host: any NavigationHost, on navigator: Navigator) {
        self.host = host
        navigator.add(self)
    }

    /// Tells the host, or leaves the navigator when it is gone.
    package func navigator(_ navigator: Navigator, didApply transition: NavigationTransition) {
        if let host { host.navigator(navigator, didApply: transition) } else { navigator.remove(self) }
    }
}
