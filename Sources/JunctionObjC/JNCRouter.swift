import Dispatch
import Foundation
import Junction
import JunctionCompatibility
import JunctionSupport

/// The router for Objective-C code, with MGJRouter's calling forms: a thin layer over a Swift
/// `Router`, which Swift modules of the same app register on and open as usual.
///
/// ```objc
/// JNCRouter *router = JNCRouter.shared;
/// [router registerURLPattern:@"mgj://user/:id" toHandler:^(JNCRouteRequest *request) {
///     [navigationController pushViewController:[UserViewController withID:request.parameters[@"id"]] animated:YES];
/// }];
/// [router openURL:@"mgj://user/42"];
/// ```
///
/// Patterns and parameters follow the Swift router's rules, with three of MGJRouter's
/// behaviours kept for code moved from it: a pattern that is only a scheme (`mgj://`) matches
/// every URL of that scheme that no other route takes; a `~` segment matches any one segment;
/// and a URL with more segments than a route reaches the route it starts with (the Swift
/// router's ancestor fallback, on for every open made here).
///
/// Handlers, not-found handlers and interceptor blocks run on the main thread, as UIKit code
/// expects. Opened on the main thread, a handler runs within the call that opens its URL, as
/// MGJRouter's did, when nothing in the way needs to wait; opened from another thread (in the
/// order of the calls), or when something waits (an interceptor, a Swift handler that is
/// `async`, outside opens being held), the open goes on on the main thread after the call
/// returns. ``objectForURL(_:withUserInfo:)`` answers only within the call: use it on the main
/// thread, for routes without interceptors. ``errorHandler`` is called on the thread where the
/// failure happens: the caller's for a refused registration or ``objectForURL(_:withUserInfo:)``,
/// the main thread for an open.
/// What goes wrong (a malformed pattern, a refused open, a URL nothing answers) is handed to
/// ``errorHandler`` as an `NSError` of ``JNCError/domain``.
#if canImport(ObjectiveC)
@objc(JNCRouter) @objcMembers
#endif
public final class JNCRouter: NSObject, Sendable {
    /// The Swift router underneath, for Swift code of the same app.
    public let router: Router
    let legacy: LegacyRouter
    private let reporter: Locked<(@Sendable (NSError) -> Void)?>

    /// The user-info key under which the Objective-C user info travels through the Swift router.
    static let userInfoKey = "JunctionObjC.userInfo"

    /// One router for the whole app, as `[MGJRouter ...]`'s class methods have. An app that
    /// makes its own `Router` wraps it with ``init(router:)`` instead.
    public static let shared = JNCRouter(router: Router())

    /// A layer over `router`.
    public init(router: Router) {
        self.router = router
        legacy = LegacyRouter(router)
        reporter = Locked(nil)
    }

    /// A layer over a new router.
    public override convenience init() {
        self.init(router: Router())
    }

    /// What is told of every failure the forms without an error parameter meet: registering a
    /// pattern that is malformed or taken, an open refused or that nothing answers, a handler's
    /// error. `nil` (the default) writes each to the standard error.
    public var errorHandler: (@Sendable (NSError) -> Void)? {
        get { reporter.withLock { $0 } }
        set { reporter.withLock { $0 = newValue } }
    }

    // MARK: Routes

    /// Registers a handler for a pattern (MGJRouter's `registerURLPattern:toHandler:`).
    ///
    /// - Returns: `NO`, after telling ``errorHandler``, when the pattern is malformed or
    ///   another route matches exactly the same URLs.
    @discardableResult
    public func registerURLPattern(_ pattern: String, toHandler handler: @escaping @Sendable (JNCRouteRequest) -> Void) -> Bool {
        report {
            try router.register(MGJPattern.translate(pattern), onMainActor: { context in handler(JNCRouteRequest(context)) })
        }
    }

    /// Registers a handler for a pattern that links from outside the app may open: `sources`
    /// are the sources it is exposed to (`@[@"universal-link", @"push"]`), or `@[@"*"]` for
    /// every source. A route registered without them opens only from inside the app.
    ///
    /// - Returns: `NO`, after telling ``errorHandler``, as ``registerURLPattern(_:toHandler:)``.
    @discardableResult
    public func registerURLPattern(
        _ pattern: String, exposedTo sources: [String], toHandler handler: @escaping @Sendable (JNCRouteRequest) -> Void
    ) -> Bool {
        let exposure = sources.contains("*") ? RouteExposure.everywhere : RouteExposure.sources(sources.map(RouteSource.init))
        return report {
            try router.register(MGJPattern.translate(pattern), exposure: exposure, onMainActor: { context in handler(JNCRouteRequest(context)) })
        }
    }

    /// Registers a handler that returns an object, which ``objectForURL(_:withUserInfo:)``
    /// returns (MGJRouter's `registerURLPattern:toObjectHandler:`).
    ///
    /// - Returns: `NO`, after telling ``errorHandler``, as ``registerURLPattern(_:toHandler:)``.
    @discardableResult
    public func registerURLPattern(
        _ pattern: String, toObjectHandler handler: @escaping @Sendable (JNCRouteRequest) -> Any?
    ) -> Bool {
        report {
            try router.register(MGJPattern.translate(pattern), onMainActor: { context in ObjectiveCObject(handler(JNCRouteRequest(context))) })
        }
    }

    /// Removes the route that matches exactly the URLs `pattern` matches, whoever registered
    /// it (MGJRouter's `deregisterURLPattern:`).
    ///
    /// - Returns: Whether a route was removed.
    @discardableResult
    public func deregisterURLPattern(_ pattern: String) -> Bool {
        var removed = false
        _ = report { removed = try legacy.deregister(pattern: MGJPattern.translate(pattern)) }
        return removed
    }

    /// Removes every route, those Swift code registered too (URLBlock's `unbindAllURLs`,
    /// JLRoutes' `removeAllRoutes`); interceptors and not-found handlers stay.
    public func deregisterAllURLPatterns() {
        legacy.removeAll()
    }

    /// Answers the URLs no route matches, instead of reporting them to ``errorHandler``
    /// (MGJRouter apps test `canOpenURL:` first; Bifrost's exception handler).
    ///
    /// - Parameters:
    ///   - scheme: Only for URLs of this scheme; `nil` for every URL.
    ///   - handler: Receives the open; what it passes to ``JNCRouteRequest/completion`` reaches
    ///     the opener's completion.
    /// - Returns: `NO`, after telling ``errorHandler``, when the router already has a
    ///   not-found handler for `scheme`.
    @discardableResult
    public func registerNotFoundHandler(forScheme scheme: String?, handler: @escaping @Sendable (JNCRouteRequest) -> Void) -> Bool {
        report {
            try router.add(RouteFallback.notFound(forScheme: scheme) { request in handler(JNCRouteRequest(request)) })
        }
    }

    /// Adds an interceptor: `block` receives each open of a route, before its handler, and
    /// decides once, now or later, with ``JNCInterception/proceed()`` or
    /// ``JNCInterception/refuse(withReason:)``.
    ///
    /// ```objc
    /// [router addInterceptorNamed:@"login" usingBlock:^(JNCInterception *interception) {
    ///     if (session.isLoggedIn) { [interception proceed]; return; }
    ///     [loginFlow showThen:^(BOOL ok) { ok ? [interception proceed] : [interception refuseWithReason:@"not logged in"]; }];
    /// }];
    /// ```
    ///
    /// An open behind an interceptor cannot answer synchronously: ``objectForURL(_:withUserInfo:)``
    /// reports ``JNCErrorCode/asyncHandler`` for its routes, and ``openURL(_:)`` goes on on the
    /// main thread once the interceptor has decided.
    ///
    /// - Parameters:
    ///   - name: Its name, which Swift routes can opt out by (`skipping:`).
    ///   - block: Decides each open; an interception released without a decision refuses.
    /// - Returns: `NO`, after telling ``errorHandler``, when the name is taken.
    @discardableResult
    public func addInterceptorNamed(_ name: String, usingBlock block: @escaping @Sendable (JNCInterception) -> Void) -> Bool {
        report { try router.addInterceptor(BlockInterceptor(name: name, block: block), name: name) }
    }

    /// Adds an interceptor that must decide within `timeout` seconds: an open it has not decided
    /// by then fails with ``JNCErrorCode/interceptorTimedOut``; see
    /// ``addInterceptorNamed(_:usingBlock:)``.
    ///
    /// - Returns: `NO`, after telling ``errorHandler``, when the name is taken or `timeout` is
    ///   not a positive number of seconds.
    @discardableResult
    public func addInterceptorNamed(
        _ name: String, timeout: TimeInterval, usingBlock block: @escaping @Sendable (JNCInterception) -> Void
    ) -> Bool {
        report {
            guard timeout > 0, timeout.isFinite else {
                throw RouteError(.invalidParameter, "the time limit of the interceptor \"\(name)\" is \(timeout) seconds; it must be positive")
            }
            let limit = Duration.milliseconds(Int64((timeout * 1000).rounded(.up)))
            try router.addInterceptor(BlockInterceptor(name: name, block: block).timeLimited(limit), name: name)
        }
    }

    // MARK: URLs

    /// Builds a URL from a pattern and the values of its captures, in the order they appear
    /// (MGJRouter's `generateURLWithPattern:parameters:`): each value, a string or an integer,
    /// is percent-encoded and must fit its capture.
    ///
    /// ```objc
    /// NSString *url = [JNCRouter generateURLWithPattern:@"mgj://user/:id/:tab" parameters:@[@42, @"posts"] error:&error];
    /// // mgj://user/42/posts
    /// ```
    ///
    /// - Throws: An `NSError` of ``JNCError/domain``: ``JNCErrorCode/invalidPattern``, or
    ///   ``JNCErrorCode/invalidParameter`` when there are not as many values as captures or a
    ///   value does not fit.
    public static func generateURL(withPattern pattern: String, parameters: [Any]) throws -> String {
        do {
            let pattern = try RoutePattern(MGJPattern.translate(pattern))
            let names = pattern.parameterNames
            guard names.count == parameters.count else {
                throw RouteError(
                    .invalidParameter,
                    "\"\(pattern.text)\" has \(names.count) capture(s) and \(parameters.count) value(s) were given")
            }
            let values = try parameters.enumerated().map { index, value throws(RouteError) in try MGJPattern.text(of: value, at: index) }
            return try pattern.url(Dictionary(uniqueKeysWithValues: zip(names, values)))
        } catch {
            throw JNCError.error(from: error)
        }
    }

    // MARK: Failures

    /// Runs `body`; what it throws goes to ``errorHandler``.
    func report(_ body: () throws -> Void) -> Bool {
        do {
            try body()
            return true
        } catch {
            tell(error)
            return false
        }
    }

    func tell(_ error: any Error) {
        let error = JNCError.error(from: error)
        if let handler = errorHandler {
            handler(error)
        } else {
            FileHandle.standardError.write(Data("JNCRouter: \(error.localizedDescription)\n".utf8))
        }
    }
}
