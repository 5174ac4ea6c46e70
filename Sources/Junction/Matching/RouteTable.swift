/// An immutable trie of routes, built once from registrations and then only read.
///
/// The trie is flat: nodes in one paged array, literal edges in one open-addressing hash table
/// keyed by (parent node, segment text), also paged, literal text in one byte arena. Freezing
/// shares the builder's pages and buffers (``TrieBuilder``), so it costs what changed. A lookup walks it
/// over the URL's bytes without allocating. Lookups take no lock: a router swaps in a new
/// table when its registrations change (STYLE.md: build, then freeze).
///
/// It is `@unchecked Sendable` because it holds pointers: they point into the frozen arrays it
/// keeps (``PagedArray/Frozen``, ``AppendOnlyArray/Frozen``, ``ConverterTable``), whose elements
/// are written before the table is made and never again, so sharing a table between threads is
/// safe. `ConcurrencyTests` opens URLs from many tasks while others register, and
/// `IncrementalFreezeConcurrencyTests` looks URLs up while a writer freezes after every add,
/// under TSan.
final class RouteTable: @unchecked Sendable {
    /// A route as the table knows it.
    struct Route: Sendable {
        /// The registration's id.
        let id: Int
        let pattern: RoutePattern
        let name: String?
        /// Who may open the route.
        let exposure: RouteExposure
        /// Tags interceptors can be attached by.
        var tags: Set<String> = []
        /// Names of interceptors the route opts out of.
        var skippedInterceptors: Set<String> = []

        /// The capture names in the order the matcher meets their values: the pattern's, read
        /// from it rather than kept a second time.
        var captureNames: [String] { pattern.parameterNames }
    }

    /// One position of the trie: where each kind of candidate leads; `-1` for none. Kept small
    /// (24 bytes) so more of a large table stays in cache.
    struct Node: Sendable {
        var route: Int32 = -1
        /// The route whose `**` stands here.
        var catchAll: Int32 = -1
        var capture: Int32 = -1
        var wildcard: Int32 = -1
        /// The node's mixed and typed children, an index into ``RouteTable/extras``, or `-1`.
        var extra: Int32 = -1
        var hasLiterals = false
    }

    /// Where a node's mixed and typed children stand, for the few nodes that have them.
    struct NodeExtra: Sendable {
        var mixedStart: Int32 = 0
        var mixedCount: Int32 = 0
        var typedStart: Int32 = 0
        var typedCount: Int32 = 0
    }

    /// A literal edge, stored in its hash slot; an empty slot has `parent == -1`.
    struct LiteralEdge: Sendable {
        var parent: Int32
        var child: Int32
        var hash: UInt32
        var keyStart: Int32
        var keyLength: Int32

        static let empty = LiteralEdge(parent: -1, child: -1, hash: 0, keyStart: 0, keyLength: 0)
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

    /// Route `i` is `routes[i]`.
    let routes: UnsafeBufferPointer<Route>
    /// The trie, in pages the builder never writes again (see ``PagedArray``).
    let nodes: PagedView<Node>
    /// The literal edges, open addressing: a power of two of slots, at most half full.
    let literalSlots: PagedView<LiteralEdge>
    let extras: UnsafeBufferPointer<NodeExtra>
    let arena: UnsafeBufferPointer<UInt8>
    let mixedEdges: UnsafeBufferPointer<MixedEdge>
    let mixedPieces: UnsafeBufferPointer<MixedPiece>
    let typedEdges: UnsafeBufferPointer<TypedEdge>
    let converters: UnsafeBufferPointer<ParameterConverter>
    /// Each converter's ``ParameterConverter/builtInCode``, read by lookups without copying the converter.
    let converterCodes: UnsafeBufferPointer<UInt8>
    /// Text in ``arena`` with a value: a scheme with its root node, or a web host.
    struct NamedText: Sendable {
        var start: Int32
        var length: Int32
        var value: Int32
    }

    /// Each scheme (lower-cased, in ``arena``) with its root node.
    let schemeRoots: UnsafeBufferPointer<NamedText>
    let schemelessRoot: Int32
    /// The web hosts, lower-cased, in ``arena``.
    let webHosts: UnsafeBufferPointer<NamedText>
    /// The most captures any route has.
    let maxCaptures: Int
    let options: RouterOptions
    /// From `options`, kept apart so a lookup reads plain values.
    let parsing: URLParsingOptions
    let caseInsensitive: Bool
    /// What keeps the memory above alive; lookups never read it.
    private let storage: Storage

    /// The frozen arrays the table's buffers point into.
    private struct Storage {
        var routes: AppendOnlyArray<Route>.Frozen
        var nodes: PagedArray<Node>.Frozen
        var literalSlots: PagedArray<LiteralEdge>.Frozen
        var extras: AppendOnlyArray<NodeExtra>.Frozen
        var arena: AppendOnlyArray<UInt8>.Frozen
        var mixedEdges: AppendOnlyArray<MixedEdge>.Frozen
        var mixedPieces: AppendOnlyArray<MixedPiece>.Frozen
        var typedEdges: AppendOnlyArray<TypedEdge>.Frozen
        var converters: ConverterTable
        var schemeRoots: AppendOnlyArray<NamedText>.Frozen
        var webHosts: AppendOnlyArray<NamedText>.Frozen
    }

    init(
        routes: AppendOnlyArray<Route>.Frozen, nodes: PagedArray<Node>.Frozen,
        literalSlots: PagedArray<LiteralEdge>.Frozen, extras: AppendOnlyArray<NodeExtra>.Frozen,
        arena: AppendOnlyArray<UInt8>.Frozen, mixedEdges: AppendOnlyArray<MixedEdge>.Frozen,
        mixedPieces: AppendOnlyArray<MixedPiece>.Frozen, typedEdges: AppendOnlyArray<TypedEdge>.Frozen,
        converters: ConverterTable, schemeRoots: AppendOnlyArray<NamedText>.Frozen, schemelessRoot: Int32,
        webHosts: AppendOnlyArray<NamedText>.Frozen, maxCaptures: Int, options: RouterOptions
    ) {
        storage = Storage(
            routes: routes, nodes: nodes, literalSlots: literalSlots, extras: extras, arena: arena,
            mixedEdges: mixedEdges, mixedPieces: mixedPieces, typedEdges: typedEdges, converters: converters,
            schemeRoots: schemeRoots, webHosts: webHosts)
        self.routes = routes.buffer
        self.nodes = nodes.view
        self.literalSlots = literalSlots.view
        self.extras = extras.buffer
        self.arena = arena.buffer
        self.mixedEdges = mixedEdges.buffer
        self.mixedPieces = mixedPieces.buffer
        self.typedEdges = typedEdges.buffer
        self.converters = converters.converters
        converterCodes = converters.codes
        self.schemeRoots = schemeRoots.buffer
        self.schemelessRoot = schemelessRoot
        self.webHosts = webHosts.buffer
        self.maxCaptures = maxCaptures
        self.options = options
        parsing = options.parsing
        caseInsensitive = options.caseInsensitive
    }

    /// A segment's hash (see ``SegmentHasher``).
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hasher = SegmentHasher()
        for byte in bytes { hasher.add(byte) }
        return hasher.finish()
    }

    /// The first slot to probe for a segment's hash under a parent node.
    @inline(__always)
    static func slot(hash: UInt32, parent: Int32, mask: Int) -> Int {
        let mixed = (UInt64(hash) | UInt64(UInt32(bitPattern: parent)) << 32) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 32) & mask
    }
}

/// Hashes a segment a byte at a time with a rotate and an exclusive-or (a short dependency
/// chain: no multiplication per byte), then spreads the bits with one multiplication. The
/// scanner, the builder and the matcher all use it, so their hashes agree; a collision costs a
/// probe, never a wrong answer, since probes compare bytes.
struct SegmentHasher {
    private var hash: UInt64 = 0x9E37_79B9_7F4A_7C15

    @inline(__always)
    mutating func add(_ byte: UInt8) {
        hash = ((hash << 7) | (hash >> 57)) ^ UInt64(byte)
    }

    @inline(__always)
    func finish() -> UInt32 {
        var mixed = hash &* 0xFF51_AFD7_ED55_8CCD
        mixed ^= mixed >> 32
        return UInt32(truncatingIfNeeded: mixed)
    }
}
