import Junction

/// What an app binds a route map's targets to: code for each page type name and handler key.
///
/// ```swift
/// var bindings = RouteMapBindings()
/// bindings.page("ProductPage") { request in
///     ProductPage(id: try request.parameters.require("id", as: Int.self))
/// }
/// bindings.handler("cart.add") { request in cart.add(request.parameters["sku"]) }
/// try map.load(into: router, bindings: bindings)
/// ```
public struct RouteMapBindings: Sendable {
    /// Code a route runs: it gets the open with the route's attributes checked and their
    /// defaults applied, and returns what `open` returns.
    public typealias Handler = @Sendable (RouteMapRequest) throws -> any Sendable

    /// The code bound to each page name, by name.
    package var pages: [String: Handler] = [:]
    /// The code bound to each handler key, by key.
    var handlers: [String: Handler] = [:]
    /// What a navigator knows of a route's page, kept on the route (JunctionRouteMapNavigation
    /// sets it); `nil` for a route that shows no page.
    package var pageRoute: (@Sendable (RouteMap.Route) -> (any AnyObject & Sendable)?)?

    /// No bindings yet.
    public init() {}

    /// Binds a page type name (a route's `page`) to the code that shows it.
    public mutating func page(_ name: String, _ handler: @escaping Handler) {
        pages[name] = handler
    }

    /// Binds a handler key (a route's `handler`) to code.
    public mutating func handler(_ key: String, _ handler: @escaping Handler) {
        handlers[key] = handler
    }
}

/// One open of a route that came from a route map.
public struct RouteMapRequest: Sendable {
    /// The open as the router saw it: URL, match, user info, completion.
    public let context: RouteContext
    /// The route, as the map declares it.
    public let route: RouteMap.Route
    /// The parameters with every attribute checked and each missing one given its default.
    public let parameters: RouteParameters
}

/// Everything wrong with a map that stops it from loading, reported together.
public struct RouteMapLoadError: Error, Sendable, CustomStringConvertible {
    /// Each problem, with its place in the file (or its key path in the map).
    public var errors: [RouteMapError]

    /// The problems, in the order they are reported.
    package init(errors: [RouteMapError]) {
        self.errors = errors
    }

    /// One problem a line.
    public var description: String {
        errors.map(\.description).joined(separator: "\n")
    }
}
