/// Routes under a common prefix, with interceptors of their own, as hummingbird's and
/// routing-kit's `group` make.
///
/// ```swift
/// let account = try RouteGroup("shop://account", in: router)
/// try account.register("orders") { _ in OrdersPage() }                // shop://account/orders
/// try account.register("orders/{id:int}") { context in OrderPage(context) }
/// try account.addInterceptor(LoginRequired(session: session), name: "login")   // these routes only
/// let settings = try RouteGroup("settings", in: account)             // shop://account/settings/...
/// ```
///
/// A group is a ``RouteBuilder``: it registers routes, interceptors, converters and fallbacks as
/// the router or collection it came from does, and passes them on at once. Each route's pattern
/// is the group's prefix, a `/`, then the pattern given (a path, without a scheme or a host;
/// `"/"` is the prefix itself). Each route carries the group's ``tag`` (its prefix, and the hosts
/// and schemes it takes when it lists any), and an interceptor added
/// to the group runs only for routes that carry it: the group's routes, those of groups inside
/// it, and those registered after the interceptor alike. Converters and fallbacks are the
/// router's or the collection's, as if added there.
public final class RouteGroup: RouteBuilder {
    /// Where the group's routes go: a router, a collection or another group.
    public let parent: any RouteBuilder
    /// The whole prefix, a group's inside another's included: `shop://account/settings`; empty
    /// for a group that only lists hosts or schemes.
    public let prefix: String
    /// The tag each of the group's routes carries, which its interceptors are limited to: the
    /// prefix, followed by the hosts and schemes when the group lists any
    /// (`/pages (hosts wordpress.com)`).
    public let tag: String
    /// What this group adds before a route's pattern: the prefix less its parent group's.
    private let path: String
    /// The hosts and schemes the group's routes take, when it lists any.
    private let hostsAndSchemes: HostsAndSchemes?

    /// A group of routes under `prefix` (a scheme and host, leading path segments, or both)
    /// that go to `parent`, a router, a collection or another group.
    ///
    /// ```swift
    /// let api = try RouteGroup("/api/v1", in: router)
    /// try api.register("users/{id:int}") { context in ... }   // /api/v1/users/{id:int}
    /// ```
    ///
    /// A group that lists `hosts` or `schemes` ties its routes to them (ROUTING.md §3): they
    /// are scheme-less, and a URL with a scheme reaches them only with one of the `schemes`
    /// (when any are listed) and on one of the `hosts` (a custom-scheme URL's host is its
    /// first segment; `*.example.com` takes subdomains), while a path the app opens reaches
    /// them as any scheme-less route. A URL they do not take goes on to the next route. List
    /// hosts among the router's web hosts: a URL on another host has its host as its first
    /// segment, as a custom-scheme URL does.
    ///
    /// ```swift
    /// let web = try RouteGroup(hosts: ["wordpress.com"], schemes: ["https"], in: router)
    /// try web.register("/pages") { _ in PagesPage() }   // not https://a.wordpress.com/pages
    /// ```
    ///
    /// - Throws: ``RouteError`` with code ``RouteError/Code/invalidPattern`` when `prefix` is not
    ///   a pattern, or has a query or a wildcard, or when the group has no prefix, hosts or
    ///   schemes; a group inside a group takes a path, and so does a group that lists hosts or
    ///   schemes. ``RouteError/Code/invalidParameter`` for a
    ///   host that is not one (a URL, a malformed wildcard) or a scheme that is not one.
    public init(_ prefix: String = "", hosts: [String] = [], schemes: [String] = [], in parent: any RouteBuilder) throws(RouteError) {
        let tie = try HostsAndSchemes(hosts: hosts, schemes: schemes)
        if prefix.isEmpty && tie == nil {
            throw RouteError(.invalidPattern, "a group has a prefix, or hosts or schemes its routes take; this one has none")
        }
        if !prefix.isEmpty { _ = try RoutePattern(prefix) }
        guard !prefix.contains("?"), !prefix.contains("*") else {
            throw RouteError(.invalidPattern, "a group's prefix is a scheme and host or leading path segments, without a query or a wildcard: \"\(prefix)\"")
        }
        if let outer = parent as? RouteGroup {
            guard !Self.namesSchemeOrHost(prefix) else {
                throw RouteError(.invalidPattern, "\"\(prefix)\" has a scheme or a host; a group inside a group is a path under it")
            }
            if let tie {
                throw RouteError(.invalidPattern, "a group inside a group takes a path; the hosts and schemes are the outer group's (\(tie.description))")
            }
            path = String(prefix.drop { $0 == "/" })
            self.prefix = "\(outer.prefix)/\(path)"
        } else {
            if let tie, Self.namesSchemeOrHost(prefix) {
                throw RouteError(.invalidPattern, "\"\(prefix)\" has a scheme or a host; a group that takes \(tie.description) has a path prefix")
            }
            path = prefix
            self.prefix = prefix
        }
        let whole = self.prefix
        tag = tie.map { whole.isEmpty ? "(\($0.description))" : "\(whole) (\($0.description))" } ?? whole
        hostsAndSchemes = tie
        self.parent = parent
    }

    /// Adds what `collection` holds to the parent: each route under the prefix, tagged with it,
    /// and each interceptor limited to routes with that tag.
    ///
    /// - Throws: ``RouteError`` with code ``RouteError/Code/invalidPattern`` for a pattern with a
    ///   scheme or a host, or one that does not parse under the prefix, and what the parent
    ///   throws.
    public func add(_ collection: RouteCollection) throws(RouteError) {
        let contents = collection.contents
        let part = RouteCollection()
        for route in contents.routes {
            var route = route
            route.pattern = try prefixed(route.pattern)
            route.tags.insert(tag)
            part.append(route)
        }
        for var interceptor in contents.interceptors {
            interceptor.scope.within.insert(tag)
            part.append(interceptor)
        }
        contents.converters.forEach(part.append)
        contents.fallbacks.forEach(part.append)
        try parent.add(part)
    }

    /// `pattern` under the prefix, parsed again, keeping how it compares case.
    private func prefixed(_ pattern: RoutePattern) throws(RouteError) -> RoutePattern {
        let text = pattern.text
        guard !Self.namesSchemeOrHost(text) else {
            throw RouteError(.invalidPattern, "\"\(text)\" has a scheme or a host; a route of the group \"\(prefix)\" is a path under it")
        }
        let path = text.drop { $0 == "/" }
        var joined = try RoutePattern(path.isEmpty ? (self.path.isEmpty ? "/" : self.path) : "\(self.path)/\(path)")
        joined.caseInsensitive = pattern.caseInsensitive
        joined.hostsAndSchemes = hostsAndSchemes ?? pattern.hostsAndSchemes
        return joined
    }

    /// Whether `text` begins with a scheme (`shop://`) or a host (`//host`). Under a prefix,
    /// anything else is a path: `Special:Random` is a segment, not a scheme.
    static func namesSchemeOrHost(_ text: String) -> Bool {
        if text.hasPrefix("//") { return true }
        let head = text.prefix { $0 != "/" }
        return head.hasSuffix(":") && text.dropFirst(head.count).hasPrefix("//")
    }
}
