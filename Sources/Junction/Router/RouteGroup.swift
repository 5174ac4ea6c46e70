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
/// `"/"` is the prefix itself). Each route carries the prefix as a tag, and an interceptor added
/// to the group runs only for routes that carry it: the group's routes, those of groups inside
/// it, and those registered after the interceptor alike. Converters and fallbacks are the
/// router's or the collection's, as if added there.
public final class RouteGroup: RouteBuilder {
    /// Where the group's routes go: a router, a collection or another group.
    public let parent: any RouteBuilder
    /// The whole prefix, a group's inside another's included: `shop://account/settings`. Each
    /// of the group's routes carries it as a tag.
    public let prefix: String
    /// What this group adds before a route's pattern: the prefix less its parent group's.
    private let path: String

    /// A group of routes under `prefix` (a scheme and host, leading path segments, or both)
    /// that go to `parent`, a router, a collection or another group.
    ///
    /// ```swift
    /// let api = try RouteGroup("/api/v1", in: router)
    /// try api.register("users/{id:int}") { context in ... }   // /api/v1/users/{id:int}
    /// ```
    ///
    /// - Throws: ``RouteError`` with code ``RouteError/Code/invalidPattern`` when `prefix` is not
    ///   a pattern, or has a query or a wildcard; a group inside a group takes a path.
    public init(_ prefix: String, in parent: any RouteBuilder) throws(RouteError) {
        _ = try RoutePattern(prefix)
        guard !prefix.contains("?"), !prefix.contains("*") else {
            throw RouteError(.invalidPattern, "a group's prefix is a scheme and host or leading path segments, without a query or a wildcard: \"\(prefix)\"")
        }
        if let outer = parent as? RouteGroup {
            guard !Self.namesSchemeOrHost(prefix) else {
                throw RouteError(.invalidPattern, "\"\(prefix)\" has a scheme or a host; a group inside a group is a path under it")
            }
            path = String(prefix.drop { $0 == "/" })
            self.prefix = "\(outer.prefix)/\(path)"
        } else {
            path = prefix
            self.prefix = prefix
        }
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
            route.tags.insert(prefix)
            part.append(route)
        }
        for var interceptor in contents.interceptors {
            interceptor.scope.within.insert(prefix)
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
        var joined = try RoutePattern(path.isEmpty ? self.path : "\(self.path)/\(path)")
        joined.caseInsensitive = pattern.caseInsensitive
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
