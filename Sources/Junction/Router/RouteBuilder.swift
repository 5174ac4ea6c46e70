/// What routes are added to: a ``Router``, where each call is one commit, and a
/// ``RouteCollection``, which a router applies later, all or nothing.
///
/// Every way of adding a route, an interceptor, a converter or a fallback is written once,
/// here, over ``add(_:)-(RouteCollection)``: on a router it applies a collection of one, on a
/// collection it adds to the collection. So a module's code reads the same whichever it is
/// handed:
///
/// ```swift
/// func addCatalogRoutes(to routes: some RouteBuilder) throws {
///     try routes.register("shop://product/{id:int}") { context in
///         ProductPage(id: try context.parameters.require("id", as: Int.self))
///     }
///     try routes.addInterceptor(name: "analytics") { interception, next in
///         try await next(interception.request)
///     }
/// }
/// ```
///
/// A type of your own conforms by implementing ``add(_:)-(RouteCollection)`` alone (a
/// recorder of what a module adds, for a test, or a wrapper that adds to several routers):
/// every other method reaches it with a collection.
public protocol RouteBuilder: AnyObject, Sendable {
    /// Adds everything `collection` holds: its routes, converters, interceptors and
    /// fallbacks.
    ///
    /// - Throws: ``RouteError`` when a router cannot take them (see ``Router/add(_:)``).
    func add(_ collection: RouteCollection) throws(RouteError)
}

extension RouteBuilder {
    /// Adds a route whose handler runs synchronously and returns a value (`()` for an action).
    ///
    /// ```swift
    /// try router.register("shop://product/{id:int}", name: "product", exposure: .everywhere) { context in
    ///     ProductPage(id: try context.parameters.require("id", as: Int.self))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - pattern: The pattern, such as `shop://product/{id:int}`.
    ///   - name: A name to build URLs with (``Router/url(for:_:wildcards:remainder:query:)``);
    ///     unique in the router.
    ///   - exposure: Who may open the route besides the app itself; in-app only by default.
    ///   - tags: Tags that interceptors can be attached by (``InterceptorScope/tags(_:)``).
    ///   - skipping: Names of interceptors that do not run for this route.
    ///   - caseInsensitive: Whether the route compares its literal text without regard to case
    ///     (`/wiki/Special%3AMobileDiff/:id` then takes `/wiki/special:mobilediff/1`), in a
    ///     router that compares case; captured values keep theirs. At one segment a literal
    ///     compared in its exact case comes first (ROUTING.md §3).
    ///   - handler: Runs for each open of a matching URL; what it returns is what `open` returns.
    /// - Throws: ``RouteError`` with code ``RouteError/Code/invalidPattern`` (with the column),
    ///   or, on a router, ``RouteError/Code/conflict`` naming the route that already matches
    ///   the same URLs.
    @inlinable
    public func register<Value: Sendable>(
        _ pattern: String, name: String? = nil, exposure: RouteExposure = .inApp,
        tags: Set<String> = [], skipping: Set<String> = [], caseInsensitive: Bool = false,
        handler: @escaping @Sendable (RouteContext) throws -> Value
    ) throws(RouteError) {
        try add(route: pattern, name, exposure, tags, skipping, caseInsensitive, .sync { try handler($0) })
    }

    /// Adds a route whose handler is asynchronous and returns a value (`()` for an action);
    /// see the synchronous `register(_:name:exposure:tags:skipping:caseInsensitive:handler:)`.
    ///
    /// - Throws: ``RouteError``, as the synchronous `register` does.
    @inlinable
    public func register<Value: Sendable>(
        _ pattern: String, name: String? = nil, exposure: RouteExposure = .inApp,
        tags: Set<String> = [], skipping: Set<String> = [], caseInsensitive: Bool = false,
        handler: @escaping @Sendable (RouteContext) async throws -> Value
    ) throws(RouteError) {
        try add(route: pattern, name, exposure, tags, skipping, caseInsensitive, .async { try await handler($0) })
    }

    /// Adds a route whose handler runs on the main actor, such as one that makes a view
    /// controller: mark its closure `@MainActor`.
    ///
    /// ```swift
    /// try router.register("shop://product/{id:int}") { @MainActor context in
    ///     ProductViewController(id: try context.parameters.require("id", as: Int.self))
    /// }
    /// let page = try router.openSynchronously("shop://product/42", as: ProductViewController.self)
    /// ```
    ///
    /// An open on the main actor runs it there, without a hop: ``Router/open(_:)`` runs on the
    /// actor of its caller, and ``Router/openSynchronously(_:isolation:)`` returns its value. Opened from
    /// elsewhere, the asynchronous open hops to the main actor for it, and a synchronous open
    /// runs it on the main queue and waits for its value.
    ///
    /// - Throws: ``RouteError``, as the synchronous `register` does.
    @inlinable
    public func register<Value: Sendable>(
        _ pattern: String, name: String? = nil, exposure: RouteExposure = .inApp,
        tags: Set<String> = [], skipping: Set<String> = [], caseInsensitive: Bool = false,
        onMainActor handler: @escaping @MainActor @Sendable (RouteContext) throws -> Value
    ) throws(RouteError) {
        try add(route: pattern, name, exposure, tags, skipping, caseInsensitive, .mainActor { try handler($0) })
    }

    /// Adds a typed route: its handler receives the value decoded from the URL's parameters.
    ///
    /// ```swift
    /// try router.register(ProductRoute.self) { product, context in ProductPage(id: product.id) }
    /// ```
    ///
    /// Its handler is asynchronous. A typed route that opens synchronously too is its pattern
    /// registered with a synchronous handler that decodes the value:
    ///
    /// ```swift
    /// try router.register(ProductRoute.pattern) { context in
    ///     ProductPage(id: try context.parameters.decode(ProductRoute.self).id)
    /// }
    /// ```
    ///
    /// - Throws: ``RouteError``, as `register` does for the type's pattern. Opening a URL whose
    ///   parameters do not decode throws ``RouteError/Code/missingParameter`` or
    ///   ``RouteError/Code/invalidParameter`` naming the field.
    @inlinable
    public func register<Route: TypedRoute, Value: Sendable>(
        _ type: Route.Type, name: String? = nil, exposure: RouteExposure = .inApp,
        handler: @escaping @Sendable (Route, RouteContext) async throws -> Value
    ) throws(RouteError) {
        try add(route: Route.pattern, name, exposure, [], [], false, .async { context in
            try await handler(try context.parameters.decode(Route.self), context)
        })
    }

    /// Adds an interceptor, run before the handlers of the routes in its scope: in order of
    /// `priority` (higher first), then of registration.
    ///
    /// ```swift
    /// try router.addInterceptor(LoginRequired(session: session), name: "login", scope: .tags("account"))
    /// try router.addInterceptor(RemoteFlags().timeLimited(.seconds(2)), name: "flags")
    /// ```
    ///
    /// - Parameters:
    ///   - interceptor: The interceptor.
    ///   - name: Its name, which routes can opt out by (`register(..., skipping: ["login"])`).
    ///   - priority: Higher runs earlier; equal priorities run in the order they were added.
    ///   - scope: The routes it runs for; every route by default.
    /// - Throws: ``RouteError`` only as ``add(_:)-(RouteCollection)`` does.
    public func addInterceptor(
        _ interceptor: some RouteInterceptor, name: String, priority: Int = 0, scope: InterceptorScope = .all
    ) throws(RouteError) {
        let part = RouteCollection()
        part.append(RouteCollection.Interceptor(interceptor: interceptor, name: name, priority: priority, scope: scope))
        try add(part)
    }

    /// Adds an interceptor written as a closure; see
    /// ``addInterceptor(_:name:priority:scope:)``.
    ///
    /// ```swift
    /// try router.addInterceptor(name: "analytics") { interception, next in
    ///     Analytics.log(interception.request.url)
    ///     return try await next(interception.request)
    /// }
    /// ```
    public func addInterceptor(
        name: String, priority: Int = 0, scope: InterceptorScope = .all,
        _ intercept: @escaping @Sendable (Interception, RouteInterceptor.Next) async throws -> any Sendable
    ) throws(RouteError) {
        try addInterceptor(ClosureInterceptor(intercept), name: name, priority: priority, scope: scope)
    }

    /// Adds a named converter for typed captures such as `{tab:tabName}`. Add converters before
    /// the patterns that use them; a collection's converters serve its own routes.
    ///
    /// - Throws: ``RouteError`` when the name is not an identifier or, on a router, is taken.
    public func add(_ converter: ParameterConverter) throws(RouteError) {
        let part = RouteCollection()
        part.append(converter)
        try add(part)
    }

    /// Adds a not-found handler, the web fallback or the failure handler (see
    /// ``RouteFallback``); it replaces one of the same kind.
    ///
    /// ```swift
    /// try router.add(.notFound { request in NotFoundPage(url: request.url) })
    /// ```
    ///
    /// - Throws: ``RouteError`` only as ``add(_:)-(RouteCollection)`` does; on a router,
    ///   adding a fallback does not fail.
    public func add(_ fallback: RouteFallback) throws(RouteError) {
        let part = RouteCollection()
        part.append(fallback)
        try add(part)
    }

    /// A route of one pattern: appended to a collection directly, committed by a router as its
    /// own, or added to anything else as a collection of one. The two casts spare each
    /// `register` a collection object, its lock and its lists, made and freed at once.
    ///
    /// `register`'s closure forms are inlinable, and this usable from them, so that the closure that
    /// returns a handler's value as `any Sendable` is specialized in the app for the value's
    /// type, and keeps the handler alone rather than the handler and the type's metadata.
    @usableFromInline
    func add(
        route text: String, _ name: String?, _ exposure: RouteExposure, _ tags: Set<String>, _ skipping: Set<String>,
        _ caseInsensitive: Bool, _ handler: RouteHandler
    ) throws(RouteError) {
        var pattern = try RoutePattern(text)
        pattern.caseInsensitive = caseInsensitive
        let route = RouteCollection.Route(
            pattern: pattern, name: name, exposure: exposure, tags: tags, skipping: skipping, handler: .ready(handler))
        if let collection = self as? RouteCollection {
            collection.append(route)
            return
        }
        if let router = self as? Router {
            try router.addOwn(RouteCollection.Contents(routes: [route]))
            return
        }
        let part = RouteCollection()
        part.append(route)
        try add(part)
    }
}
