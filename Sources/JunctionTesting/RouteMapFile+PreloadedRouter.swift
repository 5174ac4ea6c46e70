import Junction
import JunctionNavigation
import JunctionRouteMap
import JunctionRouteMapNavigation

/// A call a preloaded router's handler route answered with instead of running the app's code:
/// which handler key, the URL, and the parameters after the map's attributes were applied.
public struct HandlerCall: Equatable, Sendable {
    /// The route's handler key in the map.
    public var handler: String
    /// The route's name.
    public var route: String
    /// The URL opened.
    public var url: String
    /// The parameters, merged, with defaults applied.
    public var parameters: [String: String]
    /// Where the open came from.
    public var source: RouteSource

    /// A call, to compare with what a preloaded router answered.
    public init(handler: String, route: String, url: String, parameters: [String: String], source: RouteSource = .inApp) {
        self.handler = handler
        self.route = route
        self.url = url
        self.parameters = parameters
        self.source = source
    }
}

extension RouteMapFile {
    /// A router with this route map loaded, for an app's tests: every page answers the
    /// `PageDestination` a `Navigator` shows, and
    /// every handler answers a ``HandlerCall``, unless `customize` binds it to real code. The
    /// map's schemes and web hosts are added to `options`.
    ///
    /// ```swift
    /// let router = try RouteMapFile(contentsOf: mapPath).preloadedRouter()
    /// let call = try await router.open("shop://cart/add/A1", as: HandlerCall.self)
    /// let navigator = Navigator(router: router)
    /// try await navigator.open(RouteRequest(url: "shop://product/7", source: .push))
    /// try navigator.state.expect(visible: ["home", "product"])
    /// ```
    ///
    /// - Parameters:
    ///   - options: The router's options, before the map's schemes and hosts are added.
    ///   - converters: Converters the map's patterns and attribute types name.
    ///   - customize: Binds some pages or handlers to code of the test's own.
    /// - Throws: `RouteError` for a converter that cannot be added, `RouteMapLoadError` for a
    ///   map that does not load.
    public func preloadedRouter(
        options: RouterOptions = RouterOptions(), converters: [ParameterConverter] = [],
        customize: (inout RouteMapBindings) -> Void = { _ in }
    ) throws -> Router {
        let router = Router(options: options.adding(map))
        for converter in converters { try router.add(converter) }
        var bindings = RouteMapBindings(pagesAndHandlersOf: map)
        customize(&bindings)
        try load(into: router, bindings: bindings)
        return router
    }
}

extension RouteMapBindings {
    /// Bindings for every target of a map: each page answers the `PageDestination`
    /// its route describes (`PageDestination(request)`, from `JunctionRouteMapNavigation`); each
    /// handler answers a ``HandlerCall``.
    public init(pagesAndHandlersOf map: RouteMap) {
        self.init(handlerCallsOf: map)
        for route in map.routes {
            if case .page(let name)? = route.target { page(name) { PageDestination($0) } }
        }
    }

    /// Bindings for every handler of a map, each answering a ``HandlerCall``; pages are left to
    /// the navigator that loads the map.
    public init(handlerCallsOf map: RouteMap) {
        self.init()
        for route in map.routes {
            guard case .handler(let key)? = route.target else { continue }
            handler(key) { request in
                HandlerCall(
                    handler: key, route: request.route.name, url: request.context.url.description,
                    parameters: request.parameters.merged, source: request.context.source)
            }
        }
    }
}
