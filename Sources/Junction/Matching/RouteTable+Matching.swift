/// A capture the matcher found: where its segment starts as written, and where the value
/// stands in the segment's decoded value.
struct CaptureRef: Sendable {
    var rawStart: Int32 = 0
    var start: Int32 = 0
    var end: Int32 = 0
}

/// A match's captures, the first four inline: a list holds no reference, so a match and a
/// lookup's outcome copy as plain bytes. Past the fourth it keeps only the count, and
/// ``RouteMatch`` finds the rest again when they are read (``RouteTable/captures(of:)``), so
/// only the rare route with more captures pays, and only when its parameters are read.
struct CaptureList: Sendable {
    /// How many captures are kept inline.
    static let inlineCapacity = 4
    /// How many captures the match has, inline or not.
    private(set) var count: Int32 = 0
    private var inline = (CaptureRef(), CaptureRef(), CaptureRef(), CaptureRef())

    init() {}

    /// The first `count` of `captures`, which holds at least ``inlineCapacity`` initialized
    /// entries: the inline ones are copied at once, whatever the count.
    init(_ captures: UnsafeMutableBufferPointer<CaptureRef>, count: Int) {
        self.count = Int32(count)
        inline = UnsafeRawPointer(captures.baseAddress!).load(as: (CaptureRef, CaptureRef, CaptureRef, CaptureRef).self)
    }

    /// Whether every capture is inline.
    var isComplete: Bool { count <= Self.inlineCapacity }

    /// The capture at `index`, one of the first four; an empty one past them.
    subscript(index: Int) -> CaptureRef {
        switch index {
        case 0: inline.0
        case 1: inline.1
        case 2: inline.2
        case 3: inline.3
        default: CaptureRef()
        }
    }
}

extension RouteTable {
    /// Finds the route for a URL (ROUTING.md §3): the scheme's routes, then the scheme-less
    /// ones; then, with `fallback`, the nearest ancestor.
    ///
    /// - Complexity: One pass over the URL, then one hash probe per literal segment; captures
    ///   and wildcards add backtracking only where routes at one position need it, and each
    ///   trie node is tried at most once per segment. A mixed segment of *n* bytes costs
    ///   O(*n* × (*p* + *l*)) for a pattern segment of *p* pieces and *l* literal bytes (see
    ///   ``Matcher/matchMixed(_:_:segment:)``). Custom converters inside mixed segments are
    ///   called at most ``Matcher/customCheckBudget`` times; past that the lookup throws
    ///   `limitExceeded`.
    func match(_ string: String, fallback: Bool) throws(RouteError) -> RouteMatch? {
        var outcome = Outcome()
        try lookUp(string, fallback: fallback, into: &outcome)
        guard outcome.route >= 0 else { return nil }
        return RouteMatch(
            url: RouteURL(string: string, offsets: outcome.offsets), table: self, captures: outcome.captures,
            routeIndex: outcome.route, remainderOffset: outcome.remainderOffset, fellBack: fallback)
    }

    /// Every capture of `match`, found again by the lookup that made it (a match keeps four;
    /// see ``CaptureList``). The table and the URL are the same, so the lookup is too, unless
    /// a custom converter answers otherwise the second time: then the captures it no longer
    /// finds are empty.
    func captures(of match: RouteMatch) -> [CaptureRef] {
        var every: [CaptureRef] = []
        withUnsafeMutablePointer(to: &every) { pointer in
            var outcome = Outcome()
            outcome.everyCapture = pointer
            try? lookUp(match.url.string, fallback: match.fellBack, into: &outcome)
            if outcome.route != match.routeIndex { pointer.pointee = [] }
        }
        let count = Int(match.captures.count)
        if every.count != count {
            every = (0..<count).map { $0 < CaptureList.inlineCapacity ? match.captures[$0] : CaptureRef() }
        }
        return every
    }

    /// Scans `string` and finds its route into `outcome`.
    private func lookUp(_ string: String, fallback: Bool, into outcome: inout Outcome) throws(RouteError) {
        // The closures here and in `find` hold the table unowned: the lookup's caller holds it,
        // and a strong capture cost five retains and releases a lookup. Here the table is
        // lent to `find` without being counted (an unowned capture is retained for the call).
        let table = Unmanaged.passUnretained(self)
        try RouteURL.scan(string, options: parsing, foldsCase: caseInsensitive) { offsets, bytes, segments in
            table._withUnsafeGuaranteedRef { $0.find(offsets, bytes, segments, fallback: fallback, into: &outcome) }
        }
        if outcome.exceededLimit {
            throw RouteError(
                .limitExceeded,
                "matching this URL needs more than \(Matcher.customCheckBudget) custom converter checks (the limit)")
        }
    }

    /// What a lookup found, written in place so the caller builds its ``RouteMatch`` once.
    struct Outcome {
        var offsets = URLOffsets()
        var route: Int32 = -1
        var remainderOffset: Int32 = -1
        var captures = CaptureList()
        /// Set when a lookup stopped at ``Matcher/customCheckBudget``.
        var exceededLimit = false
        /// Where to write every capture, past the inline ones too, when asked for them.
        var everyCapture: UnsafeMutablePointer<[CaptureRef]>?
    }

    private func find(
        _ offsets: URLOffsets, _ bytes: UnsafeBufferPointer<UInt8>, _ segments: UnsafeMutableBufferPointer<SegmentRef>,
        fallback: Bool, into outcome: inout Outcome
    ) {
        outcome.offsets = offsets
        let needsScratch = !offsets.segmentsPrepared && segments.contains {
            !$0.flags.contains(.isPrepared) && !$0.flags.isDisjoint(with: [.hasPercent, .hasUppercase, .hasNonASCII])
        }
        guard needsScratch else {
            let none = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
            return find(offsets, bytes, segments, scratch: none, fallback: fallback, into: &outcome)
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count * 4 + 16) { [unowned(unsafe) self] scratch in
            find(offsets, bytes, segments, scratch: scratch, fallback: fallback, into: &outcome)
        }
    }

    private func find(
        _ offsets: URLOffsets, _ bytes: UnsafeBufferPointer<UInt8>, _ segments: UnsafeMutableBufferPointer<SegmentRef>,
        scratch: UnsafeMutableBufferPointer<UInt8>, fallback: Bool, into outcome: inout Outcome
    ) {
        var input = MatchInput(url: bytes, scratch: scratch, segments: segments)
        if !offsets.segmentsPrepared {
            input.prepare(authorityIsSegment: offsets.authorityIsSegment, caseInsensitive: caseInsensitive)
        }
        let schemeRoot = self.schemeRoot(of: offsets, bytes)
        // A universal link on a web host reaches the scheme-less routes by its path alone.
        let schemelessStart = isOnWebHost(offsets, bytes, input) ? 1 : 0
        let count = segments.count

        withUnsafeTemporaryAllocation(of: CaptureRef.self, capacity: max(maxCaptures, CaptureList.inlineCapacity)) {
            [unowned(unsafe) self] captures in
            captures.baseAddress!.initialize(repeating: CaptureRef(), count: CaptureList.inlineCapacity)
            var matcher = Matcher(table: self, input: input, caseInsensitive: caseInsensitive, captures: captures)
            func attempt(_ root: Int32, from start: Int, to end: Int, fallingBack: Bool, _ outcome: inout Outcome) -> Bool {
                matcher.captureCount = 0
                guard let (route, remainder) = matcher.find(root, start, end) else {
                    outcome.exceededLimit = matcher.exceededLimit
                    return matcher.exceededLimit
                }
                let leftover = fallingBack ? end : remainder
                outcome.route = route
                outcome.remainderOffset = leftover < 0 ? -1 : leftover >= count ? -2 : segments[leftover].rawStart
                outcome.captures = CaptureList(captures, count: matcher.captureCount)
                outcome.everyCapture?.pointee = Array(captures[0..<matcher.captureCount])
                return true
            }
            if schemeRoot >= 0, attempt(schemeRoot, from: 0, to: count, fallingBack: false, &outcome) { return }
            if attempt(schemelessRoot, from: schemelessStart, to: count, fallingBack: false, &outcome) { return }
            guard fallback else { return }
            for end in stride(from: count - 1, through: 0, by: -1) {
                if schemeRoot >= 0, attempt(schemeRoot, from: 0, to: end, fallingBack: true, &outcome) { return }
                if end >= schemelessStart, attempt(schemelessRoot, from: schemelessStart, to: end, fallingBack: true, &outcome) {
                    return
                }
            }
        }
    }

    /// Whether some route has this (lower-cased) scheme.
    func hasScheme(_ scheme: String) -> Bool {
        let bytes = Array(scheme.utf8)
        return schemeRoots.contains { arena[Int($0.start)..<Int($0.start + $0.length)].elementsEqual(bytes) }
    }

    /// The root of the URL's scheme, or `-1`. Inlined: it is called once a lookup, and the call
    /// cost about as much as comparing a word.
    @inline(__always)
    private func schemeRoot(of offsets: URLOffsets, _ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        guard offsets.hasScheme else { return -1 }
        let length = Int(offsets.schemeEnd)
        if length <= SchemeKey.maxLength {
            let word = SchemeKey.word(bytes, length)
            for key in schemeKeys where key.word == word { return key.root }
            return -1
        }
        for scheme in schemeRoots where Int(scheme.length) == length {
            let start = Int(scheme.start)
            var index = 0
            while index < length, bytes[index].asciiLowercased == arena[start + index] { index += 1 }
            if index == length { return scheme.value }
        }
        return -1
    }

    private func isOnWebHost(_ offsets: URLOffsets, _ bytes: UnsafeBufferPointer<UInt8>, _ input: MatchInput) -> Bool {
        guard !webHosts.isEmpty, offsets.authorityIsSegment, offsets.schemeEnd == 4 || offsets.schemeEnd == 5 else { return false }
        // Lazily: a lower-cased copy of the scheme was an array, an allocation a lookup.
        let scheme = bytes.prefix(Int(offsets.schemeEnd)).lazy.map { $0.asciiLowercased }
        guard scheme.elementsEqual("http".utf8) || scheme.elementsEqual("https".utf8) else { return false }
        let host = input.value(0)
        return webHosts.contains { arena[Int($0.start)..<Int($0.start + $0.length)].elementsEqual(host) }
    }

}

/// A scheme of at most eight bytes as one word, its bytes lower-cased from the lowest up and
/// zeros after them: a scheme's bytes are never zero, so two schemes are equal exactly when
/// their words are. A longer scheme's word is zero, which no URL's scheme of eight bytes or
/// fewer gives, so it is only found by comparing bytes.
struct SchemeKey {
    var word: UInt64
    var root: Int32

    static let maxLength = 8

    /// The word of `bytes[0..<length]`, scheme bytes (ASCII), lower-cased; `length` is at
    /// most ``maxLength`` and less than the buffer's count.
    @inline(__always)
    static func word(_ bytes: UnsafeBufferPointer<UInt8>, _ length: Int) -> UInt64 {
        var word: UInt64
        if bytes.count >= 8 {
            word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress!).loadUnaligned(as: UInt64.self))
            if length < 8 { word &= (1 &<< UInt64(length &* 8)) &- 1 }
        } else {
            word = 0
            for index in 0..<length { word |= UInt64(bytes[index]) &<< UInt64(index &* 8) }
        }
        // Adds 0x20 to each byte from `A` to `Z`: no byte is over 0x7F, so no sum carries
        // into the next byte.
        let ones: UInt64 = 0x0101_0101_0101_0101
        let atLeastA = word &+ ones &* (0x80 - 0x41)
        let pastZ = word &+ ones &* (0x80 - 0x5B)
        return word | (atLeastA & ~pastZ & (ones &* 0x80)) &>> 2
    }

    /// The keys of `schemes`, in a buffer the caller deallocates.
    static func keys(
        _ schemes: UnsafeBufferPointer<RouteTable.NamedText>, arena: UnsafeBufferPointer<UInt8>
    ) -> UnsafeMutableBufferPointer<SchemeKey> {
        let keys = UnsafeMutableBufferPointer<SchemeKey>.allocate(capacity: schemes.count)
        for (index, scheme) in schemes.enumerated() {
            let length = Int(scheme.length)
            var word: UInt64 = 0
            if length <= maxLength {
                for offset in 0..<length {
                    word |= UInt64(arena[Int(scheme.start) + offset].asciiLowercased) << UInt64(offset * 8)
                }
            }
            keys.initializeElement(at: index, to: SchemeKey(word: word, root: scheme.value))
        }
        return keys
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
        let base = ref.flags.contains(.valueInScratch) ? UnsafeBufferPointer(scratch) : url
        return UnsafeBufferPointer(rebasing: base[Int(ref.valueStart)..<Int(ref.valueEnd)])
    }

    /// The length of the segment's decoded value.
    @inline(__always)
    func valueCount(_ index: Int) -> Int {
        Int(segments[index].valueEnd - segments[index].valueStart)
    }

    @inline(__always)
    func key(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        let ref = segments[index]
        let base = ref.flags.contains(.keyInScratch) ? UnsafeBufferPointer(scratch) : url
        return UnsafeBufferPointer(rebasing: base[Int(ref.keyStart)..<Int(ref.keyEnd)])
    }

    /// Works out each segment's value (decoded; the authority lower-cased), its key (folded
    /// when the router ignores case) and the key's hash, writing into scratch where needed.
    mutating func prepare(authorityIsSegment: Bool, caseInsensitive: Bool) {
        var used = 0
        for index in 0..<segments.count where !segments[index].flags.contains(.isPrepared) {
            var ref = segments[index]
            let isAuthority = index == 0 && authorityIsSegment
            let hasPercent = ref.flags.contains(.hasPercent)
            let needsFolding = !ref.flags.isDisjoint(with: [.hasUppercase, .hasNonASCII])
            let unicode = ref.flags.contains(.hasNonASCII)
            // The key is the decoded value unless folding changes it: then it is hashed once folded.
            let keyIsDecoded = !needsFolding || (!isAuthority && !caseInsensitive)
            var keyHash: UInt32?
            if hasPercent || (isAuthority && needsFolding) {
                let start = used
                var position = Int(ref.rawStart)
                var hasher = SegmentHasher()
                while position < Int(ref.rawEnd) {
                    var byte = url[position]
                    if byte == .percent, let high = url[position + 1].hexValue, let low = url[position + 2].hexValue {
                        byte = high << 4 | low
                        position += 3
                    } else {
                        position += 1
                    }
                    scratch[used] = byte
                    hasher.add(byte)
                    used += 1
                }
                if keyIsDecoded { keyHash = hasher.finish() }
                if isAuthority { used = fold(start, used, unicode: unicode) }
                ref.valueStart = Int32(start)
                ref.valueEnd = Int32(used)
                ref.flags.insert(.valueInScratch)
            } else {
                ref.valueStart = ref.rawStart
                ref.valueEnd = ref.rawEnd
            }
            ref.keyStart = ref.valueStart
            ref.keyEnd = ref.valueEnd
            if ref.flags.contains(.valueInScratch) { ref.flags.insert(.keyInScratch) }
            if caseInsensitive && !isAuthority && needsFolding {
                let start = used
                let base = ref.flags.contains(.valueInScratch) ? UnsafeBufferPointer(scratch) : url
                for position in Int(ref.valueStart)..<Int(ref.valueEnd) {
                    scratch[used] = base[position]
                    used += 1
                }
                used = fold(start, used, unicode: unicode)
                ref.keyStart = Int32(start)
                ref.keyEnd = Int32(used)
                ref.flags.insert(.keyInScratch)
            }
            if let keyHash {
                ref.keyHash = keyHash
            } else {
                let base = ref.flags.contains(.keyInScratch) ? UnsafeBufferPointer(scratch) : url
                ref.keyHash = RouteTable.hash(UnsafeBufferPointer(rebasing: base[Int(ref.keyStart)..<Int(ref.keyEnd)]))
            }
            segments[index] = ref
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
///
/// Precedence (ROUTING.md §3) is the order of the statements in ``find(_:_:_:)``: a literal,
/// then mixed segments (in the order ``MixedShape`` sorts them, set when the table is frozen),
/// typed captures (by ``ParameterConverter/rank``, then name, also set when frozen),
/// an untyped capture, `*`, `**`. The table `MatchingTests.precedence` states it, and
/// `mostSpecificRouteWins` checks it in both registration orders.
struct Matcher {
    /// The table, read through this one reference rather than copied field by field for each
    /// lookup. Unowned and unsafe: the lookup that makes the matcher holds the table (it runs
    /// in one of the table's methods), and nothing is counted.
    unowned(unsafe) let table: RouteTable
    let input: MatchInput
    let caseInsensitive: Bool
    let captures: UnsafeMutableBufferPointer<CaptureRef>
    var captureCount = 0
    /// Custom converter calls this lookup made inside mixed segments.
    var customChecks = 0
    /// Set when the lookup went past a limit; it then matches nothing and reports `limitExceeded`.
    var exceededLimit = false

    var nodes: PagedView<RouteTable.Node> { table.nodes }
    var slots: PagedView<RouteTable.LiteralEdge> { table.literalSlots }
    var extras: UnsafeBufferPointer<RouteTable.NodeExtra> { table.extras }
    var arena: UnsafeBufferPointer<UInt8> { table.arena }
    var mixedEdges: UnsafeBufferPointer<RouteTable.MixedEdge> { table.mixedEdges }
    var mixedPieces: UnsafeBufferPointer<RouteTable.MixedPiece> { table.mixedPieces }
    var typedEdges: UnsafeBufferPointer<RouteTable.TypedEdge> { table.typedEdges }
    var converters: UnsafeBufferPointer<ParameterConverter> { table.converters }
    var converterCodes: UnsafeBufferPointer<UInt8> { table.converterCodes }

    /// A matcher over `table`, which the caller keeps alive for the matcher's lifetime.
    init(table: RouteTable, input: MatchInput, caseInsensitive: Bool, captures: UnsafeMutableBufferPointer<CaptureRef>) {
        self.table = table
        self.input = input
        self.caseInsensitive = caseInsensitive
        self.captures = captures
    }

    /// The route for segments `first..<end` under `root`, and where a `**` route's remainder
    /// starts (`-1` when the route took every segment without `**`).
    ///
    /// The last candidate a node has is followed in the loop rather than by a call, so a path
    /// of literals (or of one capture at a time) is walked without recursion; only a node with
    /// more than one candidate calls itself, to come back to the next one when the first fails.
    /// A failed search leaves ``captureCount`` as it found it.
    mutating func find(_ root: Int32, _ first: Int, _ end: Int) -> (route: Int32, remainder: Int)? {
        let entryCount = captureCount
        var nodeIndex = root
        var index = first
        search: while !exceededLimit {
            let node = nodes[Int(nodeIndex)]
            if index == end {
                if node.route >= 0 { return (node.route, -1) }
                if node.catchAll >= 0 { return (node.catchAll, index) }
                break search
            }
            let branches = node.extra >= 0 || node.capture >= 0 || node.wildcard >= 0 || node.catchAll >= 0
            if node.hasLiterals {
                let child = literalChild(nodeIndex, index)
                if !branches {
                    guard child >= 0 else { break search }
                    (nodeIndex, index) = (child, index + 1)
                    continue search
                }
                if child >= 0, let found = find(child, index + 1, end) { return found }
            }
            let mark = captureCount
            if node.extra >= 0 {
                let extra = extras[Int(node.extra)]
                for edgeIndex in Int(extra.mixedStart)..<Int(extra.mixedStart + extra.mixedCount) {
                    let edge = mixedEdges[edgeIndex]
                    if matchMixed(Int(edge.piecesStart), Int(edge.piecesStart + edge.piecesCount), segment: index),
                       let found = find(edge.child, index + 1, end) {
                        return found
                    }
                    captureCount = mark
                }
                if extra.typedCount > 0 {
                    let value = input.value(index)
                    for edgeIndex in Int(extra.typedStart)..<Int(extra.typedStart + extra.typedCount) {
                        let edge = typedEdges[edgeIndex]
                        guard accepts(edge.converter, value) else { continue }
                        capture(index, 0, value.count)
                        if let found = find(edge.child, index + 1, end) { return found }
                        captureCount = mark
                    }
                }
            }
            if node.capture >= 0 {
                capture(index, 0, input.valueCount(index))
                if node.wildcard < 0 && node.catchAll < 0 {
                    (nodeIndex, index) = (node.capture, index + 1)
                    continue search
                }
                if let found = find(node.capture, index + 1, end) { return found }
                captureCount = mark
            }
            if node.wildcard >= 0 {
                if node.catchAll < 0 {
                    (nodeIndex, index) = (node.wildcard, index + 1)
                    continue search
                }
                if let found = find(node.wildcard, index + 1, end) { return found }
            }
            if node.catchAll >= 0 { return (node.catchAll, index) }
            break search
        }
        captureCount = entryCount
        return nil
    }

    /// Whether the converter at `index` accepts decoded bytes; built-in converters are checked
    /// without copying the converter (which would retain its name and closure).
    @inline(__always)
    func accepts(_ index: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let code = converterCodes[Int(index)]
        if code != ParameterConverter.customCode { return ParameterConverter.builtInAccepts(code, bytes) }
        return converters[Int(index)].accepts(bytes)
    }

    @inline(__always)
    mutating func capture(_ segment: Int, _ start: Int, _ end: Int) {
        let ref = input.segments[segment]
        captures[captureCount] = CaptureRef(rawStart: ref.rawStart, start: Int32(start), end: Int32(end))
        captureCount += 1
    }

    /// The child reached by a literal edge for the segment's key, or `-1`. Inlined into
    /// ``find(_:_:_:)``, which calls it for nearly every segment.
    @inline(__always)
    private func literalChild(_ parent: Int32, _ segment: Int) -> Int32 {
        RouteTable.literalChild(
            parent, input.key(segment), hash: input.segments[segment].keyHash, slots: slots, arena: arena)
    }

    /// Whether `bytes` equal the arena's text at `start` (of the same length).
    @inline(__always)
    func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, folding: Bool) -> Bool {
        for offset in 0..<bytes.count {
            let byte = folding ? bytes[offset].asciiLowercased : bytes[offset]
            if byte != arena[start + offset] { return false }
        }
        return true
    }
}
