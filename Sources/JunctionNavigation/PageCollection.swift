import Junction

/// A module's pages and routes, which the app adds to its navigator in one step with
/// ``Navigator/add(_:)->_``: every page and route, or none.
///
/// ```swift
/// var pages = PageCollection("cart")
/// try pages.registerPage("shop://cart", name: "cart", presentation: .root, tab: "cart")
/// try pages.registerPage("shop://cart/checkout", name: "checkout", parent: "cart", tab: "cart")
/// try pages.routes.register("shop://cart/add/{sku}") { context in
///     await cart.add(try context.parameters.require("sku", as: String.self))
/// }
/// try navigator.add(pages)
/// ```
///
/// Pages are kept as declared until the app adds them: adding binds their attributes to the
/// router's converters, applies them with ``routes`` as one `RouteCollection`, and tells the
/// navigator each page's parent, so a deep link builds its back stack even through a parent
/// it leaves out.
public struct PageCollection: Sendable {
    /// The actions, interceptors, converters and not-found handlers that come with the pages,
    /// applied with them. Its id is the collection's.
    public var routes: RouteCollection

    /// A page route as declared: the route, and what its handler answers.
    struct Entry: Sendable {
        let pattern: RoutePattern
        let exposure: RouteExposure
        let tags: Set<String>
        let skipping: Set<String>
        let page: PageRoute
    }

    /// The pages, in the order they were declared.
    private(set) var pages: [Entry] = []

    /// An empty collection with an identity of the app's choosing, such as the module's name.
    public init(_ id: String) {
        routes = RouteCollection(id)
    }

    /// The identity the app chose: `router.replace(_:with:)` and `router.removeCollection(_:)`
    /// find the applied collection by it.
    public var id: String { routes.id }

    /// Declares a page route: opening a matching URL shows a page of this route. The
    /// parameters are those of ``Navigator/registerPage(_:name:presentation:parent:tab:attributes:exposure:tags:skipping:reuse:)``.
    ///
    /// - Throws: `RouteError` with code `RouteError.Code.invalidPattern` (with the column).
    ///   A conflict, a name taken, or an attribute of an unknown type is found when the app
    ///   adds the collection.
    public mutating func registerPage(
        _ pattern: String, name: String, presentation: NavigationState.Presentation = .push, parent: String? = nil,
        tab: String? = nil, attributes: [RouteAttribute] = [], exposure: RouteExposure = .inApp, tags: Set<String> = [],
        skipping: Set<String> = [], reuse: PageDestination.Reuse = .top
    ) throws(RouteError) {
        let page = PageRoute(
            name: name, presentation: presentation, parent: parent, tab: tab, attributes: attributes, reuse: reuse)
        pages.append(Entry(pattern: try RoutePattern(pattern), exposure: exposure, tags: tags, skipping: skipping, page: page))
    }

    /// ``routes`` with every page added, its attributes checked with `router`'s converters.
    func collection(for router: Router) throws(RouteError) -> RouteCollection {
        var collection = routes
        for entry in pages {
            collection.register(
                entry.pattern, name: entry.page.name, exposure: entry.exposure, tags: entry.tags, skipping: entry.skipping,
                handler: try entry.page.handler(on: router))
        }
        return collection
    }
}

/// What a page route answers, as declared by ``Navigator/registerPage(_:name:presentation:parent:tab:attributes:exposure:tags:skipping:reuse:)``
/// or ``PageCollection/registerPage(_:name:presentation:parent:tab:attributes:exposure:tags:skipping:reuse:)``.
struct PageRoute: Sendable {
    let name: String
    let presentation: NavigationState.Presentation
    let parent: String?
    let tab: String?
    let attributes: [RouteAttribute]
    let reuse: PageDestination.Reuse

    /// The route's handler: it checks the attributes with `router`'s converters and answers the
    /// page's ``PageDestination``.
    ///
    /// - Throws: ``RouteError/Code/invalidParameter`` for an attribute of an unknown type or
    ///   with a default its type refuses.
    func handler(on router: Router) throws(RouteError) -> @Sendable (RouteContext) throws -> PageDestination {
        let check = RouteAttributeCheck(attributes, router: router)
        if let problem = check.problems.first {
            throw RouteError(.invalidParameter, "page \"\(name)\": \(problem.message)")
        }
        let page = self
        return { context in
            let parameters = check.isEmpty ? context.parameters : try check.parameters(of: context.match)
            return PageDestination(
                route: page.name, url: context.url.description, parameters: parameters.merged,
                presentation: page.presentation, parent: page.parent, tab: page.tab, reuse: page.reuse)
        }
    }
}
