/// Mixed segments (`{name}.{ext}`, `v{major:int}.{minor:int}`), matched without backtracking.
///
/// ROUTING.md §3: each capture takes the shortest non-empty text that lets the rest of the
/// segment match. Where every capture is untyped, each capture's last possible end says all
/// (``matchUntyped(_:value:segment:)``). Otherwise a backward pass first works out, for every
/// piece and every position, whether the pieces from there on can match the rest of the
/// segment; the forward pass then gives each capture the first end that its converter accepts
/// and from which the rest can match, so no choice is ever undone.
///
/// The built-in converters say where an accepted text may end in constant time, from runs of
/// digits, zeros and hex digits counted once per segment; a custom converter is asked about
/// each candidate text, and a lookup that would ask more than ``Matcher/customCheckBudget``
/// times stops with `limitExceeded` instead of answering late or wrongly. The working tables
/// are in memory lent for the segment (``LentBuffer``), so matching one allocates nothing.
extension Matcher {
    /// How many times one lookup may call custom converters inside mixed segments.
    static let customCheckBudget = 16_384

    /// Whether the pieces match the whole decoded `value` of `segment`; on a match the
    /// captures are recorded in order.
    ///
    /// - Complexity: O(*n* × *l*) for a value of *n* bytes and *l* bytes of literal text when
    ///   every capture is untyped; with typed captures O(*n* × (*p* + *l*)) for *p* pieces, plus
    ///   at most ``customCheckBudget`` custom converter calls per lookup.
    mutating func matchMixed(pieces: Range<Int>, value: LentBuffer<UInt8>, segment: URLSegment) -> Bool {
        var typed = false
        for piece in pieces where table.trie.pieces[piece].converter >= 0 { typed = true }
        guard typed else { return matchUntyped(pieces, value: value, segment: segment) }
        // A leading and a trailing literal each stand in one place: checked there, they leave
        // the tables the text between them.
        var inner = pieces
        var low = 0
        var high = value.count
        let first = table.trie.pieces[inner.lowerBound]
        if first.isLiteral {
            guard Int(first.textCount) <= high, literal(first, in: value, at: 0) else { return false }
            low = Int(first.textCount)
            inner = inner.dropFirst()
        }
        let last = table.trie.pieces[inner.upperBound - 1]
        if last.isLiteral {
            guard high - Int(last.textCount) >= low, literal(last, in: value, at: high - Int(last.textCount)) else { return false }
            high -= Int(last.textCount)
            inner = inner.dropLast()
        }
        let text = value.extracting(low..<high)
        let width = text.count + 1
        return LentBuffer<Bool>.withWorkingMemory(count: (inner.count + 1) * width, initialValue: false) { reach in
            LentBuffer<Int32>.withWorkingMemory(count: 4 * width, initialValue: 0) { numbers in
                let mixed = MixedSegment(
                    value: text, offset: low, reach: reach, width: width, nextEnd: numbers.extracting(0..<width),
                    runs: CharacterRuns(text, numbers.extracting(width..<4 * width)))
                return match(inner, segment: segment, mixed)
            }
        }
    }

    /// Whether the literal piece `piece` stands in `value` at `position` (it fits: callers check).
    private func literal(_ piece: Trie.MixedPiece, in value: LentBuffer<UInt8>, at position: Int) -> Bool {
        let text = table.trie.literals.text
        let start = Int(piece.textStart)
        let folds = piece.converter == Trie.MixedPiece.foldedLiteral
        for offset in 0..<Int(piece.textCount) {
            let byte = folds ? value[position + offset].asciiLowercased : value[position + offset]
            if byte != text[start + offset] { return false }
        }
        return true
    }

    /// A mixed segment whose captures are all untyped: whether the rest of the segment matches
    /// after a capture only depends on how far right the capture may end, so each capture's
    /// reach is one number (its last possible end) and no table is needed.
    ///
    /// - Complexity: O(*n* × *l*) for *n* bytes and *l* bytes of literal text.
    private mutating func matchUntyped(_ pieces: Range<Int>, value: LentBuffer<UInt8>, segment: URLSegment) -> Bool {
        let count = value.count
        let rows = pieces.count
        let allPieces = table.trie.pieces
        func piece(_ row: Int) -> Trie.MixedPiece { allPieces[pieces.lowerBound + row] }
        /// Whether a capture may end at `position`: on a scalar boundary, followed by the literal in `row`.
        func endsBefore(_ row: Int, at position: Int) -> Bool {
            (position == count || value[position] & 0xC0 != 0x80) && literal(piece(row), in: value, at: position)
        }
        return LentBuffer<Int>.withWorkingMemory(count: rows, initialValue: 0) { lastEnds in
            // Backward: the last end each capture may take with the rest still matching. A
            // capture from `start` can end well exactly when `start < lastEnds[row]`.
            for row in stride(from: rows - 1, through: 0, by: -1) where !piece(row).isLiteral {
                guard row + 1 < rows else {
                    lastEnds[row] = count
                    continue
                }
                let length = Int(piece(row + 1).textCount)
                var last: Int
                if row + 2 == rows {
                    // The literal ends the segment: one possible end.
                    last = count - length
                    if last > 0, !endsBefore(row + 1, at: last) { last = 0 }
                } else {
                    // The literal must end before the next capture's last start.
                    last = lastEnds[row + 2] - 1 - length
                    while last > 0, !endsBefore(row + 1, at: last) { last -= 1 }
                }
                guard last > 0 else { return false }
                lastEnds[row] = last
            }
            var position = 0
            for row in 0..<rows {
                if piece(row).isLiteral {
                    let length = Int(piece(row).textCount)
                    // Only a leading literal is unchecked: later ones were found by the capture before.
                    if row == 0, !(length < lastEnds[1] && literal(piece(0), in: value, at: 0)) { return false }
                    position += length
                    continue
                }
                guard position < lastEnds[row] else { return false }
                // Shortest first; near the end of the pattern the only possible end is the last one.
                var captureEnd = lastEnds[row]
                if row + 2 < rows {
                    captureEnd = position + 1
                    while !endsBefore(row + 1, at: captureEnd) { captureEnd += 1 }
                }
                capture(segment, position, Int32(captureEnd))
                position = captureEnd
            }
            return true
        }
    }

    private mutating func match(_ pieces: Range<Int>, segment: URLSegment, _ mixed: MixedSegment) -> Bool {
        let count = mixed.value.count
        let last = pieces.count
        for position in 0...count { mixed.reach[last * mixed.width + position] = position == count }
        // Row 0 is read at position 0 alone, which the forward pass's first capture answers, but
        // for a custom converter, whose every call counts against the lookup's budget.
        let first = table.trie.pieces[pieces.lowerBound]
        let isCustom = first.converter >= 0 && table.builtInKinds[Int(first.converter)] == nil
        for row in stride(from: last - 1, through: isCustom ? 0 : 1, by: -1) {
            guard fillRow(row, piece: table.trie.pieces[pieces.lowerBound + row], last: row + 1 == last, mixed) else { return false }
        }
        if isCustom { guard mixed.reachable(0, 0) else { return false } }
        // Forward: each capture ends as early as it can; the backward pass promises the rest matches.
        var position = 0
        for row in 0..<last {
            let piece = table.trie.pieces[pieces.lowerBound + row]
            if piece.isLiteral {
                position += Int(piece.textCount)
                continue
            }
            guard let captureEnd = firstEnd(of: piece, from: position, row: row, mixed) else { return false }
            capture(segment, mixed.offset + position, Int32(mixed.offset + captureEnd))
            position = captureEnd
        }
        return position == count
    }

    /// Fills `reach` for one piece from the row after it; `false` when a custom converter used
    /// up the lookup's budget.
    private mutating func fillRow(_ row: Int, piece: Trie.MixedPiece, last: Bool, _ mixed: MixedSegment) -> Bool {
        let value = mixed.value
        let count = value.count
        let base = row * mixed.width
        if piece.isLiteral {
            let length = Int(piece.textCount)
            for start in 0...count {
                mixed.reach[base + start] = start + length <= count && mixed.reachable(row + 1, start + length)
                    && literal(piece, in: value, at: start)
            }
            return true
        }
        let builtIn = piece.converter < 0 ? nil : table.builtInKinds[Int(piece.converter)]
        if last {
            // The last capture takes the rest of the text, or nothing matches.
            for start in 0..<count {
                if piece.converter == Trie.MixedPiece.untyped {
                    mixed.reach[base + start] = true
                } else if let builtIn {
                    mixed.reach[base + start] = mixed.runs.acceptedEnds(builtIn, from: start).contains { $0.contains(count) }
                } else {
                    guard spendCustomCheck() else { return false }
                    mixed.reach[base + start] = accepts(piece.converter, value.extracting(start..<count))
                }
            }
            return true
        }
        mixed.indexEnds(after: row)
        for start in 0..<count {
            if piece.converter == Trie.MixedPiece.untyped {
                mixed.reach[base + start] = mixed.nextEnd[start + 1] <= count
            } else if let builtIn {
                // The rest matches from no end at all past the last one a capture may take.
                guard Int(mixed.nextEnd[start + 1]) <= count else { continue }
                let ends = mixed.runs.acceptedEnds(builtIn, from: start)
                mixed.reach[base + start] = ends.contains { !$0.isEmpty && mixed.nextEnd[$0.lowerBound] < $0.upperBound }
            } else {
                var candidate = Int(mixed.nextEnd[start + 1])
                while candidate <= count {
                    guard spendCustomCheck() else { return false }
                    if accepts(piece.converter, value.extracting(start..<candidate)) {
                        mixed.reach[base + start] = true
                        break
                    }
                    guard candidate < count else { break }
                    candidate = Int(mixed.nextEnd[candidate + 1])
                }
            }
        }
        return true
    }

    /// The first end for a capture from `start` that its converter accepts and from which the
    /// rest of the segment matches.
    private mutating func firstEnd(of piece: Trie.MixedPiece, from start: Int, row: Int, _ mixed: MixedSegment) -> Int? {
        let count = mixed.value.count
        // A capture takes one byte at least.
        guard start < count else { return nil }
        func isEnd(_ end: Int) -> Bool { mixed.isCaptureEnd(end, before: row + 1) }
        if piece.converter == Trie.MixedPiece.untyped {
            return (start + 1...count).first(where: isEnd)
        }
        if let builtIn = table.builtInKinds[Int(piece.converter)] {
            return mixed.runs.acceptedEnds(builtIn, from: start).firstEnd(where: isEnd)
        }
        for end in start + 1...count where isEnd(end) {
            guard spendCustomCheck() else { return nil }
            if accepts(piece.converter, mixed.value.extracting(start..<end)) { return end }
        }
        return nil
    }

    /// Counts one custom converter call; `false`, and the lookup marked, once the budget is spent.
    private mutating func spendCustomCheck() -> Bool {
        customChecks += 1
        if customChecks > Matcher.customCheckBudget { exceededLimit = true }
        return !exceededLimit
    }
}

/// The working tables for one mixed segment, in memory lent for it.
struct MixedSegment {
    /// The text the tables are about: the segment's value but its leading and trailing literals.
    let value: LentBuffer<UInt8>
    /// Where ``value`` starts in the segment's value.
    let offset: Int
    /// Row-major: whether the pieces from row *r* on match the value from each position.
    let reach: LentBuffer<Bool>
    let width: Int
    /// For the row being filled: the first position at or after each index where a capture may
    /// end (a scalar boundary from which the next row matches), or `count + 1`.
    let nextEnd: LentBuffer<Int32>
    let runs: CharacterRuns

    func reachable(_ row: Int, _ position: Int) -> Bool { reach[row * width + position] }

    /// Whether a capture may end at `end`: past its first byte, on a scalar boundary, and with
    /// the rest of the segment (row `next` on) matching from there.
    func isCaptureEnd(_ end: Int, before next: Int) -> Bool {
        end > 0 && (end == value.count || value[end] & 0xC0 != 0x80) && reachable(next, end)
    }

    /// Fills ``nextEnd`` for a capture in `row`, from the row after it.
    func indexEnds(after row: Int) {
        var next = Int32(value.count + 1)
        for position in stride(from: value.count, through: 0, by: -1) {
            if isCaptureEnd(position, before: row + 1) { next = Int32(position) }
            nextEnd[position] = next
        }
    }
}
