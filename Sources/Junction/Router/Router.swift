import JunctionSupport

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
/// interceptor, an observer) is a commit: it is checked, applied and built into a new immutable
/// snapshot in one step, all or nothing, under the router's one lock; so a handler may register
/// or replace routes while URLs are being opened elsewhere. An open takes the current snapshot
/// (one reference read under that lock) and reads nothing else: it never builds, and it waits
/// only while a commit is in progress. The one exception is a route map loaded at launch whose
/// routes are made when first reached (JunctionRouteMap's `RouteLoading.start(on:map:bindings:)`):
/// until the whole map is in, an open first commits the few routes its URL may reach.
///
/// Each commit builds the table of all the routes, so adding routes one at a time costs time
/// linear in the routes already there for each: add a module's routes as one
/// ``RouteCollection``, which is one commit.
public final class Router: Sendable {
    /// How this router reads URLs and chooses routes.
    public let options: RouterOptions
    /// `options.ancestorFallback`, kept apart so a lookup reads a flag, not the options.
    let fallsBack: Bool

    /// What changes build on, and the snapshot opens read: the router's one lock. Held while a
    /// change is checked, applied and built, and while an open reads the snapshot's reference.
    let state: Locked<RouterState>

    /// The gate for opens from outside the app (a push, a universal link, another app): hold
    /// them at launch, before modules have added their routes, or while onboarding or a login
    /// is shown, and let them through after (``OutsideOpens``).
    public let outsideOpens = OutsideOpens()
    /// What interceptors' time limits and held opens' expiry count time with.
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
        state = Locked(RouterState(builder: RouteTableBuilder(options: options)))
        outsideOpens.attach(self)
    }

    /// The snapshot the last commit built: what an open reads.
    ///
    /// - Complexity: O(1); waits while a commit is in progress.
    func snapshot() -> RouterSnapshot {
        state.withLock { $0.snapshot }
    }

    /// The snapshot once the routes that `make` asks for are in, when a collection has routes
    /// not made yet (``RoutesMadeWhenReached``); otherwise `current`, the snapshot as it was.
    /// Asked outside the lock, since making routes commits.
    ///
    /// - Throws: What making them threw.
    func snapshot(
        from current: RouterSnapshot, making make: (any RoutesMadeWhenReached) throws(RouteError) -> Void
    ) throws(RouteError) -> RouterSnapshot {
        guard !current.unmade.isEmpty else { return current }
        for routes in current.unmade { try make(routes) }
        return snapshot()
    }

    /// Applies a change as one commit: runs `change` under the lock, then builds and publishes
    /// the snapshot of the state it left. When `change` throws, it must leave the state as it
    /// found it, and nothing is published.
    ///
    /// - Complexity: what `change` costs, plus O(*n*) in the routes when it changed routes or
    ///   converters (the table is built again), and O(*k* log *k*) in the interceptors.
    func commit<Result, Failure: Error>(_ change: (inout RouterState) throws(Failure) -> Result) throws(Failure) -> Result {
        try state.withLock { (state: inout RouterState) throws(Failure) -> Result in
            let result = try change(&state)
            state.buildSnapshot()
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
