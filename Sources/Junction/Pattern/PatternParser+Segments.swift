import JunctionSupport
/// A segment's value, its captures and the pattern's defaults, as ``PatternParser`` reads them.
extension PatternParser {
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
                value = String(decoding: bytes.extracting(range))
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
                // `<int:id>` is another router's typed capture: say how Junction writes it.
                if let capture = AngleCaptures.capture(Substring(string(range))) {
                    throw problem("a capture with a converter is written \(capture), not \(string(range))", at: range.lowerBound)
                }
                // `Special:MobileDiff` is more often a literal colon than a capture: say both ways.
                let literal = String(string(range).flatMap { $0 == ":" ? Array("%3A") : [$0] })
                throw problem("a capture inside a segment is written {name}, not :name; a literal ':' is written %3A (\(literal))", at: index)
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
            guard isIdentifier(colon + 1..<close) else {
                throw problem("\"\(string(colon + 1..<close))\" is not a converter name", at: colon + 1)
            }
            converterOffset = colon + 1
            converter = ParameterConverter.name(in: bytes.extracting(colon + 1..<close))
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
        String(decoding: bytes.extracting(range))
    }

    /// The defaults of the query, and the names of those pinned: written `name:=value`, with
    /// the `:` as it is, not `%3A`.
    func parseDefaults(_ range: Range<Int>?) throws(SyntaxProblem) -> (defaults: [QueryItem], pinned: [String]) {
        guard let range else { return ([], []) }
        var defaults: [QueryItem] = []
        var pinned: [String] = []
        try URLLayout.forEachQueryItem(bytes, range) { (start, keyEnd, end) throws(SyntaxProblem) in
            let pins = keyEnd < end && keyEnd > start && bytes[keyEnd - 1] == UInt8(ascii: ":")
            let name = try PercentEncoding.decode(bytes, start..<(pins ? keyEnd - 1 : keyEnd), place: .query)
            let value = keyEnd == end ? "" : try PercentEncoding.decode(bytes, (keyEnd + 1)..<end, place: .query)
            if pins, name.isEmpty { throw problem("a pinned value needs a name before ':='", at: start) }
            if names.contains(name) {
                throw problem("default \"\(name)\" has the name of a capture", at: start)
            }
            if defaults.contains(where: { $0.name == name }) {
                throw problem("default \"\(name)\" is given twice", at: start)
            }
            defaults.append(QueryItem(name: name, value: value))
            if pins { pinned.append(name) }
        }
        return (defaults, pinned)
    }
}
