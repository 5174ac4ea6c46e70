/// Routes, converters, interceptors and not-found handlers that a module hands to a router as
/// one value. The router applies a collection all or nothing, and can swap one collection for
/// another in one step, which is how a route map downloaded while the app runs replaces the
/// one before it.
///
/// ```swift
/// var catalog = RouteCollection("catalog")
/// try catalog.register("shop://product/{id:int}") { context in
///     "Product \(try context.parameters.require("id", as: Int.self))"
/// }
/// catalog.addInterceptor(name: "analytics") { interception, next in try await next(interception.request) }
/// try router.add(catalog)                          // every route, or none
/// try router.replace("catalog", with: newCatalog)  // the old routes go as the new ones come
/// ```
///
/// Building a collection checks each pattern's syntax; conflicts (with each other or with the
/// router's routes) and unknown converters are found when the router applies it.
public struct RouteCollection: Sendable {
    /// The identity the app chose: ``Router/replace(_:with:)`` and
    /// ``Router/removeCollection(_:)`` find the collection by it.
    public let id: String

    struct Route: Sendable {
        let pattern: RoutePattern
        let name: String?
        let exposure: RouteExposure
        let tags: Set<String>
        let skipping: Set<String>
        let handler: Router.Handler
    }

    struct Interceptor: Sendable {
        let interceptor: any RouteInterceptor
        let name: String
        let priority: Int
        let scope: InterceptorScope
        var timeout: Duration? = nil
    }

    private(set) var routes: [Route] = []
    private(set) var converters: [ParameterConverter] = []
    private(set) var interceptors: [Interceptor] = []
    private(set) var notFound: Router.NotFoundHandler?
    private(set) var schemeNotFound: [String: Router.NotFoundHandler] = [:]

    /// An empty collection with an identity of the app's choosing.
    public init(_ id: String) {
        self.id = id
    }

    /// The patterns of the collection's routes, in the order they were added.
    public var patterns: [RoutePattern] { routes.map(\.pattern) }

    /// Adds a route whose handler runs synchronously and returns a value (`()` for an action);
    /// the parameters are those of the router's `register`.
    ///
    /// - Throws: ``RouteError`` with code ``RouteError/Code/invalidPattern`` (with the column).
    public mutating func register<Value: Sendable>(
        _ pattern: String, name: String? = nil, exposure: RouteExposure = .inApp,
        tags: Set<String> = [], skipping: Set<String> = [],
        handler: @escaping @Sendable (RouteContext) throws -> Value
    ) throws(RouteError) {
        try add(pattern, name, exposure, tags, skipping, .sync { try handler($0) })
    }

    /// Adds a route whose handler is asynchronous and returns a value (`()` for an action).
    ///
    /// - Throws: ``RouteError`` with code ``RouteError/Code/invalidPattern``.
    public mutating func register<Value: Sendable>(
        _ pattern: String, name: String? = nil, exposure: RouteExposure = .inApp,
        tags: Set<String> = [], skipping: Set<String> = [],
        handler: @escaping @Sendable (RouteContext) async throws -> Value
    ) throws(RouteError) {
        try add(pattern, name, exposure, tags, skipping, .async { try await handler($0) })
    }

    /// Adds a route whose handler is a synchronous action.
    ///
    /// - Throws: ``RouteError`` with code ``RouteError/Code/invalidPattern``.
    public mutating func register(
        _ pattern: String, name: String? = nil, exposure: RouteExposure = .inApp,
        tags: Set<String> = [], skipping: Set<String> = [],
        handler: @escaping @Sendable (RouteContext) throws -> Void
    ) throws(RouteError) {
        try add(pattern, name, exposure, tags, skipping, .syncAction(handler))
    }

    /// Adds a route whose handler is an asynchronous action.
    ///
    /// - Throws: ``RouteError`` with code ``RouteError/Code/invalidPattern``.
    public mutating func register(
        _ pattern: String, name: String? = nil, exposure: RouteExposure = .inApp,
        tags: Set<String> = [], skipping: Set<String> = [],
        handler: @escaping @Sendable (RouteContext) async throws -> Void
    ) throws(RouteError) {
        try add(pattern, name, exposure, tags, skipping, .asyncAction(handler))
    }

    /// Adds a route for a pattern already parsed (a route map's, or one kept to build URLs
    /// with), whose handler runs synchronously and returns a value (`()` for an action).
    public mutating func register<Value: Sendable>(
        _ pattern: RoutePattern, name: String? = nil, exposure: RouteExposure = .inApp,
        tags: Set<String> = [], skipping: Set<String> = [],
        handler: @escaping @Sendable (RouteContext) throws -> Value
    ) {
        routes.append(Route(
            pattern: pattern, name: name, exposure: exposure, tags: tags, skipping: skipping,
            handler: .sync { try handler($0) }))
    }

    /// Adds a route for a pattern already parsed, its handler kept as given: a route map's
    /// patterns share one handler, where `register` would make a closure around it for each.
    package mutating func register(
        _ pattern: RoutePattern, name: String?, exposure: RouteExposure, tags: Set<String>,
        handler: @escaping @Sendable (RouteContext) throws -> any Sendable
    ) {
        routes.append(Route(pattern: pattern, name: name, exposure: exposure, tags: tags, skipping: [], handler: .sync(handler)))
    }

    private mutating func add(
        _ pattern: String, _ name: String?, _ exposure: RouteExposure, _ tags: Set<String>, _ skipping: Set<String>,
        _ handler: Router.Handler
    ) throws(RouteError) {
        routes.append(Route(
            pattern: try RoutePattern(pattern), name: name, exposure: exposure, tags: tags, skipping: skipping,
            handler: handler))
    }

    /// Adds a named converter for typed captures such as `{tab:tabName}`; the collection's routes
    /// and every later route may use it.
    public mutating func add(_ converter: ParameterConverter) {
        converters.append(converter)
    }

    /// Adds an interceptor; see ``Router/addInterceptor(_:name:priority:scope:)``. It runs for
    /// every route in its scope, the router's others included, while the collection is applied.
    public mutating func addInterceptor(
        _ interceptor: some RouteInterceptor, name: String, priority: Int = 0, scope: InterceptorScope = .all
    ) {
        interceptors.append(Interceptor(interceptor: interceptor, name: name, priority: priority, scope: scope))
    }

    /// Adds an interceptor that must answer or go on within `timeout`; see
    /// ``Router/addInterceptor(_:name:priority:scope:timeout:)``.
    public mutating func addInterceptor(
        _ interceptor: some RouteInterceptor, name: String, priority: Int = 0, scope: InterceptorScope = .all,
        timeout: Duration
    ) {
        interceptors.append(Interceptor(
            interceptor: interceptor, name: name, priority: priority, scope: scope, timeout: timeout))
    }

    /// Adds an interceptor written as a closure.
    public mutating func addInterceptor(
        name: String, priority: Int = 0, scope: InterceptorScope = .all,
        _ intercept: @escaping @Sendable (Interception, RouteInterceptor.Next) async throws -> any Sendable
    ) {
        addInterceptor(ClosureInterceptor(body: intercept), name: name, priority: priority, scope: scope)
    }

    /// Sets the handler for URLs no route matches, for every URL or, with `scheme`, for URLs of
    /// that scheme (see `Router.setNotFoundHandler(forScheme:_:)`).
    /// Applying the collection sets it in the router; removing the collection removes it.
    public mutating func setNotFoundHandler<Value: Sendable>(
        forScheme scheme: String? = nil, _ handler: @escaping @Sendable (RouteRequest) throws -> Value
    ) {
        setNotFound(.sync { try handler($0) }, forScheme: scheme)
    }

    /// Sets an asynchronous handler for URLs no route matches.
    public mutating func setNotFoundHandler<Value: Sendable>(
        forScheme scheme: String? = nil, _ handler: @escaping @Sendable (RouteRequest) async throws -> Value
    ) {
        setNotFound(.async { try await handler($0) }, forScheme: scheme)
    }

    private mutating func setNotFound(_ handler: Router.NotFoundHandler, forScheme scheme: String?) {
        if let scheme {
            schemeNotFound[scheme.lowercased()] = handler
        } else {
            notFound = handler
        }
    }
}
