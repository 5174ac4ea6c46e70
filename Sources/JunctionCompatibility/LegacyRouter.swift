import Junction

/// A router with the calling forms of the Objective-C URL routers (MGJRouter, HHRouter,
/// JLRoutes, SJRouter, URLBlock, Bifrost and the page managers), for code moving from them.
///
/// New code opens URLs with `Router`'s `open` and adds and removes routes as
/// `RouteCollection`s. An app moving from one of those routers wraps its router in a
/// `LegacyRouter` where old call sites need a form Junction does not otherwise have: a
/// completion closure that the handler calls when it is done, waiting for that completion,
/// and removing one route by its pattern or every route. It is built on `Router`'s public API
/// alone.
///
/// ```swift
/// let legacy = LegacyRouter(router)
/// try await legacy.open("mgj://upload/a.png") { result in print(result) }   // openURL:completion:
/// let value = try await legacy.openAndWait("mgj://upload/b.png")             // or wait for it
/// try legacy.deregister(pattern: "mgj://user/:id")                           // deregisterURLPattern:
/// ```
public struct LegacyRouter: Sendable {
    /// The router every form opens and changes.
    public let router: Router

    /// One router for the whole app, for code written against the Objective-C routers'
    /// shared instances (`[MGJRouter ...]`, `[HHRouter shared]`, `SJRouter.shared`). New code
    /// makes a router and hands it to its modules, which is easier to test.
    public static let shared = LegacyRouter(Router())

    /// The legacy forms over `router`.
    public init(_ router: Router) {
        self.router = router
    }

    /// Opens a URL and hands `completion` the value the handler later passes to
    /// `RouteContext.complete(with:)` (or the error it passes to `RouteContext.fail(_:)`),
    /// whenever it does (MGJRouter's `openURL:completion:`, URLBlock's
    /// `handleURL:complexParams:completion:`). The open runs on the caller's actor, as
    /// `Router.open(_:)` does.
    ///
    /// - Returns: The handler's own value: `()` for an action.
    /// - Throws: What `Router.open(_:)` throws.
    @discardableResult
    public nonisolated(nonsending) func open(
        _ request: some RouteRequestConvertible,
        completion: @escaping @Sendable (Result<any Sendable, any Error>) -> Void
    ) async throws -> any Sendable {
        try await router.open(request.routeRequest().completing(with: CompletionBox(callback: completion)))
    }

    /// Opens a URL from synchronous code and hands `completion` what the handler later passes
    /// to `RouteContext.complete(with:)` or `RouteContext.fail(_:)`: MGJRouter's
    /// `openURL:withUserInfo:completion:`, which runs the handler before it returns.
    ///
    /// - Returns: The handler's own value: `()` for an action.
    /// - Throws: What `Router.openSynchronously(_:isolation:)` throws; `completion` is then
    ///   never called, except for `RouteError.Code.held`: the open is held, and runs (and
    ///   completes) once outside opens are resumed or routes are in.
    @discardableResult
    public func openSynchronously(
        _ request: some RouteRequestConvertible, isolation: isolated (any Actor)? = #isolation,
        completion: @escaping @Sendable (Result<any Sendable, any Error>) -> Void
    ) throws -> any Sendable {
        try router.openSynchronously(
            request.routeRequest().completing(with: CompletionBox(callback: completion)), isolation: isolation)
    }

    /// Opens a URL and waits for the handler to complete: returns the value it passes to
    /// `RouteContext.complete(with:)`, or `nil` when it lets go of its context without
    /// completing (SJRouter's `handleRequest:completionHandler:`).
    ///
    /// - Throws: What `Router.open(_:)` throws, or the error the handler passes to
    ///   `RouteContext.fail(_:)`.
    public nonisolated(nonsending) func openAndWait(_ request: some RouteRequestConvertible) async throws -> (any Sendable)? {
        let box = CompletionBox(callback: nil)
        let request = try request.routeRequest().completing(with: box)
        box.hold()
        do {
            // The token lives only in the open's request and the handler's context, so it dies
            // with the last copy of them.
            _ = try await router.open(consume request)
            box.release()
        } catch {
            box.finish(.failure(error))
        }
        return try await box.value()
    }

    /// Removes the route that matches exactly the URLs `pattern` matches (MGJRouter's
    /// `deregisterURLPattern:`, JLRoutes' `removeRouteWithPattern:`): `/user/{x}` removes
    /// `/user/:id`, and the routes under it stay.
    ///
    /// - Returns: Whether a route was removed.
    /// - Throws: `RouteError` when `pattern` is not a valid pattern.
    @discardableResult
    public func deregister(pattern: String) throws(RouteError) -> Bool {
        let pattern = try RoutePattern(pattern)
        let caseInsensitive = router.options.caseInsensitive
        guard let registration = router.registrations.first(where: { $0.pattern.matchesSameURLs(as: pattern, caseInsensitive: caseInsensitive) })
        else { return false }
        return router.remove(registration)
    }

    /// Removes every route, those of collections too (JLRoutes' `removeAllRoutes`, URLBlock's
    /// `unbindAllURLs`); converters, interceptors and fallbacks stay.
    public func removeAll() {
        for registration in router.registrations { router.remove(registration) }
    }
}
