import Junction

/// What the user did on a host's screen with the system's own controls, for the navigator to
/// follow: read from a UIKit callback or a SwiftUI binding's write.
enum UserNavigation: Equatable, Sendable {
    /// The user went back in `stack`, taking the pages `popped` (by id) off it: a back button,
    /// an edge swipe, a tap on the selected tab, a shorter `NavigationStack` path.
    case back(in: ScreenStack, popped: [Int])
    /// The modal at `index` with this id left the screen, and every modal above it: the user
    /// swiped a sheet down, or a page dismissed its own modal (a Done button).
    case dismiss(modal: Int, id: Int)
    /// The user selected the tab of this name (a tab bar, a `TabView`).
    case selectTab(String)
}

extension Navigator {
    /// Follows what the user did, as far as the state still shows what the user acted on: the
    /// pages the user popped that the stack still holds go, by id, and pages the navigator put
    /// there since (a link that arrived while the user was going back) stay; the dismissed modal
    /// (by its id) is still there; the tab exists. Returns `false` (and changes nothing) when
    /// the state no longer shows it, and the host shows the newer state. A page that asks before
    /// it is left (``Navigator/guardLeaving(_:_:)``), which the user's gesture took off the
    /// screen where the platform could not stop it, comes back (the host shows the state again)
    /// and is asked; it goes if it lets the user leave.
    @discardableResult
    func apply(_ user: UserNavigation) -> Bool {
        switch user {
        case .back(let stack, let popped):
            return change(.back, animated: true, whileAsking: false) { $0.remove(Set(popped), from: stack) }
        case .dismiss(let index, let id):
            guard state.modals.indices.contains(index), state.modals[index].id == id else { return false }
            // One transition, so a host never sees the modals below the dismissed one come and go.
            return change(.dismiss, animated: true, whileAsking: false) { state in
                state.modals.removeSubrange(index...)
                return true
            }
        case .selectTab(let name):
            guard !state.isSelected(tab: name) else { return false }
            return select(tab: name)
        }
    }
}

extension Navigator {
    /// Whether the interceptors of the route of the root page of the tab `name` let the user
    /// select it, when they can say at once: `nil` when one of them waits (a login page), for
    /// ``selectPassingInterceptors(tab:)``. A tab without a root page may be selected.
    func interceptorsAllow(tab name: String) -> Bool? {
        guard let root = rootShown(selecting: name) else { return true }
        do {
            _ = try router.openSynchronously(root.url)
            return true
        } catch let error as RouteError where error.code == .asyncHandler {
            return nil
        } catch {
            return false
        }
    }

    /// The root page shown once the tab (or section) at `path` is selected: its own, or, for a
    /// tab of sections, that of the section it selects.
    private func rootShown(selecting path: String) -> NavigationState.Page? {
        var selected = state
        return selected.select(tab: path) ? selected.tab.root : nil
    }

    /// Selects the tab of this name once the interceptors of its root page's route let it
    /// through, as a tab the user picks is: a tab of pages that need a signed-in user asks for
    /// one first. Returns whether the tab is selected.
    @discardableResult
    func selectPassingInterceptors(tab name: String) async -> Bool {
        if let root = rootShown(selecting: name) {
            do {
                _ = try await router.open(root.url)
            } catch {
                return false
            }
        }
        return select(tab: name)
    }
}
