/// What an interceptor sees: the request, the route it reaches, and that route's tags.
public struct Interception: Sendable {
    /// The request being opened; pass a changed copy to `next` to change its user info.
    public var request: RouteRequest
    /// The route the URL reached and its parameters.
    public let match: RouteMatch
    /// The route's tags.
    public let tags: Set<String>
}

/// Returned by an interceptor (or a handler) to open another URL instead, with the same source
/// and user info. Redirects stop after eight steps with ``RouteError/Code/tooManyRedirects``.
public struct RouteRedirect: Sendable, Hashable {
    /// The URL to open instead.
    public let url: String

    /// A redirect to a URL.
    public init(_ url: String) {
        self.url = url
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

    /// Intercepts an open; call `next` to go on.
    func intercept(_ interception: Interception, next: Next) async throws -> any Sendable
}

/// Which routes an interceptor runs for.
public struct InterceptorScope: Sendable, Hashable {
    let patterns: Set<String>
    let tags: Set<String>
    let everywhere: Bool

    /// Every route.
    public static let all = InterceptorScope(patterns: [], tags: [], everywhere: true)

    /// The routes registered with one of these patterns (as written).
    public static func patterns(_ patterns: String...) -> InterceptorScope {
        InterceptorScope(patterns: Set(patterns), tags: [], everywhere: false)
    }

    /// The routes that have one of these tags.
    public static func tags(_ tags: String...) -> InterceptorScope {
        InterceptorScope(patterns: [], tags: Set(tags), everywhere: false)
    }

    func covers(_ route: RouteTable.Route) -> Bool {
        everywhere || patterns.contains(route.pattern.asWritten.text) || !tags.isDisjoint(with: route.tags)
    }
}

/// An interceptor written as a closure.
struct ClosureInterceptor: RouteInterceptor {
    let body: @Sendable (Interception, Next) async throws -> any Sendable

    func intercept(_ interception: Interception, next: Next) async throws -> any Sendable {
        try await body(interception, next)
    }
}

/// An interceptor as the router keeps it.
struct InterceptorEntry: Sendable {
    let interceptor: any RouteInterceptor
    let name: String
    let priority: Int
    let order: Int
    let scope: InterceptorScope
    /// The collection it came with; `nil` when added to the router itself.
    var owner: String? = nil
    /// How long it may take to answer or go on; `nil` for as long as it takes.
    var timeout: Duration? = nil
}
