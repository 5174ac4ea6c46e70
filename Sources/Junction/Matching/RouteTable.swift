/// An immutable trie of routes, built once from registrations and then only read.
///
/// The trie is flat: nodes in one paged array, literal edges in one open-addressing hash table
/// keyed by (parent node, segment text), also paged, literal text in one byte arena. Freezing
/// shares the builder's pages and buffers (``TrieBuilder``), so it costs what changed. A lookup walks it
/// over the URL's bytes without allocating. Lookups take no lock: a router swaps in a new
/// table when its registrations change (STYLE.md: build, then freeze).
///
/// It is `@unchecked Sendable` because it holds pointers: they point into the frozen arrays it
/// keeps (``PagedArray/Frozen``, ``AppendOnlyArray/Frozen``, ``ConverterTable``) and into the
/// scheme words it allocates itself (freed in `deinit`), whose elements are written before the
/// table is made (the words, in its initializer) and never again, so sharing a table between
/// threads is safe. `ConcurrencyTests` opens URLs from many tasks while others register, and
/// `IncrementalFreezeConcurrencyTests` looks URLs up while a writer freezes after every add,
/// under TSan.
final class RouteTable: @unchecked Sendable {
    /// A route as the table knows it: 24 bytes. What most routes lack (a name, tags, skipped
    /// interceptors, an exposure other than in-app) is kept apart, in ``Details``, by those
    /// that have it.
    struct Route: Sendable {
        /// The registration's id.
        let id: Int
        let pattern: RoutePattern
        /// The route's name, exposure, tags and skipped interceptors; `nil` for an unnamed,
        /// in-app route with none of the others.
        private let details: Details?

        /// What few routes have, in an object of its own.
        private final class Details: Sendable {
            let name: String?
            let exposure: RouteExposure
            let tags: Set<String>
            let skippedInterceptors: Set<String>

            init(name: String?, exposure: RouteExposure, tags: Set<String>, skippedInterceptors: Set<String>) {
                self.name = name
                self.exposure = exposure
                self.tags = tags
                self.skippedInterceptors = skippedInterceptors
            }
        }

        init(
            id: Int, pattern: RoutePattern, name: String?, exposure: RouteExposure,
            tags: Set<String>, skippedInterceptors: Set<String>
        ) {
            self.id = id
            self.pattern = pattern
            let plain = name == nil && exposure == .inApp && tags.isEmpty && skippedInterceptors.isEmpty
            details = plain
                ? nil : Details(name: name, exposure: exposure, tags: tags, skippedInterceptors: skippedInterceptors)
        }

        /// The route's name, if it has one.
        var name: String? { details?.name }
        /// Who may open the route.
        var exposure: RouteExposure { details?.exposure ?? .inApp }
        /// Tags interceptors can be attached by.
        var tags: Set<String> { details?.tags ?? [] }
        /// Names of interceptors the route opts out of.
        var skippedInterceptors: Set<String> { details?.skippedInterceptors ?? [] }

        /// The capture names in the order the matcher meets their values: the pattern's, read
        /// from it rather than kept a second time.
        var captureNames: [String] { pattern.parameterNames }
    }

    /// One position of the trie: where each kind of candidate leads; `-1` for none. Kept small
    /// (20 bytes) so more of a large table stays in cache.
    struct Node: Sendable {
        var route: Int32 = -1
        /// The route whose `**` stands here.
        var catchAll: Int32 = -1
        var capture: Int32 = -1
        var wildcard: Int32 = -1
        /// ``extra`` plus one, shifted left by one, over ``hasLiterals`` in the lowest bit.
        private var extraAndLiterals: UInt32 = 0

        /// The node's mixed and typed children, an index into ``RouteTable/extras``, or `-1`.
        var extra: Int32 {
            get { Int32(bitPattern: extraAndLiterals >> 1) - 1 }
            set { extraAndLiterals = UInt32(bitPattern: newValue + 1) << 1 | (extraAndLiterals & 1) }
        }

        /// Whether the node has literal children.
        var hasLiterals: Bool {
            get { extraAndLiterals & 1 != 0 }
            set { extraAndLiterals = extraAndLiterals & ~1 | (newValue ? 1 : 0) }
        }
    }

    /// Where a node's mixed and typed children stand, for the few nodes that have them.
    struct NodeExtra: Sendable {
        var mixedStart: Int32 = 0
        var mixedCount: Int32 = 0
        var typedStart: Int32 = 0
        var typedCount: Int32 = 0
    }

    /// A literal edge, stored in its hash slot (16 bytes); an empty slot has `parent == -1`.
    struct LiteralEdge: Sendable {
        var parent: Int32
        var child: Int32
        /// Where the key's text starts in the arena.
        var keyStart: Int32
        /// The upper 16 bits of the key's hash over its length in bytes (``tag(hash:length:)``).
        var tag: UInt32

        static let empty = LiteralEdge(parent: -1, child: -1, keyStart: 0, tag: 0)

        /// The length that stands for a key of 65,535 bytes or more, whose length the arena
        /// keeps in the 4 bytes before the key (little-endian).
        static let longKey: UInt32 = 0xFFFF

        /// What an edge keeps of its key's hash and length: a probe compares it first, and
        /// compares the bytes only when it is equal.
        @inline(__always)
        static func tag(hash: UInt32, length: Int) -> UInt32 {
            (hash & 0xFFFF_0000) | UInt32(truncatingIfNeeded: min(length, Int(longKey)))
        }

        /// The key's length in bytes, reading a long key's from the arena.
        @inline(__always)
        func keyLength(_ arenaByte: (Int) -> UInt8) -> Int {
            let short = Int(tag & Self.longKey)
            guard short == Int(Self.longKey) else { return short }
            let start = Int(keyStart)
            return (0..<4).reduce(0) { $0 | Int(arenaByte(start - 4 + $1)) << (8 * $1) }
        }
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
    /// The literal edges, open addressing: a power of two of slots, at most three quarters full.
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
    /// The same schemes as words, for lookups to compare a URL's scheme with in one step
    /// (see ``SchemeKey``); owned by the table.
    let schemeKeys: UnsafeMutableBufferPointer<SchemeKey>
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
        schemeKeys = SchemeKey.keys(schemeRoots.buffer, arena: arena.buffer)
        self.schemelessRoot = schemelessRoot
        self.webHosts = webHosts.buffer
        self.maxCaptures = maxCaptures
        self.options = options
        parsing = options.parsing
        caseInsensitive = options.caseInsensitive
    }

    deinit {
        schemeKeys.deallocate()
    }

    /// A segment's hash (see ``SegmentHasher``).
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hasher = SegmentHasher()
        for byte in bytes { hasher.add(byte) }
        return hasher.finish()
    }

    /// The child of `parent` by the literal edge whose key is `key` (hashed with
    /// ``SegmentHasher`` to `hash`), or `-1`: the lookups' probe of the literal hash table.
    @inline(__always)
    static func literalChild(
        _ parent: Int32, _ key: UnsafeBufferPointer<UInt8>, hash: UInt32,
        slots: PagedView<LiteralEdge>, arena: UnsafeBufferPointer<UInt8>
    ) -> Int32 {
        let tag = LiteralEdge.tag(hash: hash, length: key.count)
        let mask = slots.count - 1
        var slot = slot(hash: hash, parent: parent, mask: mask)
        while true {
            let edge = slots[slot]
            if edge.parent < 0 { return -1 }
            if edge.parent == parent, edge.tag == tag, edge.keyLength({ arena[$0] }) == key.count,
               equal(key, arena, from: Int(edge.keyStart)) {
                return edge.child
            }
            slot = (slot + 1) & mask
        }
    }

    /// Whether `key` equals the arena's bytes from `start` on.
    @inline(__always)
    private static func equal(_ key: UnsafeBufferPointer<UInt8>, _ arena: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        for offset in 0..<key.count where key[offset] != arena[start + offset] { return false }
        return true
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
