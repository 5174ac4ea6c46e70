/// A problem found while reading a URL or a pattern: what it is and at which byte it starts.
///
/// Parsers throw this internally; the URL and pattern front ends turn it into a ``RouteError``
/// whose message names the column.
struct SyntaxProblem: Error {
    var code: RouteError.Code
    var what: String
    /// Byte offset into the input, or `nil` when the problem has no single place (a length limit).
    var offset: Int?

    init(_ code: RouteError.Code, _ what: String, at offset: Int?) {
        self.code = code
        self.what = what
        self.offset = offset
    }

    init(_ what: String, at offset: Int?) {
        self.init(.invalidURL, what, at: offset)
    }

    /// The 1-based column, in characters, of `offset` in `bytes`.
    static func column(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<offset]), as: UTF8.self).count + 1
    }

    /// The message for people: the problem, then its column.
    func message(in bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard let offset else { return what }
        return "\(what) at column \(SyntaxProblem.column(of: offset, in: bytes))"
    }
}

/// Where the parts of a URL (or a pattern, which is written like one) start and end.
///
/// Splitting is shared by ``RouteURL`` and ``RoutePattern``, so the two read the same text the
/// same way (ROUTING.md §1): a scheme before `://` or before a bare `:`, the authority after
/// `//`, the path up to `?` or `#`, the query up to `#`, and the fragment.
struct URLLayout {
    var scheme: Range<Int>?
    var authority: Range<Int>?
    var path: Range<Int>
    var query: Range<Int>?
    var fragment: Range<Int>?

    init(splitting bytes: UnsafeBufferPointer<UInt8>) throws(SyntaxProblem) {
        let end = bytes.count
        var stop = 0
        var colon: Int?
        while stop < end {
            let byte = bytes[stop]
            if byte == .slash || byte == .question || byte == .hash { break }
            if byte == .colon && colon == nil { colon = stop }
            stop += 1
        }

        var pathStart = 0
        if let colon {
            let hasSlashes = colon + 2 < end && bytes[colon + 1] == .slash && bytes[colon + 2] == .slash
            let valid = URLLayout.isScheme(bytes, 0..<colon)
            if hasSlashes {
                guard colon > 0 else { throw SyntaxProblem("'://' with no scheme before it", at: colon) }
                guard valid else {
                    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<colon]), as: UTF8.self)
                    throw SyntaxProblem(
                        "\"\(text)\" is not a scheme (a letter, then letters, digits, '+', '-', '.' or '_')",
                        at: 0)
                }
                scheme = 0..<colon
                let authorityStart = colon + 3
                var authorityEnd = authorityStart
                while authorityEnd < end {
                    let byte = bytes[authorityEnd]
                    if byte == .slash || byte == .question || byte == .hash { break }
                    authorityEnd += 1
                }
                authority = authorityStart..<authorityEnd
                pathStart = authorityEnd
            } else if valid {
                scheme = 0..<colon
                pathStart = colon + 1
            }
        }

        var pathEnd = pathStart
        while pathEnd < end, bytes[pathEnd] != .question, bytes[pathEnd] != .hash { pathEnd += 1 }
        path = pathStart..<pathEnd
        if pathEnd < end, bytes[pathEnd] == .question {
            var queryEnd = pathEnd + 1
            while queryEnd < end, bytes[queryEnd] != .hash { queryEnd += 1 }
            query = (pathEnd + 1)..<queryEnd
            pathEnd = queryEnd
        }
        if pathEnd < end {
            fragment = (pathEnd + 1)..<end
        }
    }

    /// Calls `body` for each non-empty `&`-separated item of a query with the item's start,
    /// where its key ends (its `=`, or its end) and its end.
    static func forEachQueryItem<Failure: Error>(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
        _ body: (_ start: Int, _ keyEnd: Int, _ end: Int) throws(Failure) -> Void
    ) throws(Failure) {
        var start = range.lowerBound
        while start < range.upperBound {
            var end = start
            var equals: Int?
            while end < range.upperBound, bytes[end] != .ampersand {
                if bytes[end] == .equals && equals == nil { equals = end }
                end += 1
            }
            if end > start { try body(start, equals ?? end, end) }
            start = end + 1
        }
    }

    /// `ALPHA *(ALPHA / DIGIT / "+" / "-" / "." / "_")`.
    static func isScheme(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard let first = range.first, bytes[first].isASCIILetter else { return false }
        for index in range.dropFirst() {
            let byte = bytes[index]
            guard byte.isASCIILetter || byte.isASCIIDigit || byte == .plus || byte == .minus
                || byte == .dot || byte == .underscore
            else { return false }
        }
        return true
    }

    /// The scheme's text, lower-cased.
    static func lowercasedScheme(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        let scheme = UnsafeBufferPointer(rebasing: bytes[range])
        guard scheme.contains(where: { $0.isASCIIUppercase }) else { return String(decoding: scheme, as: UTF8.self) }
        return String(decoding: scheme.map { $0.asciiLowercased }, as: UTF8.self)
    }
}

extension UInt8 {
    static let slash = UInt8(ascii: "/")
    static let question = UInt8(ascii: "?")
    static let hash = UInt8(ascii: "#")
    static let colon = UInt8(ascii: ":")
    static let percent = UInt8(ascii: "%")
    static let plus = UInt8(ascii: "+")
    static let minus = UInt8(ascii: "-")
    static let dot = UInt8(ascii: ".")
    static let underscore = UInt8(ascii: "_")
    static let ampersand = UInt8(ascii: "&")
    static let equals = UInt8(ascii: "=")
    static let at = UInt8(ascii: "@")
    static let backslash = UInt8(ascii: "\\")
    static let space = UInt8(ascii: " ")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let star = UInt8(ascii: "*")

    var isASCIILetter: Bool { (self | 0x20) >= 0x61 && (self | 0x20) <= 0x7A }
    var isASCIIDigit: Bool { self >= 0x30 && self <= 0x39 }
    var isASCIIUppercase: Bool { self >= 0x41 && self <= 0x5A }
    var asciiLowercased: UInt8 { isASCIIUppercase ? self | 0x20 : self }
    /// A C0 control character or DEL.
    var isControl: Bool { self < 0x20 || self == 0x7F }
    var hexValue: UInt8? {
        switch self {
        case 0x30...0x39: self - 0x30
        case 0x41...0x46: self - 0x41 + 10
        case 0x61...0x66: self - 0x61 + 10
        default: nil
        }
    }
}
