/// An immutable trie of routes, built once from registrations and then only read.
///
/// The trie is flat: nodes in one array, literal edges in one open-addressing hash table keyed
/// by (parent node, segment text), literal text interned in one byte arena. A lookup walks it
/// over the URL's bytes without allocating. Lookups take no lock: a router swaps in a new
/// table when its registrations change (STYLE.md: build, then freeze).
final class RouteTable: Sendable {
    /// A route as the table knows it.
    struct Route: Sendable {
        let pattern: RoutePattern
        /// The capture names in the order the matcher meets their values.
        let captureNames: [String]
        let name: String?
    }

    /// One position of the trie: where each kind of candidate leads; `-1` for none.
    struct Node: Sendable {
        var route: Int32 = -1
        /// The route whose `**` stands here.
        var catchAll: Int32 = -1
        var capture: Int32 = -1
        var wildcard: Int32 = -1
        var mixedStart: Int32 = 0
        var mixedCount: Int32 = 0
        var typedStart: Int32 = 0
        var typedCount: Int32 = 0
        var hasLiterals = false
    }

    struct LiteralEdge: Sendable {
        var parent: Int32
        var child: Int32
        var hash: UInt32
        var keyStart: Int32
        var keyLength: Int32
    }

    /// A mixed segment: its pieces (in ``mixedPieces``), in precedence order at its node.
    struct MixedEdge: Sendable {
        var piecesStart: Int32
        var piecesCount: Int32
        var child: Int32
    }

    /// A literal piece (`converter == -2`) or a capture, typed by the converter at that index or
    /// untyped (`-1`).
    struct MixedPiece: Sendable {
        var converter: Int32
        var literalStart: Int32
        var literalLength: Int32

        static let literal: Int32 = -2
    }

    struct TypedEdge: Sendable {
        var converter: Int32
        var child: Int32
    }

    let routes: [Route]
    let nodes: [Node]
    /// Open addressing: each slot is an index into ``literalEdges`` or `-1`.
    let literalSlots: [Int32]
    let literalEdges: [LiteralEdge]
    let arena: [UInt8]
    let mixedEdges: [MixedEdge]
    let mixedPieces: [MixedPiece]
    let typedEdges: [TypedEdge]
    let converters: [ParameterConverter]
    /// Each scheme's root node, by the scheme's lower-cased bytes.
    let schemeRoots: [(scheme: [UInt8], root: Int32)]
    let schemelessRoot: Int32
    /// The web hosts' lower-cased bytes.
    let webHosts: [[UInt8]]
    /// The most captures any route has.
    let maxCaptures: Int
    let options: RouterOptions

    init(
        routes: [Route], nodes: [Node], literalSlots: [Int32], literalEdges: [LiteralEdge], arena: [UInt8],
        mixedEdges: [MixedEdge], mixedPieces: [MixedPiece], typedEdges: [TypedEdge], converters: [ParameterConverter],
        schemeRoots: [(scheme: [UInt8], root: Int32)], schemelessRoot: Int32, maxCaptures: Int, options: RouterOptions
    ) {
        self.routes = routes
        self.nodes = nodes
        self.literalSlots = literalSlots
        self.literalEdges = literalEdges
        self.arena = arena
        self.mixedEdges = mixedEdges
        self.mixedPieces = mixedPieces
        self.typedEdges = typedEdges
        self.converters = converters
        self.schemeRoots = schemeRoots
        self.schemelessRoot = schemelessRoot
        self.webHosts = options.webHosts.sorted().map { Array($0.utf8) }
        self.maxCaptures = maxCaptures
        self.options = options
    }

    /// FNV-1a over a segment's bytes.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }

    /// The first slot to probe for a segment's hash under a parent node.
    @inline(__always)
    static func slot(hash: UInt64, parent: Int32, mask: Int) -> Int {
        Int(truncatingIfNeeded: ((hash ^ UInt64(UInt32(bitPattern: parent))) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }
}
