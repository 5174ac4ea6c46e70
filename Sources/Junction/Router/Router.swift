/// Opens URLs: finds the route a URL reaches and runs its handler.
///
/// Feature modules register patterns with handlers; any module, or the outside world, opens
/// URLs without importing the module that answers them.
///
/// ```swift
/// let router = Router()
/// try router.register("shop://product/{id:int}") { context in
///     ProductPage(id: try context.parameters.require("id", as: Int.self))
/// }
/// let page = try await router.open("shop://product/42", as: ProductPage.self)
/// ```
///
/// A router is safe to use from any thread. Registering builds up routes under a lock; opening
/// reads an immutable snapshot of them, frozen on the first open after a change, so a handler
/// may register or deregister routes while URLs are being opened elsewhere.
public final class Router: Sendable {
    /// A router for apps that want one without passing it around. Prefer an instance of your
    /// own where you can: it is easier to test.
    public static let shared = Router()

    /// How this router reads URLs and chooses routes.
    public let options: RouterOptions
    /// `options.ancestorFallback`, kept apart so a lookup reads a flag, not the options.
    let fallsBack: Bool

    let state: Locked<State>
    /// The frozen routes that lookups read, or `nil` when registrations changed since. Set
    /// only while `state` is locked (so always in the order `state`, then `current`).
    let current = Locked<Snapshot?>(nil)

    /// A router with the given options.
    public init(options: RouterOptions = RouterOptions()) {
        self.options = options
        fallsBack = options.ancestorFallback
        state = Locked(State(builder: RouteTableBuilder(options: options)))
    }

    /// What a handler is: synchronous or asynchronous, returning a value (`()` for an action).
    enum Handler: Sendable {
        case sync(@Sendable (RouteContext) throws -> any Sendable)
        case async(@Sendable (RouteContext) async throws -> any Sendable)
        /// An action, stored as given (no wrapper closure to allocate); it returns `()`.
        case syncAction(@Sendable (RouteContext) throws -> Void)
        case asyncAction(@Sendable (RouteContext) async throws -> Void)
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

    /// A route's handler; the route itself (pattern, name, id) is in the builder's list, in
    /// the same order.
    struct Entry: Sendable {
        let handler: Handler
    }

    struct State: Sendable {
        var builder: RouteTableBuilder
        /// Each route's entry, in the order of `builder.routes`.
        var entries: [Entry] = []
        /// Route name → its registration.
        var names: [String: RouteRegistration] = [:]
        var nextID = 0
        var notFound: NotFoundHandler?
        /// Not-found handlers for one scheme (lower-cased), tried before `notFound`.
        var schemeNotFound: [String: NotFoundHandler] = [:]
        var webFallback: WebFallback?
        var observers: [(id: Int, observe: @Sendable (RouteEvent) -> Void)] = []
        var interceptors: [InterceptorEntry] = []
    }

    /// What an open reads: the table and, by route index, each route's entry. Immutable, and
    /// it shares no array or dictionary buffer with `State`, which `register` and the other
    /// changes write to (in place, once copy-on-write finds them unique): each collection here
    /// is built afresh when freezing. The routes' own values (patterns, tags, handlers) are
    /// shared, but nothing ever writes to them.
    final class Snapshot: Sendable {
        let table: RouteTable
        let entries: [Entry]
        let notFound: NotFoundHandler?
        let schemeNotFound: [String: NotFoundHandler]
        let webFallback: WebFallback?
        let observers: [@Sendable (RouteEvent) -> Void]
        /// In the order they run: priority (higher first), then registration.
        let interceptors: [InterceptorEntry]

        /// Freezes `state`; call with `state` locked. `map` and `Dictionary(uniqueKeysWithValues:)`
        /// build new buffers; `sorted` might start from a shared one, so the interceptors are
        /// copied first and sorted in their own buffer.
        ///
        /// - Complexity: O(n) in the routes, observers and scheme handlers; O(k log k) in the
        ///   interceptors.
        init(table: RouteTable, state: State) {
            var interceptors = state.interceptors.unsharedCopy()
            interceptors.sort { ($0.priority, -$0.order) > ($1.priority, -$1.order) }
            self.interceptors = interceptors
            observers = state.observers.map(\.observe)
            self.table = table
            entries = state.entries.unsharedCopy()
            notFound = state.notFound
            schemeNotFound = Dictionary(uniqueKeysWithValues: state.schemeNotFound.map { ($0.key, $0.value) })
            webFallback = state.webFallback
        }
    }

    /// The current snapshot, frozen now if registrations changed.
    func snapshot() -> Snapshot {
        if let snapshot = current.withLock({ $0 }) { return snapshot }
        return state.withLock { state in
            if let snapshot = current.withLock({ $0 }) { return snapshot }
            let snapshot = Snapshot(table: state.builder.build(), state: state)
            current.withLock { $0 = snapshot }
            return snapshot
        }
    }

    /// Drops the frozen routes after a change; call with `state` locked.
    func invalidate() {
        current.withLock { $0 = nil }
    }
}

/// A route added to a router: pass it to ``Router/deregister(_:)`` to remove the route.
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
