import Junction

extension Navigator {
    /// What a URL reaches, without opening it (HHRouter's `canRoute:`): a page, a handler, or
    /// nothing, with the route's name and, for a page, its presentation.
    ///
    /// A URL reaches a page when the route it matches was declared as a page (with
    /// ``Junction/RouteCollection/registerPage(_:name:presentation:parent:tab:attributes:exposure:tags:skipping:reuse:)``,
    /// ``registerPage(_:name:presentation:parent:tab:attributes:exposure:tags:skipping:reuse:)``
    /// or a route map's pages). Any other route is a handler. Nothing runs: no interceptor (so a
    /// login interceptor may still turn the open into another page), no handler, no fallback
    /// (a URL that reaches nothing may still be answered by a not-found handler or the web
    /// fallback when it is opened). A request's source counts: an outside source reaches only
    /// the routes exposed to it, as an open does.
    ///
    /// - Complexity: One lookup in the router's table.
    public func target(of request: some RouteRequestConvertible) -> NavigationTarget {
        let found: (match: RouteMatch, page: (any AnyObject & Sendable)?)?
        let url: String
        do {
            let request = try request.routeRequest()
            url = request.url
            found = try router.page(for: request)
        } catch {
            return NavigationTarget(kind: .nothing, reason: error)
        }
        guard let (match, page) = found else {
            return NavigationTarget(kind: .nothing, reason: RouteError(.notFound, "no route matches \(url)"))
        }
        let pattern = match.pattern.text
        if let page = page as? PageRoute {
            return NavigationTarget(kind: .page, route: page.name, pattern: pattern, presentation: page.presentation)
        }
        return NavigationTarget(kind: .handler, route: match.name ?? pattern, pattern: pattern)
    }
}
