import JunctionLocking

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
