extension Router: RouteBuilder {
    /// Applies a collection in one commit: every route, converter, interceptor and fallback in
    /// it, or nothing. Opens running meanwhile see the router before or after, never part of
    /// the collection.
    ///
    /// - Throws: ``RouteError`` with code ``RouteError/Code/conflict`` when a route matches the
    ///   same URLs as another (in the collection or the router), a name is taken, or a collection
    ///   with the same id is applied already; ``RouteError/Code/invalidPattern`` for a converter
    ///   no one adds. The first problem is thrown; nothing is applied.
    /// - Complexity: O(*m*) in the collection's routes; the table is built again on the next
    ///   lookup.
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
        try commit { (state: inout State) throws(RouteError) -> Bool in
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
    /// `"id (2)"`, `"id (3)"`… (loading two maps from files of the same name).
    ///
    /// Adding only appends to the state's lists, so it is done in place and, on a problem, taken
    /// back: registering one route costs what the route does, not what the router holds.
    /// Replacing removes from the middle of every list, so it works on a copy of the state, kept
    /// only when the whole change succeeds.
    package func apply(
        _ collection: RouteCollection, replacing old: String?, uniquingID: Bool = false
    ) -> Result<[RouteRegistration], CollectionProblems> {
        // A router's own part belongs to no collection: nothing removes it as one.
        apply(collection.contents, id: collection.isRouterOwn ? nil : collection.id, replacing: old, uniquingID: uniquingID)
    }

    /// Applies what a collection holds under `wanted` (`nil` for the router's own part), as
    /// ``apply(_:replacing:uniquingID:)`` does.
    private func apply(
        _ contents: RouteCollection.Contents, id wanted: String?, replacing old: String?, uniquingID: Bool = false
    ) -> Result<[RouteRegistration], CollectionProblems> {
        let router = ObjectIdentifier(self)
        return commit { state in
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
                return result
            }
            var next = state
            var problems = CollectionProblems()
            if !next.collections.contains(old) {
                problems.problems.append((nil, RouteError(.unknownRoute, "no collection \"\(old)\" is applied")))
            } else {
                do throws(RouteError) { try next.removeCollection(old) } catch { problems.problems.append((nil, error)) }
            }
            let result = next.add(contents, id: id, router: router, problems: problems)
            if case .success = result { state = next }
            return result
        }
    }
}

extension Router.State {
    /// Adds what a collection holds, under `id`, after `problems` found before; everything but
    /// its routes and converters only once those all fit. On a problem, what was added stays:
    /// the caller takes it back.
    mutating func add(
        _ contents: RouteCollection.Contents, id: String?, router: ObjectIdentifier, problems: Router.CollectionProblems
    ) -> Result<[RouteRegistration], Router.CollectionProblems> {
        var problems = problems
        if let id, collections.contains(id) {
            problems.problems.append((nil, RouteError(.conflict, "a collection \"\(id)\" is applied already")))
        }
        for converter in contents.converters {
            do throws(RouteError) { try add(converter, owner: id) } catch { problems.problems.append((nil, error)) }
        }
        var registrations: [RouteRegistration] = []
        registrations.reserveCapacity(contents.routes.count)
        // Room for many routes at once; the one route of a `register` grows the lists as an append does.
        if contents.routes.count > 1 { reserveCapacity(for: contents.routes) }
        // The collection's number, which each of its routes' entries keeps (a collection without
        // routes takes none).
        let owner = contents.routes.isEmpty ? -1 : id.map { number(ofOwner: $0) } ?? -1
        // By index, reading each field in place: a loop variable would copy every route.
        for index in contents.routes.indices {
            do throws(RouteError) {
                let handler: Router.Handler
                switch contents.routes[index].handler {
                case .ready(let ready): handler = ready
                case .bound(let bind): handler = try bind(builder.converters)
                }
                registrations.append(try addRoute(
                    contents.routes[index].pattern, name: contents.routes[index].name,
                    exposure: contents.routes[index].exposure, tags: contents.routes[index].tags,
                    skipping: contents.routes[index].skipping, handler: handler, page: contents.routes[index].page,
                    owner: owner, router: router))
            } catch {
                problems.problems.append((index, error))
            }
        }
        guard problems.problems.isEmpty else { return .failure(problems) }
        for interceptor in contents.interceptors {
            addInterceptor(
                interceptor.interceptor, name: interceptor.name, priority: interceptor.priority,
                scope: interceptor.scope, owner: id, timeout: interceptor.timeout)
        }
        for fallback in contents.fallbacks { add(fallback, owner: id) }
        if let id { collections.insert(id) }
        return .success(registrations)
    }
}
