/// Something that happened to the app's remote route map: at launch, or on a refresh.
///
/// ```swift
/// applied version 8: added campaign; changed product
/// refused: replay: version 6 is not newer than version 8, applied already
/// ```
public struct RemoteMapEvent: Hashable, Sendable, CustomStringConvertible {
    /// What happened. A struct with static members rather than an enum, so kinds can be added.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's name, as printed.
        public let name: String

        init(_ name: String) {
            self.name = name
        }

        /// At launch, the map bundled with the app was applied (no cached map was newer).
        public static let bundled = Kind("bundled")
        /// At launch, the cached copy of the last map applied was newer than the bundled map,
        /// and was applied.
        public static let keptFromCache = Kind("kept from cache")
        /// The cached copy was corrupt, truncated, failed a check or did not load: it was
        /// ignored (``RemoteMapEvent/error`` says why).
        public static let cacheIgnored = Kind("cache ignored")
        /// A map was applied but its copy could not be written to the cache
        /// (``RemoteMapEvent/error`` says why); the map still routes until the app quits.
        public static let cacheNotWritten = Kind("cache not written")
        /// A downloaded map replaced the routes (``RemoteMapEvent/changes`` lists them).
        public static let applied = Kind("applied")
        /// The server has nothing newer (`304 Not Modified`, or the same map again).
        public static let notModified = Kind("not modified")
        /// A downloaded map failed a check or did not load; the routes are as they were.
        public static let refused = Kind("refused")
        /// The map could not be fetched; the routes are as they were.
        public static let fetchFailed = Kind("failed to fetch")
        /// A refresh found the map routing expired: it was dropped, and the map bundled with the
        /// app routes again until a valid map is applied (``RemoteMapEvent/error`` says when it
        /// expired).
        public static let expired = Kind("expired")
        /// The map applied is older than the app's maximum age: the server stopped updating,
        /// or someone is holding updates back.
        public static let stale = Kind("stale")

        /// The name.
        public var description: String { name }
    }

    /// What happened.
    public var kind: Kind
    /// The version of the map the event is about, when there is one.
    public var version: Int?
    /// For ``Kind/applied``: the routes added, removed and changed.
    public var changes: RouteMapChanges?
    /// For refusals and failures: why.
    public var error: RemoteMapError?

    /// An event; tests compare with these.
    public init(_ kind: Kind, version: Int? = nil, changes: RouteMapChanges? = nil, error: RemoteMapError? = nil) {
        self.kind = kind
        self.version = version
        self.changes = changes
        self.error = error
    }

    /// One line: the kind, the version, and the changes or the reason.
    public var description: String {
        var text = kind.name
        if let version { text += " version \(version)" }
        if let changes { text += ": \(changes)" }
        if let error { text += ": \(error)" }
        return text
    }
}
