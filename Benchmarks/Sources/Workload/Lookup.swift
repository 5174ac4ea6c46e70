/// One URL to look up, with the answer every router must give for it.
public struct Lookup: Hashable, Sendable {
    /// The URL as an app receives it: `app://m17/user/42?ref=push&tab=2`.
    public let url: String
    /// The path segments for routers that take pre-split paths (routing-kit): the authority
    /// first, no scheme, no query, as written (still percent-encoded): `m17`, `user`, `42`.
    public let segments: [String]
    /// The index of the route the URL must reach, or `nil` for a miss.
    public let expectedRoute: Int?
    /// The captured values the route must give, by name, percent-decoded.
    public let expectedCaptures: [String: String]
    /// The captured values a router without mixed segments must give: the same, except that a
    /// mixed segment is one value (the whole segment, decoded) under its joined name (`slug_id`).
    public let peerCaptures: [String: String]
    /// What `**` must take, segments joined by `/`, as written (not decoded); `nil` when the
    /// route has no `**`.
    public let expectedRemainder: String?
    /// What routing-kit's catchall must take: the same segments, each decoded.
    public let peerRemainder: [String]
    /// The query items the URL carries, as `(name, value)`, percent-decoded.
    public let expectedQuery: [QueryPair]
    /// A parameter name to read after resolving (the first capture, else a query key), or `nil`
    /// when the route gives none.
    public let probeName: String?

    /// Whether the URL must reach a route.
    public var isHit: Bool { expectedRoute != nil }
}

/// A query item as the workload writes it.
public struct QueryPair: Hashable, Sendable {
    public let name: String
    public let value: String
}
