import Junction

extension Navigator {
    /// What a URL reaches, without opening it (HHRouter's `canRoute:`): a page, a handler, or
    /// nothing, with the route's name and, for a page, its presentation.
    ///
    /// A URL reaches a page when the route it matches is one the navigator was told of as a
    /// page: registered with ``registerPage(_:name:presentation:parent:tab:attributes:exposure:tags:skipping:reuse:)``,
    /// added in a ``PageCollection``, or loaded from a route map's pages. Any other route is a
    /// handler. Nothing runs: no interceptor (so a login interceptor may still turn the open
    /// into another page), no handler, no fallback (a URL that reaches nothing may still be
    /// answered by a not-found handler or the web fallback when it is opened).
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - source: Where the URL would come from: an outside source reaches only the routes
    ///     exposed to it, as an open does.
    /// - Complexity: One lookup in the router's table.
    public func target(of url: String, source: RouteSource = .inApp) -> NavigationTarget {
        let match: RouteMatch?
        do {
            match = try router.match(url, source: source)
        } catch {
            return NavigationTarget(kind: .nothing, reason: error)
        }
        guard let match else {
            return NavigationTarget(kind: .nothing, reason: RouteError(.notFound, "no route matches \(url)"))
        }
        let pattern = match.pattern.text
        if let page = pageRoutes[pattern] {
            return NavigationTarget(kind: .page, route: page.name, pattern: pattern, presentation: page.presentation)
        }
        return NavigationTarget(kind: .handler, route: match.name ?? pattern, pattern: pattern)
    }
}
