import Junction

/// Pages that ask before they are left: a form with changes the user has not saved.
extension Navigator {
    /// Has the page `pageID` asked before anything closes it, as go_router's `onExit` does:
    /// ``back(animated:)``, ``dismiss(animated:)``, ``reset(animated:)``, a tab selected over its
    /// modal, a link that would replace it, and the user's back button, swipe and tab re-tap
    /// (which the hosts stop where the platform allows, and otherwise undo before asking).
    ///
    /// ```swift
    /// navigator.guardLeaving(page.id) { await confirm("Discard your changes?") }
    /// ```
    ///
    /// `ask` answers whether the page may be left; it may wait for the user. Until it answers,
    /// nothing closes, and another way of leaving the page is ignored; once every page that
    /// would close has answered `true`, the change is made, unless the state changed meanwhile.
    /// An open that would close the page throws `RouteError.Code.rejected` when `ask`
    /// answers `false`. ``recheck(animated:)`` and ``undo(animated:)`` do not ask. Calling this
    /// again replaces the question; the guard goes with its page.
    public func guardLeaving(_ pageID: Int, _ ask: @escaping @MainActor () async -> Bool) {
        guard state.allPages.contains(where: { $0.id == pageID }) else { return }
        let changed = leaveGuards[pageID] == nil
        leaveGuards[pageID] = ask
        if changed { tellGuardsChanged() }
    }

    /// Lets the page `pageID` be left without asking (its changes were saved).
    public func stopGuardingLeaving(_ pageID: Int) {
        if leaveGuards.removeValue(forKey: pageID) != nil { tellGuardsChanged() }
    }

    /// Whether the page `pageID` asks before it is left: a host stops the user's gestures that
    /// would close it where the platform allows (a sheet's swipe down, an edge swipe back).
    public func guardsLeaving(_ pageID: Int) -> Bool {
        leaveGuards[pageID] != nil
    }

    /// The pages `before` shows and `after` does not that ask before they are left, top first.
    func guardedPages(closedFrom before: NavigationState, to after: NavigationState) -> [NavigationState.Page] {
        guard !leaveGuards.isEmpty else { return [] }
        let kept = Set(after.allPages.map(\.id))
        return before.allPages.reversed().filter { !kept.contains($0.id) && leaveGuards[$0.id] != nil }
    }

    /// Asks `pages`, top first, then makes the change from `before` to `after` if they all let
    /// it and the state is still `before`. A page asked already drops this way of leaving it.
    func askThenChange(
        _ pages: [NavigationState.Page], kind: NavigationTransition.Kind, before: NavigationState, after: NavigationState,
        animated: Bool
    ) {
        let ids = Set(pages.map(\.id))
        guard pagesAsked.isDisjoint(with: ids) else { return }
        pagesAsked.formUnion(ids)
        Task {
            defer { pagesAsked.subtract(ids) }
            // An alert shown meanwhile (one that waited) is no change of pages: it stays.
            guard await mayLeave(pages) == nil, state.showsSamePages(as: before) else { return }
            let changedFrom = state
            state = after
            state.alert = changedFrom.alert
            record(kind, before: changedFrom, duration: .zero, url: nil, source: nil, animated: animated)
        }
    }

    /// Asks `pages`, top first; the first that refuses, or `nil` when all may be left.
    func mayLeave(_ pages: [NavigationState.Page]) async -> NavigationState.Page? {
        for page in pages {
            guard let ask = leaveGuards[page.id] else { continue }
            if await !ask() { return page }
        }
        return nil
    }

    /// For an open: the state it made (from `before`) stays only once the pages it closes that
    /// ask first let them go; while they are asked, the state is `before` again.
    ///
    /// - Throws: `RouteError.Code.rejected` naming the page that refused, or the
    ///   change when the state changed while they were asked.
    func leaveGuardedPages(from before: NavigationState) async throws(RouteError) {
        let guarded = guardedPages(closedFrom: before, to: state)
        guard !guarded.isEmpty else { return }
        let after = state
        state = before
        let ids = Set(guarded.map(\.id))
        guard pagesAsked.isDisjoint(with: ids) else {
            throw RouteError(.rejected, "page \(guarded[0]) is asked already whether it may be left")
        }
        pagesAsked.formUnion(ids)
        defer { pagesAsked.subtract(ids) }
        if let refusing = await mayLeave(guarded) {
            throw RouteError(.rejected, "page \(refusing) may not be left now")
        }
        guard state.showsSamePages(as: before) else {
            throw RouteError(.rejected, "the pages changed while page \(guarded[0]) was asked whether it may be left")
        }
        let alert = state.alert
        state = after
        state.alert = alert
    }

    /// Drops the guards of pages no longer shown.
    func forgetGuardsOfClosedPages() {
        guard !leaveGuards.isEmpty else { return }
        let shown = Set(state.allPages.map(\.id))
        leaveGuards = leaveGuards.filter { shown.contains($0.key) }
    }
}
