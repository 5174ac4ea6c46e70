/// What answers when no route does, or when a route fails: a not-found handler, the web
/// fallback, or the failure handler. Add one to a router or a collection with
/// ``RouteBuilder/add(_:)-(RouteFallback)``.
///
/// ```swift
/// try router.add(.notFound { request in NotFoundPage(url: request.url) })
/// try router.add(.notFound(forScheme: "legacy") { request in RouteRedirect("shop://home") })
/// try router.add(.web(allowing: ["shop.example.com", ".cdn.example.com"]) { url, _ in WebPage(url: url) })
/// try router.add(.failure { error, request in ErrorPage(url: request.url, message: "\(error)") })
/// ```
///
/// A URL no route matches goes to the not-found handler of its scheme, then to the one for
/// every URL, then to the web fallback; a step passes the URL on by throwing
/// ``RouteError/Code/notFound``. Each kind is one per router (one not-found handler per
/// scheme): adding another replaces it. One added with a collection goes when the collection
/// goes.
public struct RouteFallback: Sendable {
    enum Kind: Sendable {
        /// For URLs of one scheme (lower-cased), or of every scheme.
        case notFound(scheme: String?, NotFoundHandler)
        case web(WebFallback)
        case failure(FailureHandler)
    }

    let kind: Kind

    /// Answers URLs no route matches (Bifrost's exception handler): ``Router/open(_:)`` returns
    /// what it returns instead of throwing ``RouteError/Code/notFound``.
    ///
    /// - Parameters:
    ///   - scheme: Only for URLs of this scheme (any case): such a handler comes before the one
    ///     for every URL. `nil` (the default) answers every URL.
    ///   - handler: What answers the URL; throwing ``RouteError/Code/notFound`` passes it on.
    public static func notFound<Value: Sendable>(
        forScheme scheme: String? = nil, _ handler: @escaping @Sendable (RouteRequest) throws -> Value
    ) -> RouteFallback {
        RouteFallback(kind: .notFound(scheme: scheme?.lowercased(), .sync { try handler($0) }))
    }

    /// Answers URLs no route matches, asynchronously; see the synchronous
    /// `notFound(forScheme:_:)`.
    public static func notFound<Value: Sendable>(
        forScheme scheme: String? = nil, _ handler: @escaping @Sendable (RouteRequest) async throws -> Value
    ) -> RouteFallback {
        RouteFallback(kind: .notFound(scheme: scheme?.lowercased(), .async { try await handler($0) }))
    }

    /// The last step for URLs no route matches: an `http`/`https` URL on an allowed host goes to
    /// `handler` (typically a web view) as a checked, re-serialized ``WebURL``. Every other
    /// scheme (`javascript`, `file`, `data`, any case) never reaches it; an `http`/`https` URL
    /// on another host fails with ``RouteError/Code/notAllowed``.
    ///
    /// - Parameters:
    ///   - hosts: Exact hosts (`shop.example.com`), subdomains of a host (`.example.com`, or
    ///     `*.example.com` as a router's web hosts write it), each with a port when URLs may
    ///     give one (`localhost:8080`).
    ///   - handler: Gets the checked URL and the request, and returns what `open` returns.
    /// - Throws: ``RouteError`` with code ``RouteError/Code/invalidParameter`` for an entry that
    ///   is not a host name.
    public static func web<Value: Sendable>(
        allowing hosts: [String], _ handler: @escaping @Sendable (WebURL, RouteRequest) throws -> Value
    ) throws(RouteError) -> RouteFallback {
        RouteFallback(kind: .web(WebFallback(hosts: try WebFallback.allowedHosts(hosts), handler: .sync { try handler($0, $1) })))
    }

    /// The web fallback with an asynchronous handler; see the synchronous `web(allowing:_:)`.
    public static func web<Value: Sendable>(
        allowing hosts: [String], _ handler: @escaping @Sendable (WebURL, RouteRequest) async throws -> Value
    ) throws(RouteError) -> RouteFallback {
        RouteFallback(kind: .web(WebFallback(hosts: try WebFallback.allowedHosts(hosts), handler: .async { try await handler($0, $1) })))
    }

    /// Answers in place of a route's handler or interceptor that threw (ARouter's degrade
    /// service): it gets the error and the request, and returns what the open returns (a
    /// ``RouteRedirect`` opens another URL), or throws (rethrow what it does not answer) to end
    /// the open with that error.
    ///
    /// It answers failures of routes only: a URL no route matches has the not-found handlers
    /// and the web fallback, a source that may not open a route or a malformed URL is refused
    /// before any handler runs, and what a fallback throws ends the open. It is not asked about
    /// a cancelled task (`CancellationError`) or ``RouteError/Code/asyncHandler`` (a
    /// synchronous open of an `async` route). Observers see the open as
    /// ``RouteEvent/Outcome/answered``, with the error it answered.
    public static func failure<Value: Sendable>(
        _ handler: @escaping @Sendable (any Error, RouteRequest) throws -> Value
    ) -> RouteFallback {
        RouteFallback(kind: .failure { try handler($0, $1) })
    }
}
