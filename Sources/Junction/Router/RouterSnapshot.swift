/// What an open reads: the table and, by route index, each route's entry. Immutable, and built
/// by a commit under the router's lock. Its arrays may share buffers with `RouterState`'s (the
/// entries, the table's routes and trie): the state's next write to one finds it shared with
/// the current snapshot and copies it first (copy-on-write), so a buffer an open can see is
/// never written again.
final class RouterSnapshot: Sendable {
    let table: RouteTable
    let entries: [RouteEntry]
    let notFound: NotFoundHandler?
    let schemeNotFound: [String: NotFoundHandler]
    let webFallback: WebFallback?
    /// Answers in place of a route's handler or interceptor that threw; read only then.
    let failureHandler: FailureHandler?
    /// Whether an outside open must ask `held` whether to wait; `false` on the common path.
    let holdsOutsideOpens: Bool
    /// Whether routes are loading (``RouteLoading``).
    let isLoading: Bool
    /// What makes the routes not in yet of collections that have some; empty on the common path.
    let unmade: [any RoutesMadeWhenReached]
    let observers: [@Sendable (RouteEvent) -> Void]
    /// In the order they run: priority (higher first), then registration.
    let interceptors: [InterceptorEntry]

    /// The snapshot of `state` with `table` and `entries`, built from it.
    ///
    /// - Complexity: O(*k* log *k*) in the interceptors, O(*m*) in the observers and scheme handlers.
    init(table: RouteTable, entries: [RouteEntry], state: RouterState) {
        self.table = table
        self.entries = entries
        interceptors = state.interceptors.sorted { ($0.priority, -$0.order) > ($1.priority, -$1.order) }
        observers = state.observers.map(\.observe)
        notFound = state.notFound?.value
        schemeNotFound = Dictionary(uniqueKeysWithValues: state.schemeNotFound.map { ($0.key, $0.value.value) })
        webFallback = state.webFallback?.value
        failureHandler = state.failureHandler?.value
        holdsOutsideOpens = state.holdsOutsideOpens
        isLoading = state.isLoading
        unmade = Array(state.unmade.values)
    }

    /// The snapshot of a router without routes, interceptors, observers or fallbacks.
    init(table: RouteTable) {
        self.table = table
        entries = []
        interceptors = []
        observers = []
        notFound = nil
        schemeNotFound = [:]
        webFallback = nil
        failureHandler = nil
        holdsOutsideOpens = false
        isLoading = false
        unmade = []
    }

    /// The entry of the route `match` reached, which a match of this snapshot's table has.
    func entry(of match: RouteMatch) -> RouteEntry {
        entries[Int(match.routeIndex)]
    }
}

