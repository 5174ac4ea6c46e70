extension RoutePattern {
    /// A capture of a pattern: its name and, for a typed one, its converter.
    public struct Capture: Hashable, Sendable {
        /// The parameter name.
        public let name: String
        /// The converter's name (`int`, or one the router adds); `nil` for an untyped capture.
        public let converter: String?

        /// A capture with a name and an optional converter.
        public init(name: String, converter: String?) {
            self.name = name
            self.converter = converter
        }
    }

    /// One path segment of a pattern (the authority counts as the first), for tools that show
    /// or generate code from patterns.
    public struct Segment: Hashable, Sendable, CustomStringConvertible {
        /// What a segment matches.
        public enum Kind: Hashable, Sendable {
            /// Exactly its text.
            case literal
            /// A whole segment, as a parameter.
            case capture(Capture)
            /// Literal text around one or more captures, such as `v{major:int}.{minor:int}`.
            case mixed([Capture])
            /// `*`: any one segment, not captured.
            case wildcard
            /// `**`: the rest of the path.
            case remainder
        }

        /// The segment in canonical form: a literal's text, `{name}` or `{name:converter}` for
        /// captures (also those written `:name`), `*`, `**`.
        public let text: String
        /// What it matches.
        public let kind: Kind

        /// The canonical text.
        public var description: String { text }
    }

    /// The path segments, in order; for a pattern with optional groups, those of the pattern
    /// that keeps every group (``expansions`` lists each).
    public var pathSegments: [Segment] {
        segments.map { segment in
            switch segment {
            case .literal(let text): Segment(text: text, kind: .literal)
            case .capture(let capture): Segment(text: Self.written(capture), kind: .capture(Self.public(capture)))
            case .mixed(let pieces):
                Segment(
                    text: pieces.map { piece in
                        switch piece {
                        case .literal(let text): text
                        case .capture(let capture): Self.written(capture)
                        }
                    }.joined(),
                    kind: .mixed(segment.captures.map(Self.public)))
            case .wildcard: Segment(text: "*", kind: .wildcard)
            case .catchAll: Segment(text: "**", kind: .remainder)
            }
        }
    }

    /// Every capture, in the order written, those inside optional groups included.
    public var captures: [Capture] {
        segments.flatMap(\.captures).map(Self.public)
    }

    private static func written(_ capture: PatternCapture) -> String {
        capture.converter.map { "{\(capture.name):\($0)}" } ?? "{\(capture.name)}"
    }

    private static func `public`(_ capture: PatternCapture) -> Capture {
        Capture(name: capture.name, converter: capture.converter)
    }
}

extension RoutePattern {
    /// How many of the path's segments are plain literals: the literal edges the pattern can add
    /// to a trie.
    var literalCount: Int {
        var count = 0
        for case .literal in segments { count += 1 }
        return count
    }
}
