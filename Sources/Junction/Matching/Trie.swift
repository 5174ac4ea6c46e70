/// The routes' trie as a frozen table reads it: plain arrays of small values, written once by
/// ``TrieBuilder/frozen()`` and never again (a builder that goes on from it copies it first).
///
/// A node's literal children are edges in ``literals``, found by hashing the URL's segment; its
/// other children are a range of ``edges``, sorted by ``SegmentRank``, so the matcher tries them
/// in precedence order by reading them in order. Every index is an `Int32` into one of the
/// arrays, so the table is a few flat arrays that could be written out and read back as they are.
struct Trie: Sendable, Equatable {
    struct Node: Sendable, Equatable {
        /// The route whose pattern ends here, or `-1`.
        let route: Int32
        /// The route whose `**` stands here, or `-1`.
        let remainderRoute: Int32
        /// The node's other children: `edges[firstEdge..<firstEdge + edgeCount]`.
        let firstEdge: Int32
        /// `edgeCount` in the low 31 bits, `hasLiterals` in the top one: a node is 16 bytes
        /// rather than 20 (a table keeps a few nodes a route).
        private let edgeCountAndLiterals: UInt32

        init(route: Int32, remainderRoute: Int32, firstEdge: Int32, edgeCount: Int32, hasLiterals: Bool) {
            precondition(edgeCount >= 0, "a node's edge count is not negative")
            self.route = route
            self.remainderRoute = remainderRoute
            self.firstEdge = firstEdge
            edgeCountAndLiterals = UInt32(edgeCount) | (hasLiterals ? 1 << 31 : 0)
        }

        var edgeCount: Int32 { Int32(bitPattern: edgeCountAndLiterals & 0x7FFF_FFFF) }
        /// Whether the node has literal children, to skip hashing a segment where it has none.
        var hasLiterals: Bool { edgeCountAndLiterals >> 31 != 0 }
    }

    /// A child that is not a literal.
    struct Edge: Sendable, Equatable {
        enum Kind: UInt8, Sendable {
            /// A literal segment of a case-insensitive route, in a router that compares case:
            /// its lower-cased text is `start` and `count` in ``LiteralEdges/text``.
            case foldedLiteral
            case mixed, typed, capture, wildcard
        }

        var kind: Kind
        var child: Int32
        /// A typed capture's converter (an index into ``RouteTable/converters``); a mixed
        /// segment's first piece in ``Trie/pieces``; a folded literal's text.
        var start: Int32 = 0
        /// A mixed segment's number of pieces; a folded literal's number of bytes.
        var count: Int32 = 0
    }

    /// A piece of a mixed segment: literal text (in ``LiteralEdges/text``) or a capture.
    struct MixedPiece: Sendable, Equatable {
        /// ``literal``, ``foldedLiteral``, ``untyped``, or the index of the capture's converter.
        var converter: Int32
        var textStart: Int32 = 0
        var textCount: Int32 = 0

        static let literal: Int32 = -2
        /// Literal text compared without regard to ASCII case (lower-cased in the text).
        static let foldedLiteral: Int32 = -3
        static let untyped: Int32 = -1

        var isLiteral: Bool { converter <= MixedPiece.literal }
    }

    /// A scheme, lower-cased (in ``LiteralEdges/text``), and the root of its routes.
    struct SchemeRoot: Sendable, Equatable {
        var textStart: Int32
        var textCount: Int32
        var root: Int32
    }

    /// The root of the routes without a scheme.
    static let schemelessRoot: Int32 = 0

    var nodes: [Node]
    var edges: [Edge]
    var literals: LiteralEdges
    var pieces: [MixedPiece]
    var schemes: [SchemeRoot]
}
