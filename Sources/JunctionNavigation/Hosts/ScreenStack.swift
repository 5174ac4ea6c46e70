/// One stack of pages a host shows: a tab's, or a modal's.
package enum ScreenStack: Hashable, Sendable {
    /// The tab of this name: its root and the pages pushed on it.
    case tab(String)
    /// The modal at this index, the lowest first: its first page and the pages pushed in it.
    case modal(Int)
}

extension NavigationState {
    /// The pages of a stack, bottom first; empty for a tab or modal the state lacks.
    package func pages(of stack: ScreenStack) -> [Page] {
        switch stack {
        case .tab(let name): tabs.first { $0.name == name }?.pages ?? []
        case .modal(let index): modals.indices.contains(index) ? modals[index].pages : []
        }
    }

    /// The stack the user can go back in: the top modal's, or the selected tab's.
    package var topStack: ScreenStack {
        modals.isEmpty ? .tab(selectedTab) : .modal(modals.count - 1)
    }

    /// The position of the tab named `name` (a tab bar's index), `nil` for none.
    package func tabIndex(named name: String) -> Int? {
        tabs.firstIndex { $0.name == name }
    }

    /// The name of the tab at a tab bar's `index`, `nil` when there is no such tab.
    package func tabName(at index: Int) -> String? {
        tabs.indices.contains(index) ? tabs[index].name : nil
    }
}

/// The pages a host last put on one stack, by id, bottom first, and what the stack the screen
/// shows later means.
package struct StackOnScreen: Equatable, Sendable {
    /// What the host put there.
    package var pageIDs: [Int]

    /// What the host put there.
    package init(_ pageIDs: [Int]) {
        self.pageIDs = pageIDs
    }

    /// The page the user went back to, when `shown` (the stack once a transition ended) is what
    /// the host put there with pages taken off the top; `nil` for anything else: the same pages
    /// (a swipe the user cancelled, or a late report of an older show), more pages, other pages,
    /// or no page at all.
    package func userWentBack(showing shown: [Int]) -> Int? {
        guard let last = shown.last, shown.count < pageIDs.count, Array(pageIDs.prefix(shown.count)) == shown else {
            return nil
        }
        return last
    }
}
