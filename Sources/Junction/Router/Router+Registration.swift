import JunctionLocking

extension Router {
    /// Adds a route whose handler runs synchronously and returns a value (`()` for an action).
    ///
    /// - Parameters:
    ///   - pattern: The pattern, such as `shop://product/{id:int}`.
    ///   - name: A name to build URLs with (``url(for:_:wildcards:remainder:query:)``); unique in the router.
    ///   - exposure: Who may open the route besides the app itself; in-app only by default.
    ///   - tags: Tags that interceptors can be attached by (``InterceptorScope/tags(_:)``).
    ///   - skipping: Names of interceptors that do not run for this route.
    ///   - handler: Runs for each open of a matching URL; what it returns is what `open` returns.
    /// - Returns: The registration, to deregister the route with.
    /// - Throws: ``RouteError`` with code ``RouteError/Code/invalidPattern`` (with the column),
    ///   or ``RouteError/Code/conflict`` naming the route that already matches the same URLs.
    @discardableResult
    public func register<Value: Sendable>(
        _ pattern: String, name: String? = nil, exposure: RouteExposure = .inApp,
        tags: Set<String> = [], skipping: Set<String> = [],
        handler: @escaping @Sendable (RouteContext) throws -> Value
    ) throws(RouteError) -> RouteRegistration {
        try add(RoutePattern(pattern), name: name, exposure: exposure, tags: tags, skipping: skipping, handler: .sync { try handler($0) })
    }

    /// Adds a route whose handler is asynchronous and returns a value (`()` for an action).
    ///
    /// - Throws: ``RouteError``, as the synchronous `register` does.
    @discardableResult
    public func register<Value: Sendable>(
        _ pattern: String, name: String? = nil, exposure: RouteExposure = .inApp,
        tags: Set<String> = [], skipping: Set<String> = [],
        handler: @escaping @Sendable (RouteContext) async throws -> Value
    ) throws(RouteError) -> RouteRegistration {
        try add(RoutePattern(pattern), name: name, exposure: exposure, tags: tags, skipping: skipping, handler: .async { try await handler($0) })
    }

    /// Adds a route whose handler is a synchronous action.
    ///
    /// - Throws: ``RouteError``, as the value-returning `register` does.
    @discardableResult
    public func register(
        _ pattern: String, name: String? = nil, exposure: RouteExposure = .inApp,
        tags: Set<String> = [], skipping: Set<String> = [],
        handler: @escaping @Sendable (RouteContext) throws -> Void
    ) throws(RouteError) -> RouteRegistration {
        try add(RoutePattern(pattern), name: name, exposure: exposure, tags: tags, skipping: skipping, handler: .syncAction(handler))
    }

    /// Adds a route whose handler is an asynchronous action.
    ///
    /// - Throws: ``RouteError``, as the value-returning `register` does.
    @discardableResult
    public func register(
        _ pattern: String, name: String? = nil, exposure: RouteExposure = .inApp,
        tags: Set<String> = [], skipping: Set<String> = [],
        handler: @escaping @Sendable (RouteContext) async throws -> Void
    ) throws(RouteError) -> RouteRegistration {
        try add(RoutePattern(pattern), name: name, exposure: exposure, tags: tags, skipping: skipping, handler: .asyncAction(handler))
    }

    /// A one-route commit.
    private func add(
        _ pattern: RoutePattern, name: String?, exposure: RouteExposure, tags: Set<String>, skipping: Set<String>,
        handler: Handler
    ) throws(RouteError) -> RouteRegistration {
        let router = ObjectIdentifier(self)
        return try commit { (state: inout State) throws(RouteError) in
            try state.addRoute(
                pattern, name: name, exposure: exposure, tags: tags, skipping: skipping, handler: handler, owner: nil,
                router: router)
        }
    }

    /// Removes a route. Removing one that is already gone, or that belongs to another router,
    /// does nothing.
    ///
    /// - Returns: Whether a route was removed.
    @discardableResult
    public func deregister(_ registration: RouteRegistration) -> Bool {
        guard registration.router == ObjectIdentifier(self) else { return false }
        return commit { state in state.remove(id: registration.id) }
    }

    /// Removes the route that matches exactly the URLs `pattern` matches (`/user/{x}` removes
    /// `/user/:id`; `/a(/:x)` removes `/a(/:b)`, and neither removes one of the other's patterns
    /// alone).
    ///
    /// - Returns: Whether a route was removed.
    /// - Throws: ``RouteError`` when `pattern` is not a valid pattern.
    @discardableResult
    public func deregister(pattern: String) throws(RouteError) -> Bool {
        let pattern = try RoutePattern(pattern)
        return commit { state in
            // A pattern with groups removes the route only if that route is exactly its patterns.
            let found = pattern.expansions.map { state.builder.route(matchingSameURLsAs: $0)?.id }
            guard let id = found[0], found == (state.groupedIDs[id] ?? id..<(id + 1)).map({ $0 }) else { return false }
            return state.remove(id: id)
        }
    }

    /// Removes every route, those of collections too. Converters, interceptors and not-found
    /// handlers stay.
    public func removeAll() {
        commit { state in
            state.builder.removeAll()
            state.entries = []
            state.names.removeAll()
            state.routesChanged = true
        }
    }

    /// Every registered route, in registration order.
    public var registrations: [RouteRegistration] {
        // A pattern with optional groups is one route however many patterns it stands for.
        // Its patterns stand together in the table, each knowing the pattern written.
        var previous: RoutePattern.Origin?
        return snapshot().table.routes.compactMap { route in
            defer { previous = route.pattern.origin }
            if let origin = route.pattern.origin, origin == previous { return nil }
            return RouteRegistration(id: route.id, router: ObjectIdentifier(self), pattern: route.pattern.asWritten, name: route.name)
        }
    }

    /// The converter patterns name `name` with in this router: a built-in one (`int`,
    /// `double`, `uuid`, `bool`) or one added with ``add(_:)->()``; `nil` for any other name.
    public func converter(named name: String) -> ParameterConverter? {
        state.withLock { $0.builder.converters[name] }
    }

    /// Adds a named converter for typed captures such as `{tab:tabName}`. Add converters before
    /// the patterns that use them.
    ///
    /// - Throws: ``RouteError`` when the name is not an identifier or is already taken.
    public func add(_ converter: ParameterConverter) throws(RouteError) {
        try commit { (state: inout State) throws(RouteError) in try state.add(converter, owner: nil) }
    }

    /// Sets the handler for URLs no route matches (Bifrost's exception handler); `open` returns
    /// what it returns instead of throwing ``RouteError/Code/notFound``.
    ///
    /// - Parameters:
    ///   - scheme: Only for URLs of this scheme (any case): such a handler comes before the one
    ///     for every URL, and throwing ``RouteError/Code/notFound`` from it passes the URL on to
    ///     the next step. `nil` (the default) sets the handler for every URL.
    ///   - handler: What answers the URL.
    public func setNotFoundHandler<Value: Sendable>(
        forScheme scheme: String? = nil, _ handler: @escaping @Sendable (RouteRequest) throws -> Value
    ) {
        setNotFound(.sync { try handler($0) }, forScheme: scheme)
    }

    /// Sets an asynchronous handler for URLs no route matches; see the synchronous
    /// `setNotFoundHandler(forScheme:_:)`.
    public func setNotFoundHandler<Value: Sendable>(
        forScheme scheme: String? = nil, _ handler: @escaping @Sendable (RouteRequest) async throws -> Value
    ) {
        setNotFound(.async { try await handler($0) }, forScheme: scheme)
    }

    /// Removes a not-found handler: the one for every URL (unmatched URLs throw
    /// ``RouteError/Code/notFound`` again), or the one for `scheme`.
    public func removeNotFoundHandler(forScheme scheme: String? = nil) {
        setNotFound(nil, forScheme: scheme)
    }

    /// Sets the web fallback, the last step for URLs no route matches: an `http`/`https` URL on
    /// an allowed host goes to `handler` (typically a web view) as a checked, re-serialized
    /// ``WebURL``. Every other scheme (`javascript`, `file`, `data`, any case) never reaches it;
    /// an `http`/`https` URL on another host fails with ``RouteError/Code/notAllowed``.
    ///
    /// ```swift
    /// try router.setWebFallback(allowing: ["shop.example.com", ".cdn.example.com"]) { url, _ in
    ///     WebPage(url: url.description)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - hosts: Exact hosts (`shop.example.com`), subdomains of a host (`.example.com`),
    ///     each with a port when URLs may give one (`localhost:8080`).
    ///   - handler: Gets the checked URL and the request, and returns what `open` returns.
    /// - Throws: ``RouteError`` with code ``RouteError/Code/invalidParameter`` for an entry that is
    ///   not a host name.
    public func setWebFallback<Value: Sendable>(
        allowing hosts: [String], _ handler: @escaping @Sendable (WebURL, RouteRequest) throws -> Value
    ) throws(RouteError) {
        let fallback = WebFallback(hosts: try WebFallback.allowedHosts(hosts), handler: .sync { try handler($0, $1) })
        setWebFallback(fallback)
    }

    /// Sets an asynchronous web fallback; see the synchronous `setWebFallback(allowing:_:)`.
    public func setWebFallback<Value: Sendable>(
        allowing hosts: [String], _ handler: @escaping @Sendable (WebURL, RouteRequest) async throws -> Value
    ) throws(RouteError) {
        let fallback = WebFallback(hosts: try WebFallback.allowedHosts(hosts), handler: .async { try await handler($0, $1) })
        setWebFallback(fallback)
    }

    /// Removes the web fallback.
    public func removeWebFallback() {
        setWebFallback(nil)
    }

    private func setWebFallback(_ fallback: WebFallback?) {
        commit { state in state.webFallback = fallback }
    }

    /// Adds an interceptor, run before the handlers of the routes in its scope: in order of
    /// `priority` (higher first), then of registration.
    ///
    /// - Parameters:
    ///   - interceptor: The interceptor.
    ///   - name: Its name, which routes can opt out by (`register(..., skipping: ["login"])`).
    ///   - priority: Higher runs earlier; equal priorities run in the order they were added.
    ///   - scope: The routes it runs for; every route by default.
    public func addInterceptor(
        _ interceptor: some RouteInterceptor, name: String, priority: Int = 0, scope: InterceptorScope = .all
    ) {
        commit { state in state.addInterceptor(interceptor, name: name, priority: priority, scope: scope, owner: nil) }
    }

    /// Adds an interceptor written as a closure; see ``addInterceptor(_:name:priority:scope:)``.
    public func addInterceptor(
        name: String, priority: Int = 0, scope: InterceptorScope = .all,
        _ intercept: @escaping @Sendable (Interception, RouteInterceptor.Next) async throws -> any Sendable
    ) {
        addInterceptor(ClosureInterceptor(body: intercept), name: name, priority: priority, scope: scope)
    }

    /// Removes the interceptors with that name.
    public func removeInterceptor(named name: String) {
        commit { state in state.interceptors.removeAll { $0.name == name } }
    }

    /// Calls `observer` with an event for every open from now on (one per open, after it ends).
    ///
    /// - Returns: A number to remove the observer with.
    @discardableResult
    public func addObserver(_ observer: @escaping @Sendable (RouteEvent) -> Void) -> Int {
        commit { state in
            let id = state.nextID
            state.nextID += 1
            state.observers.append((id, observer))
            return id
        }
    }

    /// Stops calling the observer that ``addObserver(_:)`` returned `id` for.
    public func removeObserver(_ id: Int) {
        commit { state in state.observers.removeAll { $0.id == id } }
    }

    private func setNotFound(_ handler: NotFoundHandler?, forScheme scheme: String?) {
        let owned = handler.map { OwnedNotFound(handler: $0, owner: nil) }
        commit { state in
            if let scheme {
                state.schemeNotFound[scheme.lowercased()] = owned
            } else {
                state.notFound = owned
            }
        }
    }
}
