import struct Foundation.URL

// Foundation's `URL` where a URL string is taken. Each form reads `url.absoluteString` here, at
// the edge, and calls the string form: the matching path never sees a Foundation type. What
// `URL` does to a string before it gets here (docs/Decisions.md, "A Foundation URL is its
// string"): it refuses some strings (a space in the host, an empty string), percent-encodes
// characters outside the URL grammar (spaces, quotes, controls, non-ASCII), which the router
// decodes back to the same values, encodes a `%` that starts no escape as `%25`, and writes a
// non-ASCII host in Punycode.

extension Router {
    /// Finds the route a Foundation `URL` reaches; see ``resolve(_:ancestorFallback:source:)``.
    ///
    /// - Throws: What the `String` form throws for `url.absoluteString`.
    public func resolve(
        _ url: URL, ancestorFallback: Bool? = nil, source: RouteSource = .inApp
    ) throws(RouteError) -> RouteMatch {
        try resolve(url.absoluteString, ancestorFallback: ancestorFallback, source: source)
    }

    /// Finds the route a Foundation `URL` reaches, or `nil`; see ``match(_:ancestorFallback:source:)``.
    ///
    /// - Throws: What the `String` form throws for `url.absoluteString`.
    public func match(
        _ url: URL, ancestorFallback: Bool? = nil, source: RouteSource = .inApp
    ) throws(RouteError) -> RouteMatch? {
        try match(url.absoluteString, ancestorFallback: ancestorFallback, source: source)
    }

    /// Whether a Foundation `URL` reaches a route; see ``canOpen(_:exactly:source:)``.
    public func canOpen(_ url: URL, exactly: Bool = false, source: RouteSource = .inApp) -> Bool {
        canOpen(url.absoluteString, exactly: exactly, source: source)
    }

    /// Opens a Foundation `URL`; see ``open(_:userInfo:)``. For a URL from outside
    /// (`onOpenURL`, `application(_:open:options:)`), open a ``RouteRequest`` with its source.
    ///
    /// - Throws: What the `String` form throws for `url.absoluteString`.
    @discardableResult
    public func open(_ url: URL, userInfo: [String: any Sendable] = [:]) async throws -> any Sendable {
        try await open(RouteRequest(url: url, userInfo: userInfo))
    }

    /// Opens a Foundation `URL` and returns the handler's value as `Value`.
    ///
    /// - Throws: What the `String` form throws for `url.absoluteString`.
    public func open<Value>(
        _ url: URL, as type: Value.Type, userInfo: [String: any Sendable] = [:]
    ) async throws -> Value {
        try await open(url.absoluteString, as: type, userInfo: userInfo)
    }

    /// Opens a Foundation `URL` from synchronous code; see ``openSynchronously(_:)``.
    ///
    /// - Throws: What the `String` form throws for `url.absoluteString`.
    @discardableResult
    public func openSynchronously(_ url: URL, userInfo: [String: any Sendable] = [:]) throws -> any Sendable {
        try openSynchronously(RouteRequest(url: url, userInfo: userInfo))
    }

    /// Opens a Foundation `URL` from synchronous code and returns the handler's value as `Value`.
    ///
    /// - Throws: What the `String` form throws for `url.absoluteString`.
    public func openSynchronously<Value>(
        _ url: URL, as type: Value.Type, userInfo: [String: any Sendable] = [:]
    ) throws -> Value {
        try openSynchronously(url.absoluteString, as: type, userInfo: userInfo)
    }

    /// Opens a Foundation `URL` and hands `completion` what the handler later completes with;
    /// see ``open(_:userInfo:completion:)``.
    ///
    /// - Returns: The handler's own value: `()` for an action.
    /// - Throws: What the `String` form throws for `url.absoluteString`.
    @discardableResult
    public func open(
        _ url: URL, userInfo: [String: any Sendable] = [:],
        completion: @escaping @Sendable (Result<any Sendable, any Error>) -> Void
    ) async throws -> any Sendable {
        try await open(url.absoluteString, userInfo: userInfo, completion: completion)
    }

    /// Opens a Foundation `URL` and waits for the handler to complete; see
    /// ``openAndWait(_:userInfo:)``.
    ///
    /// - Throws: What the `String` form throws for `url.absoluteString`.
    public func openAndWait(_ url: URL, userInfo: [String: any Sendable] = [:]) async throws -> (any Sendable)? {
        try await openAndWait(url.absoluteString, userInfo: userInfo)
    }

    /// Every route, with whether a Foundation `URL` reaches it and why not; see
    /// ``explain(_:ancestorFallback:)``.
    ///
    /// - Throws: What the `String` form throws for `url.absoluteString`.
    public func explain(_ url: URL, ancestorFallback: Bool? = nil) throws(RouteError) -> [RouteAttempt] {
        try explain(url.absoluteString, ancestorFallback: ancestorFallback)
    }
}

extension RouteURL {
    /// Parses a Foundation `URL` as its `absoluteString`; see ``init(_:options:)``.
    ///
    /// - Throws: What the `String` form throws for `url.absoluteString`.
    public init(_ url: URL, options: URLParsingOptions = URLParsingOptions()) throws(RouteError) {
        try self.init(url.absoluteString, options: options)
    }
}

extension RouteRequest {
    /// A request for a Foundation `URL`, read as `url.absoluteString`: what an app's
    /// `onOpenURL` or `application(_:open:options:)` hands it.
    ///
    /// ```swift
    /// .onOpenURL { url in
    ///     Task { try await router.open(RouteRequest(url: url, source: .otherApp)) }
    /// }
    /// ```
    public init(
        url: URL, userInfo: [String: any Sendable] = [:], ancestorFallback: Bool? = nil, source: RouteSource = .inApp,
        skipsInterceptors: Bool = false
    ) {
        self.init(
            url: url.absoluteString, userInfo: userInfo, ancestorFallback: ancestorFallback, source: source,
            skipsInterceptors: skipsInterceptors)
    }
}

extension RouteRedirect {
    /// A redirect to a Foundation `URL`, read as `url.absoluteString`.
    public init(_ url: URL) {
        self.init(url.absoluteString)
    }
}
