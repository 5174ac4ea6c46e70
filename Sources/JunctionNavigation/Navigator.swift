import Junction

/// Turns URLs into page changes: resolves them through the router (with its exposure rules,
/// interceptors, redirects and fallbacks), applies the transition to ``state``, and tells the
/// hosts. It lives on the main actor; calls from other tasks hop to it.
///
/// ```swift
/// let navigator = Navigator(router: router)
/// try navigator.registerPage("shop://product/{id:int}", name: "product", parent: "home")
/// try await navigator.open("shop://product/42")
/// navigator.state.top?.route   // "product"
/// ```
@MainActor
public final class Navigator {
    /// The router URLs are resolved with.
    public nonisolated let router: Router
    /// What is shown now.
    public internal(set) var state: NavigationState
    /// The transitions made, oldest first, at most ``historyLimit`` (``undo(animated:)`` removes the last).
    public private(set) var history: [NavigationTransition] = []
    /// How many transitions ``history`` keeps; older ones are dropped (100 by default).
    public var historyLimit = 100 {
        didSet { trimHistory() }
    }
    private var hosts: [any NavigationHost] = []
    var nextPageID = 1
    /// The results of pages whose opener expects one, by page id (a page has at most one
    /// opener), kept from before the page is shown until the opener takes it.
    var results: [Int: PageResult] = [:]
    /// Transitions not yet told to the hosts, and whether hosts are being told now (a host
    /// that navigates while told of a change has its change told after, in order).
    private var untold: [NavigationTransition] = []
    private var telling = false
    /// What a link from outside does while a modal is shown: presented over it unless you say
    /// otherwise (``LinksOverModals``).
    public var linksOverModals = LinksOverModals.presentOver
    /// Links from outside waiting for the modals to close (``LinksOverModals/waitForDismissal``).
    var modalWaiters: [CheckedContinuation<Void, Never>] = []
    /// How many ``loadRoots(_:animated:)`` and ``restore(_:animated:)`` calls run, and the links
    /// from outside waiting for them to end.
    var launches = 0
    var launchWaiters: [CheckedContinuation<Void, Never>] = []
    /// What each page that asks before it is left asks, by page id (``guardLeaving(_:_:)``).
    var leaveGuards: [Int: @MainActor () async -> Bool] = [:]
    /// The pages being asked now: a second way of leaving one is dropped meanwhile.
    var pagesAsked: Set<Int> = []
    /// The askers of alerts waiting for the user's choice, by alert id, and the alerts asked
    /// while another is shown, in order (``ask(_:)``).
    var alertAskers: [Int: CheckedContinuation<String?, Never>] = [:]
    var alertsWaiting: [NavigationState.Alert] = []
    /// Called with the user's choice for an alert no call waits for: one in a state the
    /// navigator started from (restored after a relaunch), or brought back by ``undo(animated:)``.
    public var answerNoOneAwaits: (@MainActor (NavigationState.Alert, String?) -> Void)?

    /// A navigator over a router, starting from a state (restored after a relaunch, say).
    public init(router: Router, state: NavigationState = NavigationState()) {
        self.router = router
        self.state = state
        nextPageID = max(state.allPages.map(\.id).max() ?? 0, state.alert?.id ?? 0) + 1
    }

    /// Adds a host, told of every transition from now on. The navigator holds it until
    /// ``remove(_:)``.
    public func add(_ host: any NavigationHost) {
        hosts.append(host)
    }

    /// Stops telling a host of transitions.
    public func remove(_ host: any NavigationHost) {
        hosts.removeAll { $0 === host }
    }

    /// How many hosts are told of transitions.
    var hostCount: Int { hosts.count }

    /// Tells every host that a page started or stopped asking before it is left.
    func tellGuardsChanged() {
        for host in hosts { host.navigatorChangedLeaveGuards(self) }
    }

    /// Registers a page route: opening a matching URL shows a page of this route.
    ///
    /// A feature module declares its pages in a `RouteCollection` instead
    /// (``Junction/RouteCollection/registerPage(_:name:presentation:parent:tab:attributes:exposure:tags:skipping:reuse:)``),
    /// which the app adds to the router; this is for the app's own pages and for tests, and
    /// takes the same parameters.
    ///
    /// ```swift
    /// try navigator.registerPage("shop://cart", name: "cart", presentation: .root, tab: "cart")
    /// try navigator.registerPage("shop://search", name: "search", attributes: [
    ///     RouteAttribute(name: "q", isRequired: true),
    ///     RouteAttribute(name: "page", type: "int", defaultValue: "1"),
    /// ])
    /// ```
    ///
    /// - Throws: What the router throws for the pattern or name, or
    ///   `RouteError.Code.invalidParameter` for an attribute of an unknown type or with a
    ///   default its type refuses.
    public func registerPage(
        _ pattern: String, name: String, presentation: NavigationState.Presentation = .push, parent: String? = nil,
        tab: String? = nil, attributes: [RouteAttribute] = [], exposure: RouteExposure = .inApp, tags: Set<String> = [],
        skipping: Set<String> = [], reuse: PageDestination.Reuse = .top
    ) throws(RouteError) {
        let page = RouteCollection()
        try page.registerPage(
            pattern, name: name, presentation: presentation, parent: parent, tab: tab, attributes: attributes,
            exposure: exposure, tags: tags, skipping: skipping, reuse: reuse)
        try router.add(page)
    }

    /// Opens a URL: the router resolves it and the page it answers is shown.
    ///
    /// ```swift
    /// try await navigator.open("shop://product/42")
    /// try await navigator.open(RouteRequest(path: "shop://search", parameters: ["q": "red shoes"]))   // shop://search?q=red%20shoes
    /// try await navigator.open(RouteRequest(url: "shop://product/42", source: .push))
    /// try await navigator.open("shop://product/42", presentation: .modal, animated: false)
    /// ```
    ///
    /// From an outside source, a page whose route has parents is shown on a rebuilt back stack:
    /// the oldest parent as the tab's root, then each younger one, then the page. Each parent
    /// is opened through the router (interceptors included) with the link's source marked
    /// `RouteSource.buildingParent`, so its handler and interceptors see where the link came
    /// from. A parent takes no value from the link unless it is itself exposed to the link's
    /// source: an exposed parent gets the captures its pattern needs, by name, from the page's
    /// parameters (the link's query included); any other parent is opened from its pattern
    /// alone, which works only when it has no captures. A parent that cannot be built, that
    /// the router or its interceptors refuse, or whose URL reaches another route is left out,
    /// and its own parent is tried; the transition's ``NavigationTransition/leftOutParents``
    /// says why.
    ///
    /// Handlers and interceptors see the page on top when the open began as
    /// `context.pageOnTop` (`interception.request.pageOnTop`).
    ///
    /// - Parameters:
    ///   - request: The URL, or a `RouteRequest` with its source, user info and parameters
    ///     beside the URL (MGJRouter's `openURL:withUserInfo:`, FFRouter's
    ///     `routeURL:withParameters:`).
    ///   - presentation: How to show the page this time, instead of its route's presentation.
    ///     A page registered as `.root` is only ever a tab's root, and only such a page is
    ///     shown as `.root`; the others may be pushed, presented modally or put in place of the
    ///     top page. `nil` (the default) uses the route's.
    ///   - animated: Whether hosts animate the change (``NavigationTransition/animated``).
    /// - Returns: The page the URL showed (or brought back), or `nil` when the route was not
    ///   a page (an action or service) and nothing changed.
    /// - Throws: What the router throws (`notFound`, `notAllowed`, a rejection, ...),
    ///   `unknownRoute` when a parent names no route, `unknownTab` when the page's tab is not one
    ///   of the state's, and `RouteError.Code.invalidPresentation` for a presentation the page
    ///   does not allow (found before the route's interceptors run); the state does not change.
    @discardableResult
    public func open(
        _ request: some RouteRequestConvertible, presentation: NavigationState.Presentation? = nil, animated: Bool = true
    ) async throws -> NavigationState.Page? {
        let open = PageOpen(request: try request.routeRequest(), presentation: presentation, animated: animated)
        return try await openPage(open)?.page
    }

    /// Closes the page on top (see ``NavigationState/back()``); returns it.
    ///
    /// When a page that would close asks first (``guardLeaving(_:_:)``), nothing closes now
    /// and this returns `nil`; the page closes once every such page lets it.
    @discardableResult
    public func back(animated: Bool = true) -> NavigationState.Page? {
        change(.back, animated: animated, whileAsking: nil) { $0.back() }
    }

    /// Goes back until the page with `id` is on top; `false` when it is not visible, or while
    /// a page that would close is asked first (``guardLeaving(_:_:)``).
    @discardableResult
    public func back(to id: Int, animated: Bool = true) -> Bool {
        change(.back, animated: animated, whileAsking: false) { $0.back(to: id) }
    }

    /// Closes the top modal; returns its pages (none while a page in it is asked first, see
    /// ``guardLeaving(_:_:)``).
    @discardableResult
    public func dismiss(animated: Bool = true) -> [NavigationState.Page] {
        change(.dismiss, animated: animated, whileAsking: []) { $0.dismiss() }
    }

    /// Closes everything above the selected tab's root, once the pages that ask first let it
    /// (``guardLeaving(_:_:)``).
    public func reset(animated: Bool = true) {
        change(.reset, animated: animated, whileAsking: ()) { $0.reset() }
    }

    /// Selects a tab; `false` when there is none of that name, or while a page in a modal it
    /// would close is asked first (``guardLeaving(_:_:)``).
    @discardableResult
    public func select(tab name: String, animated: Bool = true) -> Bool {
        change(.selectTab, animated: animated, whileAsking: false) { $0.select(tab: name) }
    }

    /// Undoes the last transition, restoring the state before it; `false` when there is none.
    ///
    /// It is not animated unless asked (`animated: true`): it can change several stacks at once.
    @discardableResult
    public func undo(animated: Bool = false) -> Bool {
        guard let last = history.popLast() else { return false }
        let transition = NavigationTransition(kind: .undo, before: state, after: last.before, duration: .zero, animated: animated)
        state = last.before
        tell(transition)
        return true
    }

    // MARK: Internals

    /// Makes the change `body` makes to the state, and records it; when it would close a page
    /// that asks first (``guardLeaving(_:_:)``), changes nothing now, returns `asked`, and makes
    /// the change once every such page lets it (and nothing changed meanwhile).
    func change<Result>(
        _ kind: NavigationTransition.Kind, animated: Bool, whileAsking asked: Result, _ body: (inout NavigationState) -> Result
    ) -> Result {
        let clock = ContinuousClock()
        let started = clock.now
        let before = state
        var after = state
        let result = body(&after)
        guard after != before else { return result }
        let guarded = guardedPages(closedFrom: before, to: after)
        guard guarded.isEmpty else {
            askThenChange(guarded, kind: kind, before: before, after: after, animated: animated)
            return asked
        }
        state = after
        record(kind, before: before, duration: clock.now - started, url: nil, source: nil, animated: animated)
        return result
    }

    func record(
        _ kind: NavigationTransition.Kind, before: NavigationState, duration: Duration, url: String?, source: RouteSource?,
        leftOut: [LeftOutParent] = [], animated: Bool
    ) {
        // An alert goes with the page that asked.
        if let page = state.alert?.pageID, !state.allPages.contains(where: { $0.id == page }) { state.alert = nil }
        let transition = NavigationTransition(
            kind: kind, before: before, after: state, duration: duration, url: url, source: source, leftOutParents: leftOut,
            animated: animated)
        history.append(transition)
        trimHistory()
        forgetGuardsOfClosedPages()
        tell(transition)
    }

    private func trimHistory() {
        if history.count > max(historyLimit, 0) { history.removeFirst(history.count - max(historyLimit, 0)) }
    }

    /// Tells every host, in order, then settles the results of pages no longer shown.
    private func tell(_ transition: NavigationTransition) {
        untold.append(transition)
        guard !telling else { return }
        telling = true
        while !untold.isEmpty {
            let next = untold.removeFirst()
            for host in hosts { host.navigator(self, didApply: next) }
        }
        telling = false
        settleResults()
        settleAlerts()
        resumeLinksWaitingForModals()
    }
}
