extension RoutePattern {
    static func parse(_ input: String) throws(RouteError) -> RoutePattern {
        // A pattern keeps its segments as offsets into its text, which have room for this much.
        guard input.utf8.count <= SegmentSpan.maxTextLength else {
            throw RouteError(
                .invalidPattern,
                "the pattern is \(input.utf8.count) bytes long; a pattern may be at most \(SegmentSpan.maxTextLength) bytes long",
                pattern: input)
        }
        return try input.withUTF8Bytes { (bytes) throws(RouteError) -> RoutePattern in
            do throws(SyntaxProblem) {
                if let groups = try OptionalGroupLayout(bytes) {
                    return try groups.pattern(written: input, bytes: bytes)
                }
                var parser = PatternParser(bytes: bytes, text: input)
                return try parser.parse()
            } catch {
                let column = error.offset.map { SyntaxProblem.column(of: $0, in: bytes) } ?? 1
                throw RouteError(.invalidPattern, error.message(in: bytes), pattern: input, column: column)
            }
        }
    }
}

/// Reads a plain pattern's text (`(` and `)` are literal text to it); each problem is a
/// ``SyntaxProblem`` at the byte where it starts.
struct PatternParser {
    let bytes: LentBuffer<UInt8>
    let text: String
    /// The capture names so far; patterns have few, so a list beats a dictionary.
    var names: [String] = []

    init(bytes: LentBuffer<UInt8>, text: String) {
        self.bytes = bytes
        self.text = text
    }

    mutating func parse() throws(SyntaxProblem) -> RoutePattern {
        guard !bytes.isEmpty else { throw problem("the pattern is empty", at: 0) }
        let layout: URLLayout
        do {
            layout = try URLLayout(splitting: bytes)
        } catch {
            throw problem(error.what, at: error.offset ?? 0)
        }
        if let fragment = layout.fragment {
            throw problem("'#' is not allowed in a pattern", at: fragment.lowerBound - 1)
        }

        // The text's offsets are kept in 32 bits.
        guard bytes.count <= Int(UInt32.max) else { throw problem("the pattern is longer than 4 GiB", at: 0) }
        // The segments and capture marks counted first, so that neither the spans nor the names
        // grow while parsing.
        let path = bytes.extracting(0..<layout.path.upperBound)
        var segmentCount = layout.authority.map { $0.isEmpty ? 0 : 1 } ?? 0
        var slash = layout.path.lowerBound - 1
        while slash < layout.path.upperBound {
            let next = path.firstIndex(from: slash + 1) { $0 == .slash }
            if next > slash + 1 { segmentCount += 1 }
            slash = next
        }
        var captureMarks = 0
        var mark = bytes.firstIndex(from: 0) { $0 == .openBrace || $0 == .colon }
        while mark < bytes.count {
            if bytes[mark] == .openBrace
                || (mark + 1 < bytes.count && (bytes[mark + 1].isASCIILetter || bytes[mark + 1] == .underscore)) {
                captureMarks += 1
            }
            mark = bytes.firstIndex(from: mark + 1) { $0 == .openBrace || $0 == .colon }
        }
        names.reserveCapacity(captureMarks)
        var spans: [SegmentSpan] = []
        spans.reserveCapacity(segmentCount)
        if let authority = layout.authority, !authority.isEmpty {
            spans.append(try span(authority, isAuthority: true))
        }
        var start = layout.path.lowerBound
        while start < layout.path.upperBound {
            var end = start
            while end < layout.path.upperBound, bytes[end] != .slash { end += 1 }
            if end > start { spans.append(try span(start..<end, isAuthority: false)) }
            start = end + 1
        }
        if let index = spans.firstIndex(where: { $0.kind == .catchAll }), index != spans.count - 1 {
            throw problem("'**' must be the last segment", at: offsetOfCatchAll(in: layout))
        }

        let (defaults, pinned) = try parseDefaults(layout.query)
        let scheme = layout.scheme.map { URLLayout.lowercasedScheme(bytes, $0) }
        let leadingSlash = layout.authority == nil && layout.path.first.map { bytes[$0] == .slash } ?? false
        return RoutePattern(
            text: text, scheme: scheme, defaults: defaults, pinned: pinned, spans: spans, hasAuthority: layout.authority != nil,
            hasAuthoritySegment: !(layout.authority?.isEmpty ?? true), leadingSlash: leadingSlash, parameterNames: names)
    }

    /// Bytes that make a segment neither a capture nor a literal to decode or fold: printable
    /// ASCII but `%`, `@`, `\`, `{`, `}`, `*`, `:` and upper-case letters.
    static let ordinaryBytes = ByteSet.controls.union(ByteSet("%@\\{}*:ABCDEFGHIJKLMNOPQRSTUVWXYZ")).inverted

    func problem(_ what: String, at offset: Int) -> SyntaxProblem {
        SyntaxProblem(.invalidPattern, what, at: offset)
    }

    private func offsetOfCatchAll(in layout: URLLayout) -> Int {
        var index = layout.authority?.lowerBound ?? layout.path.lowerBound
        while index + 1 < bytes.count {
            let atStart = index == 0 || bytes[index - 1] == .slash
            if atStart && bytes[index] == .star && bytes[index + 1] == .star { return index }
            index += 1
        }
        return 0
    }

    /// Checks a segment and says where it is and what kind: a plain literal, the most common,
    /// is checked on its bytes, without making its value.
    private mutating func span(_ range: Range<Int>, isAuthority: Bool) throws(SyntaxProblem) -> SegmentSpan {
        let kind: SegmentSpan.Kind
        let (isLiteral, isPlain) = classify(range)
        if isLiteral && isPlain {
            let count = range.count
            if bytes[range.lowerBound] == .dot && (count == 1 || (count == 2 && bytes[range.lowerBound + 1] == .dot)) {
                throw problem("dot segment \"\(count == 1 ? "." : "..")\" in a pattern", at: range.lowerBound)
            }
            kind = .literal
        } else {
            switch try segment(range, isAuthority: isAuthority) {
            case .literal: kind = .decodedLiteral
            case .capture: kind = .capture
            case .mixed: kind = .mixed
            case .wildcard: kind = .wildcard
            case .catchAll: kind = .catchAll
            }
        }
        return SegmentSpan(start: UInt32(range.lowerBound), end: UInt32(range.upperBound), kind: kind)
    }

    /// Whether a segment is a literal (no capture, brace or star, and no `:` before a name) and
    /// whether it is plain (no `%` to decode, no `@` or `\` to reject, no upper case to fold in
    /// the authority, ASCII only); `*` and `**` are not literals.
    func classify(_ range: Range<Int>) -> (isLiteral: Bool, isPlain: Bool) {
        var isPlain = true
        // Most bytes of most segments are letters, digits and the like, which change neither answer.
        let ordinary = PatternParser.ordinaryBytes
        let first = bytes.extracting(0..<range.upperBound).firstIndex(from: range.lowerBound) { !ordinary.contains($0) }
        for index in first..<range.upperBound {
            let byte = bytes[index]
            if byte == .percent || byte >= 0x80 || byte == .at || byte == .backslash || byte.isASCIIUppercase {
                isPlain = false
            }
            if byte == .openBrace || byte == .closeBrace || byte == .star || byte.isControl
                || (byte == .colon && (index == range.lowerBound
                    || (index + 1 < range.upperBound && (bytes[index + 1].isASCIILetter || bytes[index + 1] == .underscore)))) {
                return (false, isPlain)
            }
        }
        return (true, isPlain)
    }
}
