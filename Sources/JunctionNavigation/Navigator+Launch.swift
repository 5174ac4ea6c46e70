import Junction

/// What a navigator shows at launch: each tab's root, or the state saved at the last run, each
/// page through its route's interceptors; links from outside wait until it is there.
extension Navigator {
    /// Opens each tab's root page (by the tab's name, or a section's path: `library/albums`)
    /// and puts it at the bottom of its tab, without selecting any
    /// tab, as one transition (``NavigationTransition/Kind-swift.enum/loadRoots``); a tab already
    /// holding pages keeps them. A link from outside that arrives meanwhile (a launch link, a
    /// notification that launched the app) waits until the roots are there, then opens on them.
    ///
    /// ```swift
    /// try await navigator.loadRoots(["home": "shop://home", "cart": "shop://cart"])
    /// ```
    ///
    /// Each URL is opened through the router from inside the app and must answer a page. Its
    /// interceptors are skipped: a root passes them when the user selects its tab (a tab whose
    /// root needs a signed-in user asks for one then, not at launch).
    ///
    /// - Throws: What the router throws for a root (the other roots are still put in place),
    ///   `RouteError.Code.unknownTab` for a tab the state does not have, or
    ///   `RouteError.Code.typeMismatch` for a URL whose route is not a page.
    public func loadRoots(_ roots: [String: String], animated: Bool = false) async throws {
        try await whileLaunching {
            var pages: [(tab: String, page: NavigationState.Page)] = []
            var failure: (any Error)?
            let paths = state.tabPaths
            if let unknown = roots.keys.sorted().first(where: { !paths.contains($0) }) {
                failure = RouteError(
                    .unknownTab,
                    "the root \(roots[unknown] ?? "") is for the tab \"\(unknown)\", which is not one of the tabs (\(paths.joined(separator: ", ")))")
            }
            for path in paths {
                guard let url = roots[path] else { continue }
                do {
                    let request = RouteRequest(url: url, skipsInterceptors: true)
                    guard let destination = try await router.open(request) as? PageDestination else {
                        throw RouteError(.typeMismatch, "the root of the tab \"\(path)\", \(url), is not a page")
                    }
                    pages.append((path, makePage(destination, presentation: .root)))
                } catch {
                    failure = failure ?? error
                }
            }
            let before = state
            for (path, page) in pages where state.tab(at: path)?.pages.isEmpty == true { state.update(tabAt: path) { $0.root = page } }
            if state != before { record(.loadRoots, before: before, duration: .zero, url: nil, source: nil, animated: animated) }
            if let failure { throw failure }
        }
    }

    /// Shows a state saved at the app's last run once each of its pages has passed the
    /// interceptors of its route, as if opened again: a page they refuse (an account page after
    /// the user signed out) is left out with the pages above it in its stack, and a modal whose
    /// first page is left out with the modals above it. A tab left with no page keeps the pages
    /// it has (a root from ``loadRoots(_:animated:)``). One transition
    /// (``NavigationTransition/Kind-swift.enum/restore``) lists the pages left out in its
    /// ``NavigationTransition/leftOutParents``. A link from outside that arrives meanwhile
    /// waits, then opens on the restored pages.
    ///
    /// ```swift
    /// let navigator = Navigator(router: router, state: NavigationState(tabs: ["home", "cart"]))
    /// if let saved { await navigator.restore(saved) }
    /// ```
    ///
    /// Each page is opened through the router from inside the app, marked
    /// ``Junction/RouteRequest/isRestoring``, and must answer a page of the same route; pages
    /// keep their ids. An interceptor that asks the user (a login page) asks before the saved
    /// pages are shown, unless it refuses restoring opens instead.
    public func restore(_ saved: NavigationState, animated: Bool = false) async {
        await whileLaunching {
            var leftOut: [LeftOutParent] = []
            var restored = saved
            for path in restored.tabPaths {
                var kept = await passing(restored.tab(at: path)?.pages ?? [], leftOut: &leftOut)
                // A tab left with no page keeps the pages it has (a root loaded at launch).
                if kept.isEmpty { kept = state.tab(at: path)?.pages ?? [] }
                restored.update(tabAt: path) { tab in
                    tab.root = kept.first
                    tab.stack = Array(kept.dropFirst())
                }
            }
            for index in restored.modals.indices {
                let kept = await passing(restored.modals[index].pages, leftOut: &leftOut)
                if kept.isEmpty {
                    for modal in restored.modals[index...] {
                        for page in modal.pages where !leftOut.contains(where: { $0.route == page.route }) {
                            leftOut.append(LeftOutParent(route: page.route, reason: RouteError(.rejected, "page \(page) is above a modal left out")))
                        }
                    }
                    restored.modals.removeSubrange(index...)
                    break
                }
                restored.modals[index].pages = kept
            }
            let before = state
            // A saved alert whose id an alert of this run has (ids start again at each launch)
            // takes a new one, so an answer never reaches the wrong asker.
            if let id = restored.alert?.id, alertAskers[id] != nil || alertsWaiting.contains(where: { $0.id == id }) {
                let fresh = max(nextPageID, (restored.allPages.map(\.id).max() ?? 0) + 1)
                restored.alert?.id = fresh
            }
            state = restored
            nextPageID = max(nextPageID, (restored.allPages.map(\.id).max() ?? 0) + 1, (restored.alert?.id ?? 0) + 1)
            record(.restore, before: before, duration: .zero, url: nil, source: nil, leftOut: leftOut, animated: animated)
        }
    }

    /// The pages of one stack that pass their routes' interceptors, up to the first that does
    /// not; the pages left out are added to `leftOut`.
    func passing(_ pages: [NavigationState.Page], leftOut: inout [LeftOutParent]) async -> [NavigationState.Page] {
        for (index, page) in pages.enumerated() {
            do {
                let answer = try await router.open(RouteRequest(url: page.url, userInfo: [RouteRequest.restoringKey: true]))
                guard let destination = answer as? PageDestination, destination.route == page.route else {
                    throw RouteError(.typeMismatch, "\(page.url) no longer shows the page \"\(page.route)\"")
                }
            } catch {
                let reason = error as? RouteError ?? RouteError(.rejected, "page \(page) failed: \(error)")
                leftOut.append(LeftOutParent(route: page.route, reason: reason))
                for above in pages[(index + 1)...] {
                    leftOut.append(LeftOutParent(route: above.route, reason: RouteError(.rejected, "page \(above) is above page \(page), left out")))
                }
                return Array(pages[..<index])
            }
        }
        return pages
    }

    /// Runs `work` while links from outside wait (``waitForLaunch()``).
    private func whileLaunching<T>(_ work: () async throws -> T) async rethrows -> T {
        launches += 1
        defer {
            launches -= 1
            if launches == 0 {
                let waiting = launchWaiters
                launchWaiters = []
                for waiter in waiting { waiter.resume() }
            }
        }
        return try await work()
    }

    /// Waits while ``loadRoots(_:animated:)`` or ``restore(_:animated:)`` runs.
    func waitForLaunch() async {
        guard launches > 0 else { return }
        await withCheckedContinuation { launchWaiters.append($0) }
    }
}
