/// Runs of digits, zeros and hex digits starting at each position of a segment, counted once so
/// that the built-in converters say where an accepted text may end in constant time.
struct CharacterRuns {
    let value: LentBuffer<UInt8>
    /// `count + 1` entries each (the last is `0`), in working memory lent for the lookup.
    private let digits: LentBuffer<Int32>
    private let zeros: LentBuffer<Int32>
    private let hexDigits: LentBuffer<Int32>

    /// Counts the runs into `memory`, three times `value.count + 1` entries.
    init(_ value: LentBuffer<UInt8>, _ memory: LentBuffer<Int32>) {
        self.value = value
        let width = value.count + 1
        digits = memory.extracting(0..<width)
        zeros = memory.extracting(width..<2 * width)
        hexDigits = memory.extracting(2 * width..<3 * width)
        (digits[value.count], zeros[value.count], hexDigits[value.count]) = (0, 0, 0)
        for position in stride(from: value.count - 1, through: 0, by: -1) {
            let byte = value[position]
            digits[position] = byte.isASCIIDigit ? digits[position + 1] + 1 : 0
            zeros[position] = byte == UInt8(ascii: "0") ? zeros[position + 1] + 1 : 0
            hexDigits[position] = byte.hexValue != nil ? hexDigits[position + 1] + 1 : 0
        }
    }

    /// Where a text from `start` that the built-in converter accepts may end:
    /// exactly the ends `e` for which the converter accepts `value[start..<e]`.
    func acceptedEnds(_ converter: ParameterConverter.BuiltIn, from start: Int) -> EndRanges {
        switch converter {
        case .int: intEnds(from: start)
        case .double: doubleEnds(from: start)
        case .uuid: uuidEnds(from: start)
        case .bool: boolEnds(from: start)
        }
    }

    /// Optional `-`, then digits whose value fits `Int`: the ends form one range, since a
    /// shorter run of digits never overflows where a longer one does not.
    private func intEnds(from start: Int) -> EndRanges {
        let first = start < value.count && value[start] == .minus ? start + 1 : start
        let run = Int(digits[first])
        guard run > 0 else { return EndRanges() }
        let leadingZeros = Int(zeros[first])
        let significant = run - leadingZeros
        // `Int.max` has 19 digits: up to 18 significant digits always fit; 19 fit up to the limit.
        var longest = run
        if significant >= 19 {
            let limit = first == start ? "9223372036854775807" : "9223372036854775808"
            let digitsStart = first + leadingZeros
            let nineteen = value.extracting(digitsStart..<digitsStart + 19)
            let fitsNineteen = nineteen.lexicographicallyPrecedes(limit.utf8) || nineteen.elementsEqual(limit.utf8)
            longest = leadingZeros + (fitsNineteen ? 19 : 18)
        }
        return EndRanges(first + 1..<first + longest + 1)
    }

    /// Optional sign, digits with an optional fraction, and an optional exponent: the ends
    /// inside the integer part, inside the fraction, and inside the exponent's digits.
    private func doubleEnds(from start: Int) -> EndRanges {
        var ends = EndRanges()
        let count = value.count
        let first = start < count && (value[start] == .plus || value[start] == .minus) ? start + 1 : start
        let whole = Int(digits[first])
        if whole > 0 { ends.ranges.0 = first + 1..<first + whole + 1 }
        var mantissaEnd = first + whole
        if mantissaEnd < count, value[mantissaEnd] == .dot {
            let fractionStart = mantissaEnd + 1
            let fraction = Int(digits[fractionStart])
            // "1." is a number; "." is not.
            ends.ranges.1 = (whole > 0 ? fractionStart : fractionStart + 1)..<fractionStart + fraction + 1
            mantissaEnd = fractionStart + fraction
            guard whole + fraction > 0 else { return EndRanges() }
        } else if whole == 0 {
            return EndRanges()
        }
        guard mantissaEnd < count, value[mantissaEnd] | 0x20 == UInt8(ascii: "e") else { return ends }
        var exponentStart = mantissaEnd + 1
        if exponentStart < count, value[exponentStart] == .plus || value[exponentStart] == .minus { exponentStart += 1 }
        let exponent = Int(digits[exponentStart])
        if exponent > 0 { ends.ranges.2 = exponentStart + 1..<exponentStart + exponent + 1 }
        return ends
    }

    /// 8-4-4-4-12 hex digits: one possible end.
    private func uuidEnds(from start: Int) -> EndRanges {
        guard start + 36 <= value.count else { return EndRanges() }
        for (offset, length) in [(0, 8), (9, 4), (14, 4), (19, 4), (24, 12)] {
            guard hexDigits[start + offset] >= length else { return EndRanges() }
            if offset > 0, value[start + offset - 1] != .minus { return EndRanges() }
        }
        return EndRanges(start + 36..<start + 37)
    }

    /// `true`, `false`, `1`, `0`, `yes` or `no`: their first letters differ, so at most one end.
    private func boolEnds(from start: Int) -> EndRanges {
        for length in 1...5 where start + length <= value.count {
            if ParameterConverter.boolValue(value.extracting(start..<start + length)) != nil {
                return EndRanges(start + length..<start + length + 1)
            }
        }
        return EndRanges()
    }
}

/// Up to three ranges of ends, in increasing order; empty ranges are unused.
struct EndRanges {
    var ranges: (Range<Int>, Range<Int>, Range<Int>) = (0..<0, 0..<0, 0..<0)

    init() {}

    init(_ only: Range<Int>) { ranges.0 = only }

    /// Whether some non-empty range satisfies `predicate`.
    func contains(where predicate: (Range<Int>) -> Bool) -> Bool {
        (!ranges.0.isEmpty && predicate(ranges.0)) || (!ranges.1.isEmpty && predicate(ranges.1))
            || (!ranges.2.isEmpty && predicate(ranges.2))
    }

    /// The smallest end in the ranges that satisfies `predicate`.
    func firstEnd(where predicate: (Int) -> Bool) -> Int? {
        ranges.0.first(where: predicate) ?? ranges.1.first(where: predicate) ?? ranges.2.first(where: predicate)
    }
}
