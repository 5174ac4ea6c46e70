/// Where a pattern segment stands among the candidates for one URL segment (ROUTING.md §3):
/// of two ranks, the smaller is tried first.
///
/// A literal comes first (one compared in its exact case, then one a case-insensitive route
/// compares without regard to case), then a mixed segment (more literal characters first, then a longer
/// literal prefix, then its shape's text in code-point order), a typed capture (`int`,
/// `double`, `uuid`, `bool`, then custom converters by name), an untyped capture, `*`, `**`.
///
/// This one order serves three readers: the trie keeps a node's children sorted by it, so the
/// matcher tries them in this order; a builder refuses a pattern whose segments' ranks all
/// equal another's (it matches exactly the same URLs); and the route-map
/// tools order an association file's rules by it, to agree with the router.
///
/// ```swift
/// let ranks = try RoutePattern("/product/{id:int}").segmentRanks
/// ranks[1] < SegmentRank.capture   // true: a typed capture is tried before an untyped one
/// ```
public struct SegmentRank: Hashable, Comparable, Sendable {
    /// The kinds of segment, in precedence order.
    public enum Kind: Int, Comparable, Sendable {
        /// A literal compared as written; one a case-insensitive route compares without regard
        /// to case; a segment of literal text and captures; a typed capture; an untyped capture;
        /// `*`; `**`.
        case literal, foldedLiteral, mixed, typed, capture, wildcard, remainder

        /// Whether `lhs` comes before `rhs` in precedence.
        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The kind of segment.
    public let kind: Kind
    /// What orders segments of one kind before their text: for a mixed segment, its literal
    /// characters and its literal prefix, negated (more come first); for a typed capture, the
    /// converter's place among the built-in ones (custom converters come after them).
    private let order: (Int, Int)
    /// A literal's text, a mixed segment's shape written as text, a typed capture's
    /// converter name; empty for the other kinds.
    public let text: String
    /// A mixed segment's pieces: two shapes may write the same text (a literal `{}` decoded
    /// from `%7B%7D`), so they tell such segments apart, and order them last of all.
    private let shape: MixedShape?

    private init(_ kind: Kind, order: (Int, Int) = (0, 0), text: String = "", shape: MixedShape? = nil) {
        self.kind = kind
        self.order = order
        self.text = text
        self.shape = shape
    }

    /// A literal segment's rank; `text` as the router compares it (folded when it ignores case).
    public static func literal(_ text: String) -> SegmentRank { SegmentRank(.literal, text: text) }
    /// The rank of a literal segment of a case-insensitive route in a router that compares
    /// case; `text` lower-cased.
    static func foldedLiteral(_ text: String) -> SegmentRank { SegmentRank(.foldedLiteral, text: text) }
    /// An untyped capture's rank.
    public static let capture = SegmentRank(.capture)
    /// The rank of `*`, one segment of any text.
    public static let wildcard = SegmentRank(.wildcard)
    /// The rank of `**`, the rest of the path.
    public static let remainder = SegmentRank(.remainder)

    static func mixed(_ shape: MixedShape) -> SegmentRank {
        SegmentRank(.mixed, order: (-shape.literalLength, -shape.prefixLength), text: shape.text, shape: shape)
    }

    /// A typed capture's rank, by its converter's name.
    static func typed(_ converter: String) -> SegmentRank {
        SegmentRank(.typed, order: (ParameterConverter.builtInOrder(of: converter), 0), text: converter)
    }

    /// The rank of a pattern segment; literals and mixed segments folded when `foldCase` (the
    /// router ignores case) or `routeFoldsCase` (the route does) is set. A literal the route
    /// alone folds is a candidate of its own, after the literals compared as they are.
    init(_ segment: PatternSegment, foldCase: Bool, routeFoldsCase: Bool = false) {
        switch segment {
        case .literal(let text):
            if foldCase {
                self = .literal(text.lowercased())
            } else {
                self = routeFoldsCase ? .foldedLiteral(text.lowercased()) : .literal(text)
            }
        case .capture(let capture): self = capture.converter.map(SegmentRank.typed) ?? .capture
        case .mixed(let pieces): self = .mixed(MixedShape(pieces, foldCase: foldCase || routeFoldsCase))
        case .wildcard: self = .wildcard
        case .catchAll: self = .remainder
        }
    }

    /// The rank two patterns compare to tell whether they match the same URLs: `*` and an
    /// untyped capture take the same segments, so they share one key; a case-insensitive
    /// route's literal counts as its text in lower case, where such a route ends (ROUTING.md §3).
    var conflictKey: SegmentRank {
        switch kind {
        case .wildcard: .capture
        case .foldedLiteral: .literal(text)
        default: self
        }
    }

    /// Equal ranks are one candidate: texts are compared byte for byte, as the matcher reads them.
    public static func == (lhs: SegmentRank, rhs: SegmentRank) -> Bool {
        lhs.kind == rhs.kind && lhs.order == rhs.order && lhs.text.utf8.elementsEqual(rhs.text.utf8) && lhs.shape == rhs.shape
    }

    /// Hashes what `==` compares but the pieces of a mixed segment.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(order.0)
        hasher.combine(order.1)
        hasher.combine(text)
    }

    /// Whether the router tries a segment of rank `lhs` before one of rank `rhs`.
    public static func < (lhs: SegmentRank, rhs: SegmentRank) -> Bool {
        if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
        if lhs.order != rhs.order { return lhs.order < rhs.order }
        if !lhs.text.unicodeScalars.elementsEqual(rhs.text.unicodeScalars) {
            return lhs.text.unicodeScalars.lexicographicallyPrecedes(rhs.text.unicodeScalars)
        }
        guard let left = lhs.shape, let right = rhs.shape else { return false }
        // The same pieces compared as they are come before those compared without case.
        guard left.pieces == right.pieces else { return left.pieces.lexicographicallyPrecedes(right.pieces) }
        return !left.foldsCase && right.foldsCase
    }
}

extension RoutePattern {
    /// The rank of each segment, in order (the authority first when it is one), its literals as
    /// written: for tools that order patterns as the router does.
    public var segmentRanks: [SegmentRank] {
        segments.map { SegmentRank($0, foldCase: false) }
    }
}
