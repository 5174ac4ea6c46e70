/// The layout of a compiled route map, the form `junction compile -o FILE.jmap` writes for an
/// app to ship: a header, then the map's values in order, each length written before its bytes.
///
/// ```text
/// offset 0   "JMAP"                      what the file is
/// offset 4   UInt32, little-endian       the layout's version (``version``)
/// offset 8   UInt64, little-endian       how many bytes of values follow the header
/// offset 16  UInt64, little-endian       FNV-1a (64-bit) of those bytes
/// offset 24  the values
/// ```
///
/// A number in the values is unsigned LEB128 (7 bits a byte, at most 10 bytes); a string is its
/// UTF-8 length then its bytes; an optional string is 0 for none, else its length plus 1 then its
/// bytes; a list is its count then its items. The map was decoded and checked when it was
/// compiled; reading it checks its integrity (the header, the length, the checksum) and parses
/// its patterns, so a file cut short, changed or written by another layout is refused with an
/// error, never read as other routes.
enum CompiledMapFormat {
    /// The first four bytes of every compiled map: `JMAP`.
    static let magic: [UInt8] = [0x4A, 0x4D, 0x41, 0x50]
    /// The layout this version of Junction writes and reads; any change to it changes this.
    static let version: UInt32 = 2
    /// The header's size in bytes: magic, version, length, checksum.
    static let headerSize = 24
    /// The file extension `RouteMapFile(contentsOf:)` reads as a compiled map and
    /// `junction compile -o` writes one for.
    static let fileExtension = "jmap"

    /// FNV-1a over `bytes[range]`: cheap, and any one changed byte changes it.
    static func checksum(_ bytes: [UInt8], _ range: Range<Int>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for index in range {
            hash = (hash ^ UInt64(bytes[index])) &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// The header for `payload` (the values' bytes), followed by them.
    static func file(payload: [UInt8]) -> [UInt8] {
        var bytes = magic
        bytes.reserveCapacity(headerSize + payload.count)
        append(UInt64(version), byteCount: 4, to: &bytes)
        append(UInt64(payload.count), byteCount: 8, to: &bytes)
        append(checksum(payload, payload.indices), byteCount: 8, to: &bytes)
        return bytes + payload
    }

    /// `value`'s low `byteCount` bytes, least significant first.
    private static func append(_ value: UInt64, byteCount: Int, to bytes: inout [UInt8]) {
        for index in 0..<byteCount { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * index))) }
    }

    /// The little-endian number in `bytes[offset..<offset + byteCount]`; the caller checked the bounds.
    static func number(in bytes: [UInt8], at offset: Int, byteCount: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in 0..<byteCount { value |= UInt64(bytes[offset + index]) << (8 * index) }
        return value
    }
}
