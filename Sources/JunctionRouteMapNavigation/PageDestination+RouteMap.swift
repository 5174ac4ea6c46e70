import Junction
import JunctionNavigation
import JunctionRouteMap

extension PageDestination {
    /// The page an open of a route map's page route shows: the route's name, presentation
    /// (`push` when the map gives none), parent and tab, with the parameters the map's
    /// attributes checked and defaulted.
    ///
    /// ``JunctionRouteMap/RouteMapFile/load(into:bindings:)`` (into a navigator) binds every page it
    /// is not given to this; a page the app binds itself answers it after its own checks:
    ///
    /// ```swift
    /// bindings.page("CheckoutPage") { request in
    ///     guard cart.isEmpty == false else { throw RouteError(.rejected, "the cart is empty") }
    ///     return PageDestination(request)
    /// }
    /// ```
    public init(_ request: RouteMapRequest) {
        self.init(
            route: request.route.name, url: request.context.url.description, parameters: request.parameters.merged,
            presentation: request.route.presentation ?? .push, parent: request.route.parent, tab: request.route.tab)
    }
}
