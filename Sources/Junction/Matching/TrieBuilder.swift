/// The trie while routes are being added, kept in the frozen table's layout (flat nodes,
/// literal edges in an open-addressing hash table, literal text in a byte arena), so adding a
/// route costs a hash probe per segment and freezing is mostly copying.
struct TrieBuilder {
    struct Node {
        var route: Int32 = -1
        var catchAll: Int32 = -1
        var capture: Int32 = -1
        var wildcard: Int32 = -1
        var hasLiterals = false
    }

    /// A typed child: the node it hangs from and its converter's number in `converterNames`.
    private struct TypedKey: Hashable {
        var node: Int32
        var converter: Int32
    }

    /// A mixed child: the node it hangs from and its shape.
    private struct MixedKey: Hashable {
        var node: Int32
        var shape: MixedShape
    }

    private(set) var nodes: [Node] = []
    private var literalEdges: [RouteTable.LiteralEdge] = []
    private var arena: [UInt8] = []
    /// Each slot is an index into `literalEdges`, or `-1`; a power of two, at most half full.
    private var slots = [Int32](repeating: -1, count: 16)
    private var schemeRoots: [String: Int32] = [:]
    /// Typed and mixed children are few; kept here, not in each node, and put in order when frozen.
    private var typedChildren: [TypedKey: Int32] = [:]
    /// The converters typed children use, numbered in the order first met (there are few).
    private var converterNames: [String] = []
    private var mixedChildren: [MixedKey: Int32] = [:]
    private let schemelessRoot: Int32 = 0

    init() {
        nodes.append(Node())
    }

    /// Adds a route's path; its index in the table is `route`.
    mutating func insert(_ pattern: RoutePattern, route: Int32, foldCase: Bool) {
        var node: Int32
        if let scheme = pattern.scheme {
            if let root = schemeRoots[scheme] {
                node = root
            } else {
                node = newNode()
                schemeRoots[scheme] = node
            }
        } else {
            node = schemelessRoot
        }
        for segment in pattern.segments {
            switch segment {
            case .literal(let value):
                node = literalChild(of: node, foldCase ? value.lowercased() : value)
            case .capture(let capture):
                if let converter = capture.converter {
                    let key = TypedKey(node: node, converter: number(ofConverter: converter))
                    node = typedChildren[key] ?? newNode()
                    typedChildren[key] = node
                } else {
                    node = captureChild(of: node)
                }
            case .mixed(let pieces):
                let key = MixedKey(node: node, shape: MixedShape(pieces, foldCase: foldCase))
                node = mixedChildren[key] ?? newNode()
                mixedChildren[key] = node
            case .wildcard:
                node = wildcardChild(of: node)
            case .catchAll:
                nodes[Int(node)].catchAll = route
                return
            }
        }
        nodes[Int(node)].route = route
    }

    private mutating func newNode() -> Int32 {
        nodes.append(Node())
        return Int32(nodes.count - 1)
    }

    private mutating func number(ofConverter name: String) -> Int32 {
        if let index = converterNames.firstIndex(of: name) { return Int32(index) }
        converterNames.append(name)
        return Int32(converterNames.count - 1)
    }

    private mutating func captureChild(of node: Int32) -> Int32 {
        if nodes[Int(node)].capture < 0 { nodes[Int(node)].capture = newNode() }
        return nodes[Int(node)].capture
    }

    private mutating func wildcardChild(of node: Int32) -> Int32 {
        if nodes[Int(node)].wildcard < 0 { nodes[Int(node)].wildcard = newNode() }
        return nodes[Int(node)].wildcard
    }

    /// The child of `node` for a literal, added if it is new.
    private mutating func literalChild(of node: Int32, _ text: String) -> Int32 {
        var key = text
        return key.withUTF8 { bytes in
            let hash = RouteTable.hash(bytes)
            let mask = slots.count - 1
            var slot = RouteTable.slot(hash: hash, parent: node, mask: mask)
            while slots[slot] >= 0 {
                let edge = literalEdges[Int(slots[slot])]
                if edge.parent == node, edge.hash == hash, Int(edge.keyLength) == bytes.count,
                   arena[Int(edge.keyStart)..<Int(edge.keyStart + edge.keyLength)].elementsEqual(bytes) {
                    return edge.child
                }
                slot = (slot + 1) & mask
            }
            let child = newNode()
            nodes[Int(node)].hasLiterals = true
            slots[slot] = Int32(literalEdges.count)
            literalEdges.append(RouteTable.LiteralEdge(
                parent: node, child: child, hash: hash, keyStart: Int32(arena.count), keyLength: Int32(bytes.count)))
            arena.append(contentsOf: bytes)
            if literalEdges.count * 2 > slots.count { growSlots() }
            return child
        }
    }

    /// Doubles the hash table and puts every edge back.
    private mutating func growSlots() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, edge) in literalEdges.enumerated() {
            var slot = RouteTable.slot(hash: edge.hash, parent: edge.parent, mask: mask)
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }

    /// The frozen table: the nodes with their mixed and typed children in precedence order.
    func freeze(routes: [RouteTable.Route], converters: [String: ParameterConverter], options: RouterOptions) -> RouteTable {
        let converterList = converters.values.sorted { ($0.rank, $0.name) < ($1.rank, $1.name) }
        var converterIndex: [String: Int32] = [:]
        for (index, converter) in converterList.enumerated() { converterIndex[converter.name] = Int32(index) }

        var arena = self.arena
        var frozen: [RouteTable.Node] = []
        frozen.reserveCapacity(nodes.count)
        var mixedEdges: [RouteTable.MixedEdge] = []
        var mixedPieces: [RouteTable.MixedPiece] = []
        var typedEdges: [RouteTable.TypedEdge] = []
        var extras: [RouteTable.NodeExtra] = []
        var mixedByNode: [Int32: [(shape: MixedShape, child: Int32)]] = [:]
        for (key, child) in mixedChildren { mixedByNode[key.node, default: []].append((key.shape, child)) }
        var typedByNode: [Int32: [(converter: Int32, child: Int32)]] = [:]
        for (key, child) in typedChildren {
            // Every converter name was checked when its route was added.
            if let converter = converterIndex[converterNames[Int(key.converter)]] {
                typedByNode[key.node, default: []].append((converter, child))
            }
        }
        for (index, node) in nodes.enumerated() {
            let mixed = mixedByNode[Int32(index)] ?? []
            let typed = typedByNode[Int32(index)] ?? []
            var flat = RouteTable.Node(
                route: node.route, catchAll: node.catchAll, capture: node.capture, wildcard: node.wildcard,
                hasLiterals: node.hasLiterals)
            var extra = RouteTable.NodeExtra()
            if !mixed.isEmpty {
                extra.mixedStart = Int32(mixedEdges.count)
                extra.mixedCount = Int32(mixed.count)
                for (shape, child) in mixed.sorted(by: { $0.shape < $1.shape }) {
                    let start = Int32(mixedPieces.count)
                    for piece in shape.pieces {
                        switch piece {
                        case .literal(let text):
                            mixedPieces.append(RouteTable.MixedPiece(
                                converter: RouteTable.MixedPiece.literal, literalStart: Int32(arena.count),
                                literalLength: Int32(text.utf8.count)))
                            arena.append(contentsOf: text.utf8)
                        case .capture(let converter):
                            mixedPieces.append(RouteTable.MixedPiece(
                                converter: converter.flatMap { converterIndex[$0] } ?? -1, literalStart: 0, literalLength: 0))
                        }
                    }
                    mixedEdges.append(RouteTable.MixedEdge(piecesStart: start, piecesCount: Int32(shape.pieces.count), child: child))
                }
            }
            if !typed.isEmpty {
                extra.typedStart = Int32(typedEdges.count)
                extra.typedCount = Int32(typed.count)
                for (converter, child) in typed.sorted(by: { $0.converter < $1.converter }) {
                    typedEdges.append(RouteTable.TypedEdge(converter: converter, child: child))
                }
            }
            if !mixed.isEmpty || !typed.isEmpty {
                flat.extra = Int32(extras.count)
                extras.append(extra)
            }
            frozen.append(flat)
        }
        // The literal edges go into the slots the builder's index points to, so probing is the same.
        var literalSlots = [RouteTable.LiteralEdge](repeating: .empty, count: slots.count)
        for (slot, edge) in slots.enumerated() where edge >= 0 {
            literalSlots[slot] = literalEdges[Int(edge)]
        }
        return RouteTable(
            routes: routes, nodes: frozen, literalSlots: literalSlots, extras: extras, arena: arena,
            mixedEdges: mixedEdges, mixedPieces: mixedPieces, typedEdges: typedEdges, converters: converterList,
            schemeRoots: schemeRoots.sorted { $0.key < $1.key }.map { (Array($0.key.utf8), $0.value) },
            schemelessRoot: schemelessRoot, maxCaptures: routes.reduce(0) { max($0, $1.captureNames.count) },
            options: options)
    }
}
