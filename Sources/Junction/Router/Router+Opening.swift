extension Router {
    /// Finds the route a URL reaches, without running its handler.
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - ancestorFallback: Whether to fall back to the nearest ancestor route; `nil` uses the
    ///     router's option.
    ///   - source: Where the URL comes from; an external source reaches only routes exposed to it.
    /// - Throws: ``RouteError`` with code ``RouteError/Code/invalidURL`` or
    ///   ``RouteError/Code/limitExceeded`` for a malformed URL, ``RouteError/Code/notAllowed``
    ///   when the source may not open it, ``RouteError/Code/notFound`` when no route matches.
    /// - Complexity: Proportional to the URL's length and its number of segments, whatever the
    ///   number of routes, unless routes at one position need backtracking.
    public func resolve(
        _ url: String, ancestorFallback: Bool? = nil, source: RouteSource = .inApp
    ) throws(RouteError) -> RouteMatch {
        let snapshot = snapshot()
        guard let match = try find(url, in: snapshot, ancestorFallback: ancestorFallback, source: source) else {
            throw RouteError.notFound(url)
        }
        return match
    }

    /// Finds the route a URL reaches, or `nil` when none does, without running its handler.
    ///
    /// Unlike ``resolve(_:ancestorFallback:source:)-(String,_,_)``, a URL that reaches no route is not an
    /// error, so checking many URLs costs no thrown errors.
    ///
    /// - Throws: ``RouteError`` with code ``RouteError/Code/invalidURL`` or
    ///   ``RouteError/Code/limitExceeded`` for a malformed URL, or
    ///   ``RouteError/Code/notAllowed`` when the source may not open it.
    public func match(
        _ url: String, ancestorFallback: Bool? = nil, source: RouteSource = .inApp
    ) throws(RouteError) -> RouteMatch? {
        guard source.isExternal else {
            return try publishedTable().match(url, fallback: ancestorFallback ?? fallsBack)
        }
        return try find(url, in: snapshot(), ancestorFallback: ancestorFallback, source: source)
    }

    /// Whether a URL reaches a route.
    ///
    /// - Parameters:
    ///   - url: The URL; a malformed one cannot be opened.
    ///   - exactly: When `true`, only a route for the whole path counts (no ancestor fallback);
    ///     when `false`, the answer is what ``open(_:userInfo:)-(String,_)`` would find.
    ///   - source: Where the URL comes from; a route it may not open does not count.
    public func canOpen(_ url: String, exactly: Bool = false, source: RouteSource = .inApp) -> Bool {
        let found = try? find(url, in: snapshot(), ancestorFallback: exactly ? false : nil, source: source)
        return found != nil
    }

    /// Opens a URL: runs the handler of the route it reaches (after the interceptors in its
    /// scope) and returns what the handler returns. A URL no route matches goes to the
    /// not-found handlers and the web fallback, in that order.
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - userInfo: In-process values for the handler, beside the URL.
    /// - Returns: The handler's value: `()` for an action.
    /// - Throws: ``RouteError`` for a malformed URL or, without a fallback that answers, an
    ///   unmatched one; or what the handler throws.
    @discardableResult
    public func open(_ url: String, userInfo: [String: any Sendable] = [:]) async throws -> any Sendable {
        try await open(RouteRequest(url: url, userInfo: userInfo), completion: nil)
    }

    /// Opens a request (a URL with its source, user info and fallback choice); see
    /// ``open(_:userInfo:)-(String,_)``.
    @discardableResult
    public func open(_ request: RouteRequest) async throws -> any Sendable {
        try await open(request, completion: nil)
    }

    /// Opens a URL and returns the handler's value as `Value`.
    ///
    /// - Throws: ``RouteError`` with code ``RouteError/Code/typeMismatch`` when the handler
    ///   returned another type, and everything ``open(_:userInfo:)-(String,_)`` throws.
    public func open<Value>(
        _ url: String, as type: Value.Type, userInfo: [String: any Sendable] = [:]
    ) async throws -> Value {
        try cast(await open(RouteRequest(url: url, userInfo: userInfo), completion: nil), to: Value.self, url: url)
    }

    /// Opens a request and returns the handler's value as `Value`.
    public func open<Value>(_ request: RouteRequest, as type: Value.Type) async throws -> Value {
        try cast(await open(request, completion: nil), to: Value.self, url: request.url)
    }

    /// Opens a request from synchronous code, for routes whose handlers, interceptors and
    /// fallbacks are synchronous (MGJRouter's `objectForURL:`). It takes the same steps as
    /// ``open(_:)``, from the same code.
    ///
    /// - Throws: ``RouteError`` with code ``RouteError/Code/asyncHandler`` when a step is `async`
    ///   or interceptors run for the route (open it with ``open(_:)``);
    ///   ``RouteError/Code/held`` when the request comes from outside while outside opens are
    ///   held (``holdOutsideOpens(until:)``), as it opens once they are resumed; and everything
    ///   ``open(_:)`` throws.
    @discardableResult
    public func openSynchronously(_ request: consuming RouteRequest) throws -> any Sendable {
        let snapshot = snapshot()
        if snapshot.holdsOutsideOpens { try holdIfHeld(request) }
        var opening = Opening(consume request, in: snapshot, by: self, completion: nil)
        var step = try opening.start()
        while true {
            switch consume step {
            case .answer(let value): return value
            case .call(let call): step = try opening.resume(afterFailure: call.refusal)
            }
        }
    }

    /// Opens a URL from synchronous code; see ``openSynchronously(_:)``.
    @discardableResult
    public func openSynchronously(_ url: String, userInfo: [String: any Sendable] = [:]) throws -> any Sendable {
        try openSynchronously(RouteRequest(url: url, userInfo: userInfo))
    }

    /// Opens a URL from synchronous code and returns the handler's value as `Value`.
    public func openSynchronously<Value>(
        _ url: String, as type: Value.Type, userInfo: [String: any Sendable] = [:]
    ) throws -> Value {
        try cast(openSynchronously(RouteRequest(url: url, userInfo: userInfo)), to: Value.self, url: url)
    }

    /// The one asynchronous open: every public form comes here. `completion` is what the
    /// handler's context completes, for the seed forms. While outside opens are held, an
    /// outside one waits (see `Router+HeldOpens.swift`).
    func open(_ request: consuming RouteRequest, completion: CompletionToken?) async throws -> any Sendable {
        let snapshot = snapshot()
        if snapshot.holdsOutsideOpens { return try await openOrHold(request, completion: completion) }
        return try await run(request, in: snapshot, completion: completion)
    }

    /// Opens `request` now, on `snapshot`.
    func run(_ request: consuming RouteRequest, in snapshot: Snapshot, completion: CompletionToken?) async throws -> any Sendable {
        var opening = Opening(consume request, in: snapshot, by: self, completion: completion)
        var step = try opening.start()
        while true {
            switch consume step {
            case .answer(let value):
                return value
            case .call(let call):
                let value: any Sendable
                do {
                    value = try await call.run()
                } catch {
                    step = try opening.resume(afterFailure: error)
                    continue
                }
                step = try opening.resume(afterValue: value)
            }
        }
    }

    func cast<Value>(_ value: any Sendable, to type: Value.Type, url: String) throws(RouteError) -> Value {
        guard let value = value as? Value else {
            throw RouteError(.typeMismatch, "the handler for \(url) returned \(Swift.type(of: value)), not \(Value.self)")
        }
        return value
    }
}
