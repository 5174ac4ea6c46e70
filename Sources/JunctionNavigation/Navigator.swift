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
    /// Each page route's parent, by name, as registered or added or as last answered by the route.
    var parents: [String: String] = [:]
    /// The page routes the navigator was told of (registered, added in a collection, or loaded
    /// from a map), by pattern text: a route with several patterns is here under each.
    var pageRoutes: [String: KnownPage] = [:]
    /// The results of pages whose opener expects one, by page id (a page has at most one
    /// opener), kept from before the page is shown until the opener takes it.
    var results: [Int: PageResult] = [:]
    /// Transitions not yet told to the hosts, and whether hosts are being told now (a host
    /// that navigates while told of a change has its change told after, in order).
    private var untold: [NavigationTransition] = []
    private var telling = false

    /// A navigator over a router, starting from a state (restored after a relaunch, say).
    public init(router: Router, state: NavigationState = NavigationState()) {
        self.router = router
        self.state = state
        nextPageID = (state.allPages.map(\.id).max() ?? 0) + 1
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
    package var hostCount: Int { hosts.count }

    /// Registers a page route: opening a matching URL shows a page of this route.
    ///
    /// A feature module declares its pages in a ``PageCollection`` instead, which the app adds
    /// with ``add(_:)->_``; this is for the app's own pages and for tests.
    ///
    /// ```swift
    /// try navigator.registerPage("shop://cart", name: "cart", presentation: .root, tab: "cart")
    /// try navigator.registerPage("shop://search", name: "search", attributes: [
    ///     RouteAttribute(name: "q", isRequired: true),
    ///     RouteAttribute(name: "page", type: "int", defaultValue: "1"),
    /// ])
    /// ```
    ///
    /// - Parameters:
    ///   - pattern: The pattern.
    ///   - name: The route's name, which pages and parents use; also the router's route name.
    ///   - presentation: How the page is shown.
    ///   - parent: The route whose page comes before this one in a deep link's back stack.
    ///   - tab: The tab the page lives in: opening it selects that tab first. A root page
    ///     already at the bottom of its tab is not shown again; the tab is selected as it was.
    ///   - attributes: Parameters checked on every open that the interceptors let through,
    ///     before the page is shown (as a route map's attributes are): a required one that is
    ///     missing or a value its type refuses fails the open, and defaults fill in the page's
    ///     parameters. Interceptors see the parameters without the attributes' defaults.
    ///   - exposure: Who may open it besides the app.
    ///   - tags: Tags interceptors can be attached by.
    ///   - skipping: Names of interceptors that do not run for this page.
    ///   - reuse: What happens when the page is already shown.
    /// - Throws: What the router throws for the pattern or name, or
    ///   `RouteError.Code.invalidParameter` for an attribute of an unknown type or with a
    ///   default its type refuses.
    @discardableResult
    public func registerPage(
        _ pattern: String, name: String, presentation: NavigationState.Presentation = .push, parent: String? = nil,
        tab: String? = nil, attributes: [RouteAttribute] = [], exposure: RouteExposure = .inApp, tags: Set<String> = [],
        skipping: Set<String> = [], reuse: PageDestination.Reuse = .top
    ) throws(RouteError) -> RouteRegistration {
        let page = PageRoute(
            name: name, presentation: presentation, parent: parent, tab: tab, attributes: attributes, reuse: reuse)
        let handler = try page.handler(on: router)
        let registration = try router.register(pattern, name: name, exposure: exposure, tags: tags, skipping: skipping, handler: handler)
        learnPage(named: name, patterns: [registration.pattern], presentation: presentation, parent: parent)
        return registration
    }

    /// Opens a URL: the router resolves it and the page it answers is shown.
    ///
    /// ```swift
    /// try await navigator.open("shop://product/42")
    /// try await navigator.open("shop://search", parameters: ["q": "red shoes"])   // shop://search?q=red%20shoes
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
    ///   - url: The URL.
    ///   - parameters: Values beside the URL, added to its query in name order (MGJRouter's
    ///     `openURL:withUserInfo:` for text, FFRouter's `routeURL:withParameters:`). The URL's own
    ///     path captures and query items come first, so a name the URL already has keeps the
    ///     URL's value. The page's URL and parameters include them.
    ///   - presentation: How to show the page this time, instead of its route's presentation.
    ///     A page registered as `.root` is only ever a tab's root, and only such a page is
    ///     shown as `.root`; the others may be pushed, presented modally or put in place of the
    ///     top page. `nil` (the default) uses the route's.
    ///   - animated: Whether hosts animate the change (``NavigationTransition/animated``).
    ///   - source: Where the URL came from.
    ///   - userInfo: In-process values for the route's handler and interceptors, beside the URL.
    /// - Returns: The page the URL showed (or brought back), or `nil` when the route was not
    ///   a page (an action or service) and nothing changed.
    /// - Throws: What the router throws (`notFound`, `notAllowed`, a rejection, ...),
    ///   `unknownRoute` when a parent names no route, `unknownTab` when the page's tab is not one
    ///   of the state's, and `RouteError.Code.invalidPresentation` for a presentation the page
    ///   does not allow (found before the route's interceptors run when the URL reaches a page
    ///   the navigator knows); the state does not change.
    @discardableResult
    public func open(
        _ url: String, parameters: [String: String] = [:], presentation: NavigationState.Presentation? = nil,
        animated: Bool = true, source: RouteSource = .inApp, userInfo: [String: any Sendable] = [:]
    ) async throws -> NavigationState.Page? {
        let open = PageOpen(
            url: url, parameters: parameters, presentation: presentation, animated: animated, source: source, userInfo: userInfo)
        return try await openPage(open)?.page
    }

    /// Closes the page on top (see ``NavigationState/back()``); returns it.
    @discardableResult
    public func back(animated: Bool = true) -> NavigationState.Page? {
        change(.back, animated: animated) { $0.back() }
    }

    /// Goes back until the page with `id` is on top; `false` when it is not visible.
    @discardableResult
    public func back(to id: Int, animated: Bool = true) -> Bool {
        change(.back, animated: animated) { $0.back(to: id) }
    }

    /// Closes the top modal; returns its pages.
    @discardableResult
    public func dismiss(animated: Bool = true) -> [NavigationState.Page] {
        change(.dismiss, animated: animated) { $0.dismiss() }
    }

    /// Closes everything above the selected tab's root.
    public func reset(animated: Bool = true) {
        change(.reset, animated: animated) { $0.reset() }
    }

    /// Selects a tab; `false` when there is none of that name.
    @discardableResult
    public func select(tab name: String, animated: Bool = true) -> Bool {
        change(.selectTab, animated: animated) { $0.select(tab: name) }
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

    /// Tells the navigator of a page route registered elsewhere (a route map's page, say), so
    /// that ``target(of:source:)``, per-call presentations and deep links' parents know it.
    package func learnPage(
        named name: String, patterns: [RoutePattern], presentation: NavigationState.Presentation, parent: String?
    ) {
        for pattern in patterns { pageRoutes[pattern.text] = KnownPage(name: name, presentation: presentation) }
        parents[name] = parent
    }

    // MARK: Internals

    func change<Result>(
        _ kind: NavigationTransition.Kind, animated: Bool, _ body: (inout NavigationState) -> Result
    ) -> Result {
        let clock = ContinuousClock()
        let started = clock.now
        let before = state
        let result = body(&state)
        if state != before { record(kind, before: before, duration: clock.now - started, url: nil, source: nil, animated: animated) }
        return result
    }

    func record(
        _ kind: NavigationTransition.Kind, before: NavigationState, duration: Duration, url: String?, source: RouteSource?,
        leftOut: [LeftOutParent] = [], animated: Bool
    ) {
        let transition = NavigationTransition(
            kind: kind, before: before, after: state, duration: duration, url: url, source: source, leftOutParents: leftOut,
            animated: animated)
        history.append(transition)
        trimHistory()
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
    }
}
