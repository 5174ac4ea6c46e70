import JunctionSupport

extension Router: RouteBuilder {
    /// Applies a collection in one commit: every route, converter, interceptor and fallback in
    /// it, or nothing. Opens running meanwhile see the router before or after, never part of
    /// the collection.
    ///
    /// - Throws: ``RouteError`` with code ``RouteError/Code/conflict`` when a route matches the
    ///   same URLs as another (in the collection or the router), a name is taken, or a collection
    ///   with the same id is applied already; ``RouteError/Code/invalidPattern`` for a converter
    ///   no one adds. The first problem is thrown; nothing is applied.
    /// - Complexity: O(*m*) in the collection's routes, and O(*n*) in the router's to build the
    ///   table again.
    public func add(_ collection: RouteCollection) throws(RouteError) {
        _ = try apply(collection, replacing: nil).mapError { $0.problems[0].error }.get()
    }

    /// Adds routes to the router's own part as ``add(_:)`` adds a collection of them, without a
    /// collection object and its lock: what a single `register` commits.
    func addOwn(_ contents: RouteCollection.Contents) throws(RouteError) {
        _ = try apply(contents, id: nil, replacing: nil).mapError { $0.problems[0].error }.get()
    }

    /// Replaces the collection applied with id `old` by `collection`, in one commit: opens see
    /// the old collection's routes or the new one's, never a mix and never neither.
    ///
    /// - Throws: ``RouteError`` with code ``RouteError/Code/unknownRoute`` when no collection
    ///   has that id, and everything ``add(_:)`` throws; the old collection then stays.
    /// - Complexity: O(*n*) in the router's routes: the routes that stay are added to a new table.
    public func replace(_ old: String, with collection: RouteCollection) throws(RouteError) {
        _ = try apply(collection, replacing: old).mapError { $0.problems[0].error }.get()
    }

    /// Removes everything the collection with that id brought, in one commit.
    ///
    /// - Returns: Whether a collection had that id.
    /// - Throws: ``RouteError`` with code ``RouteError/Code/conflict`` when a route outside the
    ///   collection uses a converter the collection brought; the collection then stays.
    @discardableResult
    public func remove(_ id: String) throws(RouteError) -> Bool {
        try commit { (state: inout RouterState) throws(RouteError) -> Bool in
            guard state.collections.contains(id) else { return false }
            var next = state
            try next.removeCollection(id)
            state = next
            return true
        }
    }

    /// The problems found while applying a collection, in the order found: each with the index
    /// of the route it is about, if it is about one.
    package struct CollectionProblems: Error {
        package var problems: [(route: Int?, error: RouteError)] = []
    }

    /// Applies `collection` in place of `old` (or beside the others) in one commit, or reports
    /// every problem and changes nothing.
    /// With `uniquingID`, a collection whose id is taken gets the first free one of
    /// `"id (2)"`, `"id (3)"`… (loading two maps from files of the same name). With `unmade`,
    /// the collection has routes not made yet, which the router asks it for before lookups
    /// (``RoutesMadeWhenReached``), until it is replaced or removed.
    ///
    /// Adding only appends to the state's lists, so it is done in place and, on a problem, taken
    /// back: registering one route costs what the route does, not what the router holds.
    /// Replacing removes from the middle of every list, so it works on a copy of the state, kept
    /// only when the whole change succeeds.
    package func apply(
        _ collection: RouteCollection, replacing old: String?, uniquingID: Bool = false,
        unmade: (any RoutesMadeWhenReached)? = nil
    ) -> Result<[RouteRegistration], CollectionProblems> {
        // A router's own part belongs to no collection: nothing removes it as one.
        apply(
            collection.contents, id: collection.isRouterOwn ? nil : collection.id, replacing: old, uniquingID: uniquingID,
            unmade: unmade)
    }

    /// Applies what a collection holds under `wanted` (`nil` for the router's own part), as
    /// ``apply(_:replacing:uniquingID:)`` does.
    private func apply(
        _ contents: RouteCollection.Contents, id wanted: String?, replacing old: String?, uniquingID: Bool = false,
        unmade: (any RoutesMadeWhenReached)? = nil
    ) -> Result<[RouteRegistration], CollectionProblems> {
        let router = ObjectIdentifier(self)
        // A failed change throws out of the commit, which then publishes nothing.
        return Result { () throws(CollectionProblems) in try commit { (state: inout RouterState) throws(CollectionProblems) in
            var id = wanted
            var suffix = 2
            while uniquingID, let wanted, let taken = id, state.collections.contains(taken) {
                id = "\(wanted) (\(suffix))"
                suffix += 1
            }
            guard let old else {
                let mark = state.mark
                let result = state.add(contents, id: id, router: router, problems: CollectionProblems())
                if case .failure = result { state.rollBack(to: mark) }
                if case .success = result, let id { state.unmade[id] = unmade }
                return try result.get()
            }
            var next = state
            var problems = CollectionProblems()
            if !next.collections.contains(old) {
                problems.problems.append((nil, RouteError(.unknownRoute, "no collection \"\(old)\" is applied")))
            } else {
                do throws(RouteError) { try next.removeCollection(old) } catch { problems.problems.append((nil, error)) }
            }
            let result = next.add(contents, id: id, router: router, problems: problems)
            if case .success = result {
                if let id { next.unmade[id] = unmade }
                state = next
            }
            return try result.get()
        } }
    }
}

extension Router {
    /// Every route added, in the order it was added: a route written with optional groups once,
    /// as written.
    public var registrations: [RouteRegistration] {
        // A pattern with optional groups is one route however many patterns it stands for.
        // Its patterns stand together in the table, each knowing the pattern written.
        var previous: RoutePattern.Origin?
        // Every route, made first when some are not yet; what a failure to make them leaves.
        let every = (try? snapshot(from: snapshot()) { routes throws(RouteError) in try routes.makeEveryRoute(in: self) }) ?? snapshot()
        return every.table.routes.compactMap { route in
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
    func converter(named name: String) -> ParameterConverter? {
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
        let snapshot = try snapshot(from: snapshot()) { routes throws(RouteError) in try routes.makeRoutes(reaching: request.url, in: self) }
        guard let match = try find(request.url, in: snapshot, ancestorFallback: request.ancestorFallback, source: request.source)
        else { return nil }
        return (match, snapshot.entry(of: match).page)
    }

    /// The route with that name: its pattern as written, who may open it and the page it shows.
    /// When collections share the name, the one of the collection whose route `url` reaches
    /// (a page's parent is found beside the page); `nil` when there is none, or no one.
    /// `qualifiedName` builds its URLs (``url(for:_:wildcards:remainder:query:)``) whether or
    /// not collections share the name.
    package func route(
        named name: String, near url: String? = nil
    ) -> (pattern: RoutePattern, exposure: RouteExposure, page: (any AnyObject & Sendable)?, qualifiedName: String)? {
        let snapshot = (try? snapshot(from: snapshot()) { routes throws(RouteError) in
            try routes.makeRoute(named: name, in: self)
            if let url { try routes.makeRoutes(reaching: url, in: self) }
        }) ?? snapshot()
        let owner = url.flatMap { try? find($0, in: snapshot, ancestorFallback: false, source: .inApp) }
            .map { snapshot.entry(of: $0).owner }
        return state.withLock { state in
            let collection = owner.map { owner in state.ownerNumbers.first { $0.value == owner }?.key ?? "" }
            guard let route = try? state.namedRoute(name, preferring: collection) else { return nil }
            let shared = (state.names[route.registration.name ?? ""]?.count ?? 0) > 1
            let qualified = shared ? "\(route.collection)/\(route.registration.name ?? name)" : name
            return (route.registration.pattern, route.exposure, route.page, qualified)
        }
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
    /// A name is unique in its collection; when several collections use it, write the one you
    /// mean as `collection/name` (`"route map shop.json/product"`, or `"/product"` for a route
    /// registered on the router itself).
    ///
    /// - Throws: ``RouteError`` with code ``RouteError/Code/unknownRoute`` when no route has
    ///   the name, ``RouteError/Code/conflict`` when several collections use it (the message
    ///   gives the qualified names), and everything
    ///   ``RoutePattern/url(_:wildcards:remainder:query:limits:)`` throws.
    public func url(
        for name: String, _ values: [String: String] = [:], wildcards: [String] = [],
        remainder: String? = nil, query: [QueryItem] = []
    ) throws(RouteError) -> String {
        _ = try snapshot(from: snapshot()) { routes throws(RouteError) in try routes.makeRoute(named: name, in: self) }
        // Names and converters are the writer's: read under its lock, held only while a change
        // is committed, so building a URL never copies them.
        let (named, converters) = state.withLock { state in (Result { () throws(RouteError) in try state.namedRoute(name) }, state.builder.converters) }
        let pattern = try named.get().registration.pattern
        return try pattern.url(
            values, wildcards: wildcards, remainder: remainder, query: query,
            limits: options.parsing.limits, converters: converters)
    }
}

extension Router {
    /// The URL for a typed route's value: its captures filled from the properties of the same
    /// names, every other non-`nil` property as a query item (in property order), each checked
    /// by this router's converters.
    ///
    /// - Throws: ``RouteError`` when a value cannot be written (see
    ///   ``RoutePattern/url(_:wildcards:remainder:query:limits:)``), or for a property that is
    ///   not a single value or a list of them.
    public func url<Route: TypedRoute>(for route: Route) throws(RouteError) -> String {
        let converters = state.withLock { $0.builder.converters }
        return try route.url(of: RoutePattern(Route.pattern), converters: converters, limits: options.parsing.limits)
    }
}
