import Junction

extension DeclaredRoutes {
    /// Adds these declared routes to `router`, one collection per module (its id the module's
    /// name): all of them, or none.
    ///
    /// ```swift
    /// let router = Router(options: RouterOptions(schemes: ["shop"]))
    /// try DeclaredRoutes.all.add(to: router, environment: services)   // handlers that take one get `services`
    /// ```
    ///
    /// - Parameters:
    ///   - router: The router to add them to.
    ///   - environment: What handlers that take a second argument receive.
    /// - Throws: ``DeclaredRoutesError`` with every conflict between modules, every handler whose
    ///   environment is not `environment`'s type, and what the router refused of each module's
    ///   collection (a route of its own with the same URLs, say). Nothing is added then.
    /// - Complexity: O(n) in the declared routes, plus what `Router.add(_:)` costs for each module.
    public func add(to router: Router, environment: (any Sendable)? = nil) throws(DeclaredRoutesError) {
        let routes = self
        var problems = routes.problems
        var collections: [RouteCollection] = []
        for module in routes.modules {
            let collection = RouteCollection(module)
            for route in routes.routes where route.module == module {
                do {
                    try route.register(collection, environment)
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
                    try router.add(collection)
                    added.append(collection.id)
                } catch {
                    problems.append(DeclaredRoutesError.Problem("module \(collection.id): \(error.description)"))
                }
            }
            if problems.isEmpty { return }
            for id in added { _ = try? router.remove(id) }
        }
        throw DeclaredRoutesError(conflicts: conflicts, problems: problems)
    }
}
