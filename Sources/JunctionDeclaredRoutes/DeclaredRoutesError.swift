import Junction

/// Why the declared routes could not be added: every conflict and problem found, all at once.
///
/// Its description reads like a compiler's:
///
/// ```
/// conflict: 1 declared route matches the same URLs as another module's
///   shop://product/{id:int} (Catalog/CatalogRoutes.swift:8) and shop://product/{n:int} (Deals/DealRoutes.swift:5) both match shop://product/{:int}
/// ```
public struct DeclaredRoutesError: Error, Sendable, CustomStringConvertible {
    /// Two routes of different modules that match exactly the same URLs.
    public struct Conflict: Sendable, CustomStringConvertible {
        /// What both match, with names left out: `shop://product/{:int}`.
        public let key: String
        /// The route that comes first (by module, file and line).
        public let first: DeclaredRoute
        /// The other.
        public let second: DeclaredRoute

        /// Both routes, where they were written, and what they both match.
        public var description: String { "\(first) and \(second) both match \(key)" }
    }

    /// Something else that kept a route out: a handler given the wrong environment, or what the
    /// router refused (a route of the router's own with the same URLs, an unknown converter).
    public struct Problem: Error, Sendable, CustomStringConvertible {
        /// The problem, said for people.
        public let message: String

        init(_ message: String) {
            self.message = message
        }

        /// The message.
        public var description: String { message }
    }

    /// The conflicts between modules.
    public let conflicts: [Conflict]
    /// The other problems.
    public let problems: [Problem]

    /// `conflict:` and each conflict on its own line, then each problem.
    public var description: String {
        var lines: [String] = []
        if !conflicts.isEmpty {
            let count = conflicts.count
            lines.append("conflict: \(count) declared route\(count == 1 ? " matches" : "s match") the same URLs as another module's")
            lines += conflicts.map { "  \($0)" }
        }
        lines += problems.map { "error: \($0)" }
        return lines.joined(separator: "\n")
    }
}
