extension RoutePattern {
    /// The most plain patterns one pattern with optional groups may stand for.
    static let maxExpansions = 64

    /// The plain patterns this one stands for (ROUTING.md §2): for `/path(/:a)`, `/path` and
    /// `/path/:a`; every choice of groups, in order, the last keeping them all. A pattern
    /// without optional groups stands for itself alone.
    ///
    /// ```swift
    /// try RoutePattern("/the(/foo/:a)(/bar/:b)").expansions.map(\.text)
    /// // ["/the", "/the/foo/:a", "/the/bar/:b", "/the/foo/:a/bar/:b"]
    /// ```
    public var expansions: [RoutePattern] {
        groupExpansions.isEmpty ? [self] : groupExpansions
    }

    /// Whether the pattern is written with optional groups, `/path(/:a)`.
    public var hasOptionalGroups: Bool { !groupExpansions.isEmpty }

    /// What a router's table holds for this pattern: itself, or each pattern it stands for,
    /// knowing the pattern with groups it comes from.
    var registeredForms: [RoutePattern] {
        guard hasOptionalGroups else { return [self] }
        return groupExpansions.map { expansion in
            var form = expansion
            form.origin = .written(self)
            form.caseInsensitive = caseInsensitive
            form.hostsAndSchemes = hostsAndSchemes
            return form
        }
    }

    /// The pattern as its route was registered: for one a pattern with groups stands for, that one.
    var asWritten: RoutePattern { origin?.pattern ?? self }

    /// The pattern a URL is built from: the expansion with the most segments whose captures
    /// all have values (on a tie, the first, which keeps earlier groups).
    ///
    /// - Throws: ``RouteError/Code/missingParameter`` when a value is given for a capture that
    ///   expansion lacks: it names a value the capture needs beside it.
    func expansion(forValues values: [String: String]) throws(RouteError) -> RoutePattern {
        var best = groupExpansions[0]
        for expansion in groupExpansions.dropFirst()
        where expansion.segments.count > best.segments.count && expansion.parameterNames.allSatisfy({ values[$0] != nil }) {
            best = expansion
        }
        if let unused = values.keys.sorted().first(where: { !best.parameterNames.contains($0) }),
           let holder = groupExpansions.first(where: { $0.parameterNames.contains(unused) }),
           let missing = holder.parameterNames.first(where: { values[$0] == nil }) {
            throw RouteError(.missingParameter, "missing value for \"\(missing)\", which \"\(unused)\" needs in \"\(text)\"")
        }
        return best
    }
}

/// Where a pattern's optional groups stand: `(` … `)` holding whole segments, `/` first, opened
/// right after a segment's text and standing only at the end of the path, one after another
/// or nested at their own end. Anywhere else `(` and `)` are literal text.
struct OptionalGroupLayout {
    struct Group {
        /// The offsets of its `(` and `)`.
        var open: Int
        var close = -1
        /// Where its own text ends: at its first inner group, or at its `)`.
        var textEnd = -1
        /// The groups nested at its end, by index, in order.
        var children: [Int] = []
    }

    private(set) var groups: [Group] = []
    /// The groups not inside another, by index, in order.
    private(set) var topLevel: [Int] = []
    /// Where the path ends (the query, if any, follows).
    private let pathEnd: Int
    private let count: Int

    /// The layout of the pattern's groups; `nil` when it has none.
    ///
    /// - Throws: ``SyntaxProblem`` for a group followed by anything but another group or the
    ///   query, a group never closed, a group with no segment, or more expansions than allowed.
    init?(_ bytes: LentBuffer<UInt8>) throws(SyntaxProblem) {
        let open = UInt8(ascii: "("), close = UInt8(ascii: ")")
        guard bytes.firstIndex(from: 0, where: { $0 == open }) < bytes.count, let layout = try? URLLayout(splitting: bytes) else {
            return nil
        }
        let start = layout.authority?.lowerBound ?? layout.path.lowerBound
        pathEnd = layout.path.upperBound
        count = bytes.count
        /// Open parentheses: a group's index, or `nil` for a literal `(`.
        var stack: [Int?] = []
        // Room for every `(` being a group, so that no list grows while reading.
        let opens = bytes.reduce(0) { $0 + ($1 == open ? 1 : 0) }
        stack.reserveCapacity(opens)
        groups.reserveCapacity(opens)
        topLevel.reserveCapacity(opens)
        var afterGroup = false
        for index in start..<pathEnd {
            let byte = bytes[index]
            if byte == open, index > start, bytes[index - 1] != .slash, index + 1 < pathEnd, bytes[index + 1] == .slash {
                let group = groups.count
                groups.append(Group(open: index))
                if case let parent?? = stack.last {
                    if groups[parent].textEnd < 0 { groups[parent].textEnd = index }
                    groups[parent].children.append(group)
                } else {
                    topLevel.append(group)
                }
                stack.append(group)
                afterGroup = false
                continue
            }
            let closesGroup = byte == close && stack.last.map { $0 != nil } == true
            if afterGroup && !closesGroup {
                throw SyntaxProblem(.invalidPattern, "an optional group may be followed only by another group or the query", at: index)
            }
            if byte == open {
                stack.append(nil)
            } else if byte == close, let last = stack.popLast() {
                guard let group = last else { continue }
                groups[group].close = index
                if groups[group].textEnd < 0 { groups[group].textEnd = index }
                if !bytes[(groups[group].open + 1)..<groups[group].textEnd].contains(where: { $0 != .slash }) {
                    throw SyntaxProblem(.invalidPattern, "an optional group holds no segment", at: groups[group].open)
                }
                afterGroup = true
            }
        }
        if case let unclosed?? = stack.last(where: { $0 != nil }) {
            throw SyntaxProblem(.invalidPattern, "'(' is never closed", at: groups[unclosed].open)
        }
        guard let first = topLevel.first else { return nil }
        if expansionCount() > RoutePattern.maxExpansions {
            throw SyntaxProblem(
                .invalidPattern,
                "optional groups that stand for more than \(RoutePattern.maxExpansions) patterns", at: groups[first].open)
        }
    }

    /// How many patterns the groups stand for, counted from the innermost groups out (no
    /// recursion, however deep the nesting), and capped just past the limit.
    private func expansionCount() -> Int {
        let cap = RoutePattern.maxExpansions + 1
        var choices = [Int](repeating: 1, count: groups.count)
        func sequence(_ list: [Int]) -> Int {
            list.reduce(1) { product, group in min(cap, product * (1 + choices[group])) }
        }
        for group in groups.indices.reversed() { choices[group] = sequence(groups[group].children) }
        return sequence(topLevel)
    }

    /// Each pattern the groups stand for, as the groups it keeps (bit `i` for group `i`):
    /// every choice of groups, in order (for `(/a)(/b)`: neither, `a`, `b`, both). Bits, not
    /// lists of ranges, so that choosing makes no array for each choice. Sixty-four bits are
    /// enough: each group adds at least one pattern, so 64 patterns leave at most 63 groups.
    func expansions() -> [UInt64] {
        choices(topLevel)
    }

    private func choices(_ list: [Int]) -> [UInt64] {
        var result: [UInt64] = [0]
        for group in list {
            let before = result.count
            for option in choices(groups[group].children) {
                for index in 0..<before { result.append(result[index] | option | 1 << UInt64(group)) }
            }
        }
        return result
    }

    /// The byte ranges of the text an expansion keeps: the text before the first group, each
    /// group kept, in the order written, and the query.
    func ranges(of expansion: UInt64) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(expansion.nonzeroBitCount + 2)
        ranges.append(0..<groups[topLevel[0]].open)
        var rest = expansion
        while rest != 0 {
            let group = rest.trailingZeroBitCount
            ranges.append((groups[group].open + 1)..<groups[group].textEnd)
            rest &= rest - 1
        }
        ranges.append(pathEnd..<count)
        return ranges
    }

    /// The pattern with groups: each expansion parsed as a plain pattern (a problem in one is
    /// reported at its place in the text written), and the one that keeps every group giving
    /// the pattern its segments.
    func pattern(written: String, bytes: LentBuffer<UInt8>) throws(SyntaxProblem) -> RoutePattern {
        let choices = expansions()
        var parsed: [RoutePattern] = []
        parsed.reserveCapacity(choices.count)
        var fullRanges: [Range<Int>] = []
        // The one that keeps every group first: each segment, name and default is in it.
        for position in choices.indices {
            let ranges = self.ranges(of: choices[position == 0 ? choices.count - 1 : position - 1])
            if position == 0 { fullRanges = ranges }
            var expansionBytes: [UInt8] = []
            expansionBytes.reserveCapacity(ranges.reduce(0) { $0 + $1.count })
            for range in ranges { expansionBytes.append(contentsOf: bytes.extracting(range)) }
            let text = String(decoding: expansionBytes, as: UTF8.self)
            parsed.append(try text.withUTF8Bytes { (expansion) throws(SyntaxProblem) -> RoutePattern in
                do throws(SyntaxProblem) {
                    var parser = PatternParser(bytes: expansion, text: text)
                    return try parser.parse()
                } catch {
                    var problem = error
                    problem.offset = error.offset.map { Self.offset($0, in: ranges) }
                    throw problem
                }
            })
        }
        let full = parsed.removeFirst()
        parsed.append(full)
        var pattern = RoutePattern(
            text: written, scheme: full.scheme, defaults: full.defaults, pinned: full.pinned,
            segments: full.segments.map { $0.movingOffsets { Self.offset($0, in: fullRanges) } },
            hasAuthority: full.hasAuthority, hasAuthoritySegment: full.hasAuthoritySegment,
            leadingSlash: full.leadingSlash, parameterNames: full.parameterNames)
        pattern.groupExpansions = parsed
        return pattern
    }

    /// The offset in the text written of an offset in an expansion made of `ranges`.
    private static func offset(_ offset: Int, in ranges: [Range<Int>]) -> Int {
        var start = 0
        for range in ranges {
            if offset < start + range.count { return range.lowerBound + offset - start }
            start += range.count
        }
        return ranges.last?.upperBound ?? offset
    }
}

extension PatternSegment {
    /// The segment with each capture's offset moved by `move`.
    func movingOffsets(_ move: (Int) -> Int) -> PatternSegment {
        func moved(_ capture: PatternCapture) -> PatternCapture {
            var capture = capture
            capture.offset = move(capture.offset)
            return capture
        }
        switch self {
        case .capture(let capture): return .capture(moved(capture))
        case .mixed(let pieces):
            return .mixed(pieces.map { piece in
                if case .capture(let capture) = piece { return .capture(moved(capture)) }
                return piece
            })
        case .literal, .wildcard, .catchAll: return self
        }
    }
}
