/// `PATTERN_ADVANCED_GLOB` (API 31): AOSP's `parseAndVerifyAdvancedPattern`, `matchAdvancedPattern`,
/// `matchChars` and `matchChar` (`frameworks/base/core/java/android/os/PatternMatcher.java`),
/// transcribed. A pattern is parsed into integers: a code unit as itself, the tokens and
/// modifiers below as negative numbers, a count `{m,n}` as its two numbers. Matching is greedy
/// with no backtracking: each token takes as many characters as it can (at most its count), so
/// `[^/]+\.html` takes no path, its class having taken the `.html` already.
extension AndroidPatternMatcher {
    static let setStart = -1
    static let inverseSetStart = -2
    static let setStop = -3
    static let any = -4
    static let rangeStart = -5
    static let rangeStop = -6
    static let zeroOrMore = -7
    static let oneOrMore = -8
    /// `MAX_PATTERN_STORAGE`: a longer parsed pattern is refused.
    private static let maximumStorage = 2048

    /// `isParsedModifier`.
    static func isModifier(_ value: Int) -> Bool {
        value == oneOrMore || value == zeroOrMore || value == rangeStop || value == rangeStart
    }

    /// `parseAndVerifyAdvancedPattern`: the pattern as integers, or AOSP's refusal.
    static func parseAdvanced(_ pattern: [UInt16]) throws(Refusal) -> [Int] {
        var parsed: [Int] = []
        var ip = 0
        let lp = pattern.count
        var inSet = false
        var inRange = false
        var inCharClass = false
        func character(_ ascii: Unicode.Scalar) -> UInt16 { UInt16(ascii: ascii) }
        while ip < lp {
            guard parsed.count <= maximumStorage - 3 else { throw Refusal(reason: "the pattern is too large") }
            var c = pattern[ip]
            var add = false
            switch c {
            case character("["):
                if inSet {
                    add = true
                } else {
                    // AOSP reads the character after `[` unchecked, and fails past the end.
                    guard ip + 1 < lp else { throw Refusal(reason: "a set is not closed with \"]\"") }
                    if pattern[ip + 1] == character("^") {
                        parsed.append(inverseSetStart)
                        ip += 1
                    } else {
                        parsed.append(setStart)
                    }
                    ip += 1
                    inSet = true
                    continue
                }
            case character("]"):
                if !inSet {
                    add = true
                } else {
                    guard let last = parsed.last, last != setStart, last != inverseSetStart else {
                        throw Refusal(reason: "a set has no characters")
                    }
                    parsed.append(setStop)
                    inSet = false
                    inCharClass = false
                }
            case character("{"):
                if !inSet {
                    guard let last = parsed.last, !isModifier(last) else { throw Refusal(reason: "a count follows no token") }
                    parsed.append(rangeStart)
                    ip += 1
                    inRange = true
                }
            case character("}"):
                // Outside a count, `}` is dropped, not read as a character.
                if inRange {
                    parsed.append(rangeStop)
                    inRange = false
                }
            case character("*"), character("+"):
                if !inSet {
                    guard let last = parsed.last, !isModifier(last) else { throw Refusal(reason: "a modifier follows no token") }
                    parsed.append(c == character("*") ? zeroOrMore : oneOrMore)
                }
            case character("."):
                if !inSet { parsed.append(any) }
            case character("\\"):
                guard ip + 1 < lp else { throw Refusal(reason: "the pattern ends with an escape") }
                ip += 1
                c = pattern[ip]
                add = true
            default:
                add = true
            }
            if inSet {
                if inCharClass {
                    // The high end of a range `a-z`.
                    parsed.append(Int(c))
                    inCharClass = false
                } else if ip + 2 < lp, pattern[ip + 1] == character("-"), pattern[ip + 2] != character("]") {
                    inCharClass = true
                    parsed.append(Int(c))
                    ip += 1
                } else {
                    // A character alone is the range from itself to itself.
                    parsed += [Int(c), Int(c)]
                }
            } else if inRange {
                guard let close = pattern[ip...].firstIndex(of: character("}")) else {
                    throw Refusal(reason: "a count is not closed with \"}\"")
                }
                let text = String(decoding: pattern[ip..<close], as: UTF16.self)
                let numbers = text.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false)
                // `Integer.parseInt`: an optional sign and decimal digits, within 32 bits; `{n,}`
                // has no upper end.
                guard let low = Int32(numbers[0]) else { throw Refusal(reason: "a count is not a number") }
                var high = low
                if numbers.count == 2 {
                    if numbers[1].isEmpty {
                        high = .max
                    } else if let number = Int32(numbers[1]) {
                        high = number
                    } else {
                        throw Refusal(reason: "a count is not a number")
                    }
                }
                guard low <= high else { throw Refusal(reason: "a count's least is more than its most") }
                parsed += [Int(low), Int(high)]
                ip = close
                continue
            } else if add {
                parsed.append(Int(c))
            }
            ip += 1
        }
        guard !inSet else { throw Refusal(reason: "a set is not closed with \"]\"") }
        return parsed
    }

    /// `matchAdvancedPattern`: each token in turn takes as many characters as it can, up to its
    /// count; fewer than its least, and there is no match.
    static func matchAdvanced(_ parsed: [Int], _ match: [UInt16], steps: inout Int) -> Bool {
        var ip = 0
        var im = 0
        let lp = parsed.count
        let lm = match.count
        while ip < lp {
            let token: Token
            switch parsed[ip] {
            case any:
                token = .any
                ip += 1
            case setStart, inverseSetStart:
                let start = ip + 1
                ip += 1
                while ip < lp, parsed[ip] != setStop { ip += 1 }
                token = .set(start..<(ip - 1), inverse: parsed[start - 1] == inverseSetStart)
                ip += 1
            default:
                token = .literal(parsed[ip])
                ip += 1
            }
            var least = 1
            var most = 1
            if ip < lp {
                switch parsed[ip] {
                case zeroOrMore:
                    least = 0
                    most = Int(Int32.max)
                    ip += 1
                case oneOrMore:
                    most = Int(Int32.max)
                    ip += 1
                case rangeStart:
                    least = parsed[ip + 1]
                    most = parsed[ip + 2]
                    ip += 4
                default: break
                }
            }
            guard least <= most else { return false }
            // `matchChars`: as many as match, up to `most`.
            var matched = 0
            while matched < most, im + matched < lm, token.takes(match[im + matched], parsed) {
                steps -= 1
                matched += 1
            }
            guard matched >= least else { return false }
            im += matched
        }
        return ip >= lp && im >= lm
    }

    /// One token of a parsed advanced pattern.
    private enum Token {
        case any
        case literal(Int)
        /// A class: pairs of low and high ends within `parsed`.
        case set(Range<Int>, inverse: Bool)

        /// `matchChar`.
        func takes(_ character: UInt16, _ parsed: [Int]) -> Bool {
            switch self {
            case .any: return true
            case .literal(let value): return Int(character) == value
            case .set(let ends, let inverse):
                // AOSP's loop: `for (i = start; i < end; i += 2)`, `end` being the last entry.
                let inRange = stride(from: ends.lowerBound, to: ends.upperBound, by: 2).contains { index in
                    Int(character) >= parsed[index] && Int(character) <= parsed[index + 1]
                }
                return inRange != inverse
            }
        }
    }
}
