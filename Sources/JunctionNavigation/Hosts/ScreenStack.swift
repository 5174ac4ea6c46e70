/// One stack of pages a host shows, a tab's or a modal's: how ``ScreenRenderer`` and
/// ``ScreenBindings`` name the stack a call is about.
public enum ScreenStack: Hashable, Sendable {
    /// The tab at this path (its name, or `library/albums` for a section of a tab): its root
    /// and the pages pushed on it.
    case tab(String)
    /// The modal at this index, the lowest first: its first page and the pages pushed in it.
    case modal(Int)
}

extension NavigationState {
    /// The pages of a stack, bottom first; empty for a tab or modal the state lacks.
    func pages(of stack: ScreenStack) -> [Page] {
        switch stack {
        case .tab(let path): tab(at: path)?.pages ?? []
        case .modal(let index): modals.indices.contains(index) ? modals[index].pages : []
        }
    }

    /// Takes the pages with these ids off `stack`, wherever they are in it, but its first page
    /// (a tab's root, a modal's first page: the user cannot go back past it); returns whether a
    /// page went.
    mutating func remove(_ ids: Set<Int>, from stack: ScreenStack) -> Bool {
        switch stack {
        case .tab(let path):
            var removed = false
            update(tabAt: path) { tab in
                let count = tab.stack.count
                tab.stack.removeAll { ids.contains($0.id) }
                removed = tab.stack.count != count
            }
            return removed
        case .modal(let index):
            guard modals.indices.contains(index) else { return false }
            let pages = modals[index].pages
            modals[index].pages = Array(pages.prefix(1)) + pages.dropFirst().filter { !ids.contains($0.id) }
            return modals[index].pages.count != pages.count
        }
    }

    /// The stack the user can go back in: the top modal's, or the selected tab's.
    var topStack: ScreenStack {
        modals.isEmpty ? .tab(selectedTabPath) : .modal(modals.count - 1)
    }

    /// The position of the tab named `name` (a tab bar's index), `nil` for none.
    func tabIndex(named name: String) -> Int? {
        tabs.firstIndex { $0.name == name }
    }

    /// The name of the tab at a tab bar's `index`, `nil` when there is no such tab.
    func tabName(at index: Int) -> String? {
        tabs.indices.contains(index) ? tabs[index].name : nil
    }
}

/// The pages a host last put on one stack, by id, bottom first, and what the stack the screen
/// shows later means.
struct StackOnScreen: Equatable, Sendable {
    /// What the host put there.
    var pageIDs: [Int]

    /// What the host put there.
    init(_ pageIDs: [Int]) {
        self.pageIDs = pageIDs
    }

    /// The pages the user took off, by id, when `shown` (the stack once a transition ended) is
    /// what the host put there with pages taken off the top; `nil` for anything else: the same
    /// pages (a swipe the user cancelled, or a late report of an older show), more pages, other
    /// pages, or no page at all.
    func userPopped(showing shown: [Int]) -> [Int]? {
        guard !shown.isEmpty, shown.count < pageIDs.count, Array(pageIDs.prefix(shown.count)) == shown else {
            return nil
        }
        return Array(pageIDs.dropFirst(shown.count))
    }
}
