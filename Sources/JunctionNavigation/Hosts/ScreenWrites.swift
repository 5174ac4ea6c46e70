/// What SwiftUI's bindings were told and the navigator has not yet followed. A binding's setter
/// runs inside SwiftUI's update, where the navigator must not change the state (it would
/// publish during the update); the host keeps the write here, its getters read it back so the
/// screen stays as the user left it, and the navigator follows the writes just after.
struct ScreenWrites: Sendable {
    /// The tab the user selected, or the section (by its path, `library/albums`).
    private(set) var selectedTab: String?
    /// The modal the user dismissed, the lowest one: its index and id.
    private(set) var dismissed: (index: Int, id: Int)?
    /// The last path written to each stack.
    private(set) var paths: [ScreenStack: PathWrite] = [:]

    /// No write.
    init() {}

    /// Whether there is nothing to follow.
    var isEmpty: Bool { selectedTab == nil && dismissed == nil && paths.isEmpty }

    /// The user selected a tab.
    mutating func select(tab: String) {
        selectedTab = tab
    }

    /// The user dismissed the modal at `index`, whose id is `id`, and those above.
    mutating func dismiss(modal index: Int, id: Int) {
        if let dismissed, dismissed.index <= index { return }
        dismissed = (index, id)
    }

    /// A path was written.
    mutating func write(_ path: PathWrite) {
        paths[path.stack] = path
    }

    /// The state as the screen shows it, with the tab or section the user selected.
    func shown(_ state: NavigationState) -> NavigationState {
        var shown = state
        if let selectedTab { shown.select(tab: selectedTab) }
        return shown
    }

    /// The selected tab (of the tab bar) as the screen shows it.
    func selectedTab(in state: NavigationState) -> String {
        selectedTab == nil ? state.selectedTab : shown(state).selectedTab
    }

    /// Whether the modal at `index` was dismissed on screen.
    func isDismissed(modal index: Int) -> Bool {
        dismissed.map { index >= $0.index } ?? false
    }

    /// A stack's path (its pages after the first) as the screen shows it.
    func path(of stack: ScreenStack, in state: NavigationState) -> [NavigationState.Page] {
        paths[stack]?.shown ?? Array(state.pages(of: stack).dropFirst())
    }
}

extension Navigator {
    /// What following writes leaves to do after: links to open, each on the stack it was
    /// tapped on, and a tab to select once its root's interceptors, one of which waits, let it
    /// through.
    struct WritesFollowUp: Equatable, Sendable {
        /// The pages pushed with `NavigationLink(value:)`, by stack, to open in order.
        var links: [ScreenStack: [NavigationState.Page]] = [:]
        /// The tab the user picked, when it has a root page to pass its route's interceptors.
        var tab: String?

        /// Nothing left to do.
        init() {}
    }

    /// Follows the writes in the order the user can have made them: the dismissal (the modal
    /// goes, and the stack below is the top one), the path of the top stack, the tab, then the
    /// other paths (lowest stack first), each in the stack it was written to. Nothing here waits:
    /// what needs the router (links, a tab behind an interceptor) is returned, for the host to
    /// run without holding up the writes that come meanwhile (a sheet the user swipes away
    /// while a link waits for it).
    func apply(_ writes: ScreenWrites, appeared: Set<Int>) -> WritesFollowUp {
        var followUp = WritesFollowUp()
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
            followUp.links[path.stack] = apply(path, appeared: appeared)
        }
        if let tab = writes.selectedTab, !state.isSelected(tab: tab) {
            switch interceptorsAllow(tab: tab) {
            case true?: apply(.selectTab(tab))
            case nil: followUp.tab = tab
            case false?: break
            }
        }
        for path in paths { followUp.links[path.stack] = apply(path, appeared: appeared) }
        followUp.links = followUp.links.filter { !$0.value.isEmpty }
        return followUp
    }
}
