/// One lookup's walk of the trie: depth first, each node's candidates in ``SegmentRank`` order
/// (a literal, then the node's edges as the trie sorted them, a case-insensitive route's
/// literals first, then `**`), backtracking on
/// failure. `MatchingTests.precedence` states the order, and `mostSpecificRouteWins` checks it in
/// both registration orders.
///
/// The walk reads the URL's segments from the list the scanner recorded, by number: a walk
/// keeps the number of the next segment, and a segment is decoded and folded only where a node
/// needs it (see `URLSegment.swift`).
struct Matcher {
    let table: RouteTable
    /// The URL's bytes, lent for the lookup.
    let bytes: LentBuffer<UInt8>
    /// The URL's segments, the authority first when it is one.
    let segments: LentBuffer<URLSegment>
    /// Working memory for the captures, as many as the table's longest list.
    let captures: LentBuffer<CaptureRef>
    /// Where the URL's scheme ends (its `:`), or `-1`.
    let schemeEnd: Int32
    // The flags stand beside the scheme's end, where they share one word: a matcher larger than
    // 128 bytes is copied with `memcpy` where the walk calls a method on it.
    let caseInsensitive: Bool
    /// Whether a literal on the walk so far matched only once lower-cased (a case-insensitive
    /// route's edge): only such routes may then end the walk.
    var foldedOnly = false
    /// Set when the lookup went past a limit; it then matches nothing and reports `limitExceeded`.
    var exceededLimit = false
    /// Whether the URL is on one of the web hosts (``isOnWebHost()``), set once a lookup starts.
    var onWebHost = false
    var captureCount = 0
    /// Custom converter calls this lookup made inside mixed segments.
    var customChecks = 0

    init(
        table: RouteTable, url: URLOffsets, bytes: LentBuffer<UInt8>, segments: LentBuffer<URLSegment>,
        captures: LentBuffer<CaptureRef>
    ) {
        self.table = table
        self.bytes = bytes
        self.segments = segments
        schemeEnd = url.schemeEnd
        self.captures = captures
        caseInsensitive = table.options.caseInsensitive
    }

    /// The route for the segments from number `start` up to `limit` (the first segment left
    /// out, or the number of segments) under `root`, and the byte offset where a `**` route's
    /// remainder starts: `-1` when the route took every segment without `**`, `-2` when `**`
    /// took none.
    ///
    /// A node's last candidate is followed in the loop rather than by a call, so a path of
    /// literals (or of one capture at a time) is walked without recursion; only a node with
    /// more than one candidate calls itself, to come back to the next one when the first fails.
    /// A failed search leaves ``captureCount`` as it found it.
    mutating func find(_ root: Int32, from start: Int, before limit: Int) -> (route: Int32, remainder: Int)? {
        let entryCount = captureCount
        let entryFolded = foldedOnly
        var nodeIndex = root
        var position = start
        search: while !exceededLimit {
            let node = table.trie.nodes[Int(nodeIndex)]
            guard position < limit else {
                if ends(node.route) { return (node.route, -1) }
                if ends(node.remainderRoute) { return (node.remainderRoute, -2) }
                break search
            }
            let segment = segments[position]
            let next = position + 1
            let hasOthers = node.edgeCount > 0 || node.remainderRoute >= 0
            var literal: Int32 = -1
            if node.hasLiterals {
                literal = literalChild(of: nodeIndex, segment)
                if !hasOthers {
                    guard literal >= 0 else { break search }
                    (nodeIndex, position) = (literal, next)
                    continue search
                }
                if literal >= 0, let found = find(literal, from: next, before: limit) { return found }
            }
            let lastEdge = Int(node.firstEdge + node.edgeCount) - 1
            var edgeIndex = Int(node.firstEdge)
            while edgeIndex <= lastEdge {
                let edge = table.trie.edges[edgeIndex]
                let mark = (captureCount, foldedOnly)
                // A folded edge leads where its literal does: taken already when that matched.
                if edge.child != literal, take(edge, segment) {
                    if edgeIndex == lastEdge && node.remainderRoute < 0 {
                        (nodeIndex, position) = (edge.child, next)
                        continue search
                    }
                    if let found = find(edge.child, from: next, before: limit) { return found }
                }
                (captureCount, foldedOnly) = mark
                edgeIndex += 1
            }
            if ends(node.remainderRoute) { return (node.remainderRoute, segment.start) }
            break search
        }
        captureCount = entryCount
        foldedOnly = entryFolded
        return nil
    }

    /// Whether `route` (`-1` for none) ends the walk: any route, unless a literal matched only
    /// once lower-cased, which only a case-insensitive route's may, or the route does not take
    /// the URL's host or scheme (``admits(_:)``).
    private func ends(_ route: Int32) -> Bool {
        guard route >= 0 else { return false }
        if foldedOnly && !table.routes[Int(route)].pattern.caseInsensitive { return false }
        return !table.checksHosts || admits(table.routes[Int(route)].pattern)
    }

    /// Whether `edge` takes the segment, recording its captures when it does.
    private mutating func take(_ edge: Trie.Edge, _ segment: URLSegment) -> Bool {
        switch edge.kind {
        case .foldedLiteral:
            let text = table.trie.literals.text
            let matches = segment.withKey(in: bytes, foldsCase: true) { key in
                key.count == Int(edge.count) && key.elementsEqual(0..<key.count, text, from: Int(edge.start))
            }
            if matches { foldedOnly = true }
            return matches
        case .wildcard:
            return true
        case .capture:
            capture(segment, 0, CaptureRef.wholeSegment)
            return true
        case .typed:
            guard segment.withValue(in: bytes, { accepts(edge.start, $0) }) else { return false }
            capture(segment, 0, CaptureRef.wholeSegment)
            return true
        case .mixed:
            return segment.withValue(in: bytes) { value in
                matchMixed(pieces: Int(edge.start)..<Int(edge.start + edge.count), value: value, segment: segment)
            }
        }
    }

    /// Records a capture of `segment`'s value from `start` to `end`.
    mutating func capture(_ segment: URLSegment, _ start: Int, _ end: Int32) {
        captures[captureCount] = CaptureRef(rawStart: Int32(segment.start), start: Int32(start), end: end)
        captureCount += 1
    }

    /// Whether the converter at `index` accepts a decoded value; built-in converters are checked
    /// without copying the converter (which would retain its name and closure).
    func accepts(_ index: Int32, _ value: LentBuffer<UInt8>) -> Bool {
        if let builtIn = table.builtInKinds[Int(index)] { return builtIn.accepts(value) }
        return table.converters[Int(index)].accepts(value)
    }
}
