/// What an interceptor sees: the request, the route it reaches, and that route's tags.
public struct Interception: Sendable {
    /// The request being opened; pass a changed copy to `next` to change its user info.
    public var request: RouteRequest
    /// The route the URL reached and its parameters.
    public let match: RouteMatch
    /// The route's tags.
    public let tags: Set<String>
    /// The name the interceptor was added with, for its errors.
    let interceptorName: String
    /// The router's clock, which a time limit counts with.
    let clock: any RouterClock
}

/// Returned by an interceptor (or a handler) to open another URL instead, with the same source
/// and user info. Redirects stop after eight steps with ``RouteError/Code/tooManyRedirects``.
///
/// It is also how a route hands back a link it carries (a link inside a link, such as
/// `firefox://deep-link?url=/settings/newTab`): the inner link opens with the outer link's
/// source, never a wider one, through the same checks as any open.
///
/// ```swift
/// try router.register("firefox://deep-link", exposure: .everywhere) { context in
///     RouteRedirect(try context.parameters.require("url", as: String.self))
/// }
/// ```
///
/// From outside the app, a redirect to a path (`/settings/newTab`) is read against the URL it
/// comes from: under the app's scheme, `firefox://settings/newTab` (a custom scheme's host is its
/// first segment); on a web host, the same host's `https://shop.example.com/settings/newTab`.
/// A link that arrives percent-encoded whole (`firefox%3A%2F%2F…`) is not decoded: it has no
/// scheme, and an outside open refuses it.
public struct RouteRedirect: Sendable, Hashable {
    /// The URL to open instead.
    public let url: String
    /// Whether the URL goes straight to the web fallback, without looking for a route.
    public let toWeb: Bool

    /// A redirect to a URL.
    public init(_ url: String) {
        self.url = url
        self.toWeb = false
    }

    private init(web url: String) {
        self.url = url
        self.toWeb = true
    }

    /// A redirect that hands an `http` or `https` URL to the web fallback
    /// (``RouteFallback``'s `web(allowing:_:)`) without looking for a route: a page sent to
    /// its web version, even when a route of the app's web hosts would match the URL.
    ///
    /// ```swift
    /// try router.register("shop://help") { _ in RouteRedirect.web("https://shop.example.com/help") }
    /// ```
    ///
    /// The open fails with ``RouteError/Code/notAllowed`` when the URL is not `http` or `https`
    /// or its host is not one the fallback allows, and with ``RouteError/Code/notFound`` when the
    /// router has no web fallback.
    public static func web(_ url: String) -> RouteRedirect {
        RouteRedirect(web: url)
    }
}

extension RouteRedirect {
    /// The URL, when it is a path (`/settings/newTab`), read against the URL it redirects from:
    /// under a custom scheme, that scheme's URL of the path (`firefox://settings/newTab`, since
    /// a custom scheme's host is its first segment); under `http` or `https`, the same host's.
    /// Any other URL is left as it is.
    func url(readAgainst current: String) -> String {
        guard url.hasPrefix("/"), !url.hasPrefix("//"), let from = try? RouteURL(current), let scheme = from.scheme else {
            return url
        }
        guard scheme == "http" || scheme == "https" else { return "\(scheme):/\(url)" }
        guard let authority = from.authority else { return url }
        return "\(scheme)://\(authority)\(url)"
    }
}

/// Runs before a route's handler: it may continue (`next`), change the request's user info,
/// answer with a value of its own, reject by throwing, or redirect by returning a ``RouteRedirect``.
///
/// ```swift
/// struct LoginRequired: RouteInterceptor {
///     let session: Session
///     func intercept(_ interception: Interception, next: Next) async throws -> any Sendable {
///         if await session.isLoggedIn { return try await next(interception.request) }
///         return RouteRedirect("shop://login")
///     }
/// }
/// router.addInterceptor(LoginRequired(session: session), name: "login", scope: .tags("account"))
/// ```
public protocol RouteInterceptor: Sendable {
    /// The rest of the chain: the next interceptor, and last the route's handler.
    typealias Next = @Sendable (RouteRequest) async throws -> any Sendable

    /// Intercepts an open; call `next` to go on. `next` may be called from another task (as
    /// ``timeLimited(_:)`` does), but only before this method returns.
    func intercept(_ interception: Interception, next: @escaping Next) async throws -> any Sendable
}

/// An interceptor that decides at once, without waiting: it goes on with the request (changed
/// or not), answers in the route's place, or throws to reject. Having nothing to wait for, it
/// runs inside ``Router/openSynchronously(_:isolation:)`` as well as ``Router/open(_:)``, where an
/// asynchronous interceptor makes a synchronous open fail.
///
/// ```swift
/// struct Analytics: SynchronousRouteInterceptor {
///     let log: @Sendable (String) -> Void
///     func decide(_ interception: Interception) throws -> InterceptorDecision {
///         log(interception.request.url)
///         return .proceed(interception.request)
///     }
/// }
/// try router.addInterceptor(Analytics(log: { print($0) }), name: "analytics")
/// try router.addInterceptor(DecidingInterceptor { interception in
///     session.isLoggedIn ? .proceed(interception.request) : .redirect("shop://login")
/// }, name: "login", scope: .tags("account"))
/// ```
///
/// It sees the open before the route's handler runs, not after: an interceptor that needs the
/// handler's answer (to time it, or to change it) is a ``RouteInterceptor``.
public protocol SynchronousRouteInterceptor: RouteInterceptor {
    /// Decides an open before the route's handler runs.
    ///
    /// - Throws: What rejects the open; the open throws it.
    func decide(_ interception: Interception) throws -> InterceptorDecision
}

extension SynchronousRouteInterceptor {
    /// The decision, taken in an asynchronous open: going on calls `next`.
    public func intercept(_ interception: Interception, next: Next) async throws -> any Sendable {
        switch try decide(interception).kind {
        case .proceed(let request): return try await next(request)
        case .answer(let value): return value
        case .wait(let work, _):
            try await work()
            return try await intercept(interception, next: next)
        }
    }
}

/// What a ``SynchronousRouteInterceptor`` decides.
public struct InterceptorDecision: Sendable {
    enum Kind: Sendable {
        case proceed(RouteRequest)
        case answer(any Sendable)
        /// Decide again once the work is done; the reason is a synchronous open's error.
        case wait(@Sendable () async throws -> Void, String)
    }

    let kind: Kind

    /// Go on: the next interceptor, and last the route's handler, see `request` (pass the
    /// interception's request, or a copy with changed user info).
    public static func proceed(_ request: RouteRequest) -> InterceptorDecision {
        InterceptorDecision(kind: .proceed(request))
    }

    /// Answer in the route's place: the open returns `value`.
    public static func answer(_ value: any Sendable) -> InterceptorDecision {
        InterceptorDecision(kind: .answer(value))
    }

    /// Open another URL instead, with the same source and user info (see ``RouteRedirect``).
    public static func redirect(_ url: String) -> InterceptorDecision {
        answer(RouteRedirect(url))
    }

    /// Decide again once `work` is done, for what is rarely not ready yet (a module set up on
    /// its first use): an asynchronous open awaits `work`, then asks the interceptor again; a
    /// synchronous open cannot wait, so it starts `work` on a task of its own and throws
    /// ``RouteError`` with code ``RouteError/Code/notReady`` and `reason` as its message.
    /// What `work` throws ends the open.
    ///
    /// ```swift
    /// DecidingInterceptor { interception in
    ///     if host.isSetUp("cart") { return .proceed(interception.request) }
    ///     return .wait(for: { try await host.setUp("cart") }, reason: "the cart is not set up yet")
    /// }
    /// ```
    public static func wait(for work: @escaping @Sendable () async throws -> Void, reason: String) -> InterceptorDecision {
        InterceptorDecision(kind: .wait(work, reason))
    }
}

/// A synchronous interceptor written as a closure.
///
/// ```swift
/// try router.addInterceptor(DecidingInterceptor { interception in
///     analytics.log(interception.request.url)
///     return .proceed(interception.request)
/// }, name: "analytics")
/// ```
public struct DecidingInterceptor: SynchronousRouteInterceptor {
    let body: @Sendable (Interception) throws -> InterceptorDecision

    /// An interceptor that decides with `decide`.
    public init(_ decide: @escaping @Sendable (Interception) throws -> InterceptorDecision) {
        body = decide
    }

    /// Decides with the closure.
    public func decide(_ interception: Interception) throws -> InterceptorDecision {
        try body(interception)
    }
}

/// Which routes an interceptor runs for.
public struct InterceptorScope: Sendable, Hashable {
    let patterns: Set<String>
    let tags: Set<String>
    let everywhere: Bool
    /// Tags a route must also have: those of the groups the interceptor was added to
    /// (``RouteGroup``).
    var within: Set<String> = []

    /// Every route.
    public static let all = InterceptorScope(patterns: [], tags: [], everywhere: true)

    /// The routes registered with one of these patterns (as written).
    public static func patterns(_ patterns: String...) -> InterceptorScope {
        .patterns(patterns)
    }

    /// The routes registered with one of these patterns (as written), such as a collection's
    /// ``RouteCollection/patterns``.
    public static func patterns(_ patterns: some Sequence<String>) -> InterceptorScope {
        InterceptorScope(patterns: Set(patterns), tags: [], everywhere: false)
    }

    /// The routes that have one of these tags.
    public static func tags(_ tags: String...) -> InterceptorScope {
        InterceptorScope(patterns: [], tags: Set(tags), everywhere: false)
    }

    func covers(_ route: RouteTable.Route) -> Bool {
        within.isSubset(of: route.tags)
            && (everywhere || patterns.contains(route.pattern.asWritten.text) || !tags.isDisjoint(with: route.tags))
    }
}

/// An interceptor written as a closure: what
/// ``RouteBuilder/addInterceptor(name:priority:scope:_:)`` adds, and a value to wrap, as in
/// `ClosureInterceptor { interception, next in … }.timeLimited(.seconds(2))`.
public struct ClosureInterceptor: RouteInterceptor {
    let body: @Sendable (Interception, Next) async throws -> any Sendable

    /// An interceptor that runs `body`.
    public init(_ body: @escaping @Sendable (Interception, Next) async throws -> any Sendable) {
        self.body = body
    }

    /// Runs the closure.
    public func intercept(_ interception: Interception, next: @escaping Next) async throws -> any Sendable {
        try await body(interception, next)
    }
}

/// An interceptor as the router keeps it.
struct InterceptorEntry: Sendable {
    let interceptor: any RouteInterceptor
    /// The same interceptor when it decides at once, so an open can run it without waiting.
    var synchronous: (any SynchronousRouteInterceptor)? { interceptor as? any SynchronousRouteInterceptor }
    let name: String
    let priority: Int
    let order: Int
    let scope: InterceptorScope
    /// The collection it came with; `nil` when added to the router itself.
    var owner: String? = nil
}
