/// Percent-decoding and -encoding over UTF-8 bytes, without Foundation.
enum PercentEncoding {
    /// What a component is, for the rules that differ between places.
    enum Place {
        case authority
        case segment
        case query

        var name: String {
            switch self {
            case .authority: "the authority"
            case .segment: "the path"
            case .query: "the query"
            }
        }
    }

    /// Checks one component of a pattern (or a URL's fragment) left to right and returns its
    /// decoded text; incoming URLs are checked by ``URLScanner``, which decodes nothing.
    ///
    /// The first problem from the left is thrown: a raw control character, `@` or `\` in the
    /// authority, a `%` not followed by two hex digits; then, after decoding, invalid UTF-8 or a
    /// decoded control character.
    static func decode(_ bytes: LentBuffer<UInt8>, _ range: Range<Int>, place: Place) throws(SyntaxProblem) -> String {
        var needsDecoding = false
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte.isControl {
                throw SyntaxProblem("control character \(unicodeName(byte)) in \(place.name)", at: index)
            }
            if place == .authority && (byte == .at || byte == .backslash) {
                let what = byte == .at ? "user info ('@') is not allowed in the authority" : "a backslash is not allowed in the authority"
                throw SyntaxProblem(what, at: index)
            }
            if byte == .percent {
                guard index + 2 < range.upperBound, bytes[index + 1].hexValue != nil, bytes[index + 2].hexValue != nil else {
                    let text = String(decoding: bytes.extracting(index..<min(index + 3, range.upperBound)))
                    throw SyntaxProblem("invalid percent-encoding \"\(text)\" in \(place.name)", at: index)
                }
                needsDecoding = true
                index += 3
                continue
            }
            index += 1
        }
        guard needsDecoding else { return String(decoding: bytes.extracting(range)) }

        var decoded: [UInt8] = []
        decoded.reserveCapacity(range.count)
        index = range.lowerBound
        while index < range.upperBound {
            let start = index
            let value = decodedByte(bytes, at: &index, before: range.upperBound, plusAsSpace: false)
            if value.isControl {
                let text = String(decoding: bytes.extracting(start..<index))
                throw SyntaxProblem(
                    "\"\(text)\" decodes to a control character (\(unicodeName(value))) in \(place.name)", at: start)
            }
            decoded.append(value)
        }
        guard isValidUTF8(decoded) else {
            throw SyntaxProblem("percent-encoding that decodes to invalid UTF-8 in \(place.name)", at: range.lowerBound)
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// The decoded text of a range that was already checked (a scanned URL), without checks.
    /// Makes at most the string it returns.
    static func decodeValid(_ bytes: LentBuffer<UInt8>, _ range: Range<Int>, plusAsSpace: Bool) -> String {
        let slice = bytes.extracting(range)
        guard slice.contains(where: { $0 == .percent || ($0 == .plus && plusAsSpace) }) else {
            return String(decoding: slice)
        }
        // Decoding only shortens the text, and what a checked URL decodes to is valid UTF-8.
        return LentBuffer<UInt8>.withWorkingMemory(count: range.count, initialValue: 0) { memory in
            let count = decodeValid(bytes, range, plusAsSpace: plusAsSpace, into: memory)
            return String(decoding: memory.extracting(0..<count))
        }
    }

    /// Decodes a range that was already checked into `memory` (at least as long as the range)
    /// and returns the decoded length.
    static func decodeValid(
        _ bytes: LentBuffer<UInt8>, _ range: Range<Int>, plusAsSpace: Bool, into memory: LentBuffer<UInt8>
    ) -> Int {
        var index = range.lowerBound
        var count = 0
        while index < range.upperBound {
            memory[count] = decodedByte(bytes, at: &index, before: range.upperBound, plusAsSpace: plusAsSpace)
            count += 1
        }
        return count
    }

    /// The decoded byte at `index` of a range ending at `end` (`%XX`, `+` as a space when asked,
    /// or the byte itself), moving `index` past it.
    static func decodedByte(_ bytes: LentBuffer<UInt8>, at index: inout Int, before end: Int, plusAsSpace: Bool) -> UInt8 {
        let byte = bytes[index]
        if byte == .percent, index + 2 < end, let high = bytes[index + 1].hexValue, let low = bytes[index + 2].hexValue {
            index += 3
            return high << 4 | low
        }
        index += 1
        return byte == .plus && plusAsSpace ? .space : byte
    }

    /// Whether `bytes` are well-formed UTF-8.
    static func isValidUTF8(_ bytes: some Collection<UInt8>) -> Bool {
        var validator = UTF8Validator()
        return bytes.allSatisfy { validator.accept($0) } && validator.isComplete
    }

    /// `U+000A` for a byte.
    static func unicodeName(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: 4 - hex.count) + hex
    }

    /// The bytes a path segment may hold without encoding: RFC 3986 `pchar` minus `%`,
    /// and minus `+`, `&`, `=` where `query` is set, so a value reads back the same way.
    /// Bytes in `reserved` are always encoded: `@` in the authority, and `:` in a first segment
    /// with no `/` before it, where it would read as a scheme.
    static func isAllowed(_ byte: UInt8, inQuery query: Bool, reserved: [UInt8] = []) -> Bool {
        if byte.isASCIILetter || byte.isASCIIDigit { return true }
        if reserved.contains(byte) { return false }
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"),
             UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "'"), UInt8(ascii: "("),
             UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: ","), UInt8(ascii: ";"),
             UInt8(ascii: ":"), UInt8(ascii: "@"):
            return true
        case UInt8(ascii: "+"), UInt8(ascii: "&"), UInt8(ascii: "="):
            return !query
        case UInt8(ascii: "/"), UInt8(ascii: "?"):
            return query
        default:
            return false
        }
    }

    /// `text` percent-encoded for a path segment (`query == false`) or a query key or value.
    static func encode(_ text: some StringProtocol, inQuery query: Bool, reserved: [UInt8] = []) -> String {
        if text.utf8.allSatisfy({ isAllowed($0, inQuery: query, reserved: reserved) }) { return String(text) }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isAllowed(byte, inQuery: query, reserved: reserved) {
                output.append(byte)
            } else {
                output.append(.percent)
                output.append(hexDigit(byte >> 4))
                output.append(hexDigit(byte & 0xF))
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? 0x30 + value : 0x41 + value - 10
    }
}
