/// The URL grammar of ROUTING.md §1, written once: where the parts of a URL (or of a pattern,
/// which is written like one) start and end. A scheme before `://` or before a bare `:`
/// (``head(of:)``), the authority after `//` up to ``authorityEnd``, the path up to ``pathEnd``
/// (its segments end at ``segmentEnd``), the query up to ``queryEnd`` (its items end at
/// ``itemEnd``), and the fragment.
///
/// ``URLScanner``, the reader of incoming URLs, takes ``head(of:)`` and ends each part at these
/// sets while it checks what the part holds; ``init(splitting:)`` splits a pattern's text the
/// same way without checking it. `URLScannerTests` checks that the two put the parts in the same
/// places.
struct URLLayout {
    var scheme: Range<Int>?
    var authority: Range<Int>?
    var path: Range<Int>
    var query: Range<Int>?
    var fragment: Range<Int>?

    /// `/`, `?` and `#` end the authority.
    static var authorityEnd: ByteSet { ByteSet(low: 0x8000_8008_0000_0000, high: 0) }
    /// `?` and `#` end the path.
    static var pathEnd: ByteSet { ByteSet(low: 0x8000_0008_0000_0000, high: 0) }
    /// A path segment ends at a `/` or where the path ends.
    static var segmentEnd: ByteSet { ByteSet(low: 0x8000_8008_0000_0000, high: 0) }
    /// `#` ends the query.
    static var queryEnd: ByteSet { ByteSet(low: 0x0000_0008_0000_0000, high: 0) }
    /// A query item ends at a `&` or where the query ends.
    static var itemEnd: ByteSet { ByteSet(low: 0x0000_0048_0000_0000, high: 0) }
    /// What a scheme may hold after its first letter: `ALPHA / DIGIT / "+" / "-" / "." / "_"`.
    static var schemeBytes: ByteSet { ByteSet(low: 0x03FF_6800_0000_0000, high: 0x07FF_FFFE_87FF_FFFE) }

    /// Splits a pattern's text into its parts, checking only the scheme rule.
    init(splitting bytes: LentBuffer<UInt8>) throws(SyntaxProblem) {
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
    static func end(of bytes: LentBuffer<UInt8>, from start: Int, at set: ByteSet) -> Int {
        bytes.firstIndex(from: start) { set.contains($0) }
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
    static func head(of bytes: LentBuffer<UInt8>) throws(SyntaxProblem) -> Head {
        let count = bytes.count
        let schemeBytes = URLLayout.schemeBytes
        let end = bytes.firstIndex(from: 0) { !schemeBytes.contains($0) }
        if end > 0 && end < count && bytes[end] == .colon && bytes[0].isASCIILetter {
            let slashes = end + 2 < count && bytes[end + 1] == .slash && bytes[end + 2] == .slash
            return slashes ? Head(schemeEnd: end, hasAuthority: true, rest: end + 3) : Head(schemeEnd: end, rest: end + 1)
        }
        return try headWithoutScheme(bytes, after: end)
    }

    /// ``head(of:)`` where the text up to `end` is not a scheme: that is an error only where
    /// `://` follows it, before any `/`, `?` or `#`.
    private static func headWithoutScheme(_ bytes: LentBuffer<UInt8>, after end: Int) throws(SyntaxProblem) -> Head {
        let count = bytes.count
        var colon = end
        while colon < count && bytes[colon] != .colon {
            if authorityEnd.contains(bytes[colon]) { return Head() }
            colon += 1
        }
        guard colon + 2 < count && bytes[colon + 1] == .slash && bytes[colon + 2] == .slash else { return Head() }
        guard colon > 0 else { throw SyntaxProblem("'://' with no scheme before it", at: colon) }
        let text = String(decoding: bytes.extracting(0..<colon))
        throw SyntaxProblem("\"\(text)\" is not a scheme (a letter, then letters, digits, '+', '-', '.' or '_')", at: 0)
    }

    /// Calls `body` for each non-empty `&`-separated item of a query with the item's start,
    /// where its key ends (its `=`, or its end) and its end.
    static func forEachQueryItem<Failure: Error>(
        _ bytes: LentBuffer<UInt8>, _ range: Range<Int>,
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
    static func lowercasedScheme(_ bytes: LentBuffer<UInt8>, _ range: Range<Int>) -> String {
        let scheme = bytes.extracting(range)
        guard scheme.contains(where: \.isASCIIUppercase) else { return String(decoding: scheme) }
        return String(decoding: scheme.map(\.asciiLowercased), as: UTF8.self)
    }
}
