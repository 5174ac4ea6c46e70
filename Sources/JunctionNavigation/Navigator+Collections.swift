import Junction

extension Navigator {
    /// Adds a collection of pages and routes, such as a feature module's, in one step: the
    /// router applies them all or none, and the navigator learns each page's parent.
    ///
    /// ```swift
    /// for case let module as any RoutedModule<ServiceRegistry> in modules {
    ///     try navigator.add(module.routes(navigator: navigator, services: services))
    /// }
    /// ```
    ///
    /// - Returns: The registrations of the collection's routes, then of its pages, each in the
    ///   order they were added to the collection.
    /// - Throws: `RouteError` with code `RouteError.Code.invalidParameter` for a page
    ///   attribute of a type the router has no converter for, or with a default its type
    ///   refuses; and what `Router.add(_:)` throws: `RouteError.Code.conflict` when a route
    ///   matches the same URLs as another, a name is taken or the collection's id is applied
    ///   already. Nothing of the collection is then added.
    /// - Complexity: O(n) in the router's routes, plus the collection's routes and pages.
    @discardableResult
    public func add(_ pages: PageCollection) throws(RouteError) -> [RouteRegistration] {
        let registrations = try router.add(pages.collection(for: router))
        for entry in pages.pages {
            learnPage(named: entry.page.name, patterns: [entry.pattern], presentation: entry.page.presentation, parent: entry.page.parent)
        }
        return registrations
    }
}
