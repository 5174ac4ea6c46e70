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
/// interceptor, an observer) is a commit: it is checked and frozen into an immutable snapshot on
/// the changing thread, then published in one step, all or nothing. Opening reads the current
/// snapshot and never waits for a change to be frozen, so a handler may register or replace
/// routes while URLs are being opened elsewhere.
public final class Router: Sendable {
    /// How this router reads URLs and chooses routes.
    public let options: RouterOptions
    /// `options.ancestorFallback`, kept apart so a lookup reads a flag, not the options.
    let fallsBack: Bool

    /// What changes build on: the writer lock. Held while a change is checked, and while a
    /// snapshot of changed routes is frozen (see ``snapshot()``).
    let state: Locked<State>
    /// The snapshot lookups read, or `nil` when routes changed since the last one was frozen.
    /// Its lock is held only to read or swap one reference, never while anything is built.
    let published: Locked<Snapshot?>

    /// The outside opens held until the app resumes them (see `Router+HeldOpens.swift`).
    let held = Locked(HeldOpens())
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
        var initial = State(builder: RouteTableBuilder(options: options))
        let snapshot = Snapshot(freezing: &initial, reusing: nil)
        initial.last = snapshot
        state = Locked(initial)
        published = Locked(snapshot)
    }

    /// What a handler is: synchronous or asynchronous, returning a value (`()` for an action).
    @usableFromInline
    enum Handler: Sendable {
        case sync(@Sendable (RouteContext) throws -> any Sendable)
        case async(@Sendable (RouteContext) async throws -> any Sendable)
        /// Synchronous, on the main actor.
        case mainActor(@MainActor @Sendable (RouteContext) throws -> any Sendable)
    }

    /// What a not-found handler is.
    enum NotFoundHandler: Sendable {
        case sync(@Sendable (RouteRequest) throws -> any Sendable)
        case async(@Sendable (RouteRequest) async throws -> any Sendable)
    }

    /// What the web fallback is: it receives the checked, re-serialized URL and the request.
    enum WebHandler: Sendable {
        case sync(@Sendable (WebURL, RouteRequest) throws -> any Sendable)
        case async(@Sendable (WebURL, RouteRequest) async throws -> any Sendable)
    }

    /// A route's handler, the collection it came with and the page it shows, if any; the route
    /// itself (pattern, name, id) is in the builder's list, in the same order.
    struct Entry: Sendable {
        let handler: Handler
        /// The collection's number (``State/ownerNumbers``), or `-1` for the router's own.
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
    }

    /// A fallback and the collection it came with (`nil`: the router's own), which takes it
    /// away when it goes.
    struct Owned<Value: Sendable>: Sendable {
        let value: Value
        let owner: String?
    }

    /// Everything changes build on. Only writers read it, under `state`'s lock.
    struct State: Sendable {
        var builder: RouteTableBuilder
        /// Each route's entry, in the order of `builder.routes`; the last snapshot shares them
        /// until they change.
        var entries = HandedOverArray<Entry>()
        /// Each named route, by name.
        var names: [String: NamedRoute] = [:]
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
        var observers: [(id: Int, observe: @Sendable (RouteEvent) -> Void)] = []
        var interceptors: [InterceptorEntry] = []
        /// The converters added to the router or with a collection, in order, with their owner.
        var converters: [(owner: String?, converter: ParameterConverter)] = []
        /// The collections committed, by id.
        var collections: Set<String> = []
        /// A number for each applied collection with routes, for the entries of those routes.
        var ownerNumbers: [String: Int32] = [:]
        /// Whether routes or converters changed since `last` was frozen.
        var routesChanged = true
        /// The snapshot published last.
        var last: Snapshot?
    }

    /// What an open reads: the table and, by route index, each route's entry. Immutable: every
    /// collection here is built afresh when freezing, in buffers of its own, or handed over (the
    /// entries by `State`, the table's routes by its builder), to be copied before it next
    /// changes (``HandedOverArray``); so `State`'s writes never touch what an open reads.
    final class Snapshot: Sendable {
        let table: RouteTable
        let entries: [Entry]
        let notFound: NotFoundHandler?
        let schemeNotFound: [String: NotFoundHandler]
        let webFallback: WebFallback?
        /// Answers in place of a route's handler or interceptor that threw; read only then.
        let failureHandler: FailureHandler?
        /// Whether an outside open must ask `held` whether to wait; `false` on the common path.
        let holdsOutsideOpens: Bool
        let observers: [@Sendable (RouteEvent) -> Void]
        /// In the order they run: priority (higher first), then registration.
        let interceptors: [InterceptorEntry]

        /// Freezes `state`. The table and entries are frozen again only when routes or
        /// converters changed (see ``RouteTableBuilder/build()``); otherwise they are `previous`'s.
        /// `map` and `Dictionary(uniqueKeysWithValues:)` build new buffers; `sorted` might start
        /// from a shared one, so the interceptors are copied first and sorted in their own buffer.
        ///
        /// - Complexity: O(n) in the trie and the routes when they changed, O(k log k) in the
        ///   interceptors, O(m) in the observers and scheme handlers.
        init(freezing state: inout State, reusing previous: Snapshot?) {
            if let previous, !state.routesChanged {
                table = previous.table
                entries = previous.entries
            } else {
                table = state.builder.build()
                entries = state.entries.handOver()
                state.routesChanged = false
            }
            var interceptors = state.interceptors.freshCopy()
            interceptors.sort { ($0.priority, -$0.order) > ($1.priority, -$1.order) }
            self.interceptors = interceptors
            observers = state.observers.map(\.observe)
            notFound = state.notFound?.value
            schemeNotFound = Dictionary(uniqueKeysWithValues: state.schemeNotFound.map { ($0.key, $0.value.value) })
            webFallback = state.webFallback?.value
            failureHandler = state.failureHandler?.value
            holdsOutsideOpens = state.holdsOutsideOpens
        }

        /// The entry of the route `match` reached, which a match of this snapshot's table has.
        func entry(of match: RouteMatch) -> Entry {
            entries[Int(match.routeIndex)]
        }
    }

    /// The current snapshot: one reference read under a lock no writer holds for longer than
    /// the read of it; or, when routes changed since the last one, a snapshot frozen now.
    ///
    /// Commits are few in an app (a collection a module, a route map swapped), and each one
    /// that changes routes only marks them changed: the first lookup after them freezes the
    /// table once, under the writer lock, however many commits came before it, and every
    /// lookup after that reads it as before.
    func snapshot() -> Snapshot {
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
    private func freeze() -> Snapshot {
        state.withLock { state in
            if let current = published.value { return current }
            let snapshot = Snapshot(freezing: &state, reusing: state.last)
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
    func commit<Result, Failure: Error>(_ change: (inout State) throws(Failure) -> Result) throws(Failure) -> Result {
        try state.withLock { (state: inout State) throws(Failure) -> Result in
            let result = try change(&state)
            var snapshot: Snapshot?
            if !state.routesChanged {
                snapshot = Snapshot(freezing: &state, reusing: state.last)
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
