/// The route a URL reached and the parameters it carries.
public struct RouteMatch: Sendable {
    /// The URL as read.
    public let url: RouteURL
    /// The pattern of the route that was reached, exactly as registered.
    public let pattern: RoutePattern
    /// The route's name, if it was registered with one.
    public let name: String?
    /// The merged parameters: path captures, then query items, then the pattern's defaults.
    public let parameters: RouteParameters
    /// What `**` or the ancestor fallback left over, as written in the URL (segments joined by
    /// `/`); `""` when `**` took nothing; `nil` when the route took the whole path without `**`.
    public let remainder: String?
}

/// What a handler receives: the match, the in-process user info, and a way to complete later.
///
/// ```swift
/// try router.register("shop://product/:id") { context in
///     let id = try context.parameters.require("id", as: Int.self)
///     context.complete(with: "shown \(id)")
/// }
/// ```
public struct RouteContext: Sendable {
    /// The route and parameters the URL reached.
    public let match: RouteMatch
    /// In-process values that travelled beside the URL.
    public let userInfo: [String: any Sendable]
    let completion: CompletionToken?

    /// The URL as read.
    public var url: RouteURL { match.url }
    /// The merged parameters.
    public var parameters: RouteParameters { match.parameters }
    /// What `**` or the ancestor fallback left over; see ``RouteMatch/remainder``.
    public var remainder: String? { match.remainder }

    /// Hands a result to the opener's completion, now or later. Only the first call counts.
    public func complete(with value: any Sendable = ()) {
        completion?.box.finish(.success(value))
    }

    /// Tells the opener that the work failed. Only the first ``complete(with:)`` or
    /// `fail` call counts.
    public func fail(_ error: any Error) {
        completion?.box.finish(.failure(error))
    }
}
