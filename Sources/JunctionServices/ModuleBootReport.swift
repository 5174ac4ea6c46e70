/// Which modules a ``ModuleHost`` has set up, when, why and how long each took, and which it
/// has not set up yet.
///
/// Its description is a table to print or log after ``ModuleHost/boot(_:)``, or later from
/// ``ModuleHost/report``:
///
/// ```
/// account (priority 100): 1.2 ms, at launch
/// orders (priority 0): 0.4 ms, 35.0 ms after boot, first open of shop://orders/7
/// total: 1.6 ms
/// not set up: reviews, wishlist
/// ```
public struct ModuleBootReport: Hashable, Sendable, CustomStringConvertible {
    /// Why a module was set up.
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// At boot, because the module sets up at launch (``AppModule/setsUpAtLaunch``).
        case launch
        /// On the first open of one of its routes: the URL opened.
        case open(String)
        /// On the first resolve of one of its services: the service.
        case resolve(String)
        /// Because the app called ``ModuleHost/setUp(_:reason:)``.
        case requested

        /// `at launch`, `first open of shop://cart`, `first resolve of CartService`, `requested`.
        public var description: String {
            switch self {
            case .launch: "at launch"
            case .open(let url): "first open of \(url)"
            case .resolve(let service): "first resolve of \(service)"
            case .requested: "requested"
            }
        }
    }

    /// One module's set-up.
    public struct Entry: Hashable, Sendable {
        /// The module's name.
        public let name: String
        /// The module's priority.
        public let priority: Int
        /// How long ``AppModule/setUp(_:)`` took, by the host's clock.
        public let duration: Duration
        /// When the set-up began, from the host's first boot, by the host's clock.
        public let start: Duration
        /// What set the module up.
        public let reason: Reason
    }

    /// The modules set up, in the order their set-ups finished.
    public let entries: [Entry]
    /// The modules booted but not set up yet, highest priority first.
    public let notSetUp: [String]

    /// The sum of the set-up durations.
    public var total: Duration {
        entries.reduce(.zero) { $0 + $1.duration }
    }

    /// A line per module set up, `name (priority p): 1.2 ms, why` (with the time since boot
    /// for a module set up after launch), the total, and the modules not set up yet.
    public var description: String {
        let lines = entries.map { entry in
            let when = entry.reason == .launch ? "" : ", \(Self.milliseconds(entry.start)) after boot"
            return "\(entry.name) (priority \(entry.priority)): \(Self.milliseconds(entry.duration))\(when), \(entry.reason)"
        }
        let waiting = notSetUp.isEmpty ? [] : ["not set up: \(notSetUp.joined(separator: ", "))"]
        return (lines + ["total: \(Self.milliseconds(total))"] + waiting).joined(separator: "\n")
    }

    /// `1.2 ms`: milliseconds rounded to a tenth. A negative duration (from a clock that went
    /// back) reads as `0.0 ms`, and one of a trillion seconds or more in whole seconds.
    static func milliseconds(_ duration: Duration) -> String {
        guard duration > .zero else { return "0.0 ms" }
        let (seconds, attoseconds) = duration.components
        guard seconds < 1_000_000_000_000 else { return "\(seconds) s" }
        let tenths = seconds * 10_000 + (attoseconds + 50_000_000_000_000) / 100_000_000_000_000
        return "\(tenths / 10).\(tenths % 10) ms"
    }
}
