import Junction

extension NavigationState {
    /// Shows a page the way its presentation says: pushed, presented, in place of the top, or
    /// as the selected tab's root.
    public mutating func show(_ page: Page) {
        switch page.presentation.kind {
        case .push:
            if modals.isEmpty {
                if tab.root == nil && tab.stack.isEmpty { tab.root = page } else { tab.stack.append(page) }
            } else {
                modals[modals.count - 1].pages.append(page)
            }
        case .modal(let style):
            modals.append(Modal(id: page.id, style: style, pages: [page]))
        case .replace:
            // In a modal, the modal stays (its id and style) and only its top page changes.
            if !modals.isEmpty {
                modals[modals.count - 1].pages.removeLast(min(1, modals[modals.count - 1].pages.count))
                modals[modals.count - 1].pages.append(page)
            } else if !tab.stack.isEmpty {
                tab.stack[tab.stack.count - 1] = page
            } else {
                tab.root = page
            }
        case .root:
            modals = []
            tab.root = page
            tab.stack = []
        }
    }

    /// Selects a tab by name, or a section by its path (`library/albums`: the tab bar's
    /// `library`, and its section `albums`); `false` (and no change) when there is no such tab.
    /// A tab of sections shows the section it selected last. Modals close.
    @discardableResult
    public mutating func select(tab path: String) -> Bool {
        guard tab(at: path) != nil else { return false }
        modals = []
        let names = path.split(separator: "/").map(String.init)
        selectedTab = names[0]
        for depth in names.indices.dropFirst() {
            update(tabAt: names[..<depth].joined(separator: "/")) { $0.selectedSection = names[depth] }
        }
        return true
    }

    /// Closes the page on top: pops it from the top modal (closing the modal with its last
    /// page) or from the tab's stack. A tab's root stays. Returns the closed page.
    @discardableResult
    public mutating func back() -> Page? {
        if let modal = modals.last {
            if modal.pages.count > 1 { return modals[modals.count - 1].pages.removeLast() }
            modals.removeLast()
            return modal.pages.first
        }
        return tab.stack.popLast()
    }

    /// Goes back until the page with `id` is on top; `false` (and no change) when it is not
    /// visible.
    @discardableResult
    public mutating func back(to id: Int) -> Bool {
        guard visiblePages.contains(where: { $0.id == id }) else { return false }
        while top?.id != id { back() }
        return true
    }

    /// Closes the top modal with every page in it; returns them, bottom first (empty when no
    /// modal is shown).
    @discardableResult
    public mutating func dismiss() -> [Page] {
        modals.popLast()?.pages ?? []
    }

    /// Back to the selected tab's root: every modal and pushed page closes.
    public mutating func reset() {
        modals = []
        tab.stack = []
    }

    /// The visible page showing `route` with these parameters, nearest the top first.
    public func visiblePage(route: String, parameters: [String: String]) -> Page? {
        visiblePages.last { $0.route == route && $0.parameters == parameters }
    }
}
