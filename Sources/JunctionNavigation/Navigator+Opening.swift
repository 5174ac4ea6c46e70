import Junction

/// How an open through the navigator becomes a transition.
extension Navigator {
    /// One open as the caller asked for it.
    struct PageOpen {
        var request: RouteRequest
        var presentation: NavigationState.Presentation?
        var animated = true
        var expectingResult = false
        /// Checked once the route has answered, just before the change: `false` drops the open
        /// (nothing changes, and it answers `nil`), as for a link the user tapped on a stack they
        /// have left since.
        var precondition: (@MainActor (NavigationState) -> Bool)?
    }

    /// Resolves the URL (and, for a deep link, its parents), then applies the change at once:
    /// nothing can change the state between deciding and applying. With `expectingResult`, a
    /// new page's result is kept from before any host is told of it.
    func openPage(_ open: PageOpen) async throws -> (page: NavigationState.Page, kind: NavigationTransition.Kind)? {
        let clock = ContinuousClock()
        let started = clock.now
        var request = open.request
        if let top = state.top { request.userInfo[RouteRequest.pageOnTopKey] = top }
        let (url, source, userInfo) = (request.url, request.source, request.userInfo)
        // A link from outside opens on the pages the app shows at launch (loadRoots, restore).
        if source.isExternal { await waitForLaunch() }
        if let presentation = open.presentation { try checkPresentation(presentation, of: request) }
        let answer = try await router.open(request)
        guard var destination = answer as? PageDestination else { return nil }
        if let presentation = open.presentation {
            destination.presentation = try destination.presentation.replaced(by: presentation, page: destination.route)
        }
        var overModals = OverModals.asIfNone
        if source.isExternal, !state.modals.isEmpty {
            overModals = await self.overModals(destination, url: url, source: source)
        }
        if case .present(let presented) = overModals {
            guard open.precondition?(state) ?? true else { return nil }
            let before = state
            let page = makePage(presented)
            state.show(page)
            if open.expectingResult { results[page.id] = .expected }
            record(.show, before: before, duration: clock.now - started, url: url, source: source, animated: open.animated)
            return (page, .show)
        }
        var leftOut: [LeftOutParent] = []
        let chain = source.isExternal && destination.parent != nil
            ? try await parentChain(of: destination, source: source, userInfo: userInfo, leftOut: &leftOut) : nil

        guard open.precondition?(state) ?? true else { return nil }
        let before = state
        if case .closeModals = overModals { state.modals = [] }
        var reuse = destination.reuse
        if let tab = chain?.first?.tab ?? destination.tab {
            guard let shownTab = state.tab(at: tab) else {
                let tabs = state.tabPaths.joined(separator: ", ")
                throw RouteError(.unknownTab, "page \"\(destination.route)\" is in the tab \"\(tab)\", which is not one of the tabs (\(tabs))")
            }
            // A tab's root page that is already there is not shown again: the tab is selected
            // with its stack as it was, or, when it is selected, the tab goes back to it.
            if chain == nil, destination.presentation == .root, let root = shownTab.root,
               root.route == destination.route, root.parameters == destination.parameters
            {
                if !state.isSelected(tab: tab) {
                    state.select(tab: tab)
                    try await leaveGuardedPages(from: before)
                    record(.selectTab, before: before, duration: clock.now - started, url: url, source: source, animated: open.animated)
                    return (root, .selectTab)
                }
                reuse = .existing
            }
            state.select(tab: tab)
        }
        let kind: NavigationTransition.Kind
        let page: NavigationState.Page
        if let shown = state.visiblePage(route: destination.route, parameters: destination.parameters),
           reuse == .existing || (reuse == .top && shown.id == state.top?.id)
        {
            state.back(to: shown.id)
            guard state != before else { return (shown, .bringBack) }
            (page, kind) = (shown, state.selectedTabPath == before.selectedTabPath ? .bringBack : .selectTab)
        } else if let chain {
            state.reset()
            for (index, parent) in chain.enumerated() {
                state.show(makePage(parent, presentation: index == 0 ? .root : .push))
            }
            let presentation: NavigationState.Presentation =
                chain.isEmpty ? .root : destination.presentation.isModal ? destination.presentation : .push
            page = makePage(destination, presentation: presentation)
            state.show(page)
            kind = .deepLink
        } else {
            page = makePage(destination)
            state.show(page)
            kind = .show
        }
        try await leaveGuardedPages(from: before)
        if open.expectingResult { results[page.id] = .expected }
        // Hosts told of the change may navigate further (and finish the page); the answer is
        // the page this open showed.
        record(kind, before: before, duration: clock.now - started, url: url, source: source, leftOut: leftOut, animated: open.animated)
        return (page, kind)
    }

    /// Refuses, before the route's interceptors run, a presentation that the page the URL
    /// reaches does not allow; a URL that reaches no page the navigator knows is left to the
    /// check after the route answers.
    private func checkPresentation(_ presentation: NavigationState.Presentation, of request: RouteRequest) throws(RouteError) {
        guard let found = (try? router.page(for: request)) ?? nil, let page = found.page as? PageRoute else { return }
        _ = try page.presentation.replaced(by: presentation, page: page.name)
    }

    func makePage(_ destination: PageDestination, presentation: NavigationState.Presentation? = nil) -> NavigationState.Page {
        defer { nextPageID += 1 }
        return NavigationState.Page(
            id: nextPageID, route: destination.route, url: destination.url, parameters: destination.parameters,
            presentation: presentation ?? destination.presentation)
    }
}
