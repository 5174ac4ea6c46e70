import class Foundation.JSONEncoder
import JunctionSupport

/// What happened when a URL was opened: one event per open, for observers and the recorder.
public struct RouteEvent: Sendable, Codable, Equatable {
    /// How an open ended. New outcomes may be added, so `switch` over it with a `default`.
    public struct Outcome: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The outcome's name (`handled`, `notFound`, ...).
        public let name: String

        /// An outcome with a name.
        public init(_ name: String) { self.name = name }

        /// A route's handler, or a fallback, answered.
        public static let handled = Outcome("handled")
        /// No route and no fallback answered.
        public static let notFound = Outcome("notFound")
        /// The source may not open the URL, or the URL is malformed.
        public static let notAllowed = Outcome("notAllowed")
        /// An interceptor stopped the open.
        public static let rejected = Outcome("rejected")
        /// The open went on to another URL.
        public static let redirected = Outcome("redirected")
        /// The handler threw.
        public static let failed = Outcome("failed")
        /// The handler or an interceptor threw and the failure handler answered in its place.
        public static let answered = Outcome("answered")
        /// An outside open arrived while outside opens are held; it waits.
        public static let held = Outcome("held")
        /// A held open runs now that the app resumed outside opens (its own event follows).
        public static let replayed = Outcome("replayed")
        /// A held open waited past the expiry and was not opened.
        public static let expired = Outcome("expired")
        /// A held open was dropped, the oldest, when more were held than the limit.
        public static let dropped = Outcome("dropped")

        /// The name.
        public var description: String { name }

        /// Encodes as its name.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(name)
        }

        /// Decodes from its name.
        public init(from decoder: any Decoder) throws {
            name = try decoder.singleValueContainer().decode(String.self)
        }
    }

    /// The URL as given.
    public let url: String
    /// Where the open came from.
    public let source: String
    /// The pattern of the route reached, if one was.
    public let pattern: String?
    /// How the open ended.
    public let outcome: Outcome
    /// The error's message, when the open failed.
    public let error: String?
    /// How long the open took, in seconds.
    public let duration: Double

    /// An event; `source` is the source's name.
    public init(url: String, source: String, pattern: String?, outcome: Outcome, error: String?, duration: Double) {
        self.url = url
        self.source = source
        self.pattern = pattern
        self.outcome = outcome
        self.error = error
        self.duration = duration
    }
}

/// Keeps the last events a router reported, for a debug screen or a bug report.
///
/// ```swift
/// let recorder = RouteRecorder(capacity: 100)
/// router.addObserver(recorder.record)
/// print(try recorder.json())
/// ```
public final class RouteRecorder: Sendable {
    /// How many events it keeps; older ones are dropped.
    public let capacity: Int
    private let storage = Locked<[RouteEvent]>([])

    /// A recorder that keeps the last `capacity` events.
    public init(capacity: Int = 100) {
        self.capacity = max(capacity, 1)
    }

    /// Keeps an event, dropping the oldest past the capacity.
    public func record(_ event: RouteEvent) {
        storage.withLock { events in
            events.append(event)
            if events.count > capacity { events.removeFirst(events.count - capacity) }
        }
    }

    /// The events kept, oldest first.
    public var events: [RouteEvent] { storage.withLock { $0 } }

    /// The events kept as a JSON array, oldest first, keys sorted.
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(events), as: UTF8.self)
    }
}
