import JunctionSupport

/// Asking the router about URLs without running anything: whether and where a URL goes, why
/// not, and what a host alone reaches.
extension Router {
    /// Finds the route a URL reaches, or `nil` when none does, without running its handler.
    ///
    /// A URL that reaches no route is not an error, so checking many URLs costs no thrown
    /// errors. Open a ``RouteRequest`` to say where the URL comes from (an external source
    /// reaches only the routes exposed to it) or whether to fall back to an ancestor route.
    ///
    /// ```swift
    /// let match = try router.match("shop://product/42")
    /// match?.pattern.text            // "shop://product/{id:int}"
    /// match?.parameters["id"]        // "42"
    /// ```
    ///
    /// - Throws: ``RouteError`` with code ``RouteError/Code/invalidURL`` or
    ///   ``RouteError/Code/limitExceeded`` for a malformed URL,
    ///   ``RouteError/Code/notAllowed`` when the request's source may not open it, or
    ///   ``RouteError/Code/notReady`` while routes load (``RouteLoading``).
    /// - Complexity: Proportional to the URL's length and its number of segments, whatever the
    ///   number of routes, unless routes at one position need backtracking.
    public func match(_ request: some RouteRequestConvertible) throws(RouteError) -> RouteMatch? {
        let request = try request.routeRequest()
        var snapshot = snapshot()
        if snapshot.isLoading {
            throw RouteError(.notReady, "the routes are loading, so \(request.url) cannot be matched yet; an open waits for them")
        }
        if !snapshot.unmade.isEmpty {
            snapshot = try self.snapshot(from: snapshot) { routes throws(RouteError) in try routes.makeRoutes(reaching: request.url, in: self) }
        }
        return try find(request.url, in: snapshot, ancestorFallback: request.ancestorFallback, source: request.source)
    }

    /// Whether a URL reaches a route that its source may open.
    ///
    /// A malformed URL cannot be opened. The answer is what ``open(_:)`` would find; to ask
    /// about the whole path alone, open a request with `ancestorFallback: false`. While routes
    /// load (``RouteLoading``) the answer is `false`, and ``match(_:)`` says why.
    public func canOpen(_ request: some RouteRequestConvertible) -> Bool {
        (try? match(request)) != nil
    }
}

extension Router {
    /// The match, or `nil` when no route matches. The URL is read once: the origin check and
    /// the table read the same ``RouteURL``.
    ///
    /// An external source must use one of the app's schemes or web hosts, and reaches only
    /// routes exposed to it; otherwise this throws ``RouteError/Code/notAllowed``.
    func find(
        _ string: String, in snapshot: RouterSnapshot, ancestorFallback: Bool?, source: RouteSource = .inApp
    ) throws(RouteError) -> RouteMatch? {
        let fallback = ancestorFallback ?? fallsBack
        // From inside the app, the URL is read and looked up over one loan of its bytes.
        guard source.isExternal else { return try snapshot.table.match(string, fallback: fallback) }
        let url = try RouteURL(string, options: options.parsing)
        let offWebHosts = try checkOrigin(of: url, from: source, in: snapshot.table)
        guard let match = try snapshot.table.match(url, fallback: fallback) else {
            if let offWebHosts { throw offWebHosts }
            return nil
        }
        // A web URL on another host opens from outside only a route for any host (`https://**`),
        // and never as a universal link, which only the app's web hosts send.
        if let offWebHosts, source == .universalLink || !match.route.pattern.takesAnyHost { throw offWebHosts }
        let exposure = snapshot.table.routes[Int(match.routeIndex)].exposure
        guard exposure.allows(source) else {
            let opens = exposure == .inApp ? "opens only from inside the app" : "opens only from \(exposure)"
            throw RouteError(.notAllowed, "\"\(match.pattern.text)\" \(opens), not from \(source) (\(string))")
        }
        return match
    }

    /// A URL from outside must use one of the app's schemes (its web schemes among them), or be
    /// `http`/`https` on one of its web hosts. An `http`/`https` URL on another host is refused
    /// unless a route for any host of its scheme takes it: the refusal is returned, for the
    /// caller to throw once it knows the route.
    private func checkOrigin(of url: RouteURL, from source: RouteSource, in table: RouteTable) throws(RouteError) -> RouteError? {
        let string = url.string
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
            guard let host = url.authority, options.isWebHost(host) else {
                return RouteError(.notAllowed, "\(string) from \(source) is not on one of the app's web hosts")
            }
            return nil
        }
        // A web scheme is the app's own, whatever its routes' schemes are.
        let isAppScheme = options.webSchemes.contains(scheme)
            || (options.schemes.isEmpty ? table.hasScheme(scheme) : options.schemes.contains(scheme))
        guard isAppScheme else {
            throw RouteError(.notAllowed, "\(string) from \(source) uses the scheme \"\(scheme)\", not one of the app's")
        }
        return nil
    }
}

/// One route tried for a URL, and what came of it.
public struct RouteAttempt: Hashable, Sendable, CustomStringConvertible {
    /// The route's pattern, as registered.
    public let pattern: String
    /// Whether the route matches the URL on its own.
    public let matches: Bool
    /// Whether the URL reaches this route.
    public let reached: Bool
    /// Why the route does not match, or why another was reached, or `reached`; parts of the URL
    /// it quotes are as given (``description`` escapes them).
    public let reason: String

    /// `pattern: reason`, on one line: characters that could break the line or reorder it are
    /// written as `\u{HEX}`, as in ``RouteError/message``.
    public var description: String { DisplayEscaping.escape("\(pattern): \(reason)") }
}

extension Router {
    /// Every route, in registration order, with whether the URL reaches it and why not.
    ///
    /// Whether a route matches is decided by the matcher itself, with the route alone; the
    /// reason names the first part of the URL the route's pattern does not accept.
    ///
    /// ```swift
    /// for attempt in try router.explain("shop://product/abc") { print(attempt) }
    /// // shop://product/{id:int}: segment 2 "abc" is not accepted by the converter int
    /// // shop://product/:slug: reached
    /// ```
    ///
    /// The request's source is not asked about: every route is tried as from the app; its
    /// `ancestorFallback` is.
    ///
    /// - Throws: ``RouteError`` for a malformed URL.
    public func explain(_ request: some RouteRequestConvertible) throws(RouteError) -> [RouteAttempt] {
        let request = try request.routeRequest()
        let url = request.url
        let parsed = try RouteURL(url, options: options.parsing)
        let every = try snapshot(from: snapshot()) { routes throws(RouteError) in try routes.makeEveryRoute(in: self) }
        let reached = (try? find(url, in: every, ancestorFallback: request.ancestorFallback)) ?? nil
        let (routes, converters) = state.withLock { ($0.builder.routes, $0.builder.converters) }
        let fallback = request.ancestorFallback ?? fallsBack
        return routes.map { route in
            var single = singleRouteBuilder(converters)
            try? single.add(route.pattern, id: 0)
            let matches = (try? single.build().match(url, fallback: fallback)) != nil
            let isReached = reached.map { $0.matchedPattern == route.pattern } ?? false
            let reason: String
            if isReached {
                reason = "reached"
            } else if matches {
                reason = "matches, but \"\(reached?.matchedPattern.text ?? "")\" comes first"
            } else {
                reason = whyNot(route.pattern, parsed, converters: converters)
            }
            return RouteAttempt(pattern: route.pattern.text, matches: matches, reached: isReached, reason: reason)
        }
    }

    /// A router of one route and the router's converters, to ask the matcher itself.
    private func singleRouteBuilder(_ converters: [String: ParameterConverter]) -> RouteTableBuilder {
        var builder = RouteTableBuilder(options: options)
        for converter in converters.values where ParameterConverter.builtIn[converter.name] == nil {
            try? builder.add(converter)
        }
        return builder
    }

    /// Whether a decoded segment fits a mixed segment's pieces, asked of the matcher.
    func fits(_ value: String, _ pieces: [SegmentPiece], foldingCase: Bool, converters: [String: ParameterConverter]) -> Bool {
        let names = pieces.compactMap { piece -> String? in
            if case .capture(let capture) = piece { return capture.name }
            return nil
        }
        var segment = RoutePattern(
            text: "/" + MixedShape(pieces, foldCase: false).text, scheme: nil, defaults: [], segments: [.mixed(pieces)],
            hasAuthority: false, hasAuthoritySegment: false, leadingSlash: true, parameterNames: names)
        segment.caseInsensitive = foldingCase
        var builder = singleRouteBuilder(converters)
        guard (try? builder.add(segment, id: 0)) != nil else { return false }
        return (try? builder.build().match("/" + PercentEncoding.encode(value, inQuery: false), fallback: false)) != nil
    }

    /// The first part of the URL the pattern does not accept.
    private func whyNot(_ pattern: RoutePattern, _ url: RouteURL, converters: [String: ParameterConverter]) -> String {
        if let scheme = pattern.scheme, scheme != url.scheme {
            return "the scheme is \(url.scheme.map { "\"\($0)\"" } ?? "missing"), not \"\(scheme)\""
        }
        if let refusal = pattern.hostsAndSchemes?.refusal(scheme: url.scheme, host: url.authority) { return refusal }
        if pattern.takesAnyHost, let host = url.authority, options.isWebHost(host) {
            return "the route takes any host but the web hosts, and \"\(host)\" is one"
        }
        if pattern.scheme == nil, options.schemelessRoutesOnlyOnWebHosts, let scheme = url.scheme, let host = url.authority,
           scheme == "http" || scheme == "https" || options.webSchemes.contains(scheme), !options.isWebHost(host) {
            return "scheme-less routes are kept to the web hosts (schemelessRoutesOnlyOnWebHosts), and \"\(host)\" is not one"
        }
        var segments = url.segments
        if pattern.scheme == nil, options.readsAsWeb(scheme: url.scheme, host: url.authority), !segments.isEmpty {
            segments.removeFirst()
        }
        let folds = options.caseInsensitive || pattern.caseInsensitive
        let fold = { (text: String) in folds ? text.lowercased() : text }
        for (index, segment) in pattern.segments.enumerated() {
            if case .catchAll = segment { return "does not match" }
            guard index < segments.count else {
                return "the URL ends after \(segments.count) segment\(segments.count == 1 ? "" : "s"); the pattern needs more"
            }
            let value = segments[index]
            switch segment {
            case .literal(let literal) where fold(literal) != fold(value):
                return "segment \(index + 1) is \"\(value)\", not \"\(literal)\""
            case .capture(let capture):
                if let name = capture.converter, let converter = converters[name], !converter.accepts(value[...]) {
                    return "segment \(index + 1) \"\(value)\" is not accepted by the converter \(name)"
                }
            case .mixed(let pieces):
                if !fits(value, pieces, foldingCase: pattern.caseInsensitive, converters: converters) {
                    return "segment \(index + 1) \"\(value)\" does not fit \"\(MixedShape(pieces, foldCase: false).text)\""
                }
            default:
                continue
            }
        }
        if segments.count > pattern.segments.count {
            return "the URL has \(segments.count) segments; the pattern has \(pattern.segments.count)"
        }
        return "does not match"
    }
}

extension Router {
    /// Whether some route takes URLs on `host`, judged by the host alone, without a path: a
    /// page manager's "can it open this kind of URL" by domain.
    ///
    /// A URL's authority is its first segment (ROUTING.md §1), so a route takes the host when
    /// its first segment accepts it: the literal host, a capture whose converter accepts it, a
    /// mixed segment it fits, `*` or `**`. A route with a scheme counts only for that scheme.
    /// With `scheme` `http`, `https`, a web scheme (or none), one of the router's web hosts
    /// (listed, or under a wildcard such as `*.example.com`) counts as well, since its URLs
    /// reach the scheme-less routes by their paths.
    ///
    /// ```swift
    /// try router.register("cc://page.cc/betSsq") { _ in }
    /// router.canOpen(host: "page.cc", scheme: "cc")   // true
    /// router.canOpen(host: "other.cc", scheme: "cc")  // false
    /// ```
    ///
    /// - Parameters:
    ///   - host: The host, compared in lower case, with its port if URLs give one.
    ///   - scheme: Only routes that take this scheme (any case) count; `nil` for any scheme.
    /// - Complexity: O(*n*) in the routes.
    public func canOpen(host: String, scheme: String? = nil) -> Bool {
        let host = host.lowercased()
        let scheme = scheme?.lowercased()
        let webScheme = scheme == nil || scheme == "http" || scheme == "https" || options.webSchemes.contains(scheme ?? "")
        if webScheme, options.isWebHost(host) { return true }
        _ = try? snapshot(from: snapshot()) { routes throws(RouteError) in try routes.makeEveryRoute(in: self) }
        let (routes, converters) = state.withLock { ($0.builder.routes, $0.builder.converters) }
        return routes.contains { route in
            let pattern = route.pattern
            if let wanted = pattern.scheme, let scheme, wanted != scheme { return false }
            // `app://` and `app:///x` have no host; `mailto:{who}` has no authority at all.
            if pattern.scheme != nil && !pattern.hasAuthoritySegment { return false }
            guard let first = pattern.segments.first else { return false }
            switch first {
            case .literal(let text): return (options.caseInsensitive || pattern.caseInsensitive ? text.lowercased() : text) == host
            case .capture(let capture):
                return capture.converter.map { converters[$0]?.accepts(host[...]) ?? false } ?? true
            case .mixed(let pieces): return fits(host, pieces, foldingCase: pattern.caseInsensitive, converters: converters)
            case .wildcard, .catchAll: return true
            }
        }
    }
}
