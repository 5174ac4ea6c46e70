/// The trie while routes are being added, kept in the frozen table's layout itself (flat nodes,
/// literal edges in an open-addressing hash table, literal text in a byte arena, each node's
/// mixed and typed children as ranges in precedence order), updated route by route, so that
/// freezing costs a pointer per page of nodes and slots and nothing per route.
///
/// Nodes and slots are overwritten as routes come, so they are ``PagedArray``s; everything else
/// only grows and is an ``AppendOnlyArray``. A node that gains a mixed or typed child gets its
/// new range of children appended and points to it; the old range is garbage until a rebuild
/// (after a removal or a converter change) drops it.
struct TrieBuilder {
    /// A mixed child: the node it hangs from and its shape.
    private struct MixedKey: Hashable {
        var node: Int32
        var shape: MixedShape
    }

    private(set) var nodes = PagedArray<RouteTable.Node>()
    /// The nodes the route being inserted adds, numbered from `nodes.count` on and appended
    /// whole when it is in, so that filling them in never copies a page a table reads.
    private var pending: [RouteTable.Node] = []
    /// The literal edges, open addressing: a power of two of slots, at most three quarters full.
    private var slots = PagedArray<RouteTable.LiteralEdge>(repeating: .empty, count: 16)
    private var literalCount = 0
    private var arena = AppendOnlyArray<UInt8>()
    private var extras = AppendOnlyArray<RouteTable.NodeExtra>()
    private var mixedEdges = AppendOnlyArray<RouteTable.MixedEdge>()
    private var mixedPieces = AppendOnlyArray<RouteTable.MixedPiece>()
    private var typedEdges = AppendOnlyArray<RouteTable.TypedEdge>()
    /// Each scheme (lower-cased, in `arena`) with its root node, in the order first met.
    private var schemes = AppendOnlyArray<RouteTable.NamedText>()
    private var schemeRoots: [String: Int32] = [:]
    /// The scheme the last route had, and its root: routes mostly share their scheme, and
    /// comparing two short strings costs less than hashing one.
    private var lastScheme: (name: String, root: Int32)?
    /// The web hosts, lower-cased, in `arena`.
    private var webHosts = AppendOnlyArray<RouteTable.NamedText>()
    /// The converters in precedence order; a change of converters means a new builder.
    let converters: ConverterTable
    private var mixedChildren: [MixedKey: Int32] = [:]
    /// The shape of each mixed child, by child node, to keep a node's mixed children in order.
    private var mixedShapes: [Int32: MixedShape] = [:]
    let schemelessRoot: Int32 = 0

    init(converters: ConverterTable, webHosts: Set<String>) {
        self.converters = converters
        nodes.append(RouteTable.Node())
        for host in webHosts.sorted() {
            self.webHosts.append(RouteTable.NamedText(start: place(host), length: Int32(host.utf8.count), value: 0))
        }
    }

    /// Adds a route's path; its index in the table is `route`.
    ///
    /// - Complexity: Amortized O(*s*) for a path of *s* segments, plus the node's other mixed
    ///   or typed children where the route adds one.
    mutating func insert(_ pattern: RoutePattern, route: Int32, foldCase: Bool) {
        var node = schemelessRoot
        if let scheme = pattern.scheme {
            if let last = lastScheme, last.name == scheme {
                node = last.root
            } else if let root = schemeRoots[scheme] {
                node = root
            } else {
                node = newNode()
                schemeRoots[scheme] = node
                schemes.append(RouteTable.NamedText(start: place(scheme), length: Int32(scheme.utf8.count), value: node))
            }
            lastScheme = (scheme, node)
        }
        var takesRemainder = false
        pattern.forEachSegment { view in
            let segment: PatternSegment
            switch view {
            case .plainLiteral(let bytes):
                // No upper case: folding leaves it as it is.
                node = literalChild(of: node, bytes)
                return
            case .segment(let value):
                segment = value
            }
            switch segment {
            case .literal(let value):
                node = literalChild(of: node, foldCase ? value.lowercased() : value)
            case .capture(let capture):
                if let name = capture.converter {
                    // Every converter name was checked when its route was added.
                    node = typedChild(of: node, converter: converters.index[name] ?? 0)
                } else {
                    node = child(of: node, wildcard: false)
                }
            case .mixed(let pieces):
                node = mixedChild(of: node, MixedShape(pieces, foldCase: foldCase))
            case .wildcard:
                node = child(of: node, wildcard: true)
            case .catchAll:
                // Always the last segment: the route stands at the node it hangs from.
                takesRemainder = true
            }
        }
        if takesRemainder {
            update(node) { $0.catchAll = route }
        } else {
            update(node) { $0.route = route }
        }
        appendPending()
    }

    /// The frozen table: views of the layout as it is now; later inserts write elsewhere.
    ///
    /// - Complexity: O(*p*) for *p* pages of nodes and slots (a pointer each).
    mutating func freeze(
        routes: AppendOnlyArray<RouteTable.Route>.Frozen, maxCaptures: Int, options: RouterOptions
    ) -> RouteTable {
        RouteTable(
            routes: routes, nodes: nodes.freeze(), literalSlots: slots.freeze(), extras: extras.freeze(),
            arena: arena.freeze(), mixedEdges: mixedEdges.freeze(), mixedPieces: mixedPieces.freeze(),
            typedEdges: typedEdges.freeze(), converters: converters, schemeRoots: schemes.freeze(),
            schemelessRoot: schemelessRoot, webHosts: webHosts.freeze(), maxCaptures: maxCaptures, options: options)
    }

    private mutating func newNode() -> Int32 {
        pending.append(RouteTable.Node())
        return Int32(nodes.count + pending.count - 1)
    }

    /// The node's untyped capture or wildcard child, added if it is new.
    private mutating func child(of node: Int32, wildcard: Bool) -> Int32 {
        let existing = wildcard ? self.node(node).wildcard : self.node(node).capture
        if existing >= 0 { return existing }
        let child = newNode()
        update(node) { wildcard ? ($0.wildcard = child) : ($0.capture = child) }
        return child
    }

    private func node(_ index: Int32) -> RouteTable.Node {
        Int(index) < nodes.count ? nodes[Int(index)] : pending[Int(index) - nodes.count]
    }

    /// Changes a node, a pending one in place.
    private mutating func update(_ index: Int32, _ change: (inout RouteTable.Node) -> Void) {
        if Int(index) >= nodes.count {
            change(&pending[Int(index) - nodes.count])
        } else {
            var node = nodes[Int(index)]
            change(&node)
            nodes[Int(index)] = node
        }
    }

    private mutating func appendPending() {
        for node in pending { nodes.append(node) }
        pending.removeAll(keepingCapacity: true)
    }

    /// Puts text at the end of the arena; returns where it starts.
    private mutating func place(_ text: some StringProtocol) -> Int32 {
        defer { arena.append(contentsOf: text.utf8) }
        return Int32(arena.count)
    }

    /// The child of `node` for a literal, added if it is new.
    private mutating func literalChild(of node: Int32, _ text: String) -> Int32 {
        var key = text
        return key.withUTF8 { literalChild(of: node, $0) }
    }

    /// The child of `node` for a literal's bytes, added if it is new.
    private mutating func literalChild(of node: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        let hash = RouteTable.hash(bytes)
        let tag = RouteTable.LiteralEdge.tag(hash: hash, length: bytes.count)
        let mask = slots.count - 1
        var slot = RouteTable.slot(hash: hash, parent: node, mask: mask)
        while true {
            let edge = slots[slot]
            if edge.parent < 0 { break }
            if edge.parent == node, edge.tag == tag, keyLength(of: edge) == bytes.count,
               arena.bytesEqual(from: Int(edge.keyStart), to: bytes) {
                return edge.child
            }
            slot = (slot + 1) & mask
        }
        let child = newNode()
        if !self.node(node).hasLiterals { update(node) { $0.hasLiterals = true } }
        if bytes.count >= Int(RouteTable.LiteralEdge.longKey) {
            arena.append(contentsOf: (0..<4).map { UInt8(truncatingIfNeeded: bytes.count >> (8 * $0)) })
        }
        let start = Int32(arena.count)
        arena.append(contentsOf: bytes)
        slots[slot] = RouteTable.LiteralEdge(parent: node, child: child, keyStart: start, tag: tag)
        literalCount += 1
        if literalCount > Self.maxLiterals(slots: slots.count) { growSlots() }
        return child
    }

    private func keyLength(of edge: RouteTable.LiteralEdge) -> Int {
        edge.keyLength { arena[$0] }
    }

    /// The most literal edges a table of `slots` slots holds: three in four, so that a probe
    /// that misses still stops after a few slots.
    private static func maxLiterals(slots: Int) -> Int {
        slots / 4 * 3
    }

    /// Makes room at once for the edges of `segments` more literal segments, so that a table
    /// built from many routes is sized once, not doubled step by step. Routes share their first
    /// literals (a module's name, a section), so they make fewer edges than segments: room is
    /// made for half (a 10,000-route table would otherwise have twice the slots it needs), and
    /// a table that still fills up doubles as usual.
    mutating func reserveLiteralEdges(forSegments segments: Int) {
        var size = slots.count
        while literalCount + segments / 2 > Self.maxLiterals(slots: size) { size *= 2 }
        if size > slots.count { growSlots(to: size) }
    }

    /// Doubles the hash table and puts every edge back, in new pages.
    ///
    /// - Complexity: O(*n*) in the slots; amortized O(1) per edge.
    private mutating func growSlots() {
        growSlots(to: slots.count * 2)
    }

    /// Puts every edge in a hash table of `size` slots, in new pages.
    private mutating func growSlots(to size: Int) {
        var grown = PagedArray<RouteTable.LiteralEdge>(repeating: .empty, count: size)
        let mask = grown.count - 1
        for index in 0..<slots.count where slots[index].parent >= 0 {
            let edge = slots[index]
            // An edge keeps part of its key's hash: the whole is worked out again from the key.
            var hasher = SegmentHasher()
            let start = Int(edge.keyStart)
            for offset in start..<(start + keyLength(of: edge)) { hasher.add(arena[offset]) }
            var slot = RouteTable.slot(hash: hasher.finish(), parent: edge.parent, mask: mask)
            while grown[slot].parent >= 0 { slot = (slot + 1) & mask }
            grown[slot] = edge
        }
        slots = grown
    }

    /// The child of `node` for a typed capture, added (in converter order) if it is new. A node
    /// has at most one typed child per converter, so its own few are searched.
    private mutating func typedChild(of node: Int32, converter: Int32) -> Int32 {
        var extra = self.extra(of: node)
        let start = Int(extra.typedStart)
        for index in start..<(start + Int(extra.typedCount)) where typedEdges[index].converter == converter {
            return typedEdges[index].child
        }
        let child = newNode()
        var edges = (0..<Int(extra.typedCount)).map { typedEdges[Int(extra.typedStart) + $0] }
        let edge = RouteTable.TypedEdge(converter: converter, child: child)
        edges.insert(edge, at: edges.firstIndex { $0.converter > converter } ?? edges.count)
        extra.typedStart = Int32(typedEdges.count)
        extra.typedCount = Int32(edges.count)
        typedEdges.append(contentsOf: edges)
        setExtra(extra, of: node)
        return child
    }

    /// The child of `node` for a mixed segment's shape, added (in ``MixedShape`` order) if it is new.
    private mutating func mixedChild(of node: Int32, _ shape: MixedShape) -> Int32 {
        let key = MixedKey(node: node, shape: shape)
        if let child = mixedChildren[key] { return child }
        let child = newNode()
        mixedChildren[key] = child
        mixedShapes[child] = shape
        let piecesStart = Int32(mixedPieces.count)
        for piece in shape.pieces {
            switch piece {
            case .literal(let text):
                mixedPieces.append(RouteTable.MixedPiece(
                    converter: RouteTable.MixedPiece.literal, literalStart: place(text), literalLength: Int32(text.utf8.count)))
            case .capture(let name):
                mixedPieces.append(RouteTable.MixedPiece(
                    converter: name.flatMap { converters.index[$0] } ?? -1, literalStart: 0, literalLength: 0))
            }
        }
        var extra = self.extra(of: node)
        var edges = (0..<Int(extra.mixedCount)).map { mixedEdges[Int(extra.mixedStart) + $0] }
        let edge = RouteTable.MixedEdge(piecesStart: piecesStart, piecesCount: Int32(shape.pieces.count), child: child)
        let position = edges.firstIndex { mixedShapes[$0.child].map { shape < $0 } ?? false } ?? edges.count
        edges.insert(edge, at: position)
        extra.mixedStart = Int32(mixedEdges.count)
        extra.mixedCount = Int32(edges.count)
        mixedEdges.append(contentsOf: edges)
        setExtra(extra, of: node)
        return child
    }

    private func extra(of node: Int32) -> RouteTable.NodeExtra {
        let index = self.node(node).extra
        return index >= 0 ? extras[Int(index)] : RouteTable.NodeExtra()
    }

    /// Appends a node's new extra and points the node to it; the old one is left unread.
    private mutating func setExtra(_ extra: RouteTable.NodeExtra, of node: Int32) {
        let index = Int32(extras.count)
        update(node) { $0.extra = index }
        extras.append(extra)
    }
}
