/// Collects routes, rejects bad and conflicting ones as they come, and freezes them into a
/// ``RouteTable``.
struct RouteTableBuilder {
    private(set) var options: RouterOptions
    private(set) var converters: [String: ParameterConverter] = ParameterConverter.builtIn
    /// Registration id → pattern, in registration order (ids only grow).
    private(set) var patterns: [(id: Int, pattern: RoutePattern)] = []
    /// The hash of what each route matches (``RouteShape``) → the ids of the routes with that
    /// hash, to find conflicts without keeping shapes; equal hashes are compared in full.
    private var shapes: [Int: [Int]] = [:]

    init(options: RouterOptions) {
        self.options = options
    }

    /// Adds a named converter.
    mutating func add(_ converter: ParameterConverter) throws(RouteError) {
        var name = converter.name
        let valid = name.withUTF8 { bytes in
            guard let first = bytes.first, first.isASCIILetter || first == .underscore else { return false }
            return bytes.dropFirst().allSatisfy(\.isIdentifierContinuation)
        }
        guard valid else {
            throw RouteError(.invalidPattern, "\"\(converter.name)\" is not a converter name (a letter or '_', then letters, digits or '_')")
        }
        guard converters[name] == nil, name != "string" else {
            throw RouteError(.conflict, "a converter named \"\(name)\" already exists")
        }
        converters[name] = converter
    }

    /// Adds a pattern whose converters exist and that matches URLs no other route matches exactly.
    mutating func add(_ pattern: RoutePattern, id: Int) throws(RouteError) {
        for segment in pattern.segments {
            for capture in segment.captures {
                if let name = capture.converter, converters[name] == nil {
                    throw RouteError(
                        .invalidPattern, "unknown converter \"\(name)\"",
                        pattern: pattern.text, column: pattern.column(ofOffset: capture.offset))
                }
            }
        }
        let hash = RouteShape.hash(pattern, foldCase: options.caseInsensitive)
        if let earlier = self.pattern(matchingSameURLsAs: pattern, hash: hash) {
            throw RouteError(
                .conflict,
                "\"\(pattern.text)\" matches exactly the same URLs as \"\(earlier.pattern.text)\", registered earlier",
                pattern: pattern.text)
        }
        shapes[hash, default: []].append(id)
        patterns.append((id, pattern))
    }

    mutating func remove(id: Int) {
        guard let index = patterns.firstIndex(where: { $0.id == id }) else { return }
        let hash = RouteShape.hash(patterns[index].pattern, foldCase: options.caseInsensitive)
        shapes[hash]?.removeAll { $0 == id }
        if shapes[hash]?.isEmpty == true { shapes[hash] = nil }
        patterns.remove(at: index)
    }

    mutating func removeAll() {
        patterns.removeAll()
        shapes.removeAll()
    }

    /// The route that matches exactly the URLs `pattern` matches, if there is one.
    func pattern(matchingSameURLsAs pattern: RoutePattern, hash: Int? = nil) -> (id: Int, pattern: RoutePattern)? {
        let hash = hash ?? RouteShape.hash(pattern, foldCase: options.caseInsensitive)
        guard let ids = shapes[hash] else { return nil }
        let shape = RouteShape(pattern, foldCase: options.caseInsensitive)
        for id in ids {
            if let existing = patterns.first(where: { $0.id == id }),
               RouteShape(existing.pattern, foldCase: options.caseInsensitive) == shape {
                return existing
            }
        }
        return nil
    }

    /// Freezes the routes into a table; route `i` of the table is `patterns[i]`.
    func build(names: [Int: String] = [:]) -> RouteTable {
        var schemeRoots: [String: BuilderNode] = [:]
        let schemeless = BuilderNode()
        var routes: [RouteTable.Route] = []
        routes.reserveCapacity(patterns.count)
        var maxCaptures = 0
        for (index, entry) in patterns.enumerated() {
            let pattern = entry.pattern
            var node: BuilderNode
            if let scheme = pattern.scheme {
                node = schemeRoots[scheme] ?? BuilderNode()
                schemeRoots[scheme] = node
            } else {
                node = schemeless
            }
            for segment in pattern.segments {
                if case .catchAll = segment {
                    node.catchAll = Int32(index)
                    break
                }
                node = node.child(for: segment, foldCase: options.caseInsensitive)
            }
            if !pattern.hasRemainder { node.route = Int32(index) }
            let captureNames = pattern.parameterNames
            maxCaptures = max(maxCaptures, captureNames.count)
            routes.append(RouteTable.Route(pattern: pattern, captureNames: captureNames, name: names[entry.id]))
        }

        var flattener = TrieFlattener(converters: converters)
        let schemeRootIndices = schemeRoots.sorted { $0.key < $1.key }.map { (scheme: Array($0.key.utf8), root: flattener.add($0.value)) }
        let schemelessRoot = flattener.add(schemeless)
        return RouteTable(
            routes: routes, nodes: flattener.nodes, literalSlots: flattener.slots(), literalEdges: flattener.literalEdges,
            arena: flattener.arena, mixedEdges: flattener.mixedEdges, mixedPieces: flattener.mixedPieces,
            typedEdges: flattener.typedEdges, converters: flattener.converterList,
            schemeRoots: schemeRootIndices, schemelessRoot: schemelessRoot, maxCaptures: maxCaptures, options: options)
    }
}

/// What a pattern matches, without its names and defaults: two patterns with the same shape
/// match exactly the same URLs (`*` and an untyped capture are one shape; literals are folded
/// when the router ignores case).
struct RouteShape: Hashable {
    enum Segment: Hashable {
        case literal(String)
        /// A capture's converter, `nil` for an untyped capture or `*`.
        case capture(String?)
        case mixed(MixedShape)
        case catchAll
    }

    let scheme: String?
    let segments: [Segment]

    /// The hash of a pattern's shape, worked out without building it.
    static func hash(_ pattern: RoutePattern, foldCase: Bool) -> Int {
        var hasher = Hasher()
        hasher.combine(pattern.scheme)
        for segment in pattern.segments {
            switch segment {
            case .literal(let value):
                hasher.combine(0)
                hasher.combine(foldCase ? value.lowercased() : value)
            case .capture(let capture):
                hasher.combine(1)
                hasher.combine(capture.converter)
            case .wildcard:
                hasher.combine(1)
                hasher.combine(nil as String?)
            case .mixed(let pieces):
                hasher.combine(2)
                hasher.combine(MixedShape(pieces, foldCase: foldCase))
            case .catchAll:
                hasher.combine(3)
            }
        }
        return hasher.finalize()
    }

    init(_ pattern: RoutePattern, foldCase: Bool) {
        scheme = pattern.scheme
        segments = pattern.segments.map {
            switch $0 {
            case .literal(let value): .literal(foldCase ? value.lowercased() : value)
            case .capture(let capture): .capture(capture.converter)
            case .wildcard: .capture(nil)
            case .mixed(let pieces): .mixed(MixedShape(pieces, foldCase: foldCase))
            case .catchAll: .catchAll
            }
        }
    }
}

/// A trie node while the table is being built.
private final class BuilderNode {
    var literals: [String: BuilderNode] = [:]
    var mixed: [MixedShape: BuilderNode] = [:]
    var typed: [String: BuilderNode] = [:]
    var capture: BuilderNode?
    var wildcard: BuilderNode?
    var catchAll: Int32 = -1
    var route: Int32 = -1

    func child(for segment: PatternSegment, foldCase: Bool) -> BuilderNode {
        switch segment {
        case .literal(let value):
            let key = foldCase ? value.lowercased() : value
            if let node = literals[key] { return node }
            let node = BuilderNode()
            literals[key] = node
            return node
        case .capture(let capture):
            if let converter = capture.converter {
                if let node = typed[converter] { return node }
                let node = BuilderNode()
                typed[converter] = node
                return node
            }
            if let capture = self.capture { return capture }
            let node = BuilderNode()
            self.capture = node
            return node
        case .mixed(let pieces):
            let shape = MixedShape(pieces, foldCase: foldCase)
            if let node = mixed[shape] { return node }
            let node = BuilderNode()
            mixed[shape] = node
            return node
        case .wildcard:
            if let wildcard { return wildcard }
            let node = BuilderNode()
            wildcard = node
            return node
        case .catchAll:
            return self
        }
    }
}

/// Lays builder nodes out flat: nodes, edges and interned literal text in arrays.
private struct TrieFlattener {
    var nodes: [RouteTable.Node] = []
    var literalEdges: [RouteTable.LiteralEdge] = []
    var arena: [UInt8] = []
    var interned: [String: (start: Int32, length: Int32)] = [:]
    var mixedEdges: [RouteTable.MixedEdge] = []
    var mixedPieces: [RouteTable.MixedPiece] = []
    var typedEdges: [RouteTable.TypedEdge] = []
    /// Converters by index, in rank order; every name was checked when its pattern was added.
    let converterList: [ParameterConverter]
    let converterIndex: [String: Int32]

    init(converters: [String: ParameterConverter]) {
        converterList = converters.values.sorted { ($0.rank, $0.name) < ($1.rank, $1.name) }
        converterIndex = Dictionary(uniqueKeysWithValues: converterList.enumerated().map { ($1.name, Int32($0)) })
    }

    mutating func intern(_ text: String) -> (start: Int32, length: Int32) {
        if let place = interned[text] { return place }
        let place = (Int32(arena.count), Int32(text.utf8.count))
        arena.append(contentsOf: text.utf8)
        interned[text] = place
        return place
    }

    /// Adds a node and everything under it; returns its index.
    mutating func add(_ builder: BuilderNode) -> Int32 {
        let index = Int32(nodes.count)
        nodes.append(RouteTable.Node())
        var node = RouteTable.Node(route: builder.route, catchAll: builder.catchAll)

        for (key, child) in builder.literals {
            let childIndex = add(child)
            let place = intern(key)
            var text = key
            let hash = text.withUTF8 { RouteTable.hash($0) }
            literalEdges.append(RouteTable.LiteralEdge(
                parent: index, child: childIndex, hash: hash,
                keyStart: place.start, keyLength: place.length))
        }
        node.hasLiterals = !builder.literals.isEmpty

        let mixed = builder.mixed.sorted { $0.key < $1.key }.map { ($0.key, add($0.value)) }
        node.mixedStart = Int32(mixedEdges.count)
        node.mixedCount = Int32(mixed.count)
        for (shape, child) in mixed {
            let start = Int32(mixedPieces.count)
            for piece in shape.pieces {
                switch piece {
                case .literal(let text):
                    let place = intern(text)
                    mixedPieces.append(RouteTable.MixedPiece(
                        converter: RouteTable.MixedPiece.literal, literalStart: place.start, literalLength: place.length))
                case .capture(let converter):
                    mixedPieces.append(RouteTable.MixedPiece(
                        converter: converter.flatMap { converterIndex[$0] } ?? -1, literalStart: 0, literalLength: 0))
                }
            }
            mixedEdges.append(RouteTable.MixedEdge(piecesStart: start, piecesCount: Int32(shape.pieces.count), child: child))
        }

        let typed = builder.typed.compactMap { name, child in converterIndex[name].map { ($0, child) } }
            .sorted { $0.0 < $1.0 }
            .map { ($0.0, add($0.1)) }
        node.typedStart = Int32(typedEdges.count)
        node.typedCount = Int32(typed.count)
        for (converter, child) in typed {
            typedEdges.append(RouteTable.TypedEdge(converter: converter, child: child))
        }

        if let capture = builder.capture { node.capture = add(capture) }
        if let wildcard = builder.wildcard { node.wildcard = add(wildcard) }
        nodes[Int(index)] = node
        return index
    }

    /// The literal edges' hash table: a power of two at most half full.
    func slots() -> [Int32] {
        var capacity = 8
        while capacity < literalEdges.count * 2 { capacity <<= 1 }
        var slots = [Int32](repeating: -1, count: capacity)
        let mask = capacity - 1
        for (index, edge) in literalEdges.enumerated() {
            let hash = arena.withUnsafeBufferPointer {
                RouteTable.hash(UnsafeBufferPointer(rebasing: $0[Int(edge.keyStart)..<Int(edge.keyStart + edge.keyLength)]))
            }
            var slot = RouteTable.slot(hash: hash, parent: edge.parent, mask: mask)
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
        return slots
    }
}
