#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// A position in a JSON document's bytes, moved over its strings and values without reading
/// them. Every read checks the index against the end first.
///
/// The scan is most of what opens wait for at launch, and most of a map's bytes are in strings:
/// so the scanner reads a buffer pointer, which an array's bounds checks and reference counts do
/// not slow, and finds a string's end with `memchr`. The pointer lives only inside the
/// `withUnsafeBufferPointer` of the map's bytes (``RouteMapGroups/init(_:)``).
struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    /// The byte at the index, if any.
    var next: UInt8? { index < bytes.count ? bytes[index] : nil }

    var isAtEnd: Bool { index >= bytes.count }

    /// Moves past `byte` when it is next.
    mutating func take(_ byte: UInt8) -> Bool {
        guard next == byte else { return false }
        index += 1
        return true
    }

    mutating func skipSpace() {
        while let byte = next, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t") {
            index += 1
        }
    }

    /// The bytes between the quotes of the string that starts at the index, escapes as
    /// written, the index left after it; `nil` when no string starts there or it never ends.
    /// Its end is found with `memchr`: the first quote after an even number of backslashes.
    mutating func string() -> Range<Int>? {
        guard take(UInt8(ascii: "\"")), let base = bytes.baseAddress else { return nil }
        let start = index
        var from = index
        while from < bytes.count, let found = memchr(base + from, Int32(UInt8(ascii: "\"")), bytes.count - from) {
            let quote = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
            var backslashes = 0
            while quote - backslashes > start, bytes[quote - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
            if backslashes.isMultiple(of: 2) {
                index = quote + 1
                return start..<quote
            }
            from = quote + 1
        }
        return nil
    }

    /// Moves over the object at the index, calling `member` with each key's bytes and the index
    /// at its value, which `member` moves past; `false` when no object starts there, it does
    /// not scan, or `member` returns `false`.
    mutating func object(_ member: (inout JSONScanner, Range<Int>) -> Bool) -> Bool {
        guard take(UInt8(ascii: "{")) else { return false }
        skipSpace()
        if take(UInt8(ascii: "}")) { return true }
        repeat {
            skipSpace()
            guard let key = string() else { return false }
            skipSpace()
            guard take(UInt8(ascii: ":")) else { return false }
            skipSpace()
            guard member(&self, key) else { return false }
            skipSpace()
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "}"))
    }

    /// Whether the bytes `range` are `text`.
    func text(_ range: Range<Int>, is text: StaticString) -> Bool {
        range.count == text.utf8CodeUnitCount
            && text.withUTF8Buffer { text in text.indices.allSatisfy { text[$0] == bytes[range.lowerBound + $0] } }
    }

    /// Moves past the value at the index: a string, or the text up to the `,`, `}` or `]`
    /// (or white space) that ends it outside brackets, counting brackets of either kind. It
    /// does not check the value; `false` when the document ends first.
    mutating func skipValue() -> Bool {
        var depth = 0
        while let byte = next {
            switch byte {
            case UInt8(ascii: "\""):
                guard string() != nil else { return false }
                if depth == 0 { return true }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { return true }
                depth -= 1
                index += 1
                if depth == 0 { return true }
            case UInt8(ascii: ","), UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                if depth == 0 { return true }
                index += 1
            default:
                index += 1
            }
        }
        return false
    }
}
