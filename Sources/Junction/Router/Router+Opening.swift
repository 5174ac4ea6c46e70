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
        guard let (match, _) = try find(url, in: snapshot, ancestorFallback: ancestorFallback, source: source) else {
            throw RouteError(.notFound, "no route matches \(url)")
        }
        return match
    }

    /// Finds the route a URL reaches, or `nil` when none does, without running its handler.
    ///
    /// Unlike ``resolve(_:ancestorFallback:source:)``, a URL that reaches no route is not an
    /// error, so checking many URLs costs no thrown errors.
    ///
    /// - Throws: ``RouteError`` with code ``RouteError/Code/invalidURL`` or
    ///   ``RouteError/Code/limitExceeded`` for a malformed URL, or
    ///   ``RouteError/Code/notAllowed`` when the source may not open it.
    public func match(
        _ url: String, ancestorFallback: Bool? = nil, source: RouteSource = .inApp
    ) throws(RouteError) -> RouteMatch? {
        let snapshot = snapshot()
        guard source.isExternal else { return try snapshot.table.match(url, fallback: ancestorFallback ?? fallsBack) }
        return try find(url, in: snapshot, ancestorFallback: ancestorFallback, source: source)?.0
    }

    /// Whether a URL reaches a route.
    ///
    /// - Parameters:
    ///   - url: The URL; a malformed one cannot be opened.
    ///   - exactly: When `true`, only a route for the whole path counts (no ancestor fallback);
    ///     when `false`, the answer is what ``open(_:userInfo:completion:)`` would find.
    public func canOpen(_ url: String, exactly: Bool = false, source: RouteSource = .inApp) -> Bool {
        let found = try? find(url, in: snapshot(), ancestorFallback: exactly ? false : nil, source: source)
        return found != nil
    }

    /// Opens a URL: runs the handler of the route it reaches and returns what the handler returns.
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - userInfo: In-process values for the handler, beside the URL.
    ///   - completion: Called with the value the handler passes to ``RouteContext/complete(with:)``
    ///     (or the error it passes to ``RouteContext/fail(_:)``), whenever it does.
    /// - Returns: The handler's value: `()` for an action.
    /// - Throws: ``RouteError`` for a malformed URL or, without a not-found handler, an
    ///   unmatched one; or what the handler throws.
    @discardableResult
    public func open(
        _ url: String, userInfo: [String: any Sendable] = [:],
        completion: (@Sendable (Result<any Sendable, any Error>) -> Void)? = nil
    ) async throws -> any Sendable {
        try await open(RouteRequest(url: url, userInfo: userInfo), completion: completion)
    }

    /// Opens a request; see ``open(_:userInfo:completion:)``.
    @discardableResult
    public func open(
        _ request: RouteRequest,
        completion: (@Sendable (Result<any Sendable, any Error>) -> Void)? = nil
    ) async throws -> any Sendable {
        let box = completion.map { CompletionBox(callback: $0) }
        return try await run(request, completion: box.map(CompletionToken.init))
    }

    /// Opens a URL and returns the handler's value as `Value`.
    ///
    /// - Throws: ``RouteError`` with code ``RouteError/Code/typeMismatch`` when the handler
    ///   returned another type, and everything ``open(_:userInfo:completion:)`` throws.
    public func open<Value>(
        _ url: String, as type: Value.Type, userInfo: [String: any Sendable] = [:]
    ) async throws -> Value {
        try cast(await open(RouteRequest(url: url, userInfo: userInfo)), to: Value.self, url: url)
    }

    /// Opens a request and returns the handler's value as `Value`.
    public func open<Value>(_ request: RouteRequest, as type: Value.Type) async throws -> Value {
        try cast(await open(request), to: Value.self, url: request.url)
    }

    /// Opens a URL and waits for the handler to complete: returns the value it passes to
    /// ``RouteContext/complete(with:)``, or `nil` when it lets go of its context without
    /// completing.
    ///
    /// - Throws: What ``open(_:userInfo:completion:)`` throws, or the error the handler passes
    ///   to ``RouteContext/fail(_:)``.
    public func openAndWait(_ url: String, userInfo: [String: any Sendable] = [:]) async throws -> (any Sendable)? {
        try await openAndWait(RouteRequest(url: url, userInfo: userInfo))
    }

    /// Opens a request and waits for the handler to complete; see ``openAndWait(_:userInfo:)``.
    public func openAndWait(_ request: RouteRequest) async throws -> (any Sendable)? {
        let box = CompletionBox(callback: nil)
        box.hold()
        do {
            // The token lives only in the handler's context, so it dies with the last copy of it.
            _ = try await run(request, completion: CompletionToken(box))
            box.release()
        } catch {
            box.finish(.failure(error))
        }
        return try await box.value()
    }

    /// Opens a URL from synchronous code, for routes whose handlers are synchronous
    /// (MGJRouter's `objectForURL:`).
    ///
    /// - Throws: ``RouteError`` with code ``RouteError/Code/asyncHandler`` when the route's
    ///   handler is `async` (open it with ``open(_:userInfo:completion:)``), and everything
    ///   that method throws.
    @discardableResult
    public func openSynchronously(
        _ url: String, userInfo: [String: any Sendable] = [:],
        completion: (@Sendable (Result<any Sendable, any Error>) -> Void)? = nil
    ) throws -> any Sendable {
        try openSynchronously(RouteRequest(url: url, userInfo: userInfo), completion: completion)
    }

    /// Opens a request from synchronous code; see ``openSynchronously(_:userInfo:completion:)``.
    @discardableResult
    public func openSynchronously(
        _ request: RouteRequest,
        completion: (@Sendable (Result<any Sendable, any Error>) -> Void)? = nil
    ) throws -> any Sendable {
        let snapshot = snapshot()
        if snapshot.observers.isEmpty {
            // The common case, kept short: nobody observes, and most opens do not redirect.
            var untracked: String?
            let value = try performSynchronously(request, in: snapshot, completion: completion, pattern: &untracked, tracking: false)
            guard let redirect = Router.redirect(in: value) else { return value }
            var visited: [String] = []
            var current = try follow(redirect, from: request, visited: &visited)
            while true {
                let next = try performSynchronously(current, in: snapshot, completion: completion, pattern: &untracked, tracking: false)
                guard let redirect = Router.redirect(in: next) else { return next }
                current = try follow(redirect, from: current, visited: &visited)
            }
        }
        var current = request
        var visited: [String] = []  // the redirect chain, started only when a redirect happens
        while true {
            let value = try reporting(current, to: snapshot.observers) { (pattern: inout String?) throws -> any Sendable in
                try performSynchronously(current, in: snapshot, completion: completion, pattern: &pattern, tracking: true)
            }
            guard let redirect = Router.redirect(in: value) else { return value }
            current = try follow(redirect, from: current, visited: &visited)
        }
    }

    private func performSynchronously(
        _ request: RouteRequest, in snapshot: Snapshot,
        completion: (@Sendable (Result<any Sendable, any Error>) -> Void)?, pattern: inout String?, tracking: Bool
    ) throws -> any Sendable {
        guard let (match, entry) = try find(
            request.url, in: snapshot, ancestorFallback: request.ancestorFallback, source: request.source)
        else {
            return try runFallbacksSynchronously(request, in: snapshot)
        }
        if tracking { pattern = match.pattern.text }
        if !snapshot.interceptors.isEmpty, !interceptors(for: match, in: snapshot).isEmpty {
            throw RouteError(
                .asyncHandler, "interceptors run for \"\(match.pattern.text)\"; open \(request.url) with open(_:)")
        }
        let token = completion.map { CompletionToken(CompletionBox(callback: $0)) }
        let context = RouteContext(match: match, userInfo: request.userInfo, source: request.source, completion: token)
        switch entry.handler {
        case .sync(let handler): return try handler(context)
        case .syncAction(let handler): return try handler(context)
        case .async, .asyncAction:
            throw RouteError(
                .asyncHandler,
                "the handler of \"\(match.pattern.text)\" is async; open \(request.url) with open(_:)")
        }
    }

    /// Opens a URL from synchronous code and returns the handler's value as `Value`.
    public func openSynchronously<Value>(
        _ url: String, as type: Value.Type, userInfo: [String: any Sendable] = [:]
    ) throws -> Value {
        try cast(openSynchronously(url, userInfo: userInfo), to: Value.self, url: url)
    }

    // MARK: Internals

    private func run(_ request: RouteRequest, completion: CompletionToken?) async throws -> any Sendable {
        let snapshot = snapshot()
        if snapshot.observers.isEmpty {
            // The common case, kept short: nobody observes, and most opens do not redirect.
            var untracked: String?
            let value = try await perform(request, in: snapshot, completion: completion, pattern: &untracked, tracking: false)
            guard let redirect = Router.redirect(in: value) else { return value }
            var visited: [String] = []
            var current = try follow(redirect, from: request, visited: &visited)
            while true {
                let next = try await perform(current, in: snapshot, completion: completion, pattern: &untracked, tracking: false)
                guard let redirect = Router.redirect(in: next) else { return next }
                current = try follow(redirect, from: current, visited: &visited)
            }
        }
        var current = request
        var visited: [String] = []  // the redirect chain, started only when a redirect happens
        while true {
            let start = ContinuousClock.now
            var pattern: String?
            let value: any Sendable
            do {
                value = try await perform(current, in: snapshot, completion: completion, pattern: &pattern, tracking: true)
            } catch {
                report(current, pattern: pattern, error: error, redirected: false, since: start, to: snapshot.observers)
                throw error
            }
            let redirect = Router.redirect(in: value)
            report(current, pattern: pattern, error: nil, redirected: redirect != nil, since: start, to: snapshot.observers)
            guard let redirect else { return value }
            current = try follow(redirect, from: current, visited: &visited)
        }
    }

    /// Runs `body`, telling the observers how it ended (when there are any).
    private func reporting(
        _ request: RouteRequest, to observers: [@Sendable (RouteEvent) -> Void],
        _ body: (inout String?) throws -> any Sendable
    ) throws -> any Sendable {
        var pattern: String?
        guard !observers.isEmpty else { return try body(&pattern) }
        let start = ContinuousClock.now
        do {
            let value = try body(&pattern)
            report(request, pattern: pattern, error: nil, redirected: Router.redirect(in: value) != nil, since: start, to: observers)
            return value
        } catch {
            report(request, pattern: pattern, error: error, redirected: false, since: start, to: observers)
            throw error
        }
    }

    /// The redirect a handler or an interceptor returned, if it returned one. A metatype
    /// comparison, not a dynamic cast, so an open that returns anything else pays next to nothing.
    static func redirect(in value: any Sendable) -> RouteRedirect? {
        guard type(of: value) == RouteRedirect.self else { return nil }
        return value as? RouteRedirect
    }

    /// The request for a redirect's URL: the same source and user info (so a redirect cannot
    /// turn an external open into an in-app one), after checking the chain's length.
    private func follow(_ redirect: RouteRedirect, from request: RouteRequest, visited: inout [String]) throws(RouteError) -> RouteRequest {
        if visited.isEmpty { visited.append(request.url) }
        visited.append(redirect.url)
        guard visited.count <= Router.redirectLimit + 1 else {
            throw RouteError(
                .tooManyRedirects, "more than \(Router.redirectLimit) redirects: \(visited.joined(separator: " -> "))")
        }
        return RouteRequest(
            url: redirect.url, userInfo: request.userInfo, ancestorFallback: request.ancestorFallback, source: request.source)
    }

    /// How many redirects one open may follow.
    static let redirectLimit = 8

    private func perform(
        _ request: RouteRequest, in snapshot: Snapshot, completion: CompletionToken?, pattern: inout String?, tracking: Bool
    ) async throws -> any Sendable {
        guard let (match, entry) = try find(
            request.url, in: snapshot, ancestorFallback: request.ancestorFallback, source: request.source)
        else {
            return try await runFallbacks(request, in: snapshot)
        }
        if tracking { pattern = match.pattern.text }
        guard !snapshot.interceptors.isEmpty else {
            return try await call(entry, RouteContext(match: match, userInfo: request.userInfo, source: request.source, completion: completion))
        }
        let chain = interceptors(for: match, in: snapshot)
        let tags = snapshot.table.routes[Int(match.routeIndex)].tags
        // A fold: the handler innermost, each interceptor wrapping what runs after it.
        var next: RouteInterceptor.Next = { [self] request in
            try await call(entry, RouteContext(match: match, userInfo: request.userInfo, source: request.source, completion: completion))
        }
        for interceptor in chain.reversed() {
            let inner = next
            next = { request in
                try await interceptor.interceptor.intercept(Interception(request: request, match: match, tags: tags), next: inner)
            }
        }
        return try await next(request)
    }

    /// The interceptors that run for a route, in order.
    private func interceptors(for match: RouteMatch, in snapshot: Snapshot) -> [InterceptorEntry] {
        let route = snapshot.table.routes[Int(match.routeIndex)]
        return snapshot.interceptors.filter { $0.scope.covers(route) && !route.skippedInterceptors.contains($0.name) }
    }

    private func call(_ entry: Entry, _ context: RouteContext) async throws -> any Sendable {
        switch entry.handler {
        case .sync(let handler): return try handler(context)
        case .syncAction(let handler): return try handler(context)
        case .async(let handler): return try await handler(context)
        case .asyncAction(let handler): return try await handler(context)
        }
    }

    /// Tells every observer how an open ended.
    private func report(
        _ request: RouteRequest, pattern: String?, error: (any Error)?, redirected: Bool, since start: ContinuousClock.Instant,
        to observers: [@Sendable (RouteEvent) -> Void]
    ) {
        let elapsed = ContinuousClock.now - start
        let outcome: RouteEvent.Outcome
        switch (error as? RouteError)?.code {
        case nil where error == nil: outcome = redirected ? .redirected : .handled
        case .notFound?: outcome = .notFound
        case .notAllowed?, .invalidURL?, .limitExceeded?: outcome = .notAllowed
        case .rejected?: outcome = .rejected
        default: outcome = .failed
        }
        let event = RouteEvent(
            url: request.url, source: request.source.name, pattern: pattern, outcome: outcome,
            error: error.map { ($0 as? RouteError)?.message ?? "\($0)" },
            duration: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        for observer in observers { observer(event) }
    }

    /// The match and the route's entry, or `nil` when no route matches.
    ///
    /// An external source must use one of the app's schemes or web hosts, and reaches only
    /// routes exposed to it; otherwise this throws ``RouteError/Code/notAllowed``.
    func find(
        _ string: String, in snapshot: Snapshot, ancestorFallback: Bool?, source: RouteSource = .inApp
    ) throws(RouteError) -> (RouteMatch, Entry)? {
        let external = source.isExternal
        if external { try checkOrigin(of: string, from: source, in: snapshot.table) }
        guard let match = try snapshot.table.match(string, fallback: ancestorFallback ?? fallsBack) else {
            return nil
        }
        if external {
            let exposure = snapshot.table.routes[Int(match.routeIndex)].exposure
            guard exposure.allows(source) else {
                let opens = exposure == .inApp ? "opens only from inside the app" : "opens only from \(exposure)"
                throw RouteError(.notAllowed, "\"\(match.pattern.text)\" \(opens), not from \(source) (\(string))")
            }
        }
        return (match, snapshot.entries[Int(match.routeIndex)])
    }

    /// A URL from outside must use one of the app's schemes, or be `http`/`https` on one of its web hosts.
    private func checkOrigin(of string: String, from source: RouteSource, in table: RouteTable) throws(RouteError) {
        let url = try RouteURL(string, options: options.parsing)
        guard let scheme = url.scheme else {
            throw RouteError(
                .notAllowed, "\(string) from \(source) has no scheme; a URL from outside must use one of the app's schemes or web hosts")
        }
        if scheme == "http" || scheme == "https" {
            // What a browser would not read as written (an encoded ':' in the host, a port in
            // other characters than digits) never reaches a route by looking like a web host.
            if case .failure(let refusal) = WebURL.read(url) {
                throw RouteError(.notAllowed, "\(string) from \(source) \(refusal.why)")
            }
            guard let host = url.authority, options.webHosts.contains(host) else {
                throw RouteError(.notAllowed, "\(string) from \(source) is not on one of the app's web hosts")
            }
            return
        }
        let isAppScheme = options.schemes.isEmpty ? table.hasScheme(scheme) : options.schemes.contains(scheme)
        guard isAppScheme else {
            throw RouteError(.notAllowed, "\(string) from \(source) uses the scheme \"\(scheme)\", not one of the app's")
        }
    }

    private func cast<Value>(_ value: any Sendable, to type: Value.Type, url: String) throws(RouteError) -> Value {
        guard let value = value as? Value else {
            throw RouteError(.typeMismatch, "the handler for \(url) returned \(Swift.type(of: value)), not \(Value.self)")
        }
        return value
    }
}

extension Router {
    /// Builds a URL from the route registered under `name` (ROUTING.md §5).
    ///
    /// ```swift
    /// try router.register("shop://product/{id:int}", name: "product") { _ in }
    /// try router.url(for: "product", ["id": "42"])   // "shop://product/42"
    /// ```
    ///
    /// - Throws: ``RouteError`` with code ``RouteError/Code/unknownRoute`` when no route has
    ///   the name, and everything ``RoutePattern/url(_:wildcards:remainder:query:limits:)`` throws.
    public func url(
        for name: String, _ values: [String: String] = [:], wildcards: [String] = [],
        remainder: String? = nil, query: [QueryItem] = []
    ) throws(RouteError) -> String {
        let (pattern, converters) = state.withLock { state in
            (state.names[name]?.pattern, state.builder.converters)
        }
        guard let pattern else { throw RouteError(.unknownRoute, "no route is named \"\(name)\"") }
        return try pattern.url(
            values, wildcards: wildcards, remainder: remainder, query: query,
            limits: options.parsing.limits, converters: converters)
    }
}
