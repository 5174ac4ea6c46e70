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

/// Where one segment of a pattern stands in its text, and what kind it is: a pattern keeps
/// these, 8 bytes a segment, rather than each segment's value (``PatternSegment``, 48 bytes and
/// sometimes a `String` of its own).
///
/// The kind is kept in the top three bits of the end offset, so a pattern's text may be at most
/// 512 MiB long (``maxTextLength``); parsing refuses a longer one with `invalidPattern`.
struct SegmentSpan: Hashable, Sendable {
    enum Kind: UInt8, Hashable, Sendable {
        /// Text with nothing to decode or fold (ASCII, no `%`, no upper case): its value is its bytes.
        case literal
        /// A literal whose value is decoded (percent-encoding, an authority's case).
        case decodedLiteral
        /// `:id`, `{id}` or `{id:int}`.
        case capture
        /// Literal text around captures.
        case mixed
        case wildcard
        case catchAll
    }

    /// The longest text whose offsets a span holds: the end keeps the kind in its top bits.
    static let maxTextLength = Int(endMask)
    private static let endMask: UInt32 = (1 << 29) - 1

    /// The UTF-8 offset of the segment's start in the pattern's text.
    let start: UInt32
    /// The offset of its end, below `endMask`, and its kind above.
    private let endAndKind: UInt32

    init(start: UInt32, end: UInt32, kind: Kind) {
        precondition(end <= Self.endMask, "a route pattern may be at most \(Self.maxTextLength) bytes long")
        self.start = start
        endAndKind = end | UInt32(kind.rawValue) << 29
    }

    /// The UTF-8 offset of the segment's end in the pattern's text.
    var end: UInt32 { endAndKind & Self.endMask }
    var kind: Kind {
        // Only `init` writes the top bits, from a kind.
        Kind(rawValue: UInt8(truncatingIfNeeded: endAndKind >> 29))!
    }

    var range: Range<Int> { Int(start)..<Int(end) }
}

/// A segment as a router's builder reads it: a plain literal's bytes, read in the pattern's text
/// without making a `String`, or the segment's value.
enum SegmentView {
    /// A literal whose value is these bytes: ASCII, without upper case.
    case plainLiteral(LentBuffer<UInt8>)
    /// Any other segment.
    case segment(PatternSegment)
}

extension RoutePattern {
    /// The segments, in order (the authority counts as the first), worked out from the text.
    var segments: [PatternSegment] {
        if let made = madeSegments { return made }
        var segments: [PatternSegment] = []
        segments.reserveCapacity(spans.count)
        forEachSegment { view in
            switch view {
            case .plainLiteral(let bytes): segments.append(.literal(String(decoding: bytes)))
            case .segment(let segment): segments.append(segment)
            }
        }
        return segments
    }

    /// Calls `body` with each segment in order, a plain literal as its bytes in the text (lent
    /// for the call only). Without `names`, whole-segment captures come with empty names, for
    /// readers of the pattern's shape only (a route's builder), which then make no `String`.
    func forEachSegment<Failure: Error>(
        names: Bool = true, _ body: (SegmentView) throws(Failure) -> Void
    ) throws(Failure) {
        if let made = madeSegments {
            for segment in made { try body(.segment(segment)) }
            return
        }
        let spans = self.spans
        let hasAuthoritySegment = self.hasAuthoritySegment
        try text.withUTF8Bytes { (bytes) throws(Failure) in
            for (index, span) in spans.enumerated() {
                try body(Self.view(span, in: bytes, isAuthority: index == 0 && hasAuthoritySegment, names: names))
            }
        }
    }

    /// A segment's value from its span; the text was checked when the pattern was parsed, so
    /// reading it again cannot fail.
    private static func view(_ span: SegmentSpan, in bytes: LentBuffer<UInt8>, isAuthority: Bool, names: Bool) -> SegmentView {
        let segmentBytes = bytes.extracting(span.range)
        switch span.kind {
        case .literal: return .plainLiteral(segmentBytes)
        case .wildcard: return .segment(.wildcard)
        case .catchAll: return .segment(.catchAll)
        case .capture: return .segment(.capture(capture(in: segmentBytes, at: span.range.lowerBound, name: names)))
        case .decodedLiteral, .mixed:
            var parser = PatternParser(bytes: bytes, text: "")
            let segment = try? parser.segment(span.range, isAuthority: isAuthority)
            return .segment(segment ?? .literal(String(decoding: segmentBytes)))
        }
    }

    /// A whole-segment capture, checked when parsed (`:name`, `{name}` or `{name:converter}`),
    /// read from its bytes, which start at `offset` in the text; as ``PatternParser`` reads it.
    /// Its name is left empty without `name`.
    private static func capture(in bytes: LentBuffer<UInt8>, at offset: Int, name: Bool) -> PatternCapture {
        func string(_ range: Range<Int>) -> String {
            name ? String(decoding: bytes.extracting(range)) : ""
        }
        guard bytes.first == .openBrace else {
            return PatternCapture(name: string(1..<bytes.count), converter: nil, offset: offset)
        }
        let close = bytes.count - 1
        let colon = bytes[1..<close].firstIndex(of: .colon) ?? close
        guard colon < close else { return PatternCapture(name: string(1..<close), converter: nil, offset: offset) }
        return PatternCapture(
            name: string(1..<colon), converter: ParameterConverter.name(in: bytes.extracting((colon + 1)..<close)),
            offset: offset + colon + 1)
    }

    /// How many of the path's segments are plain literals: the literal edges the pattern can add
    /// to a trie.
    var literalCount: Int {
        if let made = madeSegments {
            var count = 0
            for case .literal in made { count += 1 }
            return count
        }
        return spans.reduce(0) { $0 + ($1.kind == .literal || $1.kind == .decodedLiteral ? 1 : 0) }
    }
}
