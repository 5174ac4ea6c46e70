import JunctionLocking

/// Opens URLs: finds the route a URL reaches and runs its handler.
///
/// Feature modules register patterns with handlers, one at a time or as a ``RouteCollection``;
/// any module, or the outside world, opens URLs without importing the module that answers them.
///
/// ```swift
/// let router = Router()
/// try router.register("shop://product/{id:int}") { context in
///     ProductPage(id: try context.parameters.require("id", as: Int.self))
/// }
/// let page = try await router.open("shop://product/42", as: ProductPage.self)
/// ```
///
/// A router is safe to use from any thread. Every change (a route, a collection, an
/// interceptor, an observer) is a commit: it is checked on the changing thread and applied in
/// one step, all or nothing, so a handler may register or replace routes while URLs are being
/// opened elsewhere. Opening reads an immutable snapshot of the routes; the first lookup after a
/// change of the routes builds it, once, and lookups meanwhile wait for it.
public final class Router: Sendable {
    /// How this router reads URLs and chooses routes.
    public let options: RouterOptions
    /// `options.ancestorFallback`, kept apart so a lookup reads a flag, not the options.
    let fallsBack: Bool

    /// What changes build on: the writer lock. Held while a change is checked, and while a
    /// snapshot of changed routes is frozen (see ``snapshot()``).
    let state: Locked<RouterState>
    /// The snapshot lookups read, or `nil` when routes changed since the last one was frozen.
    /// Its lock is held only to read or swap one reference, never while anything is built.
    let published: Locked<RouterSnapshot?>

    /// The gate for opens from outside the app (a push, a universal link, another app): hold
    /// them at launch, before modules have added their routes, or while onboarding or a login
    /// is shown, and let them through after (``OutsideOpens``).
    public let outsideOpens = OutsideOpens()
    /// What interceptor timeouts and held opens' expiry count time with.
    let clock: any RouterClock

    /// A router with the given options.
    public convenience init(options: RouterOptions = RouterOptions()) {
        self.init(options: options, clock: ContinuousRouterClock())
    }

    /// A router whose timers read `clock` (a test's).
    init(options: RouterOptions, clock: any RouterClock) {
        self.clock = clock
        self.options = options
        fallsBack = options.ancestorFallback
        var initial = RouterState(builder: RouteTableBuilder(options: options))
        let snapshot = RouterSnapshot(freezing: &initial, reusing: nil)
        initial.last = snapshot
        state = Locked(initial)
        published = Locked(snapshot)
        outsideOpens.attach(self)
    }

    /// The current snapshot: one reference read under a lock no writer holds for longer than
    /// the read of it; or, when routes changed since the last one, a snapshot frozen now.
    ///
    /// Commits are few in an app (a collection a module, a route map swapped), and each one
    /// that changes routes only marks them changed: the first lookup after them freezes the
    /// table once, under the writer lock, however many commits came before it, and every
    /// lookup after that reads it as before.
    func snapshot() -> RouterSnapshot {
        published.value ?? freeze()
    }

    /// The current snapshot's table alone: what a lookup that runs no handler needs.
    func publishedTable() -> RouteTable {
        snapshot().table
    }

    /// Freezes the changed routes into a snapshot and publishes it, unless another thread did
    /// while this one waited for the writer lock.
    ///
    /// - Complexity: O(n) in the routes and the trie's nodes, edges and literal slots.
    private func freeze() -> RouterSnapshot {
        state.withLock { state in
            if let current = published.value { return current }
            let snapshot = RouterSnapshot(freezing: &state, reusing: state.last)
            state.last = snapshot
            published.withLock { $0 = snapshot }
            return snapshot
        }
    }

    /// Applies a change as one commit: runs `change` under the writer lock and publishes what it
    /// changed. A change to the routes publishes no snapshot: the next lookup freezes one (see
    /// ``snapshot()``); any other change is frozen now, reusing the last table. When `change`
    /// throws, it must leave the state as it found it, and nothing is published.
    ///
    /// - Complexity: O(k log k) in the interceptors, and what `change` costs.
    func commit<Result, Failure: Error>(_ change: (inout RouterState) throws(Failure) -> Result) throws(Failure) -> Result {
        try state.withLock { (state: inout RouterState) throws(Failure) -> Result in
            let result = try change(&state)
            var snapshot: RouterSnapshot?
            if !state.routesChanged {
                snapshot = RouterSnapshot(freezing: &state, reusing: state.last)
                state.last = snapshot
            }
            published.withLock { $0 = snapshot }
            return result
        }
    }
}

/// A route added to a router, as ``Router/registrations`` lists it.
public struct RouteRegistration: Hashable, Sendable, CustomStringConvertible {
    let id: Int
    let router: ObjectIdentifier
    /// The route's pattern.
    public let pattern: RoutePattern
    /// The route's name, if it has one.
    public let name: String?

    /// The pattern's text.
    public var description: String { pattern.text }
}
