/// What SwiftUI's bindings were told and the navigator has not yet followed. A binding's setter
/// runs inside SwiftUI's update, where the navigator must not change the state (it would
/// publish during the update); the host keeps the write here, its getters read it back so the
/// screen stays as the user left it, and the navigator follows the writes just after.
package struct ScreenWrites: Sendable {
    /// The tab the user selected.
    package private(set) var selectedTab: String?
    /// The modal the user dismissed, lowest first: its index and first page.
    package private(set) var dismissed: (index: Int, firstPage: Int)?
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

    /// The user dismissed the modal at `index`, whose first page is `firstPage`, and those above.
    package mutating func dismiss(modal index: Int, firstPage: Int) {
        if let dismissed, dismissed.index <= index { return }
        dismissed = (index, firstPage)
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
        paths[stack]?.path ?? Array(state.pages(of: stack).dropFirst())
    }
}

extension Navigator {
    /// Follows the writes, in the order the screen shows them: the tab, then the dismissal, then
    /// each path (lowest stack first). A write the state has moved on from changes nothing.
    package func apply(_ writes: ScreenWrites) async {
        if let tab = writes.selectedTab { apply(.selectTab(tab)) }
        if let dismissed = writes.dismissed { apply(.dismiss(modal: dismissed.index, firstPage: dismissed.firstPage)) }
        let paths = writes.paths.values.sorted { lhs, rhs in
            switch (lhs.stack, rhs.stack) {
            case (.tab(let left), .tab(let right)): left < right
            case (.tab, .modal): true
            case (.modal, .tab): false
            case (.modal(let left), .modal(let right)): left < right
            }
        }
        for path in paths { await apply(path) }
    }
}
