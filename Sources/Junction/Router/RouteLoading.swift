/// Routes added in the background while the app launches, with a router usable at once: an open
/// that arrives before they are in waits for them, then runs, in the order the opens arrived.
///
/// Start it first thing at launch (`application(_:didFinishLaunchingWithOptions:)`, an `App`'s
/// `init`): the call returns at once, and the main thread does not read a map or build a table.
///
/// ```swift
/// RouteLoading.start(on: router) { router in
///     _ = try RouteMapFile(contentsOf: mapURL).load(into: router, bindings: bindings)
///     try router.add(CartModule.routes)
/// }
/// // A push that opens the app meanwhile waits for the routes, then opens.
/// ```
///
/// While routes load, ``Router/open(_:)`` waits; ``Router/openSynchronously(_:isolation:)``
/// throws ``RouteError/Code/notReady`` from inside the app (and ``RouteError/Code/held`` from
/// outside, running once the routes are in); ``Router/match(_:)`` throws
/// ``RouteError/Code/notReady`` and ``Router/canOpen(_:)`` answers `false`. The opens that
/// waited run on the load's task, one after another; an open that one of them makes runs at
/// once. A load that fails ends the opens that wait with its error (an outside one held by
/// ``OutsideOpens`` for a gate still waits for the gate); the routes it added stay. Loads may
/// overlap: opens wait for all, and end with the first failure. Don't open URLs through the
/// router from inside the load: they would wait for it.
///
/// A large JSON route map loads sooner with JunctionRouteMap's
/// `RouteLoading.start(on:map:bindings:)`: opens wait only until the map's routes are found in
/// its file, and each route is loaded when a URL first may reach it.
public final class RouteLoading: Sendable {
    private let task: Task<Void, any Error>

    private init(_ task: Task<Void, any Error>) {
        self.task = task
    }

    /// Starts `work` on a background task and returns at once; opens wait until it ends.
    ///
    /// - Parameters:
    ///   - router: The router the routes go to, and whose opens wait.
    ///   - work: Adds the routes: loads maps, adds modules' collections.
    @discardableResult
    public static func start(on router: Router, _ work: @escaping @Sendable (Router) async throws -> Void) -> RouteLoading {
        startWithRest(on: router, { router in
            try await work(router)
            return nil
        })
    }

    /// Starts `work` on a background task as ``start(on:_:)`` does, then what it returns, on the
    /// same task, once opens no longer wait: a map whose routes are made when first reached
    /// finds them in `work`, and reads the whole map after. ``wait()`` waits for both, and
    /// throws what either threw.
    package static func startWithRest(
        on router: Router, _ work: @escaping @Sendable (Router) async throws -> (@Sendable () async throws -> Void)?
    ) -> RouteLoading {
        router.outsideOpens.beginLoad()
        return RouteLoading(Task.detached(priority: .userInitiated) {
            let rest: (@Sendable () async throws -> Void)?
            do {
                rest = try await work(router)
            } catch {
                await router.outsideOpens.endLoad(failure: error)
                throw error
            }
            await router.outsideOpens.endLoad(failure: nil)
            try await rest?()
        })
    }

    /// Waits until the routes are in and the opens that waited for them have run.
    ///
    /// - Throws: What the load threw.
    public func wait() async throws {
        try await task.value
    }
}
