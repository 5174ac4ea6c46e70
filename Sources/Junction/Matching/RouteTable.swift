/// An immutable trie of routes, built once from registrations and then only read.
///
/// The trie is flat: nodes in one array, literal edges in one open-addressing hash table keyed
/// by (parent node, segment text), literal text interned in one byte arena. A lookup walks it
/// over the URL's bytes without allocating. Lookups take no lock: a router swaps in a new
/// table when its registrations change (STYLE.md: build, then freeze).
///
/// It is `@unchecked Sendable` because it holds pointers: they point to memory written once in
/// `init`, read-only afterwards and freed in `deinit`, so sharing a table between threads is
/// safe. `ConcurrencyTests` opens URLs from many tasks while others register, under TSan.
final class RouteTable: @unchecked Sendable {
    /// A route as the table knows it.
    struct Route: Sendable {
        /// The registration's id.
        let id: Int
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
    /// The trie, in memory this table allocates once and frees when it goes; never written
    /// after `init`.
    let nodes: UnsafeBufferPointer<Node>
    /// Open addressing: each slot is an index into ``literalEdges`` or `-1`.
    let literalSlots: UnsafeBufferPointer<Int32>
    let literalEdges: UnsafeBufferPointer<LiteralEdge>
    let arena: UnsafeBufferPointer<UInt8>
    let mixedEdges: UnsafeBufferPointer<MixedEdge>
    let mixedPieces: UnsafeBufferPointer<MixedPiece>
    let typedEdges: UnsafeBufferPointer<TypedEdge>
    let converters: UnsafeBufferPointer<ParameterConverter>
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
        self.nodes = RouteTable.copy(nodes)
        self.literalSlots = RouteTable.copy(literalSlots)
        self.literalEdges = RouteTable.copy(literalEdges)
        self.arena = RouteTable.copy(arena)
        self.mixedEdges = RouteTable.copy(mixedEdges)
        self.mixedPieces = RouteTable.copy(mixedPieces)
        self.typedEdges = RouteTable.copy(typedEdges)
        self.converters = RouteTable.copy(converters)
        self.schemeRoots = schemeRoots
        self.schemelessRoot = schemelessRoot
        self.webHosts = options.webHosts.sorted().map { Array($0.utf8) }
        self.maxCaptures = maxCaptures
        self.options = options
    }

    deinit {
        RouteTable.free(nodes)
        RouteTable.free(literalSlots)
        RouteTable.free(literalEdges)
        RouteTable.free(arena)
        RouteTable.free(mixedEdges)
        RouteTable.free(mixedPieces)
        RouteTable.free(typedEdges)
        RouteTable.free(converters)
    }

    private static func copy<Element>(_ elements: [Element]) -> UnsafeBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(elements.count, 1))
        _ = buffer.initialize(from: elements)
        return UnsafeBufferPointer(rebasing: buffer[0..<elements.count])
    }

    private static func free<Element>(_ buffer: UnsafeBufferPointer<Element>) {
        let mutable = UnsafeMutableBufferPointer(mutating: buffer)
        mutable.deinitialize()
        UnsafeMutableRawPointer(mutable.baseAddress)?.deallocate()
    }

    /// FNV-1a (32 bits) over a segment's bytes.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        for byte in bytes {
            hash = (hash ^ UInt32(byte)) &* 0x0100_0193
        }
        return hash
    }

    /// The first slot to probe for a segment's hash under a parent node.
    @inline(__always)
    static func slot(hash: UInt32, parent: Int32, mask: Int) -> Int {
        let mixed = (UInt64(hash) | UInt64(UInt32(bitPattern: parent)) << 32) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 32) & mask
    }
}
