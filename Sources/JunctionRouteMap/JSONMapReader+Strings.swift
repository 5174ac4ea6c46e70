/// Strings: plain runs, escapes and surrogate pairs, checked as RFC 8259 says.
extension JSONMapReader {
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
            return String(decoding: bytes[run], as: UTF8.self)
        }
        var text = ""
        func flush(_ end: Int) throws(RouteMapError) {
            guard runStart < end else { return }
            let slice = bytes[runStart..<end]
            let run = String(decoding: slice, as: UTF8.self)
            // Decoding repairs an ill-formed sequence, which changes the bytes: ASCII needs no check.
            guard ascii || run.utf8.elementsEqual(slice) else {
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
    mutating func skipPlainText(ascii: inout Bool) {
        var plainASCII = true
        var position = index
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            if byte >= 0x80 { plainASCII = false }
            position += 1
        }
        index = position
        if !plainASCII { ascii = false }
    }

    mutating func readEscape() throws(RouteMapError) -> Unicode.Scalar {
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

    mutating func readHex4() throws(RouteMapError) -> UInt32 {
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

    func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
