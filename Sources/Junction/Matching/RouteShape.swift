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

    /// The hash of a pattern's shape, worked out without building it: FNV-1a over the scheme and
    /// each segment's kind and text. Equal hashes are compared in full, so collisions are harmless.
    static func hash(_ pattern: RoutePattern, foldCase: Bool) -> Int {
        hash(pattern, foldCase: foldCase) { _ in }
    }

    /// The hash of a pattern's shape, calling `check` with each capture in order on the way, so
    /// that a builder reads the pattern's segments once for both.
    static func hash<Failure: Error>(
        _ pattern: RoutePattern, foldCase: Bool, checking check: (PatternCapture) throws(Failure) -> Void
    ) throws(Failure) -> Int {
        var hasher = ShapeHasher()
        if let scheme = pattern.scheme { hasher.mix(scheme) } else { hasher.mix(0xFE) }
        try pattern.forEachSegment { view throws(Failure) in
            let segment: PatternSegment
            switch view {
            case .plainLiteral(let bytes):
                // No upper case: folding leaves it as it is.
                hasher.mix(0)
                hasher.mix(bytes)
                hasher.mix(0xFC)
                return
            case .segment(let value):
                segment = value
            }
            switch segment {
            case .literal(let value):
                hasher.mix(0)
                hasher.mix(foldCase ? value.lowercased() : value)
            case .capture(let capture):
                try check(capture)
                hasher.mix(1)
                if let converter = capture.converter { hasher.mix(converter) }
            case .wildcard:
                hasher.mix(1)
            case .mixed(let pieces):
                for case .capture(let capture) in pieces { try check(capture) }
                hasher.mix(2)
                for piece in MixedShape(pieces, foldCase: foldCase).pieces {
                    switch piece {
                    case .literal(let text): hasher.mix(text)
                    case .capture(let converter):
                        hasher.mix(0xFD)
                        if let converter { hasher.mix(converter) }
                    }
                }
            case .catchAll:
                hasher.mix(3)
            }
            hasher.mix(0xFC)
        }
        return Int(truncatingIfNeeded: hasher.hash)
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

/// FNV-1a, a byte at a time; a text ends with a byte no UTF-8 text holds.
struct ShapeHasher {
    private(set) var hash: UInt64 = 0xCBF2_9CE4_8422_2325

    mutating func mix(_ byte: UInt8) {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
    }

    mutating func mix(_ text: String) {
        // Over the contiguous bytes: iterating `utf8` costs several times as much per byte.
        var text = text
        text.withUTF8 { mix($0) }
    }

    mutating func mix(_ bytes: UnsafeBufferPointer<UInt8>) {
        var hash = self.hash
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        self.hash = hash
        mix(0xFF)
    }
}

/// The routes' indexes by the hash of their shape, cut to 32 bits: open addressing, a power of
/// two of slots at most three quarters full, each slot the key above the index + 1 (0 is an
/// empty slot), 8 bytes. Routes with equal keys each have a slot; their shapes tell them apart.
struct ShapeIndex {
    private var slots = [UInt64](repeating: 0, count: 16)
    private var count = 0

    /// The first route with this key for which `matches` is true.
    func first(key: UInt32, where matches: (Int32) -> Bool) -> Int32? {
        let mask = slots.count - 1
        var slot = Self.slot(key, mask: mask)
        while slots[slot] != 0 {
            let entry = slots[slot]
            if Self.key(entry) == key, matches(Self.index(entry)) { return Self.index(entry) }
            slot = (slot + 1) & mask
        }
        return nil
    }

    mutating func insert(key: UInt32, index: Int32) {
        if count + 1 > Self.capacity(slots.count) { rehash(size: slots.count * 2, removing: nil) }
        place(UInt64(key) << 32 | UInt64(UInt32(index + 1)))
        count += 1
    }

    /// Makes room for `more` routes at once, so that adding many grows the slots once.
    mutating func reserveCapacity(forAdding more: Int) {
        var size = slots.count
        while count + more > Self.capacity(size) { size *= 2 }
        if size > slots.count { rehash(size: size, removing: nil) }
    }

    /// Drops route `removed` and moves the later routes' indexes down by one, as a removal
    /// moves the routes.
    ///
    /// - Complexity: O(*n*) in the slots.
    mutating func remove(index removed: Int32) {
        rehash(size: slots.count, removing: removed)
    }

    /// Puts every entry in `size` slots, but route `removed`'s.
    private mutating func rehash(size: Int, removing removed: Int32?) {
        let old = slots
        slots = [UInt64](repeating: 0, count: size)
        count = 0
        for entry in old where entry != 0 {
            var index = Self.index(entry)
            if let removed {
                if index == removed { continue }
                if index > removed { index -= 1 }
            }
            place(UInt64(Self.key(entry)) << 32 | UInt64(UInt32(index + 1)))
            count += 1
        }
    }

    private mutating func place(_ entry: UInt64) {
        let mask = slots.count - 1
        var slot = Self.slot(Self.key(entry), mask: mask)
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = entry
    }

    /// The most entries `size` slots hold.
    private static func capacity(_ size: Int) -> Int { size / 4 * 3 }

    /// Where a key's probe starts: the key times a large odd constant, its upper bits.
    private static func slot(_ key: UInt32, mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    private static func key(_ entry: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: entry >> 32) }
    private static func index(_ entry: UInt64) -> Int32 { Int32(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1 }
}
