import JunctionLocking

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
        let reached = (try? find(url, in: snapshot(), ancestorFallback: request.ancestorFallback)) ?? nil
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
