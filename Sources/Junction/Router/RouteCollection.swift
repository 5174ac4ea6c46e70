import JunctionSupport

/// Routes, converters, interceptors and fallbacks that a module hands to a router as one unit.
/// The router applies a collection all or nothing, and can swap one collection for another in
/// one step, which is how a route map downloaded while the app runs replaces the one before it.
///
/// ```swift
/// let catalog = RouteCollection("catalog")
/// try catalog.register("shop://product/{id:int}") { context in
///     "Product \(try context.parameters.require("id", as: Int.self))"
/// }
/// try catalog.addInterceptor(name: "analytics") { interception, next in try await next(interception.request) }
/// try router.add(catalog)                          // every route, or none
/// try router.replace("catalog", with: newCatalog)  // the old routes go as the new ones come
/// try router.remove("catalog")                     // and everything it brought goes
/// ```
///
/// A collection is a builder: ``RouteBuilder`` gives it the same `register`, `addInterceptor`
/// and `add` as a router. Building one checks each pattern's syntax; conflicts (with each other
/// or with the router's routes) and unknown converters are found when a router applies it. A
/// router takes what the collection holds when it applies it: changing the collection later
/// changes nothing in the router.
public final class RouteCollection: RouteBuilder {
    /// The identity the app chose: ``Router/replace(_:with:)`` and ``Router/remove(_:)-(String)`` find
    /// the collection by it.
    public let id: String
    /// Whether this is a router's own part, made by `register` and its kin on a router: its
    /// routes belong to the router, not to a collection it can remove.
    let isRouterOwn: Bool

    struct Route: Sendable {
        var pattern: RoutePattern
        let name: String?
        let exposure: RouteExposure
        var tags: Set<String>
        let skipping: Set<String>
        let handler: Handler
        var page: (any AnyObject & Sendable)? = nil
    }

    /// A route's handler: ready, or made when a router applies the collection, from the
    /// router's converters (a page's attributes are checked by them).
    enum Handler: Sendable {
        case ready(RouteHandler)
        case bound(@Sendable (_ converters: [String: ParameterConverter]) throws(RouteError) -> RouteHandler)
    }

    struct Interceptor: Sendable {
        let interceptor: any RouteInterceptor
        let name: String
        let priority: Int
        var scope: InterceptorScope
    }

    /// What the collection holds, in the order it was added.
    struct Contents: Sendable {
        var routes: [Route] = []
        var converters: [ParameterConverter] = []
        var interceptors: [Interceptor] = []
        var fallbacks: [RouteFallback] = []
    }

    private let storage = Locked(Contents())

    /// An empty collection with an identity of the app's choosing.
    public init(_ id: String) {
        self.id = id
        isRouterOwn = false
    }

    /// A router's own part: what one `register`, `addInterceptor` or `add` on a router adds,
    /// or a navigator's `registerPage`.
    package init() {
        id = ""
        isRouterOwn = true
    }

    /// The patterns of the collection's routes, in the order they were added.
    public var patterns: [RoutePattern] { storage.withLock { $0.routes.map(\.pattern) } }

    /// Adds everything `collection` holds to this one: a module's collection can be made of
    /// smaller ones. The other collection's id is not kept.
    public func add(_ collection: RouteCollection) {
        let added = collection.contents
        storage.withLock { contents in
            contents.routes += added.routes
            contents.converters += added.converters
            contents.interceptors += added.interceptors
            contents.fallbacks += added.fallbacks
        }
    }

    /// What the collection holds now.
    var contents: Contents { storage.value }

    /// Adds a route for a pattern already parsed, its handler kept as given: a route map's
    /// patterns share one handler, where `register` would make a closure around it for each.
    package func register(
        _ pattern: RoutePattern, name: String?, exposure: RouteExposure, tags: Set<String>,
        page: (any AnyObject & Sendable)? = nil, handler: @escaping @Sendable (RouteContext) throws -> any Sendable
    ) {
        append(Route(
            pattern: pattern, name: name, exposure: exposure, tags: tags, skipping: [], handler: .ready(.sync(handler)), page: page))
    }

    /// Adds a route that shows a page: `page` is what the navigation layer knows of it, found
    /// again through ``Router/page(for:)`` and ``Router/route(named:near:)``; `handler` is made when
    /// a router applies the collection, from the router's converters, and may refuse them.
    package func register(
        _ pattern: RoutePattern, name: String, exposure: RouteExposure, tags: Set<String>, skipping: Set<String>,
        page: any AnyObject & Sendable,
        handler: @escaping @Sendable (_ converters: [String: ParameterConverter]) throws(RouteError)
            -> @Sendable (RouteContext) throws -> any Sendable
    ) {
        append(Route(
            pattern: pattern, name: name, exposure: exposure, tags: tags, skipping: skipping,
            handler: .bound { (converters) throws(RouteError) in .sync(try handler(converters)) }, page: page))
    }

    func append(_ route: Route) {
        storage.withLock { $0.routes.append(route) }
    }

    func append(_ converter: ParameterConverter) {
        storage.withLock { $0.converters.append(converter) }
    }

    func append(_ interceptor: Interceptor) {
        storage.withLock { $0.interceptors.append(interceptor) }
    }

    func append(_ fallback: RouteFallback) {
        storage.withLock { $0.fallbacks.append(fallback) }
    }
}
