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

    private func add(
        _ pattern: RoutePattern, name: String?, exposure: RouteExposure, tags: Set<String>, skipping: Set<String>,
        handler: Handler
    ) throws(RouteError) -> RouteRegistration {
        let result = state.withLock { state -> Result<RouteRegistration, RouteError> in
            if let name, let taken = state.names[name] {
                return .failure(RouteError(
                    .conflict, "the name \"\(name)\" is already used by \"\(taken.pattern.text)\"",
                    pattern: pattern.text))
            }
            let id = state.nextID
            do throws(RouteError) {
                try state.builder.add(
                    pattern, id: id, name: name, exposure: exposure, tags: tags, skippedInterceptors: skipping)
            } catch {
                return .failure(error)
            }
            state.nextID += 1
            let registration = RouteRegistration(id: id, router: ObjectIdentifier(self), pattern: pattern, name: name)
            state.entries.append(Entry(handler: handler))
            if let name { state.names[name] = registration }
            invalidate()
            return .success(registration)
        }
        return try result.get()
    }

    /// Removes a route. Removing one that is already gone, or that belongs to another router,
    /// does nothing.
    ///
    /// - Returns: Whether a route was removed.
    @discardableResult
    public func deregister(_ registration: RouteRegistration) -> Bool {
        guard registration.router == ObjectIdentifier(self) else { return false }
        return state.withLock { state in
            guard state.remove(id: registration.id) else { return false }
            invalidate()
            return true
        }
    }

    /// Removes the route that matches exactly the URLs `pattern` matches (`/user/{x}` removes
    /// `/user/:id`).
    ///
    /// - Returns: Whether a route was removed.
    /// - Throws: ``RouteError`` when `pattern` is not a valid pattern.
    @discardableResult
    public func deregister(pattern: String) throws(RouteError) -> Bool {
        let pattern = try RoutePattern(pattern)
        return state.withLock { state in
            guard let id = state.builder.route(matchingSameURLsAs: pattern)?.id, state.remove(id: id) else { return false }
            invalidate()
            return true
        }
    }

    /// Removes every route. Converters and the not-found handler stay.
    public func removeAll() {
        state.withLock { state in
            state.builder.removeAll()
            state.entries.removeAll()
            state.names.removeAll()
            invalidate()
        }
    }

    /// Every registered route, in registration order.
    public var registrations: [RouteRegistration] {
        state.withLock { state in
            state.builder.routes.map { RouteRegistration(id: $0.id, router: ObjectIdentifier(self), pattern: $0.pattern, name: $0.name) }
        }
    }

    /// The converter patterns name `name` with in this router: a built-in one (`int`,
    /// `double`, `uuid`, `bool`) or one added with ``add(_:)``; `nil` for any other name.
    public func converter(named name: String) -> ParameterConverter? {
        state.withLock { $0.builder.converters[name] }
    }

    /// Adds a named converter for typed captures such as `{tab:tabName}`. Add converters before
    /// the patterns that use them.
    ///
    /// - Throws: ``RouteError`` when the name is not an identifier or is already taken.
    public func add(_ converter: ParameterConverter) throws(RouteError) {
        let result = state.withLock { state -> Result<Void, RouteError> in
            do throws(RouteError) {
                try state.builder.add(converter)
            } catch {
                return .failure(error)
            }
            invalidate()
            return .success(())
        }
        try result.get()
    }

    /// Sets the handler for URLs no route matches (Bifrost's exception handler); `open` returns
    /// what it returns instead of throwing ``RouteError/Code/notFound``.
    public func setNotFoundHandler<Value: Sendable>(_ handler: @escaping @Sendable (RouteRequest) throws -> Value) {
        setNotFound(.sync { try handler($0) })
    }

    /// Sets an asynchronous handler for URLs no route matches.
    public func setNotFoundHandler<Value: Sendable>(_ handler: @escaping @Sendable (RouteRequest) async throws -> Value) {
        setNotFound(.async { try await handler($0) })
    }

    /// Removes the not-found handler: unmatched URLs throw ``RouteError/Code/notFound`` again.
    public func removeNotFoundHandler() {
        setNotFound(nil)
    }

    /// Sets the handler for URLs of one scheme that no route matches; it comes before the
    /// global not-found handler. Throwing ``RouteError/Code/notFound`` from it passes the URL on
    /// to the next step.
    public func setNotFoundHandler<Value: Sendable>(
        forScheme scheme: String, _ handler: @escaping @Sendable (RouteRequest) throws -> Value
    ) {
        state.withLock { state in
            state.schemeNotFound[scheme.lowercased()] = .sync { try handler($0) }
            invalidate()
        }
    }

    /// Sets an asynchronous handler for URLs of one scheme that no route matches.
    public func setNotFoundHandler<Value: Sendable>(
        forScheme scheme: String, _ handler: @escaping @Sendable (RouteRequest) async throws -> Value
    ) {
        state.withLock { state in
            state.schemeNotFound[scheme.lowercased()] = .async { try await handler($0) }
            invalidate()
        }
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
    /// - Parameter hosts: Exact hosts (`shop.example.com`), subdomains of a host (`.example.com`),
    ///   each with a port when URLs may give one (`localhost:8080`).
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
        state.withLock { state in
            state.webFallback = fallback
            invalidate()
        }
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
        state.withLock { state in
            state.interceptors.append(InterceptorEntry(
                interceptor: interceptor, name: name, priority: priority, order: state.nextID, scope: scope))
            state.nextID += 1
            invalidate()
        }
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
        state.withLock { state in
            state.interceptors.removeAll { $0.name == name }
            invalidate()
        }
    }

    /// Calls `observer` with an event for every open from now on (one per open, after it ends).
    ///
    /// - Returns: A number to remove the observer with.
    @discardableResult
    public func addObserver(_ observer: @escaping @Sendable (RouteEvent) -> Void) -> Int {
        state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            state.observers.append((id, observer))
            invalidate()
            return id
        }
    }

    /// Stops calling the observer that ``addObserver(_:)`` returned `id` for.
    public func removeObserver(_ id: Int) {
        state.withLock { state in
            state.observers.removeAll { $0.id == id }
            invalidate()
        }
    }

    private func setNotFound(_ handler: NotFoundHandler?) {
        state.withLock { state in
            state.notFound = handler
            invalidate()
        }
    }
}

extension Router.State {
    /// Removes the route with that id and its entry; `false` when there is none.
    mutating func remove(id: Int) -> Bool {
        guard let name = builder.routes.first(where: { $0.id == id }).map({ $0.name }),
              let index = builder.remove(id: id)
        else { return false }
        if let name { names[name] = nil }
        entries.remove(at: index)
        return true
    }
}
