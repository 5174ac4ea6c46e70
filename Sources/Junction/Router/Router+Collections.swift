extension Router {
    /// Applies a collection in one commit: every route, converter, interceptor and not-found
    /// handler in it, or nothing. Opens running meanwhile see the router before or after, never
    /// part of the collection.
    ///
    /// - Returns: The collection's routes' registrations, in its order.
    /// - Throws: ``RouteError`` with code ``RouteError/Code/conflict`` when a route matches the
    ///   same URLs as another (in the collection or the router), a name is taken, or a collection
    ///   with the same id is applied already; ``RouteError/Code/invalidPattern`` for a converter
    ///   no one adds. The first problem is thrown; nothing is applied.
    /// - Complexity: O(n) in the router's routes, plus the collection's routes.
    @discardableResult
    public func add(_ collection: RouteCollection) throws(RouteError) -> [RouteRegistration] {
        try apply(collection, replacing: nil).mapError { $0.problems[0].error }.get()
    }

    /// Replaces the collection applied with id `old` by `collection`, in one commit: opens see
    /// the old collection's routes or the new one's, never a mix and never neither.
    ///
    /// - Returns: The new collection's registrations, in its order.
    /// - Throws: ``RouteError`` with code ``RouteError/Code/unknownRoute`` when no collection
    ///   has that id, and everything ``add(_:)->_`` throws; the old collection then stays.
    /// - Complexity: O(n) in the router's routes: the routes that stay are added to a new table.
    @discardableResult
    public func replace(_ old: String, with collection: RouteCollection) throws(RouteError) -> [RouteRegistration] {
        try apply(collection, replacing: old).mapError { $0.problems[0].error }.get()
    }

    /// Removes everything the collection with that id brought, in one commit.
    ///
    /// - Returns: Whether a collection had that id.
    /// - Throws: ``RouteError`` with code ``RouteError/Code/conflict`` when a route outside the
    ///   collection uses a converter the collection brought; the collection then stays.
    @discardableResult
    public func removeCollection(_ id: String) throws(RouteError) -> Bool {
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
    package func apply(
        _ collection: RouteCollection, replacing old: String?, uniquingID: Bool = false
    ) -> Result<[RouteRegistration], CollectionProblems> {
        let router = ObjectIdentifier(self)
        return commit { state in
            var next = state
            var problems = CollectionProblems()
            var id = collection.id
            var suffix = 2
            while uniquingID, next.collections.contains(id) {
                id = "\(collection.id) (\(suffix))"
                suffix += 1
            }
            if let old {
                if !next.collections.contains(old) {
                    problems.problems.append((nil, RouteError(.unknownRoute, "no collection \"\(old)\" is applied")))
                } else {
                    do throws(RouteError) { try next.removeCollection(old) } catch { problems.problems.append((nil, error)) }
                }
            }
            if next.collections.contains(id) {
                problems.problems.append((nil, RouteError(.conflict, "a collection \"\(id)\" is applied already")))
            }
            for converter in collection.converters {
                do throws(RouteError) { try next.add(converter, owner: id) } catch { problems.problems.append((nil, error)) }
            }
            var registrations: [RouteRegistration] = []
            registrations.reserveCapacity(collection.routes.count)
            next.reserveCapacity(for: collection)
            // By index, reading each field in place: a loop variable would copy every route.
            for index in collection.routes.indices {
                do throws(RouteError) {
                    registrations.append(try next.addRoute(
                        collection.routes[index].pattern, name: collection.routes[index].name,
                        exposure: collection.routes[index].exposure, tags: collection.routes[index].tags,
                        skipping: collection.routes[index].skipping, handler: collection.routes[index].handler,
                        owner: id, router: router))
                } catch {
                    problems.problems.append((index, error))
                }
            }
            guard problems.problems.isEmpty else { return .failure(problems) }
            for interceptor in collection.interceptors {
                next.addInterceptor(
                    interceptor.interceptor, name: interceptor.name, priority: interceptor.priority,
                    scope: interceptor.scope, owner: id, timeout: interceptor.timeout)
            }
            if let handler = collection.notFound { next.notFound = OwnedNotFound(handler: handler, owner: id) }
            for (scheme, handler) in collection.schemeNotFound {
                next.schemeNotFound[scheme] = OwnedNotFound(handler: handler, owner: id)
            }
            next.collections.insert(id)
            state = next
            return .success(registrations)
        }
    }
}
