/// Everything a router's changes build on, read and written under the router's lock only: the
/// builder of its table, each route's entry, the named routes, the fallbacks, the observers and
/// interceptors, and the snapshot built from them, which opens read.
struct RouterState: Sendable {
    var builder: RouteTableBuilder
    /// Each route's entry, in the order of `builder.routes`; the last snapshot shares them
    /// until they change.
    var entries: [RouteEntry] = []
    /// The named routes, by name: one per collection at most (a name is unique in its
    /// collection, and may be used again in another).
    var names: [String: [NamedRoute]] = [:]
    /// For a route written with optional groups: its registration's id → the ids of the
    /// patterns it stands for in `builder` (the first is the registration's).
    var groupedIDs: [Int: Range<Int>] = [:]
    var nextID = 0
    var notFound: Owned<NotFoundHandler>?
    /// Not-found handlers for one scheme (lower-cased), tried before `notFound`.
    var schemeNotFound: [String: Owned<NotFoundHandler>] = [:]
    var webFallback: Owned<WebFallback>?
    var failureHandler: Owned<FailureHandler>?
    /// Whether outside opens are held (or being replayed): what `held` said when last asked.
    var holdsOutsideOpens = false
    /// Whether routes are loading (``RouteLoading``): every open waits, a match throws.
    var isLoading = false
    var observers: [(id: Int, observe: @Sendable (RouteEvent) -> Void)] = []
    var interceptors: [InterceptorEntry] = []
    /// The converters added to the router or with a collection, in order, with their owner.
    var converters: [(owner: String?, converter: ParameterConverter)] = []
    /// The collections committed, by id.
    var collections: Set<String> = []
    /// A number for each applied collection with routes, for the entries of those routes.
    var ownerNumbers: [String: Int32] = [:]
    /// For each applied collection with routes not made yet, what makes them when a lookup may
    /// reach them (a route map loading at launch).
    var unmade: [String: any RoutesMadeWhenReached] = [:]
    /// Whether routes or converters changed since `snapshot` was built.
    var routesChanged = false
    /// The snapshot of the state as the last commit left it.
    private(set) var snapshot: RouterSnapshot

    /// The state of a router without routes.
    init(builder: RouteTableBuilder) {
        self.builder = builder
        snapshot = RouterSnapshot(table: self.builder.build())
    }

    /// Builds the snapshot of the state as it stands. The table and the entries are built again
    /// only when routes or converters changed; otherwise they are the last snapshot's.
    ///
    /// - Complexity: O(*n*) in the routes when they changed, O(*k* log *k*) in the interceptors.
    mutating func buildSnapshot() {
        let table = routesChanged ? builder.build() : snapshot.table
        let entries = routesChanged ? self.entries : snapshot.entries
        routesChanged = false
        snapshot = RouterSnapshot(table: table, entries: entries, state: self)
    }
}

/// A route's handler, the collection it came with and the page it shows, if any; the route
/// itself (pattern, name, id) is in the builder's list, in the same order.
struct RouteEntry: Sendable {
    let handler: RouteHandler
    /// The collection's number (``RouterState/ownerNumbers``), or `-1` for the router's own.
    var owner: Int32 = -1
    /// What the navigation layer knows of the page this route shows (JunctionNavigation's
    /// page route), carried here so that a match finds it without a second table.
    var page: (any AnyObject & Sendable)?
}

/// A named route, as URL building and a deep link's parents find it.
struct NamedRoute: Sendable {
    let registration: RouteRegistration
    let exposure: RouteExposure
    let page: (any AnyObject & Sendable)?
    /// The id of the collection that brought it; empty for the router's own routes.
    let collection: String
}

extension RouterState {
    /// The route named `name`: the one route of that name, or, when collections share it, the
    /// one of `preferring` (a collection id, empty for the router's own routes); a qualified
    /// name, `collection/name`, reaches the route of that name in that collection.
    ///
    /// - Throws: ``RouteError/Code/unknownRoute`` when no route has the name, or
    ///   ``RouteError/Code/conflict`` when several collections have it and none is preferred,
    ///   naming them and the qualified names to write.
    func namedRoute(_ name: String, preferring: String? = nil) throws(RouteError) -> NamedRoute {
        if let routes = names[name], !routes.isEmpty {
            if routes.count == 1 { return routes[0] }
            if let preferring, let route = routes.first(where: { $0.collection == preferring }) { return route }
            let qualified = routes.map { "\"\($0.collection)/\(name)\"" }.joined(separator: ", ")
            throw RouteError(.conflict, "the name \"\(name)\" is used in \(routes.count) collections; write one of \(qualified)")
        }
        var start = name.startIndex
        while let slash = name[start...].firstIndex(of: "/") {
            let collection = String(name[..<slash])
            if let route = names[String(name[name.index(after: slash)...])]?.first(where: { $0.collection == collection }) {
                return route
            }
            start = name.index(after: slash)
        }
        throw RouteError(.unknownRoute, "no route is named \"\(name)\"")
    }

    /// Forgets the name of the route registered with `id`.
    mutating func forgetName(_ name: String, of id: Int) {
        names[name]?.removeAll { $0.registration.id == id }
        if names[name]?.isEmpty == true { names[name] = nil }
    }
}

/// A fallback and the collection it came with (`nil`: the router's own), which takes it
/// away when it goes.
struct Owned<Value: Sendable>: Sendable {
    let value: Value
    let owner: String?
}
