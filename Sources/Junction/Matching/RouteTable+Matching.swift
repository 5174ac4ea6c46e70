/// A capture the matcher found: its segment as written, and where the value stands in the
/// segment's decoded value.
struct CaptureRef: Sendable {
    var rawStart: Int32 = 0
    var rawEnd: Int32 = 0
    var start: Int32 = 0
    var end: Int32 = 0
    /// The segment is the authority, whose value is lower-cased.
    var isAuthority = false
}

/// Captures kept inline up to four, so a match allocates nothing for most routes.
struct CaptureList: Sendable {
    private(set) var count = 0
    private var inline = (CaptureRef(), CaptureRef(), CaptureRef(), CaptureRef())
    private var overflow: [CaptureRef] = []

    init(_ captures: UnsafeMutableBufferPointer<CaptureRef>, count: Int) {
        self.count = count
        for index in 0..<count {
            switch index {
            case 0: inline.0 = captures[0]
            case 1: inline.1 = captures[1]
            case 2: inline.2 = captures[2]
            case 3: inline.3 = captures[3]
            default: overflow.append(captures[index])
            }
        }
    }

    subscript(index: Int) -> CaptureRef {
        switch index {
        case 0: inline.0
        case 1: inline.1
        case 2: inline.2
        case 3: inline.3
        default: overflow[index - 4]
        }
    }
}

extension RouteTable {
    /// Finds the route for a URL (ROUTING.md §3): the scheme's routes, then the scheme-less
    /// ones; then, with `fallback`, the nearest ancestor.
    ///
    /// - Complexity: One pass over the URL, then one hash probe per literal segment; captures
    ///   and wildcards add backtracking only where routes at one position need it.
    func match(_ string: String, fallback: Bool) throws(RouteError) -> RouteMatch? {
        try RouteURL.scan(string, options: options.parsing) { url, bytes, segments in
            match(url, bytes, segments, fallback: fallback)
        }
    }

    private func match(
        _ url: RouteURL, _ bytes: UnsafeBufferPointer<UInt8>, _ segments: UnsafeMutableBufferPointer<SegmentRef>,
        fallback: Bool
    ) -> RouteMatch? {
        let needsScratch = segments.contains { $0.hasPercent || $0.hasUppercase || $0.hasNonASCII }
        guard needsScratch else {
            return prepareAndMatch(url, bytes, segments, scratch: UnsafeMutableBufferPointer(start: nil, count: 0), fallback: fallback)
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count * 4 + 16) { scratch in
            prepareAndMatch(url, bytes, segments, scratch: scratch, fallback: fallback)
        }
    }

    private func prepareAndMatch(
        _ url: RouteURL, _ bytes: UnsafeBufferPointer<UInt8>, _ segments: UnsafeMutableBufferPointer<SegmentRef>,
        scratch: UnsafeMutableBufferPointer<UInt8>, fallback: Bool
    ) -> RouteMatch? {
        var input = MatchInput(url: bytes, scratch: scratch, segments: segments)
        input.prepare(authorityIsSegment: url.offsets.authorityIsSegment, caseInsensitive: options.caseInsensitive)
        let schemeRoot = self.schemeRoot(of: url, bytes)
        // A universal link on a web host reaches the scheme-less routes by its path alone.
        let schemelessStart = isOnWebHost(url, input) ? 1 : 0
        let count = segments.count

        return withUnsafeTemporaryAllocation(of: CaptureRef.self, capacity: max(maxCaptures, 1)) { captures in
            withBuffers { trie in
                var matcher = Matcher(
                    trie: trie, converters: converters, input: input, caseInsensitive: options.caseInsensitive,
                    captures: captures)
                func attempt(_ root: Int32, from start: Int, to end: Int, fallingBack: Bool) -> RouteMatch? {
                    matcher.captureCount = 0
                    guard let (route, remainder) = matcher.find(root, start, end) else { return nil }
                    let leftover = fallingBack ? end : remainder
                    let remainderOffset: Int32 = leftover < 0 ? -1 : leftover >= count ? -2 : segments[leftover].rawStart
                    return RouteMatch(
                        url: url, table: self, routeIndex: Int(route),
                        captures: CaptureList(captures, count: matcher.captureCount), remainderOffset: remainderOffset)
                }
                if schemeRoot >= 0, let found = attempt(schemeRoot, from: 0, to: count, fallingBack: false) { return found }
                if let found = attempt(schemelessRoot, from: schemelessStart, to: count, fallingBack: false) { return found }
                guard fallback else { return nil }
                for end in stride(from: count - 1, through: 0, by: -1) {
                    if schemeRoot >= 0, let found = attempt(schemeRoot, from: 0, to: end, fallingBack: true) { return found }
                    if end >= schemelessStart, let found = attempt(schemelessRoot, from: schemelessStart, to: end, fallingBack: true) {
                        return found
                    }
                }
                return nil
            }
        }
    }

    /// The root of the URL's scheme, or `-1`.
    private func schemeRoot(of url: RouteURL, _ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        guard url.offsets.hasScheme else { return -1 }
        let length = Int(url.offsets.schemeEnd)
        for (scheme, root) in schemeRoots where scheme.count == length {
            var equal = true
            for index in 0..<length where bytes[index].asciiLowercased != scheme[index] {
                equal = false
                break
            }
            if equal { return root }
        }
        return -1
    }

    private func isOnWebHost(_ url: RouteURL, _ input: MatchInput) -> Bool {
        guard !webHosts.isEmpty, url.offsets.authorityIsSegment, url.offsets.schemeEnd == 4 || url.offsets.schemeEnd == 5
        else { return false }
        guard let scheme = url.scheme, scheme == "http" || scheme == "https" else { return false }
        let host = input.value(0)
        return webHosts.contains { $0.elementsEqual(host) }
    }

    /// The table's arrays as buffers, for a lookup that reads them without bounds checks on
    /// every step or reference counting.
    struct Buffers {
        let nodes: UnsafeBufferPointer<Node>
        let slots: UnsafeBufferPointer<Int32>
        let edges: UnsafeBufferPointer<LiteralEdge>
        let arena: UnsafeBufferPointer<UInt8>
        let mixedEdges: UnsafeBufferPointer<MixedEdge>
        let mixedPieces: UnsafeBufferPointer<MixedPiece>
        let typedEdges: UnsafeBufferPointer<TypedEdge>
    }

    func withBuffers<Result>(_ body: (Buffers) -> Result) -> Result {
        nodes.withUnsafeBufferPointer { nodes in
            literalSlots.withUnsafeBufferPointer { slots in
                literalEdges.withUnsafeBufferPointer { edges in
                    arena.withUnsafeBufferPointer { arena in
                        mixedEdges.withUnsafeBufferPointer { mixedEdges in
                            mixedPieces.withUnsafeBufferPointer { mixedPieces in
                                typedEdges.withUnsafeBufferPointer { typedEdges in
                                    body(Buffers(
                                        nodes: nodes, slots: slots, edges: edges, arena: arena, mixedEdges: mixedEdges,
                                        mixedPieces: mixedPieces, typedEdges: typedEdges))
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The URL's segments as the matcher reads them: decoded values, and keys compared with literals.
struct MatchInput {
    let url: UnsafeBufferPointer<UInt8>
    let scratch: UnsafeMutableBufferPointer<UInt8>
    let segments: UnsafeMutableBufferPointer<SegmentRef>

    @inline(__always)
    func value(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        let ref = segments[index]
        let base = ref.valueInScratch ? UnsafeBufferPointer(scratch) : url
        return UnsafeBufferPointer(rebasing: base[Int(ref.valueStart)..<Int(ref.valueEnd)])
    }

    @inline(__always)
    func key(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        let ref = segments[index]
        let base = ref.keyInScratch ? UnsafeBufferPointer(scratch) : url
        return UnsafeBufferPointer(rebasing: base[Int(ref.keyStart)..<Int(ref.keyEnd)])
    }

    /// Works out each segment's value (decoded; the authority lower-cased), its key (folded
    /// when the router ignores case) and the key's hash, writing into scratch where needed.
    mutating func prepare(authorityIsSegment: Bool, caseInsensitive: Bool) {
        var used = 0
        for index in 0..<segments.count {
            var ref = segments[index]
            let isAuthority = index == 0 && authorityIsSegment
            ref.isAuthority = isAuthority
            if ref.hasPercent || (isAuthority && (ref.hasUppercase || ref.hasNonASCII)) {
                let start = used
                var position = Int(ref.rawStart)
                while position < Int(ref.rawEnd) {
                    let byte = url[position]
                    if byte == .percent, let high = url[position + 1].hexValue, let low = url[position + 2].hexValue {
                        scratch[used] = high << 4 | low
                        position += 3
                    } else {
                        scratch[used] = byte
                        position += 1
                    }
                    used += 1
                }
                if isAuthority { used = fold(start, used, unicode: ref.hasNonASCII) }
                ref.valueStart = Int32(start)
                ref.valueEnd = Int32(used)
                ref.valueInScratch = true
            } else {
                ref.valueStart = ref.rawStart
                ref.valueEnd = ref.rawEnd
            }
            ref.keyStart = ref.valueStart
            ref.keyEnd = ref.valueEnd
            ref.keyInScratch = ref.valueInScratch
            if caseInsensitive && !isAuthority && (ref.hasUppercase || ref.hasNonASCII) {
                let start = used
                let base = ref.valueInScratch ? UnsafeBufferPointer(scratch) : url
                for position in Int(ref.valueStart)..<Int(ref.valueEnd) {
                    scratch[used] = base[position]
                    used += 1
                }
                used = fold(start, used, unicode: ref.hasNonASCII)
                ref.keyStart = Int32(start)
                ref.keyEnd = Int32(used)
                ref.keyInScratch = true
            }
            segments[index] = ref
            let base = ref.keyInScratch ? UnsafeBufferPointer(scratch) : url
            segments[index].keyHash = RouteTable.hash(UnsafeBufferPointer(rebasing: base[Int(ref.keyStart)..<Int(ref.keyEnd)]))
        }
    }

    /// Lower-cases `scratch[start..<end]` in place (ASCII), or by Unicode's rules when the text
    /// is not all ASCII; returns the new end.
    private func fold(_ start: Int, _ end: Int, unicode: Bool) -> Int {
        guard unicode else {
            for position in start..<end { scratch[position] = scratch[position].asciiLowercased }
            return end
        }
        let lowered = String(decoding: UnsafeBufferPointer(rebasing: scratch[start..<end]), as: UTF8.self).lowercased()
        var position = start
        for byte in lowered.utf8 {
            scratch[position] = byte
            position += 1
        }
        return position
    }
}

/// A depth-first search of the trie in precedence order, backtracking on failure.
struct Matcher {
    let trie: RouteTable.Buffers
    let converters: [ParameterConverter]
    let input: MatchInput
    let caseInsensitive: Bool
    let captures: UnsafeMutableBufferPointer<CaptureRef>
    var captureCount = 0

    init(
        trie: RouteTable.Buffers, converters: [ParameterConverter], input: MatchInput, caseInsensitive: Bool,
        captures: UnsafeMutableBufferPointer<CaptureRef>
    ) {
        self.trie = trie
        self.converters = converters
        self.input = input
        self.caseInsensitive = caseInsensitive
        self.captures = captures
    }

    /// The route for segments `index..<end` under `nodeIndex`, and where a `**` route's
    /// remainder starts (`-1` when the route took every segment without `**`).
    mutating func find(_ nodeIndex: Int32, _ index: Int, _ end: Int) -> (route: Int32, remainder: Int)? {
        let node = trie.nodes[Int(nodeIndex)]
        if index == end {
            if node.route >= 0 { return (node.route, -1) }
            if node.catchAll >= 0 { return (node.catchAll, index) }
            return nil
        }
        if node.hasLiterals {
            let child = literalChild(nodeIndex, index)
            if child >= 0, let found = find(child, index + 1, end) { return found }
        }
        let mark = captureCount
        for edgeIndex in Int(node.mixedStart)..<Int(node.mixedStart + node.mixedCount) {
            let edge = trie.mixedEdges[edgeIndex]
            if matchPieces(Int(edge.piecesStart), Int(edge.piecesStart + edge.piecesCount), segment: index, at: 0),
               let found = find(edge.child, index + 1, end) {
                return found
            }
            captureCount = mark
        }
        if node.typedCount > 0 {
            let value = input.value(index)
            for edgeIndex in Int(node.typedStart)..<Int(node.typedStart + node.typedCount) {
                let edge = trie.typedEdges[edgeIndex]
                guard converters[Int(edge.converter)].accepts(value) else { continue }
                capture(index, 0, value.count)
                if let found = find(edge.child, index + 1, end) { return found }
                captureCount = mark
            }
        }
        if node.capture >= 0 {
            capture(index, 0, input.value(index).count)
            if let found = find(node.capture, index + 1, end) { return found }
            captureCount = mark
        }
        if node.wildcard >= 0, let found = find(node.wildcard, index + 1, end) { return found }
        if node.catchAll >= 0 { return (node.catchAll, index) }
        return nil
    }

    @inline(__always)
    private mutating func capture(_ segment: Int, _ start: Int, _ end: Int) {
        let ref = input.segments[segment]
        captures[captureCount] = CaptureRef(
            rawStart: ref.rawStart, rawEnd: ref.rawEnd, start: Int32(start), end: Int32(end),
            isAuthority: ref.isAuthority)
        captureCount += 1
    }

    /// The child reached by a literal edge for the segment's key, or `-1`.
    private func literalChild(_ parent: Int32, _ segment: Int) -> Int32 {
        let key = input.key(segment)
        let hash = input.segments[segment].keyHash
        let short = UInt32(truncatingIfNeeded: hash)
        let mask = trie.slots.count - 1
        var slot = RouteTable.slot(hash: hash, parent: parent, mask: mask)
        while true {
            let edgeIndex = trie.slots[slot]
            if edgeIndex < 0 { return -1 }
            let edge = trie.edges[Int(edgeIndex)]
            if edge.parent == parent, edge.hash == short, Int(edge.keyLength) == key.count,
               equal(key, Int(edge.keyStart), folding: false) {
                return edge.child
            }
            slot = (slot + 1) & mask
        }
    }

    /// Whether `bytes` equal the arena's text at `start` (of the same length).
    @inline(__always)
    private func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, folding: Bool) -> Bool {
        for offset in 0..<bytes.count {
            let byte = folding ? bytes[offset].asciiLowercased : bytes[offset]
            if byte != trie.arena[start + offset] { return false }
        }
        return true
    }

    /// Matches pieces `piece..<endPiece` of a mixed segment against its value from `position`,
    /// each capture taking the shortest non-empty text that lets the rest match.
    private mutating func matchPieces(_ piece: Int, _ endPiece: Int, segment: Int, at position: Int) -> Bool {
        let value = input.value(segment)
        guard piece < endPiece else { return position == value.count }
        let current = trie.mixedPieces[piece]
        if current.converter == RouteTable.MixedPiece.literal {
            let length = Int(current.literalLength)
            guard value.count - position >= length,
                  equal(UnsafeBufferPointer(rebasing: value[position..<position + length]), Int(current.literalStart),
                        folding: caseInsensitive)
            else { return false }
            return matchPieces(piece + 1, endPiece, segment: segment, at: position + length)
        }
        let isLast = piece == endPiece - 1
        var end = isLast ? value.count : position + 1
        let mark = captureCount
        while end <= value.count {
            // A capture ends on a scalar boundary: the next byte is not a continuation byte.
            if end > position, end == value.count || value[end] & 0xC0 != 0x80 {
                let accepted = current.converter < 0
                    || converters[Int(current.converter)].accepts(UnsafeBufferPointer(rebasing: value[position..<end]))
                if accepted {
                    capture(segment, position, end)
                    if matchPieces(piece + 1, endPiece, segment: segment, at: end) { return true }
                    captureCount = mark
                }
            }
            end += 1
        }
        return false
    }
}
