/// How long each module took to set up, in the order they were set up.
///
/// Its description is a table to print or log after ``ModuleHost/boot(_:)``:
///
/// ```
/// cart (priority 100): 1.2 ms
/// product (priority 0): 0.4 ms
/// total: 1.6 ms
/// ```
public struct ModuleBootReport: Hashable, Sendable, CustomStringConvertible {
    /// One module's set-up.
    public struct Entry: Hashable, Sendable {
        /// The module's name.
        public let name: String
        /// The module's priority.
        public let priority: Int
        /// How long ``AppModule/setUp(_:)`` took, by the host's clock.
        public let duration: Duration
    }

    /// The modules, in the order they were set up.
    public let entries: [Entry]

    /// The sum of the set-up durations.
    public var total: Duration {
        entries.reduce(.zero) { $0 + $1.duration }
    }

    /// A line per module, `name (priority p): 1.2 ms`, then the total.
    public var description: String {
        let lines = entries.map { "\($0.name) (priority \($0.priority)): \(Self.milliseconds($0.duration))" }
        return (lines + ["total: \(Self.milliseconds(total))"]).joined(separator: "\n")
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
