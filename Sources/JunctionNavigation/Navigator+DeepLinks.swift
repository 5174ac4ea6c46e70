import Junction

/// A deep link's back stack: the parents a page from outside is shown on.
extension Navigator {
    /// The page's parents, oldest first, each opened for the link's source, marked as building
    /// a parent. A parent that cannot be built is added to `leftOut`, and its own parent is tried.
    func parentChain(
        of destination: PageDestination, source: RouteSource, userInfo: [String: any Sendable], leftOut: inout [LeftOutParent]
    ) async throws -> [PageDestination] {
        var chain: [PageDestination] = []
        var next = destination.parent
        var seen: Set<String> = [destination.route]
        // A parent's name is looked for beside the page that names it: in its collection first.
        var child = destination.url
        while let name = next, seen.insert(name).inserted {
            guard let route = router.route(named: name, near: child) else {
                throw RouteError(.unknownRoute, "parent \"\(name)\" of the page \"\(destination.route)\" is not a route")
            }
            var parent: PageDestination?
            do {
                let url = try parentURL(name, route: route, page: destination, source: source)
                let answer = try await router.open(RouteRequest(url: url, userInfo: userInfo, source: source.buildingParent))
                guard let page = answer as? PageDestination else {
                    throw RouteError(.typeMismatch, "parent \"\(name)\" answered \(type(of: answer)), not a page")
                }
                parent = page
            } catch {
                let reason = error as? RouteError ?? RouteError(.rejected, "parent \"\(name)\" failed: \(error)")
                leftOut.append(LeftOutParent(route: name, reason: reason))
            }
            if let parent {
                chain.insert(parent, at: 0)
                child = parent.url
            }
            // A parent left out is skipped over to its own parent, as its route declares it.
            next = parent?.parent ?? (route.page as? PageRoute)?.parent
        }
        return chain
    }

    /// The URL a parent is opened with for a link from `source`: values from the page (that is,
    /// from the link) only for a parent exposed to that source, and only a URL that reaches the
    /// parent's own route.
    func parentURL(
        _ name: String, route: (pattern: RoutePattern, exposure: RouteExposure, page: (any AnyObject & Sendable)?, qualifiedName: String),
        page: PageDestination, source: RouteSource
    ) throws(RouteError) -> String {
        let captures = route.pattern.parameterNames
        var values: [String: String] = [:]
        for capture in captures { values[capture] = page.parameters[capture] }
        let url = try router.url(for: route.qualifiedName, values)
        // Values can spell a URL that a more specific route takes (`user/:id` with `settings`).
        guard let match = try router.match(url), match.pattern.text == route.pattern.text else {
            throw RouteError(.notAllowed, "parent \"\(name)\": its URL \(url) reaches another route than \"\(route.pattern.text)\"")
        }
        guard captures.isEmpty || route.exposure.allows(source) else {
            let needs = captures.sorted().joined(separator: ", ")
            throw RouteError(
                .notAllowed,
                "parent \"\(name)\" (\(route.pattern.text)) is not exposed to \(source), so it takes no value from the link, and it needs \(needs)")
        }
        return url
    }
}
