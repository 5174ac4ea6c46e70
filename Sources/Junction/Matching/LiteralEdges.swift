/// The trie's literal edges, all nodes' in one hash table: open addressing keyed by the parent
/// node and the segment's text, a power of two of slots at most three quarters full. The keys'
/// bytes stand end to end in ``text``, which mixed segments' literal pieces share.
///
/// A lookup hashes a URL segment once (``SegmentHasher``) and probes: one slot for most
/// segments, whatever the number of routes.
struct LiteralEdges: Sendable, Equatable {
    struct Slot: Sendable, Equatable {
        /// The parent node; `-1` for an empty slot.
        var parent: Int32 = -1
        var child: Int32 = -1
        /// Where the key stands in ``LiteralEdges/text``.
        var textStart: Int32 = 0
        var textCount: Int32 = 0
        // Not the key's hash: a slot of 16 bytes rather than 20, and a probe compares the
        // parent and the length first, which tells most keys apart; a resize hashes the text.
    }

    private(set) var slots = [Slot](repeating: Slot(), count: 16)
    private(set) var text: [UInt8] = []
    private(set) var count = 0

    /// The child of `parent` by the edge whose key is `bytes[key]` (hashed to `hash`), or `-1`.
    func child(of parent: Int32, key: Range<Int>, in bytes: LentBuffer<UInt8>, hash: UInt32) -> Int32 {
        let mask = slots.count - 1
        var index = LiteralEdges.slot(hash: hash, parent: parent, mask: mask)
        while true {
            let slot = slots[index]
            if slot.parent < 0 { return -1 }
            if slot.parent == parent, Int(slot.textCount) == key.count,
               bytes.elementsEqual(key, text, from: Int(slot.textStart)) {
                return slot.child
            }
            index = (index + 1) & mask
        }
    }

    /// Adds an edge from `parent` to `child` for `key`, which it must not have yet.
    mutating func insert(parent: Int32, child: Int32, key: LentBuffer<UInt8>) {
        if count + 1 > LiteralEdges.capacity(slots.count) { resize(to: slots.count * 2) }
        let start = appendText(key)
        place(Slot(parent: parent, child: child, textStart: start, textCount: Int32(key.count)), hash: SegmentHasher.hash(key))
        count += 1
    }

    /// Puts bytes at the end of ``text``; returns where they start.
    mutating func appendText(_ bytes: LentBuffer<UInt8>) -> Int32 {
        defer { text.append(contentsOf: bytes) }
        return Int32(text.count)
    }

    /// Makes room at once for `more` edges, so that a large collection sizes the table once.
    mutating func reserveCapacity(forAdding more: Int) {
        var size = slots.count
        while count + more > LiteralEdges.capacity(size) { size *= 2 }
        if size > slots.count { resize(to: size) }
    }

    private mutating func place(_ slot: Slot, hash: UInt32) {
        let mask = slots.count - 1
        var index = LiteralEdges.slot(hash: hash, parent: slot.parent, mask: mask)
        while slots[index].parent >= 0 { index = (index + 1) & mask }
        slots[index] = slot
    }

    private mutating func resize(to size: Int) {
        let old = slots
        slots = [Slot](repeating: Slot(), count: size)
        for slot in old where slot.parent >= 0 {
            place(slot, hash: SegmentHasher.hash(text[Int(slot.textStart)..<Int(slot.textStart + slot.textCount)]))
        }
    }

    /// The most edges `size` slots hold: three in four, so that a probe that misses still stops
    /// after a few slots.
    private static func capacity(_ size: Int) -> Int { size / 4 * 3 }

    /// The first slot to probe for a key's hash under a parent node.
    private static func slot(hash: UInt32, parent: Int32, mask: Int) -> Int {
        let mixed = (UInt64(hash) | UInt64(UInt32(bitPattern: parent)) << 32) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 32) & mask
    }
}

/// Hashes a segment a byte at a time with a rotate and an exclusive-or (no multiplication per
/// byte), then spreads the bits with one multiplication. The matcher hashes a URL's segments as
/// the builder hashed the literals; a collision costs a comparison, never a wrong answer.
struct SegmentHasher {
    private var hash: UInt64 = 0x9E37_79B9_7F4A_7C15

    mutating func add(_ byte: UInt8) {
        hash = ((hash << 7) | (hash >> 57)) ^ UInt64(byte)
    }

    func finish() -> UInt32 {
        var mixed = hash &* 0xFF51_AFD7_ED55_8CCD
        mixed ^= mixed >> 32
        return UInt32(truncatingIfNeeded: mixed)
    }

    /// A key's hash: a URL segment's or a pattern literal's bytes, or a key's in ``LiteralEdges/text``.
    static func hash(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var hasher = SegmentHasher()
        for byte in bytes { hasher.add(byte) }
        return hasher.finish()
    }
}
