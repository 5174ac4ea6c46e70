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

/// The URL grammar of ROUTING.md §1, written once: where the parts of a URL (or of a pattern,
/// which is written like one) start and end. A scheme before `://` or before a bare `:`
/// (``head(of:)``), the authority after `//` up to ``authorityEnd``, the path up to
/// ``pathEnd`` (its segments end at ``segmentEnd``), the query up to ``queryEnd`` (its items end
/// at ``itemEnd``), and the fragment.
///
/// Every reader follows it: ``RoutePattern`` splits a pattern with ``init(splitting:)``;
/// ``URLScanner/scan(into:)``, the full reader of incoming URLs, takes ``head(of:)`` and ends
/// each part at these byte sets while it checks what the part holds, in one pass; and
/// ``URLScanner/scanPlain(into:foldsCase:)``, the fast path, takes ``head(of:)`` too and builds
/// its stop masks from these sets. `URLGrammarTests` checks that the fast path and the full
/// reader agree, and that both split URLs as ``init(splitting:)`` does.
struct URLLayout {
    var scheme: Range<Int>?
    var authority: Range<Int>?
    var path: Range<Int>
    var query: Range<Int>?
    var fragment: Range<Int>?

    /// `/`, `?` and `#` end the authority.
    @inline(__always) static var authorityEnd: ByteSet { ByteSet("/?#") }
    /// `?` and `#` end the path.
    @inline(__always) static var pathEnd: ByteSet { ByteSet("?#") }
    /// A path segment ends at a `/` or where the path ends.
    @inline(__always) static var segmentEnd: ByteSet { ByteSet("/?#") }
    /// `#` ends the query.
    @inline(__always) static var queryEnd: ByteSet { ByteSet("#") }
    /// A query item ends at a `&` or where the query ends.
    @inline(__always) static var itemEnd: ByteSet { ByteSet("&#") }

    init(splitting bytes: UnsafeBufferPointer<UInt8>) throws(SyntaxProblem) {
        let head = try URLLayout.head(of: bytes)
        scheme = head.schemeEnd.map { 0..<$0 }
        var index = head.rest
        if head.hasAuthority {
            let end = URLLayout.end(of: bytes, from: index, at: URLLayout.authorityEnd)
            authority = index..<end
            index = end
        }
        let pathEnd = URLLayout.end(of: bytes, from: index, at: URLLayout.pathEnd)
        path = index..<pathEnd
        index = pathEnd
        if index < bytes.count, bytes[index] == .question {
            let queryEnd = URLLayout.end(of: bytes, from: index + 1, at: URLLayout.queryEnd)
            query = (index + 1)..<queryEnd
            index = queryEnd
        }
        if index < bytes.count {
            fragment = (index + 1)..<bytes.count
        }
    }

    /// The first index from `start` whose byte is in `set`, or the end of `bytes`.
    static func end(of bytes: UnsafeBufferPointer<UInt8>, from start: Int, at set: ByteSet) -> Int {
        var index = start
        while index < bytes.count, !set.contains(bytes[index]) { index += 1 }
        return index
    }

    /// Where a URL's scheme ends and what follows it.
    struct Head {
        /// The scheme's `:`, or `nil` when there is no scheme.
        var schemeEnd: Int?
        /// Whether `//` follows the scheme, so an authority comes next.
        var hasAuthority = false
        /// Where what follows the scheme (and its `//`) starts: the authority, or the path.
        var rest = 0
    }

    /// The scheme rule: the text before the first `:`, when no `/`, `?` or `#` comes before it,
    /// is a scheme if it is `ALPHA *(ALPHA / DIGIT / "+" / "-" / "." / "_")`. Followed by `//`,
    /// it must be one (`1app://x` and `://x` are errors); followed by anything else, text that is
    /// not a scheme is just the start of the path (`:x`, `a b:c`).
    static func head(of bytes: UnsafeBufferPointer<UInt8>) throws(SyntaxProblem) -> Head {
        guard let head = headIfWellFormed(bytes) else { throw notAScheme(bytes) }
        return head
    }

    /// ``head(of:)``, or `nil` where it throws: the form the fast path inlines.
    @_transparent
    static func headIfWellFormed(_ bytes: UnsafeBufferPointer<UInt8>) -> Head? {
        let count = bytes.count
        let schemeBytes = URLLayout.schemeBytes
        var end = 0
        while end < count && schemeBytes.contains(bytes[end]) { end += 1 }
        let slashes = end + 2 < count && bytes[end + 1] == .slash && bytes[end + 2] == .slash
        if end > 0 && end < count && bytes[end] == .colon && bytes[0].isASCIILetter {
            return slashes ? Head(schemeEnd: end, hasAuthority: true, rest: end + 3) : Head(schemeEnd: end, rest: end + 1)
        }
        // Not a scheme. That is an error only where `://` follows it, before any `/`, `?` or `#`.
        var colon = end
        while colon < count && bytes[colon] != .colon {
            if authorityEnd.contains(bytes[colon]) { return Head() }
            colon += 1
        }
        let followedBySlashes = colon + 2 < count && bytes[colon + 1] == .slash && bytes[colon + 2] == .slash
        return followedBySlashes ? nil : Head()
    }

    /// What a scheme may hold after its first letter: `ALPHA / DIGIT / "+" / "-" / "." / "_"`.
    @inline(__always) static var schemeBytes: ByteSet {
        ByteSet(low: 0x03FF_6800_0000_0000, high: 0x07FF_FFFE_87FF_FFFE)
    }

    /// Why the text before `://` is not a scheme.
    @inline(never)
    private static func notAScheme(_ bytes: UnsafeBufferPointer<UInt8>) -> SyntaxProblem {
        let colon = bytes.firstIndex(of: .colon) ?? 0
        guard colon > 0 else { return SyntaxProblem("'://' with no scheme before it", at: colon) }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<colon]), as: UTF8.self)
        return SyntaxProblem("\"\(text)\" is not a scheme (a letter, then letters, digits, '+', '-', '.' or '_')", at: 0)
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
            while end < range.upperBound, !itemEnd.contains(bytes[end]) {
                if bytes[end] == .equals && equals == nil { equals = end }
                end += 1
            }
            if end > start { try body(start, equals ?? end, end) }
            start = end + 1
        }
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
    static let equals = UInt8(ascii: "=")
    static let ampersand = UInt8(ascii: "&")
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
    /// The value of a hexadecimal digit (either case), or `nil`.
    @inline(__always)
    var hexValue: UInt8? {
        switch self {
        case 0x30...0x39: self - 0x30
        case 0x41...0x46: self - 0x41 + 10
        case 0x61...0x66: self - 0x61 + 10
        default: nil
        }
    }
}

/// A set of ASCII bytes, as two 64-bit masks, read in a few instructions.
struct ByteSet: Hashable {
    /// Bytes 0–63 and 64–127.
    var low: UInt64
    var high: UInt64

    init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// The bytes of an ASCII string. Inlined, so a set written as a literal is a constant.
    @inline(__always)
    init(_ text: StaticString) {
        self.init(low: 0, high: 0)
        text.withUTF8Buffer { for byte in $0 { insert(byte) } }
    }

    /// C0 control characters and DEL.
    @inline(__always) static var controls: ByteSet { ByteSet(low: 0xFFFF_FFFF, high: 0x8000_0000_0000_0000) }

    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        byte < 128 && containsASCII(byte)
    }

    /// ``contains(_:)`` for a byte the caller knows is below 128.
    @inline(__always)
    func containsASCII(_ byte: UInt8) -> Bool {
        ((byte < 64 ? low : high) >> UInt64(byte & 63)) & 1 != 0
    }

    /// Adds an ASCII byte; other bytes are never in a set.
    @inline(__always)
    mutating func insert(_ byte: UInt8) {
        switch byte >> 6 {
        case 0: low |= 1 << UInt64(byte & 63)
        case 1: high |= 1 << UInt64(byte & 63)
        default: break
        }
    }

    @inline(__always)
    func union(_ other: ByteSet) -> ByteSet {
        ByteSet(low: low | other.low, high: high | other.high)
    }
}
