/// How much of a URL Junction reads before it gives up with ``RouteError/Code/limitExceeded``.
///
/// The defaults suit links from outside the app; raise them for trusted, in-app URLs that carry
/// more data.
public struct URLLimits: Hashable, Sendable {
    /// The longest URL, in UTF-8 bytes. Checked before anything else.
    public var maxURLLength: Int
    /// The most path segments (the authority counts; empty segments do not).
    public var maxSegments: Int
    /// The longest single segment (the authority included), in bytes before decoding.
    public var maxSegmentLength: Int
    /// The most query items (empty items do not count).
    public var maxQueryItems: Int

    /// Limits with the given values; each defaults to ROUTING.md's default.
    public init(
        maxURLLength: Int = 4_096,
        maxSegments: Int = 32,
        maxSegmentLength: Int = 1_024,
        maxQueryItems: Int = 128
    ) {
        self.maxURLLength = maxURLLength
        self.maxSegments = maxSegments
        self.maxSegmentLength = maxSegmentLength
        self.maxQueryItems = maxQueryItems
    }
}

/// How Junction reads incoming URLs.
public struct URLParsingOptions: Hashable, Sendable {
    /// The limits past which a URL is refused.
    public var limits: URLLimits
    /// Whether `+` in the query (keys and values) reads as a space. Off by default: `+` stays `+`.
    public var plusAsSpace: Bool

    /// Options with the given limits and `+` handling.
    public init(limits: URLLimits = URLLimits(), plusAsSpace: Bool = false) {
        self.limits = limits
        self.plusAsSpace = plusAsSpace
    }
}
