import Junction

extension Router {
    /// Adds every declared route, one collection per module (its id the module's name): all of
    /// them, or none.
    ///
    /// ```swift
    /// let router = Router(options: RouterOptions(schemes: ["shop"]))
    /// try router.addDeclaredRoutes(environment: services)   // handlers that take one get `services`
    /// ```
    ///
    /// - Parameters:
    ///   - routes: The routes to add; every module's unless the app picks some.
    ///   - environment: What handlers that take a second argument receive.
    /// - Throws: ``DeclaredRoutesError`` with every conflict between modules, every handler whose
    ///   environment is not `environment`'s type, and what the router refused of each module's
    ///   collection (a route of its own with the same URLs, say). Nothing is added then.
    /// - Complexity: O(n) in the declared routes, plus what `Router.add(_:)` costs for each module.
    public func addDeclaredRoutes(
        _ routes: DeclaredRoutes = .all, environment: (any Sendable)? = nil
    ) throws(DeclaredRoutesError) {
        var problems = routes.problems
        var collections: [RouteCollection] = []
        for module in routes.modules {
            var collection = RouteCollection(module)
            for route in routes.routes where route.module == module {
                do {
                    try route.register(&collection, environment)
                } catch {
                    problems.append(error)
                }
            }
            collections.append(collection)
        }
        let conflicts = routes.conflicts
        if conflicts.isEmpty && problems.isEmpty {
            var added: [String] = []
            for collection in collections {
                do {
                    try add(collection)
                    added.append(collection.id)
                } catch {
                    problems.append(DeclaredRoutesError.Problem("module \(collection.id): \(error.description)"))
                }
            }
            if problems.isEmpty { return }
            for id in added { _ = try? removeCollection(id) }
        }
        throw DeclaredRoutesError(conflicts: conflicts, problems: problems)
    }
}
