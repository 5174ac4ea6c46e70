/// The trie while routes are added, route by route: the frozen ``Trie``'s layout, but for each
/// node's children other than literals, which stand in one list of every node's, each node's
/// linked in ``SegmentRank`` order, so that a route can add one anywhere. ``frozen()`` lays
/// each node's out end to end; ``init(from:literalRoom:)`` makes a builder from a frozen trie
/// again, so that a router need not keep a builder beside every table it builds.
struct TrieBuilder {
    private struct Node {
        var route: Int32 = -1
        var remainderRoute: Int32 = -1
        var hasLiterals = false
        /// The node's first child that is not a literal, in `children`; `-1` for none.
        var firstChild: Int32 = -1
        var childCount: Int32 = 0
    }

    /// A child that is not a literal, and the next of its node's, in rank order (`-1` after the last).
    /// Plain values only, so that the list of every node's children costs no more than its bytes
    /// to keep, copy and free: a rank with text (a typed capture's, a mixed segment's, a folded
    /// literal's) stands in `ranks`, at `rank`.
    private struct Child {
        var edge: Trie.Edge
        var next: Int32
        var rank: Int32 = -1
    }

    /// Node 0 is the root of the routes without a scheme.
    private var nodes = [Node()]
    private var children: [Child] = []
    private var ranks: [SegmentRank] = []
    private var literals = LiteralEdges()
    private var pieces: [Trie.MixedPiece] = []
    /// Each scheme (lower-cased) with its root, in the order first met.
    private var schemes: [(scheme: String, root: Trie.SchemeRoot)] = []

    /// Adds a route's path; its index in the table is `route`. `converter` gives the index of
    /// each typed capture's converter. `reading` sees each segment before it is added, so that
    /// a caller that needs the segments too (to check the converters exist, to hash the route's
    /// shape) reads them on the same pass; when it throws, the insert stops there, leaving the
    /// trie with part of the path and without the route, and the caller must not keep it.
    ///
    /// - Complexity: O(*s*) for a path of *s* segments, plus a node's other children where the
    ///   route adds one beside them.
    mutating func insert<Failure: Error>(
        _ pattern: RoutePattern, route: Int32, foldCase: Bool, converter: (String) -> Int32,
        reading: (SegmentView) throws(Failure) -> Void
    ) throws(Failure) {
        var node = pattern.scheme.map { root(of: $0) } ?? Trie.schemelessRoot
        var takesRemainder = false
        // A case-insensitive route in a router that compares case: each literal is the key of
        // its text in lower case, which a segment written so reaches as it reaches any other
        // route's, and an edge to the same child compared folded, for every other spelling.
        let routeFolds = !foldCase && pattern.caseInsensitive
        try pattern.forEachSegment(names: false) { (view) throws(Failure) in
            try reading(view)
            switch view {
            case .plainLiteral(let bytes) where routeFolds:
                node = foldedLiteralChild(of: node, String(decoding: bytes))
            case .segment(.literal(let text)) where routeFolds:
                node = foldedLiteralChild(of: node, text.lowercased())
            case .plainLiteral(let bytes):
                // No upper case: folding leaves it as it is.
                node = literalChild(of: node, bytes)
            case .segment(.literal(let text)):
                node = (foldCase ? text.lowercased() : text).withUTF8Bytes { literalChild(of: node, $0) }
            case .segment(.catchAll):
                // Always the last segment: the route stands at the node it hangs from.
                takesRemainder = true
            case .segment(let segment):
                node = child(of: node, segment, foldCase: foldCase, routeFolds: routeFolds, converter: converter)
            }
        }
        if takesRemainder {
            nodes[Int(node)].remainderRoute = route
        } else {
            nodes[Int(node)].route = route
        }
    }

    /// Makes room for the literal edges of `segments` more literal segments. Routes share their
    /// first literals (a module's name, a section), so they make fewer edges than segments:
    /// room is made for half, and a table that still fills up grows as usual.
    mutating func reserveLiteralEdges(forSegments segments: Int) {
        literals.reserveCapacity(forAdding: segments / 2)
    }

    /// An empty trie.
    init() {}

    /// A frozen trie, and what a builder needs besides to grow it again: each edge's rank
    /// (its index in `ranks`, or `-1` for a capture's and a wildcard's) and the schemes' names.
    struct Frozen {
        let trie: Trie
        fileprivate let edgeRanks: [Int32]
        fileprivate let ranks: [SegmentRank]
        fileprivate let schemes: [(scheme: String, root: Trie.SchemeRoot)]
    }

    /// The frozen trie: each node's children end to end, in rank order; the literal edges and
    /// mixed pieces are the builder's, shared until the builder next changes them.
    ///
    /// - Complexity: O(*n*) in the nodes, edges and literal slots; no hashing.
    func frozen() -> Frozen {
        var edges: [Trie.Edge] = []
        var edgeRanks: [Int32] = []
        edges.reserveCapacity(children.count)
        edgeRanks.reserveCapacity(children.count)
        var frozenNodes: [Trie.Node] = []
        frozenNodes.reserveCapacity(nodes.count)
        for node in nodes {
            frozenNodes.append(Trie.Node(
                route: node.route, remainderRoute: node.remainderRoute, firstEdge: Int32(edges.count),
                edgeCount: node.childCount, hasLiterals: node.hasLiterals))
            var child = node.firstChild
            while child >= 0 {
                edges.append(children[Int(child)].edge)
                edgeRanks.append(children[Int(child)].rank)
                child = children[Int(child)].next
            }
        }
        let trie = Trie(
            nodes: frozenNodes, edges: edges, literals: literals, pieces: pieces,
            schemes: schemes.map(\.root))
        return Frozen(trie: trie, edgeRanks: edgeRanks, ranks: ranks, schemes: schemes)
    }

    /// A builder that goes on from a frozen trie: each node's children linked in the order they
    /// stand, with room for the literal edges of `literalRoom` more literal segments. The literal
    /// edges and mixed pieces are the frozen trie's, copied by their first change.
    ///
    /// - Complexity: O(*n*) in the nodes, edges and literal slots; no hashing, but for the
    ///   literal keys' text when making room resizes their table.
    init(from frozen: Frozen, literalRoom: Int = 0) {
        let trie = frozen.trie
        nodes = trie.nodes.map { node in
            Node(route: node.route, remainderRoute: node.remainderRoute, hasLiterals: node.hasLiterals,
                 firstChild: node.edgeCount > 0 ? node.firstEdge : -1, childCount: node.edgeCount)
        }
        children = []
        children.reserveCapacity(trie.edges.count)
        for node in trie.nodes {
            let end = node.firstEdge + node.edgeCount
            for index in node.firstEdge..<end {
                children.append(Child(edge: trie.edges[Int(index)], next: index + 1 < end ? index + 1 : -1,
                                      rank: frozen.edgeRanks[Int(index)]))
            }
        }
        literals = trie.literals
        if literalRoom > 0 { reserveLiteralEdges(forSegments: literalRoom) }
        pieces = trie.pieces
        ranks = frozen.ranks
        schemes = frozen.schemes
    }

    private mutating func newNode() -> Int32 {
        nodes.append(Node())
        return Int32(nodes.count - 1)
    }

    /// The root of a scheme's routes, added if it is new.
    private mutating func root(of scheme: String) -> Int32 {
        if let known = schemes.first(where: { $0.scheme == scheme }) { return known.root.root }
        let root = newNode()
        let start = scheme.withUTF8Bytes { literals.appendText($0) }
        schemes.append((scheme, Trie.SchemeRoot(textStart: start, textCount: Int32(scheme.utf8.count), root: root)))
        return root
    }

    /// The child of `node` for a literal's bytes, added if it is new.
    private mutating func literalChild(of node: Int32, _ key: LentBuffer<UInt8>) -> Int32 {
        let existing = literals.child(of: node, key: 0..<key.count, in: key, hash: SegmentHasher.hash(key))
        if existing >= 0 { return existing }
        let child = newNode()
        literals.insert(parent: node, child: child, key: key)
        nodes[Int(node)].hasLiterals = true
        return child
    }

    /// The child of `node` for a case-insensitive route's literal, `text` lower-cased: the
    /// literal key's child, with an edge compared folded to it, each added if it is new.
    private mutating func foldedLiteralChild(of node: Int32, _ text: String) -> Int32 {
        let child = text.withUTF8Bytes { literalChild(of: node, $0) }
        let rank = SegmentRank.foldedLiteral(text)
        if let (previous, next) = place(of: rank, under: node) {
            let start = text.withUTF8Bytes { literals.appendText($0) }
            let edge = Trie.Edge(kind: .foldedLiteral, child: child, start: start, count: Int32(text.utf8.count))
            link(edge, rank: rank, next: next, after: previous, under: node)
        }
        return child
    }

    /// Where a child of `rank` goes among `node`'s, in rank order: after `previous`, before
    /// `next` (`-1` for none); `nil` when the node has one of that rank.
    private func place(of rank: SegmentRank, under node: Int32) -> (previous: Int32, next: Int32)? {
        var previous: Int32 = -1
        var next = nodes[Int(node)].firstChild
        while next >= 0, !(rank < self.rank(of: children[Int(next)])) {
            if self.rank(of: children[Int(next)]) == rank { return nil }
            previous = next
            next = children[Int(next)].next
        }
        return (previous, next)
    }

    /// The rank of a child: a capture's and a wildcard's are their kind's alone.
    private func rank(of child: Child) -> SegmentRank {
        switch child.edge.kind {
        case .capture: .capture
        case .wildcard: .wildcard
        default: ranks[Int(child.rank)]
        }
    }

    /// Adds an edge of `rank` to `node`'s children after `previous` (`-1`: first), before `next`.
    private mutating func link(_ edge: Trie.Edge, rank: SegmentRank, next: Int32, after previous: Int32, under node: Int32) {
        var child = Child(edge: edge, next: next)
        if edge.kind != .capture && edge.kind != .wildcard {
            child.rank = Int32(ranks.count)
            ranks.append(rank)
        }
        let added = Int32(children.count)
        children.append(child)
        if previous >= 0 {
            children[Int(previous)].next = added
        } else {
            nodes[Int(node)].firstChild = added
        }
        nodes[Int(node)].childCount += 1
    }

    /// The child of `node` for a segment that is not a literal, added in rank order if it is new:
    /// segments of one rank (`:id` and `:name`, two mixed segments of one shape) share it.
    private mutating func child(
        of node: Int32, _ segment: PatternSegment, foldCase: Bool, routeFolds: Bool, converter: (String) -> Int32
    ) -> Int32 {
        let rank = SegmentRank(segment, foldCase: foldCase, routeFoldsCase: routeFolds)
        guard let (previous, next) = place(of: rank, under: node) else {
            var existing = nodes[Int(node)].firstChild
            while self.rank(of: children[Int(existing)]) != rank { existing = children[Int(existing)].next }
            return children[Int(existing)].edge.child
        }
        let child = newNode()
        var edge: Trie.Edge
        switch segment {
        case .capture(let capture):
            edge = Trie.Edge(kind: capture.converter == nil ? .capture : .typed, child: child)
            if let name = capture.converter { edge.start = converter(name) }
        case .mixed(let segmentPieces):
            edge = Trie.Edge(kind: .mixed, child: child, start: Int32(pieces.count), count: Int32(segmentPieces.count))
            let shape = MixedShape(segmentPieces, foldCase: foldCase || routeFolds)
            let literalKind = shape.foldsCase ? Trie.MixedPiece.foldedLiteral : Trie.MixedPiece.literal
            for piece in shape.pieces {
                switch piece {
                case .literal(let text):
                    let start = text.withUTF8Bytes { literals.appendText($0) }
                    pieces.append(Trie.MixedPiece(converter: literalKind, textStart: start, textCount: Int32(text.utf8.count)))
                case .capture(let name):
                    pieces.append(Trie.MixedPiece(converter: name.map(converter) ?? Trie.MixedPiece.untyped))
                }
            }
        default:
            edge = Trie.Edge(kind: .wildcard, child: child)
        }
        link(edge, rank: rank, next: next, after: previous, under: node)
        return child
    }
}
