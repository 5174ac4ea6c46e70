import Dispatch
import Foundation
import Junction
import JunctionCompatibility
import JunctionSupport

/// The router for Objective-C code, with MGJRouter's calling forms: a thin layer over a Swift
/// ``Junction/Router``, which Swift modules of the same app register on and open as usual.
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
    private let legacy: LegacyRouter
    private let reporter: Locked<(@Sendable (NSError) -> Void)?>

    /// The user-info key under which the Objective-C user info travels through the Swift router.
    static let userInfoKey = "JunctionObjC.userInfo"

    /// One router for the whole app, as `[MGJRouter ...]`'s class methods have. An app that
    /// makes its own ``Junction/Router`` wraps it with ``init(router:)`` instead.
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
            try router.register(Self.pattern(pattern), onMainActor: { context in handler(JNCRouteRequest(context)) })
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
            try router.register(Self.pattern(pattern), exposure: exposure, onMainActor: { context in handler(JNCRouteRequest(context)) })
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
            try router.register(Self.pattern(pattern), onMainActor: { context in ObjCValue(handler(JNCRouteRequest(context))) })
        }
    }

    /// Removes the route that matches exactly the URLs `pattern` matches, whoever registered
    /// it (MGJRouter's `deregisterURLPattern:`).
    ///
    /// - Returns: Whether a route was removed.
    @discardableResult
    public func deregisterURLPattern(_ pattern: String) -> Bool {
        var removed = false
        _ = report { removed = try legacy.deregister(pattern: Self.pattern(pattern)) }
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
    /// - Parameter scheme: Only for URLs of this scheme; `nil` for every URL.
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

    // MARK: Opening

    /// Opens a URL (MGJRouter's `openURL:`).
    public func openURL(_ url: String) {
        open(url, source: RouteSource.inApp.name, userInfo: nil, completion: nil)
    }

    /// Opens a URL and calls `completion` with what the handler passes to its request's
    /// ``JNCRouteRequest/completion`` (MGJRouter's `openURL:completion:`).
    public func openURL(_ url: String, completion: (@Sendable (Any?) -> Void)?) {
        open(url, source: RouteSource.inApp.name, userInfo: nil, completion: completion)
    }

    /// Opens a URL with objects beside it, which the handler reads as
    /// ``JNCRouteRequest/userInfo`` (MGJRouter's `openURL:withUserInfo:completion:`).
    public func openURL(_ url: String, withUserInfo userInfo: [String: Any]?, completion: (@Sendable (Any?) -> Void)?) {
        open(url, source: RouteSource.inApp.name, userInfo: userInfo, completion: completion)
    }

    /// Opens a URL that came from outside the app: `source` is where it came from
    /// (`"universal-link"`, `"other-app"`, `"push"`, `"web-view"`), and the route must be
    /// exposed to it, as for the Swift router's `RouteRequest(url:source:)`.
    public func openURL(
        _ url: String, fromSource source: String, withUserInfo userInfo: [String: Any]?,
        completion: (@Sendable (Any?) -> Void)?
    ) {
        open(url, source: source, userInfo: userInfo, completion: completion)
    }

    /// Opens a URL and returns what its handler returns (MGJRouter's `objectForURL:`).
    ///
    /// - Returns: The object, or `nil` for a handler that returns none, after telling
    ///   ``errorHandler`` when the open failed or would have to wait.
    public func objectForURL(_ url: String) -> Any? {
        objectForURL(url, withUserInfo: nil)
    }

    /// Opens a URL with objects beside it and returns what its handler returns (MGJRouter's
    /// `objectForURL:withUserInfo:`).
    public func objectForURL(_ url: String, withUserInfo userInfo: [String: Any]?) -> Any? {
        var object: Any?
        let request = request(url, source: RouteSource.inApp.name, userInfo: userInfo)
        _ = report {
            object = ObjCValue.unwrap(try onMainThread { try router.openSynchronously(request) })
        }
        return object
    }

    /// Whether a route would answer the URL, or the route it starts with
    /// (MGJRouter's `canOpenURL:`).
    public func canOpenURL(_ url: String) -> Bool {
        router.canOpen(RouteRequest(url: url, ancestorFallback: true))
    }

    /// Whether a route would answer the URL: exactly when `matchExactly` is `YES`, or the route
    /// it starts with (MGJRouter's `canOpenURL:matchExactly:`).
    public func canOpenURL(_ url: String, matchExactly: Bool) -> Bool {
        router.canOpen(RouteRequest(url: url, ancestorFallback: !matchExactly))
    }

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
            let pattern = try RoutePattern(Self.pattern(pattern))
            let names = pattern.parameterNames
            guard names.count == parameters.count else {
                throw RouteError(
                    .invalidParameter,
                    "\"\(pattern.text)\" has \(names.count) capture(s) and \(parameters.count) value(s) were given")
            }
            let values = try parameters.enumerated().map { index, value throws(RouteError) in try Self.text(of: value, at: index) }
            return try pattern.url(Dictionary(uniqueKeysWithValues: zip(names, values)))
        } catch {
            throw JNCError.error(from: error)
        }
    }

    // MARK: Internals

    /// A value for ``generateURL(withPattern:parameters:)``: a string as it is, an integer in
    /// decimal; anything else (a date, `NSNull`, a Swift optional) is refused rather than
    /// written as its description.
    static func text(of value: Any, at index: Int) throws(RouteError) -> String {
        switch value {
        case let text as String: return text
        case let number as Int: return String(number)
        default:
            throw RouteError(
                .invalidParameter, "value \(index + 1) (\(type(of: value))) is neither a string nor an integer")
        }
    }

    /// The Swift pattern for one of MGJRouter's: a pattern that is only a scheme takes the
    /// whole URL (`mgj://` or `mgj:///` → `mgj://**`), and a `~` segment any one segment (`*`).
    static func pattern(_ pattern: String) -> String {
        let queryStart = pattern.firstIndex(of: "?") ?? pattern.endIndex
        let (beforeQuery, query) = (pattern[..<queryStart], pattern[queryStart...])
        let schemeEnd = beforeQuery.range(of: "://")?.upperBound
        let path = beforeQuery[(schemeEnd ?? beforeQuery.startIndex)...]
        if let schemeEnd, path.allSatisfy({ $0 == "/" }), query.isEmpty {
            return String(beforeQuery[..<schemeEnd]) + "**"
        }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).map { $0 == "~" ? "*" : String($0) }
        return String(beforeQuery[..<path.startIndex]) + segments.joined(separator: "/") + String(query)
    }

    func request(_ url: String, source: String, userInfo: [String: Any]?) -> RouteRequest {
        RouteRequest(url: url, userInfo: [Self.userInfoKey: ObjCValue(userInfo ?? [:])], ancestorFallback: true, source: RouteSource(source))
    }

    private func open(_ url: String, source: String, userInfo: [String: Any]?, completion: (@Sendable (Any?) -> Void)?) {
        let request = request(url, source: source, userInfo: userInfo)
        let callback: @Sendable (Result<any Sendable, any Error>) -> Void = { result in
            switch result {
            case .success(let value): completion?(ObjCValue.unwrap(value))
            case .failure(let error): self.tell(error)
            }
        }
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            // On the main thread the open starts at once, in this call, and runs until something
            // waits; from another thread it starts on the main actor, in the order of the calls.
            Task.immediate { @MainActor in
                do {
                    try await legacy.open(request, completion: callback)
                } catch {
                    tell(error)
                }
            }
        } else {
            openBeforeImmediateTasks(request, callback: callback)
        }
    }

    /// Where `Task.immediate` is not available: a synchronous open on the main thread, and an
    /// asynchronous one on the main actor when that one would have to wait. A step the
    /// synchronous open ran before it stopped (a handler that redirected) runs again then.
    private func openBeforeImmediateTasks(_ request: RouteRequest, callback: @escaping @Sendable (Result<any Sendable, any Error>) -> Void) {
        do {
            _ = try onMainThread { try legacy.openSynchronously(request, completion: callback) }
        } catch let error as RouteError where error.code == .held {
            return  // held, with its completion: it opens when outside opens are resumed
        } catch let error as RouteError where error.code == .asyncHandler {
            Task { @MainActor in
                do {
                    try await legacy.open(request, completion: callback)
                } catch {
                    tell(error)
                }
            }
        } catch {
            tell(error)
        }
    }

    /// Runs `body` on the main actor when called on the main thread, where main-actor handlers
    /// run in place; anywhere else it throws ``JNCErrorCode/asyncHandler``, as a synchronous
    /// open of a main-actor handler does off the main actor.
    private func onMainThread(_ body: @MainActor () throws -> any Sendable) throws -> any Sendable {
        guard Self.isOnMain else {
            throw RouteError(.asyncHandler, "opened off the main thread: Objective-C handlers run on the main thread")
        }
        return try MainActor.assumeIsolated(body)
    }

    /// Whether the caller runs on the main actor's thread: the main thread, or a block of the
    /// main queue (which is how the main actor runs where the main thread does not drain it,
    /// as in a Linux test runner).
    static var isOnMain: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Runs `body`; what it throws goes to ``errorHandler``.
    private func report(_ body: () throws -> Void) -> Bool {
        do {
            try body()
            return true
        } catch {
            tell(error)
            return false
        }
    }

    private func tell(_ error: any Error) {
        let error = JNCError.error(from: error)
        if let handler = errorHandler {
            handler(error)
        } else {
            FileHandle.standardError.write(Data("JNCRouter: \(error.localizedDescription)\n".utf8))
        }
    }
}
