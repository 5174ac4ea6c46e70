/// Reads JSON (RFC 8259, strictly: no comments, no trailing commas, no duplicate keys) into
/// located nodes, over the UTF-8 bytes, with the line and column of every value.
package struct JSONMapReader {
    let bytes: [UInt8]
    private let file: String
    var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

    /// Nesting deeper than this is refused rather than risking the stack.
    static let maximumDepth = 256
    /// Objects with fewer keys than this are searched for a repeated key rather than hashed.
    private static let smallObject = 16

    package init(_ bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// The document's one value; anything after it but white space is an error.
    package mutating func read() throws(RouteMapError) -> MapNode {
        skipWhitespace()
        let node = try readValue()
        skipWhitespace()
        if index < bytes.count { throw error("unexpected \(describeCurrent()) after the end of the document") }
        return node
    }

    private var location: RouteMapLocation { .position(line: line, column: index - lineStart + 1) }

    private func error(_ message: String, at place: RouteMapLocation? = nil) -> RouteMapError {
        RouteMapError(file: file, location: place ?? location, message: message)
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private mutating func readValue() throws(RouteMapError) -> MapNode {
        let start = location
        guard index < bytes.count else { throw error("expected a value, found end of file") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try readObject()
        case UInt8(ascii: "["): return try readArray()
        case UInt8(ascii: "\""): return MapNode(value: .scalar(try readString(), .string), location: start)
        case UInt8(ascii: "t"): try expectWord("true"); return MapNode(value: .scalar("true", .bool), location: start)
        case UInt8(ascii: "f"): try expectWord("false"); return MapNode(value: .scalar("false", .bool), location: start)
        case UInt8(ascii: "n"): try expectWord("null"); return MapNode(value: .null, location: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return MapNode(value: .scalar(try readNumber(), .number), location: start)
        default: throw error("expected a value, found \(describeCurrent())")
        }
    }

    mutating func expectWord(_ word: StaticString) throws(RouteMapError) {
        let start = location
        let count = word.utf8CodeUnitCount
        let matches = index + count <= bytes.count
            && word.withUTF8Buffer { word in word.indices.allSatisfy { word[$0] == bytes[index + $0] } }
        guard matches else { throw error("expected a value, found \(describeCurrent())", at: start) }
        index += count
    }

    private mutating func enter() throws(RouteMapError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func readObject() throws(RouteMapError) -> MapNode {
        let start = location
        try enter()
        index += 1
        var entries: [MapNode.Entry] = []
        // Keys seen, by a search of `entries` while an object is small, by a table once it is large.
        var seen: [String: RouteMapLocation] = [:]
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return MapNode(value: .mapping(entries), location: start)
        }
        while true {
            skipWhitespace()
            let keyLocation = location
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a key in double quotes, found \(describeCurrent())")
            }
            let key = try readString()
            let count = entries.count
            let earlier = count < Self.smallObject ? entries.first { $0.key == key }?.keyLocation : seen[key]
            if let earlier { throw error("duplicate key \"\(key)\" (first at \(earlier))", at: keyLocation) }
            if count == Self.smallObject - 1 {
                for entry in entries { seen[entry.key] = entry.keyLocation }
            }
            if count >= Self.smallObject - 1 { seen[key] = keyLocation }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after the key \"\(key)\", found \(describeCurrent())")
            }
            index += 1
            skipWhitespace()
            entries.append(MapNode.Entry(key: key, keyLocation: keyLocation, value: try readValue()))
            skipWhitespace()
            guard index < bytes.count else { throw error("expected ',' or '}', found end of file") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
                if index < bytes.count && bytes[index] == UInt8(ascii: "}") { throw error("expected a key after ',', found '}'") }
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else { throw error("expected ',' or '}', found \(describeCurrent())") }
            index += 1
            depth -= 1
            return MapNode(value: .mapping(entries), location: start)
        }
    }

    private mutating func readArray() throws(RouteMapError) -> MapNode {
        let start = location
        try enter()
        index += 1
        var elements: [MapNode] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return MapNode(value: .list(elements), location: start)
        }
        while true {
            skipWhitespace()
            elements.append(try readValue())
            skipWhitespace()
            guard index < bytes.count else { throw error("expected ',' or ']', found end of file") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
                if index < bytes.count && bytes[index] == UInt8(ascii: "]") { throw error("expected a value after ',', found ']'") }
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else { throw error("expected ',' or ']', found \(describeCurrent())") }
            index += 1
            depth -= 1
            return MapNode(value: .list(elements), location: start)
        }
    }

    mutating func readNumber() throws(RouteMapError) -> String {
        let start = index
        func digits() -> Int {
            let first = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - first
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        if integerDigits == 0 { throw error("expected a digit, found \(describeCurrent())") }
        if integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0") {
            throw error("a number may not start with 0", at: .position(line: line, column: integerStart - lineStart + 1))
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            if digits() == 0 { throw error("expected a digit after '.', found \(describeCurrent())") }
        }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
            if digits() == 0 { throw error("expected a digit in the exponent, found \(describeCurrent())") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    mutating func readString() throws(RouteMapError) -> String {
        index += 1
        var runStart = index
        // Whether the run so far is ASCII, which is valid UTF-8 without checking it again.
        var ascii = true
        // Most strings are ASCII with no escape: made at once, as one run.
        skipPlainText(ascii: &ascii)
        if ascii, index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            let run = runStart..<index
            index += 1
            return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[run]), as: UTF8.self) }
        }
        var text = ""
        func flush(_ end: Int) throws(RouteMapError) {
            guard runStart < end else { return }
            let run = bytes.withUnsafeBufferPointer { buffer in
                let slice = UnsafeBufferPointer(rebasing: buffer[runStart..<end])
                return ascii ? String(decoding: slice, as: UTF8.self) : String(validating: slice, as: UTF8.self)
            }
            guard let run else {
                throw error("invalid UTF-8 in a string", at: .position(line: line, column: runStart - lineStart + 1))
            }
            if text.isEmpty { text = run } else { text += run }
            ascii = true
        }
        while true {
            skipPlainText(ascii: &ascii)
            guard index < bytes.count else { throw error("unterminated string") }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                try flush(index)
                index += 1
                return text
            case UInt8(ascii: "\\"):
                try flush(index)
                index += 1
                text.unicodeScalars.append(try readEscape())
                runStart = index
            case 0..<0x20:
                throw error("control character 0x\(String(byte, radix: 16, uppercase: true)) in a string; write it escaped")
            default:
                if byte >= 0x80 { ascii = false }
                index += 1
            }
        }
    }

    /// Moves past the bytes of a string that stand for themselves (not a quote, a backslash or
    /// a control character), noting whether any is outside ASCII: the common case, in one
    /// tight loop.
    private mutating func skipPlainText(ascii: inout Bool) {
        var plainASCII = true
        let start = index
        index = bytes.withUnsafeBufferPointer { buffer in
            var position = start
            while position < buffer.count {
                let byte = buffer[position]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                if byte >= 0x80 { plainASCII = false }
                position += 1
            }
            return position
        }
        if !plainASCII { ascii = false }
    }

    private mutating func readEscape() throws(RouteMapError) -> Unicode.Scalar {
        guard index < bytes.count else { throw error("unterminated string") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let escapeStart = RouteMapLocation.position(line: line, column: index - 1 - lineStart)
            let first = try readHex4()
            if (0xD800..<0xDC00).contains(first) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("a high surrogate \\u\(String(first, radix: 16, uppercase: true)) must be followed by a low one", at: escapeStart)
                }
                index += 2
                let second = try readHex4()
                guard (0xDC00..<0xE000).contains(second) else {
                    throw error("a high surrogate \\u\(String(first, radix: 16, uppercase: true)) must be followed by a low one", at: escapeStart)
                }
                return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(first) else {
                throw error("a lone low surrogate \\u\(String(first, radix: 16, uppercase: true))", at: escapeStart)
            }
            return scalar
        default:
            index -= 1
            let escaped = byte >= 0x21 && byte < 0x7F ? "'\\\(Character(Unicode.Scalar(byte)))'" : "'\\' followed by \(describeCurrent())"
            throw error("unknown escape \(escaped)", at: .position(line: line, column: index - lineStart))
        }
    }

    private mutating func readHex4() throws(RouteMapError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexValue(bytes[index]) else {
                throw error("expected four hexadecimal digits after \\u, found \(describeCurrent())")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
