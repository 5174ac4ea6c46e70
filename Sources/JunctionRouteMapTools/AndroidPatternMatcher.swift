/// Android's `PatternMatcher`, transcribed from AOSP (`frameworks/base/core/java/android/os/PatternMatcher.java`)
/// rule by rule: what an intent filter's `path`, `pathPrefix`, `pathPattern`,
/// `pathAdvancedPattern` and `pathSuffix` (and their `ssp` forms) take. Like Java's `String`, it
/// compares UTF-16 code units.
///
/// Android's globs never step back: `.*` takes text up to the first occurrence of the character
/// after it, `X*` every `X` it can, and a pattern whose text ran out takes the path only when
/// nothing but `.*` is left of it. So `//*cart/*` does not take `/cart`, and `/.*a/*` reads the
/// `*` after the `a` as a literal `*`. Its tests: `frameworks/base/core/tests/coretests/src/android/os/PatternMatcherTest.java`.
struct AndroidPatternMatcher {
    /// How the text is compared: AOSP's `PATTERN_LITERAL` (0), `PATTERN_PREFIX` (1),
    /// `PATTERN_SIMPLE_GLOB` (2), `PATTERN_ADVANCED_GLOB` (3) and `PATTERN_SUFFIX` (4).
    typealias Kind = AndroidIntentFilter.Path.Kind

    let kind: Kind
    /// The pattern's UTF-16 code units.
    let pattern: [UInt16]
    /// An advanced pattern as `parseAndVerifyAdvancedPattern` parses it; empty for the other kinds.
    let parsed: [Int]

    /// Reads a pattern.
    ///
    /// - Throws: ``AndroidPatternMatcher/Refusal`` for an advanced pattern that
    ///   `parseAndVerifyAdvancedPattern` refuses, with its reason.
    init(_ text: String, kind: Kind) throws(Refusal) {
        self.kind = kind
        pattern = Array(text.utf16)
        parsed = kind == .pathAdvancedPattern ? try Self.parseAdvanced(pattern) : []
    }

    /// Why Android refuses an advanced pattern (AOSP throws `IllegalArgumentException`).
    struct Refusal: Error, Equatable {
        let reason: String
    }

    /// Whether Android's matcher takes `text`. Each character compared costs one of `steps`; a
    /// caller that gives a budget checks it after.
    ///
    /// - Complexity: O(*p* + *n*) for every kind but an advanced pattern's classes, which cost
    ///   their ranges for each character they look at.
    func matches(_ text: String, steps: inout Int) -> Bool {
        let match = Array(text.utf16)
        steps -= match.count + 1
        // `matchPattern`: `PATTERN_LITERAL` is `equals`, `PATTERN_PREFIX` `startsWith`,
        // `PATTERN_SUFFIX` `endsWith`, all by code unit.
        switch kind {
        case .path: return match == pattern
        case .pathPrefix: return match.starts(with: pattern)
        case .pathSuffix: return match.count >= pattern.count && match.suffix(pattern.count).elementsEqual(pattern)
        case .pathPattern: return Self.matchGlob(pattern, match, steps: &steps)
        case .pathAdvancedPattern: return Self.matchAdvanced(parsed, match, steps: &steps)
        }
    }

    // MARK: PATTERN_SIMPLE_GLOB

    private static let star = UInt16(ascii: "*")
    private static let dot = UInt16(ascii: ".")
    private static let backslash = UInt16(ascii: "\\")

    /// `matchGlobPattern`, line by line.
    static func matchGlob(_ pattern: [UInt16], _ match: [UInt16], steps: inout Int) -> Bool {
        let np = pattern.count
        // An empty pattern takes only the empty text.
        guard np > 0 else { return match.isEmpty }
        let nm = match.count
        var ip = 0
        var im = 0
        var nextChar = pattern[0]
        func charAt(_ index: Int) -> UInt16 { index < np ? pattern[index] : 0 }
        while ip < np, im < nm {
            var c = nextChar
            ip += 1
            nextChar = charAt(ip)
            // `\` makes the next character itself.
            let escaped = c == backslash
            if escaped {
                c = nextChar
                ip += 1
                nextChar = charAt(ip)
            }
            if nextChar == star {
                if !escaped && c == dot {
                    // `.*` last in the pattern takes the rest, whatever it is.
                    if ip >= np - 1 { return true }
                    ip += 1
                    nextChar = pattern[ip]
                    if nextChar == backslash {
                        ip += 1
                        nextChar = charAt(ip)
                    }
                    // Otherwise it takes text up to the first occurrence of the character after
                    // it, which must be there; that character is consumed, and a `*` after it is
                    // then read as a character of its own.
                    repeat {
                        steps -= 1
                        if match[im] == nextChar { break }
                        im += 1
                    } while im < nm
                    if im == nm { return false }
                    ip += 1
                    nextChar = charAt(ip)
                    im += 1
                } else {
                    // `X*` takes every `X` there is, never fewer.
                    repeat {
                        steps -= 1
                        if match[im] != c { break }
                        im += 1
                    } while im < nm
                    ip += 1
                    nextChar = charAt(ip)
                }
            } else {
                // `.` any one character, another character itself.
                if c != dot && match[im] != c { return false }
                im += 1
            }
        }
        // Both at their end; or the text ended with exactly `.*` left of the pattern. Anything
        // else left (`/*` too) means no match.
        if ip >= np && im >= nm { return true }
        return ip == np - 2 && pattern[ip] == dot && pattern[ip + 1] == star
    }
}

extension UInt16 {
    /// An ASCII character's UTF-16 code unit, as Java's `char` holds it.
    init(ascii scalar: Unicode.Scalar) {
        self.init(scalar.value)
    }
}
