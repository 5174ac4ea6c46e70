/// Routes of an applied collection that are not in the router yet, made when a lookup may first
/// reach them: the routes of a large route map loaded at launch, which are read and added group
/// by group, as URLs need them, until the whole map replaces them.
///
/// A collection applied with such an object (``Router/apply(_:replacing:uniquingID:unmade:)``)
/// keeps it until the collection is replaced or removed. Meanwhile the router asks it, before
/// each lookup, to add the routes the URL may reach, so a lookup finds what it would find with
/// every route in; before building a URL by name, to add the route of that name; and before
/// listing or explaining routes, to add them all. The router asks outside its lock: an object
/// adds routes by replacing its collection with a larger one (one commit), and a lookup then
/// reads the snapshot that commit built.
package protocol RoutesMadeWhenReached: AnyObject, Sendable {
    /// Adds to `router` every route not in yet that `url` may reach.
    ///
    /// - Throws: ``RouteError`` when those routes could not be added; the lookup throws it.
    func makeRoutes(reaching url: String, in router: Router) throws(RouteError)

    /// Adds to `router` the route named `name`, if it is one of these and not in yet.
    ///
    /// - Throws: ``RouteError`` when it could not be added.
    func makeRoute(named name: String, in router: Router) throws(RouteError)

    /// Adds to `router` every route not in yet.
    ///
    /// - Throws: ``RouteError`` when they could not be added.
    func makeEveryRoute(in router: Router) throws(RouteError)
}
