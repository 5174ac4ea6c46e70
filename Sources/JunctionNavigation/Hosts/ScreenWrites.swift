/// What SwiftUI's bindings were told and the navigator has not yet followed. A binding's setter
/// runs inside SwiftUI's update, where the navigator must not change the state (it would
/// publish during the update); the host keeps the write here, its getters read it back so the
/// screen stays as the user left it, and the navigator follows the writes just after.
package struct ScreenWrites: Sendable {
    /// The tab the user selected.
    package private(set) var selectedTab: String?
    /// The modal the user dismissed, the lowest one: its index and id.
    package private(set) var dismissed: (index: Int, id: Int)?
    /// The last path written to each stack.
    package private(set) var paths: [ScreenStack: PathWrite] = [:]

    /// No write.
    package init() {}

    /// Whether there is nothing to follow.
    package var isEmpty: Bool { selectedTab == nil && dismissed == nil && paths.isEmpty }

    /// The user selected a tab.
    package mutating func select(tab: String) {
        selectedTab = tab
    }

    /// The user dismissed the modal at `index`, whose id is `id`, and those above.
    package mutating func dismiss(modal index: Int, id: Int) {
        if let dismissed, dismissed.index <= index { return }
        dismissed = (index, id)
    }

    /// A path was written.
    package mutating func write(_ path: PathWrite) {
        paths[path.stack] = path
    }

    /// The selected tab as the screen shows it.
    package func selectedTab(in state: NavigationState) -> String {
        selectedTab ?? state.selectedTab
    }

    /// Whether the modal at `index` was dismissed on screen.
    package func isDismissed(modal index: Int) -> Bool {
        dismissed.map { index >= $0.index } ?? false
    }

    /// A stack's path (its pages after the first) as the screen shows it.
    package func path(of stack: ScreenStack, in state: NavigationState) -> [NavigationState.Page] {
        paths[stack]?.shown ?? Array(state.pages(of: stack).dropFirst())
    }
}

extension Navigator {
    /// Follows the writes in the order the user can have made them: the dismissal (the modal
    /// goes, and the stack below is the top one), the path of the top stack, the tab, then the
    /// other paths (lowest stack first), each in the stack it was written to. A write the state
    /// has moved on from changes nothing. `unseen` holds, per stack, the pages opened from links
    /// that the screen has not shown yet.
    package func apply(_ writes: ScreenWrites, unseen: inout [ScreenStack: [Int]]) async {
        if let dismissed = writes.dismissed { apply(.dismiss(modal: dismissed.index, id: dismissed.id)) }
        var paths = writes.paths.values.sorted { lhs, rhs in
            switch (lhs.stack, rhs.stack) {
            case (.tab(let left), .tab(let right)): left < right
            case (.tab, .modal): true
            case (.modal, .tab): false
            case (.modal(let left), .modal(let right)): left < right
            }
        }
        if let top = paths.firstIndex(where: { $0.stack == state.topStack }) {
            let path = paths.remove(at: top)
            await apply(path, unseen: &unseen[path.stack, default: []])
        }
        if let tab = writes.selectedTab { apply(.selectTab(tab)) }
        for path in paths { await apply(path, unseen: &unseen[path.stack, default: []]) }
    }
}
