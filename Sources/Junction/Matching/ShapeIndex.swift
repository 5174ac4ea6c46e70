/// The routes' indexes by the hash of their shape, cut to 32 bits: open addressing, a power of
/// two of slots at most three quarters full, each slot the key above the index + 1 (0 is an
/// empty slot). Routes with equal keys each have a slot; their shapes tell them apart.
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

    /// Drops the routes from index `first` on: the last ones added, taken back.
    ///
    /// - Complexity: O(*n*) in the slots.
    mutating func removeAll(fromIndex first: Int32) {
        rehash(size: slots.count, removing: nil, keepingBelow: first)
    }

    /// Puts every entry in `size` slots, but route `removed`'s and those from `limit` on.
    private mutating func rehash(size: Int, removing removed: Int32?, keepingBelow limit: Int32 = .max) {
        let old = slots
        slots = [UInt64](repeating: 0, count: size)
        count = 0
        for entry in old where entry != 0 {
            var index = Self.index(entry)
            if index >= limit { continue }
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
