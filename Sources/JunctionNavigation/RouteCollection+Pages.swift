import Junction

extension RouteCollection {
    /// Declares a page route: opening a matching URL shows a page of this route.
    ///
    /// A feature module declares its pages in its collection, beside its actions, and the app
    /// adds the collection to the router: every page and route, or none.
    ///
    /// ```swift
    /// let pages = RouteCollection("cart")
    /// try pages.registerPage("shop://cart", name: "cart", presentation: .root, tab: "cart")
    /// try pages.registerPage("shop://cart/checkout", name: "checkout", parent: "cart", tab: "cart")
    /// try pages.register("shop://cart/add/{sku}") { context in
    ///     await cart.add(try context.parameters.require("sku", as: String.self))
    /// }
    /// try router.add(pages)
    /// ```
    ///
    /// The page's parent, presentation and tab ride on its route: the navigator reads them from
    /// the route a URL reaches, and a deep link finds its parents by name.
    ///
    /// - Parameters:
    ///   - pattern: The pattern.
    ///   - name: The route's name, which pages and parents use; also the router's route name.
    ///   - presentation: How the page is shown.
    ///   - parent: The route whose page comes before this one in a deep link's back stack.
    ///   - tab: The tab the page lives in: opening it selects that tab first. A root page
    ///     already at the bottom of its tab is not shown again; the tab is selected as it was.
    ///   - attributes: Parameters checked on every open that the interceptors let through,
    ///     before the page is shown (as a route map's attributes are): a required one that is
    ///     missing or a value its type refuses fails the open, and defaults fill in the page's
    ///     parameters. Interceptors see the parameters without the attributes' defaults.
    ///   - exposure: Who may open it besides the app.
    ///   - tags: Tags interceptors can be attached by.
    ///   - skipping: Names of interceptors that do not run for this page.
    ///   - reuse: What happens when the page is already shown.
    /// - Throws: `RouteError` with code `RouteError.Code.invalidPattern` (with the column). A
    ///   conflict, a name taken, or an attribute of an unknown type (or with a default its type
    ///   refuses: `RouteError.Code.invalidParameter`) is found when a router applies the
    ///   collection.
    public func registerPage(
        _ pattern: String, name: String, presentation: NavigationState.Presentation = .push, parent: String? = nil,
        tab: String? = nil, attributes: [RouteAttribute] = [], exposure: RouteExposure = .inApp, tags: Set<String> = [],
        skipping: Set<String> = [], reuse: PageDestination.Reuse = .top
    ) throws(RouteError) {
        let page = PageRoute(
            name: name, presentation: presentation, parent: parent, tab: tab, attributes: attributes, reuse: reuse)
        register(
            try RoutePattern(pattern), name: name, exposure: exposure, tags: tags, skipping: skipping, page: page,
            handler: page.handler(converters:))
    }
}

/// What a page route answers, as declared by ``Junction/RouteCollection/registerPage(_:name:presentation:parent:tab:attributes:exposure:tags:skipping:reuse:)``;
/// the router keeps it on the route, where the navigator finds it.
package final class PageRoute: Sendable {
    let name: String
    let presentation: NavigationState.Presentation
    let parent: String?
    let tab: String?
    let attributes: [RouteAttribute]
    let reuse: PageDestination.Reuse

    package init(
        name: String, presentation: NavigationState.Presentation, parent: String?, tab: String?,
        attributes: [RouteAttribute], reuse: PageDestination.Reuse
    ) {
        self.name = name
        self.presentation = presentation
        self.parent = parent
        self.tab = tab
        self.attributes = attributes
        self.reuse = reuse
    }

    /// The route's handler: it checks the attributes with the router's converters and answers
    /// the page's ``PageDestination``.
    ///
    /// - Throws: ``Junction/RouteError/Code/invalidParameter`` for an attribute of an unknown
    ///   type or with a default its type refuses.
    @Sendable
    func handler(converters: [String: ParameterConverter]) throws(RouteError) -> @Sendable (RouteContext) throws -> any Sendable {
        let check = RouteAttributeCheck(attributes, converters: converters)
        if let problem = check.problems.first {
            throw RouteError(.invalidParameter, "page \"\(name)\": \(problem.message)")
        }
        return { [self] context in
            let parameters = try check.parameters(of: context.match)
            return PageDestination(
                route: name, url: context.url.description, parameters: parameters.merged,
                presentation: presentation, parent: parent, tab: tab, reuse: reuse)
        }
    }
}
