extension RoutePattern {
    static func parse(_ input: String) throws(RouteError) -> RoutePattern {
        // A pattern keeps its segments as offsets into its text, which have room for this much.
        guard input.utf8.count <= SegmentSpan.maxTextLength else {
            throw RouteError(
                .invalidPattern,
                "the pattern is \(input.utf8.count) bytes long; a pattern may be at most \(SegmentSpan.maxTextLength) bytes long",
                pattern: input)
        }
        var text = input
        let result = text.withUTF8 { bytes -> Result<RoutePattern, RouteError> in
            do throws(SyntaxProblem) {
                if let groups = try OptionalGroupLayout(bytes) {
                    return .success(try groups.pattern(written: input, bytes: bytes))
                }
                var parser = PatternParser(bytes: bytes, text: input)
                return .success(try parser.parse())
            } catch {
                let column = error.offset.map { SyntaxProblem.column(of: $0, in: bytes) } ?? 1
                return .failure(RouteError(.invalidPattern, error.message(in: bytes), pattern: input, column: column))
            }
        }
        return try result.get()
    }
}

/// Reads a plain pattern's text (`(` and `)` are literal text to it); each problem is a
/// ``SyntaxProblem`` at the byte where it starts.
struct PatternParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let text: String
    /// The capture names so far; patterns have few, so a list beats a dictionary.
    var names: [String] = []

    init(bytes: UnsafeBufferPointer<UInt8>, text: String) {
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
        // The segments and capture marks counted first: the spans get exactly that room (below),
        // and the list of names does not grow while parsing.
        var segmentCount = layout.authority.map { $0.isEmpty ? 0 : 1 } ?? 0
        for index in layout.path where bytes[index] != .slash
            && (index == layout.path.lowerBound || bytes[index - 1] == .slash) {
            segmentCount += 1
        }
        var captureMarks = 0
        for index in 0..<bytes.count {
            let byte = bytes[index]
            if byte == .openBrace
                || (byte == .colon && index + 1 < bytes.count && (bytes[index + 1].isASCIILetter || bytes[index + 1] == .underscore)) {
                captureMarks += 1
            }
        }
        names.reserveCapacity(captureMarks)
        // The pattern copies the spans into its own storage: until then they are on the stack,
        // exactly as many as the segments counted above, with no array to allocate and free.
        let result = withUnsafeTemporaryAllocation(of: SegmentSpan.self, capacity: segmentCount) { buffer in
            do throws(SyntaxProblem) {
                var count = 0
                if let authority = layout.authority, !authority.isEmpty {
                    buffer[count] = try span(authority, isAuthority: true)
                    count += 1
                }
                var start = layout.path.lowerBound
                while start < layout.path.upperBound {
                    var end = start
                    while end < layout.path.upperBound, bytes[end] != .slash { end += 1 }
                    if end > start {
                        buffer[count] = try span(start..<end, isAuthority: false)
                        count += 1
                    }
                    start = end + 1
                }
                let spans = UnsafeBufferPointer(rebasing: buffer[..<count])
                if let index = spans.firstIndex(where: { $0.kind == .catchAll }), index != spans.count - 1 {
                    throw problem("'**' must be the last segment", at: offsetOfCatchAll(in: layout))
                }

                let defaults = try parseDefaults(layout.query)
                let scheme = layout.scheme.map { URLLayout.lowercasedScheme(bytes, $0) }
                let leadingSlash = layout.authority == nil && layout.path.first.map { bytes[$0] == .slash } ?? false
                return Result<RoutePattern, SyntaxProblem>.success(RoutePattern(
                    text: text, scheme: scheme, defaults: defaults, spans: spans, hasAuthority: layout.authority != nil,
                    hasAuthoritySegment: !(layout.authority?.isEmpty ?? true), leadingSlash: leadingSlash,
                    parameterNames: names))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private func problem(_ what: String, at offset: Int) -> SyntaxProblem {
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

    // MARK: Segments

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
    private func classify(_ range: Range<Int>) -> (isLiteral: Bool, isPlain: Bool) {
        var isPlain = true
        for index in range {
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

    /// A segment's value, checked.
    mutating func segment(_ range: Range<Int>, isAuthority: Bool) throws(SyntaxProblem) -> PatternSegment {
        let count = range.count
        if count == 1 && bytes[range.lowerBound] == .star { return .wildcard }
        if count == 2 && bytes[range.lowerBound] == .star && bytes[range.lowerBound + 1] == .star {
            return .catchAll
        }

        let (isLiteral, isPlain) = classify(range)
        // A whole-segment capture, `:id`, `{id}` or `{id:int}`, needs no pieces.
        if !isLiteral, let capture = try wholeCapture(range) {
            if names.contains(capture.name) {
                throw problem("parameter name \"\(capture.name)\" is used twice", at: range.lowerBound)
            }
            names.append(capture.name)
            return .capture(capture)
        }
        if isLiteral {
            var value: String
            if isPlain {
                value = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            } else {
                value = try PercentEncoding.decode(bytes, range, place: isAuthority ? .authority : .segment)
                if isAuthority { value = value.lowercased() }
            }
            if value == "." || value == ".." {
                throw problem("dot segment \"\(value)\" in a pattern", at: range.lowerBound)
            }
            return .literal(value)
        }

        var pieces: [SegmentPiece] = []
        var literalStart = range.lowerBound
        var index = range.lowerBound

        func flushLiteral(upTo end: Int) throws(SyntaxProblem) {
            guard end > literalStart else { return }
            var value = try PercentEncoding.decode(bytes, literalStart..<end, place: isAuthority ? .authority : .segment)
            if isAuthority { value = value.lowercased() }
            pieces.append(.literal(value))
        }

        while index < range.upperBound {
            let byte = bytes[index]
            switch byte {
            case .colon where index == range.lowerBound:
                let (name, end) = try identifier(after: index + 1, in: range)
                guard let name else {
                    throw problem("':' must be followed by a parameter name", at: index)
                }
                try addCapture(PatternCapture(name: name, converter: nil, offset: index), at: index, to: &pieces)
                index = end
                literalStart = end
            case .colon where index + 1 < range.upperBound
                && (bytes[index + 1].isASCIILetter || bytes[index + 1] == .underscore):
                throw problem("a capture inside a segment is written {name}, not :name", at: index)
            case .openBrace:
                try flushLiteral(upTo: index)
                let capture = try braceCapture(at: index, in: range)
                try addCapture(capture.capture, at: index, to: &pieces)
                index = capture.end
                literalStart = index
            case .closeBrace:
                throw problem("'}' with no '{' before it", at: index)
            case .star:
                throw problem("'*' must be a whole segment; to capture part of a segment write {name}", at: index)
            default:
                if byte.isControl {
                    throw problem("control character \(PercentEncoding.unicodeName(byte)) in the pattern", at: index)
                }
                index += 1
            }
        }
        try flushLiteral(upTo: range.upperBound)

        if pieces.count == 1 {
            switch pieces[0] {
            case .literal(let value):
                if value == "." || value == ".." {
                    throw problem("dot segment \"\(value)\" in a pattern", at: range.lowerBound)
                }
                return .literal(value)
            case .capture(let capture):
                return .capture(capture)
            }
        }
        return .mixed(pieces)
    }

    private mutating func addCapture(
        _ capture: PatternCapture, at offset: Int, to pieces: inout [SegmentPiece]
    ) throws(SyntaxProblem) {
        if case .capture = pieces.last {
            throw problem("two captures with no literal text between them", at: offset)
        }
        if names.contains(capture.name) {
            throw problem("parameter name \"\(capture.name)\" is used twice", at: offset)
        }
        names.append(capture.name)
        pieces.append(.capture(capture))
    }

    /// The capture when the whole segment is one (`:id`, `{id}`, `{id:int}`), else `nil`.
    private func wholeCapture(_ range: Range<Int>) throws(SyntaxProblem) -> PatternCapture? {
        let first = bytes[range.lowerBound]
        if first == .colon {
            let (name, end) = try identifier(after: range.lowerBound + 1, in: range)
            guard let name, end == range.upperBound else { return nil }
            return PatternCapture(name: name, converter: nil, offset: range.lowerBound)
        }
        guard first == .openBrace, bytes[range.upperBound - 1] == .closeBrace else { return nil }
        for index in (range.lowerBound + 1)..<(range.upperBound - 1)
        where bytes[index] == .openBrace || bytes[index] == .closeBrace {
            return nil
        }
        let (capture, end) = try braceCapture(at: range.lowerBound, in: range)
        return end == range.upperBound ? capture : nil
    }

    /// `{name}` or `{name:converter}` starting at `start`.
    private func braceCapture(at start: Int, in range: Range<Int>) throws(SyntaxProblem) -> (capture: PatternCapture, end: Int) {
        var close = start + 1
        while close < range.upperBound, bytes[close] != .closeBrace {
            if bytes[close] == .openBrace { throw problem("'{' inside a capture", at: close) }
            close += 1
        }
        guard close < range.upperBound else { throw problem("'{' is never closed", at: start) }
        guard close > start + 1 else { throw problem("empty capture '{}'", at: start) }
        var colon = start + 1
        while colon < close, bytes[colon] != .colon { colon += 1 }

        let nameText = string(start + 1..<colon)
        guard isIdentifier(start + 1..<colon) else {
            throw problem("\"\(nameText)\" is not a parameter name (a letter or '_', then letters, digits or '_')", at: start + 1)
        }
        var converter: String?
        var converterOffset = start
        if colon < close {
            guard colon + 1 < close else { throw problem("missing converter name after ':'", at: colon) }
            let converterText = string(colon + 1..<close)
            guard isIdentifier(colon + 1..<close) else {
                throw problem("\"\(converterText)\" is not a converter name", at: colon + 1)
            }
            converterOffset = colon + 1
            converter = converterText == "string" ? nil : converterText
        }
        return (PatternCapture(name: nameText, converter: converter, offset: converterOffset), close + 1)
    }

    /// The identifier starting at `start`, and where it ends.
    private func identifier(after start: Int, in range: Range<Int>) throws(SyntaxProblem) -> (String?, Int) {
        guard start < range.upperBound, bytes[start].isASCIILetter || bytes[start] == .underscore else {
            return (nil, start)
        }
        var end = start + 1
        while end < range.upperBound, bytes[end].isIdentifierContinuation { end += 1 }
        return (string(start..<end), end)
    }

    private func isIdentifier(_ range: Range<Int>) -> Bool {
        guard let first = range.first, bytes[first].isASCIILetter || bytes[first] == .underscore else { return false }
        return range.dropFirst().allSatisfy { bytes[$0].isIdentifierContinuation }
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    // MARK: Defaults

    private func parseDefaults(_ range: Range<Int>?) throws(SyntaxProblem) -> [QueryItem] {
        guard let range else { return [] }
        var defaults: [QueryItem] = []
        try URLLayout.forEachQueryItem(bytes, range) { (start, keyEnd, end) throws(SyntaxProblem) in
            let name = try PercentEncoding.decode(bytes, start..<keyEnd, place: .query)
            let value = keyEnd == end ? "" : try PercentEncoding.decode(bytes, (keyEnd + 1)..<end, place: .query)
            if names.contains(name) {
                throw problem("default \"\(name)\" has the name of a capture", at: start)
            }
            if defaults.contains(where: { $0.name == name }) {
                throw problem("default \"\(name)\" is given twice", at: start)
            }
            defaults.append(QueryItem(name: name, value: value))
        }
        return defaults
    }
}

extension UInt8 {
    var isIdentifierContinuation: Bool { isASCIILetter || isASCIIDigit || self == .underscore }
}
