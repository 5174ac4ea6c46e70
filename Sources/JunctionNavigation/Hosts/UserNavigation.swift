/// What the user did on a host's screen with the system's own controls, for the navigator to
/// follow: read from a UIKit callback or a SwiftUI binding's write.
package enum UserNavigation: Equatable, Sendable {
    /// The user went back in `stack`, which held the pages `from` (by id), to the page `to`
    /// (a back button, an edge swipe, a shorter `NavigationStack` path).
    case back(in: ScreenStack, from: [Int], to: Int)
    /// The modal at `index` with this id left the screen, and every modal above it: the user
    /// swiped a sheet down, or a page dismissed its own modal (a Done button).
    case dismiss(modal: Int, id: Int)
    /// The user selected the tab of this name (a tab bar, a `TabView`).
    case selectTab(String)
}

extension Navigator {
    /// Follows what the user did, when the state still shows what the user acted on: the stack
    /// gone back in is the top one and holds `from`, the dismissed modal (by its id) is still
    /// there, the tab exists. Returns `false` (and changes nothing) otherwise: the
    /// state has moved on since, and the host shows the newer state.
    @discardableResult
    package func apply(_ user: UserNavigation) -> Bool {
        switch user {
        case .back(let stack, let from, let to):
            guard state.topStack == stack, state.pages(of: stack).map(\.id) == from, from.contains(to), from.last != to
            else { return false }
            return back(to: to)
        case .dismiss(let index, let id):
            guard state.modals.indices.contains(index), state.modals[index].id == id else { return false }
            // One transition, so a host never sees the modals below the dismissed one come and go.
            change(.dismiss, animated: true) { $0.modals.removeSubrange(index...) }
            return true
        case .selectTab(let name):
            guard name != state.selectedTab else { return false }
            return select(tab: name)
        }
    }
}
