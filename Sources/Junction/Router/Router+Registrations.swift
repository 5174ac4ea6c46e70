import JunctionLocking

extension Router {
    /// Every route added, in the order it was added: a route written with optional groups once,
    /// as written.
    public var registrations: [RouteRegistration] {
        // A pattern with optional groups is one route however many patterns it stands for.
        // Its patterns stand together in the table, each knowing the pattern written.
        var previous: RoutePattern.Origin?
        return snapshot().table.routes.compactMap { route in
            defer { previous = route.pattern.origin }
            if let origin = route.pattern.origin, origin == previous { return nil }
            return RouteRegistration(id: route.id, router: ObjectIdentifier(self), pattern: route.pattern.asWritten, name: route.name)
        }
    }

    /// Removes a route of this router (each pattern it stands for, when written with optional
    /// groups), in one commit, wherever it came from: the router's own `register`, or a
    /// collection, which keeps its other routes.
    ///
    /// ```swift
    /// if let old = router.registrations.first(where: { $0.name == "legacyProfile" }) { router.remove(old) }
    /// ```
    ///
    /// - Returns: Whether the route was there (a registration of another router never is).
    @discardableResult
    public func remove(_ registration: RouteRegistration) -> Bool {
        guard registration.router == ObjectIdentifier(self) else { return false }
        return commit { state in state.remove(id: registration.id) }
    }

    /// The converter patterns name `name` with in this router: a built-in one (`int`,
    /// `double`, `uuid`, `bool`) or one added with ``RouteBuilder/add(_:)-(ParameterConverter)``;
    /// `nil` for any other name.
    package func converter(named name: String) -> ParameterConverter? {
        state.withLock { $0.builder.converters[name] }
    }
}

extension Router {
    /// The match for a request and the page its route shows (see
    /// ``RouteCollection/register(_:name:exposure:tags:skipping:page:handler:)``), both read
    /// from one snapshot; `nil` when no route matches.
    ///
    /// - Throws: What ``match(_:)`` throws.
    package func page(for request: RouteRequest) throws(RouteError) -> (match: RouteMatch, page: (any AnyObject & Sendable)?)? {
        let snapshot = snapshot()
        guard let match = try find(request.url, in: snapshot, ancestorFallback: request.ancestorFallback, source: request.source)
        else { return nil }
        return (match, snapshot.entry(of: match).page)
    }

    /// The route with that name: its pattern as written, who may open it and the page it shows.
    package func route(named name: String) -> (pattern: RoutePattern, exposure: RouteExposure, page: (any AnyObject & Sendable)?)? {
        state.withLock { state in
            state.names[name].map { ($0.registration.pattern, $0.exposure, $0.page) }
        }
    }
}
