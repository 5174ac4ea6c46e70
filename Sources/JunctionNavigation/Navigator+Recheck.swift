import Junction

/// The pages on screen checked again when what their routes' interceptors decide on changes.
extension Navigator {
    /// Checks every page on screen against its route's interceptors again, for when what they
    /// decide on has changed (the user signed out, a subscription ended), as go_router re-runs
    /// its redirects when its `refreshListenable` changes: the pages refused close.
    ///
    /// ```swift
    /// await session.signOut()
    /// await navigator.recheck()   // the account pages close, in one transition
    /// ```
    ///
    /// Each page is opened through the router again from inside the app, marked
    /// ``Junction/RouteRequest/isRestoring`` (an interceptor that would ask the user refuses
    /// instead), and must answer a page of its route. A page refused closes with the pages above
    /// it in its stack; a modal whose first page is refused is dismissed with the modals above
    /// it; a tab whose root is refused is left with no page. It is one transition
    /// (``NavigationTransition/Kind-swift.enum/recheck``) whose
    /// ``NavigationTransition/leftOutParents`` say which pages were refused and why; when every
    /// page passes, nothing changes and nothing is recorded. A page shown while the check runs
    /// stays unless it is above a page refused. Pages waiting for a result that close give
    /// their openers `nil`, as when the user closes them.
    ///
    /// - Returns: The pages closed, bottom of each stack first.
    @discardableResult
    public func recheck(animated: Bool = true) async -> [NavigationState.Page] {
        let checked = state
        var leftOut: [LeftOutParent] = []
        var refused: Set<Int> = []
        for stack in checked.tabPaths.map({ checked.tab(at: $0)?.pages ?? [] }) + checked.modals.map(\.pages) {
            let kept = await passing(stack, leftOut: &leftOut)
            if kept.count < stack.count { refused.insert(stack[kept.count].id) }
        }
        guard !refused.isEmpty else { return [] }
        let before = state
        for path in state.tabPaths {
            state.update(tabAt: path) { tab in
                let pages = Self.pages(tab.pages, below: refused)
                tab.root = pages.first
                tab.stack = Array(pages.dropFirst())
            }
        }
        if let first = state.modals.firstIndex(where: { $0.pages.first.map { refused.contains($0.id) } ?? false }) {
            state.modals.removeSubrange(first...)
        }
        for index in state.modals.indices {
            state.modals[index].pages = Self.pages(state.modals[index].pages, below: refused)
        }
        let shown = Set(state.allPages.map(\.id))
        let closed = before.allPages.filter { !shown.contains($0.id) }
        if state != before { record(.recheck, before: before, duration: .zero, url: nil, source: nil, leftOut: leftOut, animated: animated) }
        return closed
    }

    /// A stack's pages below the first one `refused` names.
    private static func pages(_ pages: [NavigationState.Page], below refused: Set<Int>) -> [NavigationState.Page] {
        Array(pages.prefix { !refused.contains($0.id) })
    }
}
