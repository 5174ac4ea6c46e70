/// The fast reader's structure: objects of known keys, lists, and the brackets and commas
/// between values (see `JSONMapReader+RouteMap.swift`).
extension JSONMapReader {
    /// Reads an object whose keys are all in `table`, each once, handing `member` the key of
    /// each value that is not `null` (`null` is the same as the key left out), to read it.
    mutating func members<Key>(
        _ table: KeyTable<Key>, _ member: (inout Self, Key) throws(Declined) -> Void
    ) throws(Declined) {
        var seen: UInt32 = 0
        var more = try open(UInt8(ascii: "{"))
        while more {
            let key = try self.key(table, seen: &seen)
            if try !null() { try member(&self, key) }
            more = try next(closing: UInt8(ascii: "}"))
        }
    }

    /// Reads a list, handing `element` each of its values to read.
    mutating func elements(_ element: (inout Self) throws(Declined) -> Void) throws(Declined) {
        var more = try open(UInt8(ascii: "["))
        while more {
            try element(&self)
            more = try next(closing: UInt8(ascii: "]"))
        }
    }

    /// Reads past `opening` (`{` or `[`) and the white space after it; whether a member follows
    /// (`false` for an empty object or list, whose closing bracket is read too).
    mutating func open(_ opening: UInt8) throws(Declined) -> Bool {
        guard index < bytes.count, bytes[index] == opening else { throw Declined() }
        index += 1
        skipWhitespace()
        guard index < bytes.count, bytes[index] == opening + 2 else { return true }   // `{` → `}`, `[` → `]`
        index += 1
        return false
    }

    /// After a member: reads past a `,` (another member follows: `true`) or `closing` (`false`),
    /// with the white space around them.
    mutating func next(closing: UInt8) throws(Declined) -> Bool {
        skipWhitespace()
        guard index < bytes.count else { throw Declined() }
        let byte = bytes[index]
        index += 1
        skipWhitespace()
        if byte == UInt8(ascii: ",") { return true }
        guard byte == closing else { throw Declined() }
        return false
    }

    /// The keys of one kind of mapping, each packed into two words as a plain JSON key spells
    /// it (keys are ASCII and at most 16 bytes long), so a key read is found by comparing words.
    struct KeyTable<Key: RawRepresentable<String> & CaseIterable & Sendable>: Sendable {
        let keys: [(packed: PackedKey, key: Key)]

        init() {
            keys = Key.allCases.map { key in
                (PackedKey(Array(key.rawValue.utf8)[...])!, key)
            }
        }
    }

    /// Up to 16 bytes of a key and its length, as three words.
    struct PackedKey: Equatable, Sendable {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var count: Int

        /// `nil` for more than 16 bytes, which no known key has.
        init?(_ bytes: ArraySlice<UInt8>) {
            guard bytes.count <= 16 else { return nil }
            count = bytes.count
            for (offset, byte) in bytes.enumerated() {
                if offset < 8 { low |= UInt64(byte) << (8 * offset) } else { high |= UInt64(byte) << (8 * (offset - 8)) }
            }
        }
    }

    static let mapKeys = KeyTable<RouteMapDecoder.MapKey>()
    static let routeKeys = KeyTable<RouteMapDecoder.RouteKey>()
    static let attributeKeys = KeyTable<RouteMapDecoder.AttributeKey>()

    /// A key of `table` not in `seen`, and the `:` after it, then white space. A key written
    /// with an escape or outside ASCII (which may equal a known one as a string) is declined,
    /// like an unknown or repeated key.
    mutating func key<Key>(_ table: KeyTable<Key>, seen: inout UInt32) throws(Declined) -> Key {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw Declined() }
        let start = index + 1
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
            let byte = bytes[end]
            guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\\") else { throw Declined() }
            end += 1
        }
        guard end < bytes.count, let read = PackedKey(bytes[start..<end]),
              let position = table.keys.firstIndex(where: { $0.packed == read })
        else { throw Declined() }
        index = end + 1
        let bit: UInt32 = 1 << UInt32(position)
        guard seen & bit == 0 else { throw Declined() }
        seen |= bit
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw Declined() }
        index += 1
        skipWhitespace()
        return table.keys[position].key
    }
}
