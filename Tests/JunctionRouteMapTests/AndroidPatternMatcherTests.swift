import Testing
import JunctionRouteMap
@testable import JunctionRouteMapTools

/// The transcription of Android's `PatternMatcher` and the tests' own model of it, both held to
/// the answers AOSP's tests expect, and to each other on every short pattern and text.
@Suite struct AndroidPatternMatcherTests {
    typealias Kind = AndroidIntentFilter.Path.Kind

    /// AOSP's cases: `frameworks/base/core/tests/coretests/src/android/os/PatternMatcherTest.java`
    /// (advanced patterns) and CTS's `tests/tests/content/src/android/content/cts/IntentFilterTest.java`,
    /// `testSchemeSpecificParts` (each glob there is matched against the part after `scheme:`).
    static let aosp: [(Kind, String, [String], [String])] = [
        // PatternMatcherTest: pattern, texts it takes, texts it does not.
        (.pathAdvancedPattern, ".", ["a", "b"], [""]),
        (.pathAdvancedPattern, "[a]", ["a"], ["b"]),
        (.pathAdvancedPattern, #"[.*+{}\]\\[]"#, [".", "*", "+", "{", "}", "]", "\\", "["], []),
        (.pathAdvancedPattern, "[a-z]", ["a", "b"], ["A", "1"]),
        (.pathAdvancedPattern, "[a-z][0-9]", ["a1"], ["1a", "aa"]),
        (.pathAdvancedPattern, "[z-a]", [], ["a", "z", "A"]),
        (.pathAdvancedPattern, "[^0-9]", ["a", "z", "A"], ["9", "5", "0"]),
        (.pathAdvancedPattern, #"[\[a]"#, ["a", "["], []),
        (.pathAdvancedPattern, #"\."#, ["."], ["a", "1"]),
        (.pathAdvancedPattern, #"a\+"#, ["a+"], ["a", "aaaaa"]),
        (.pathAdvancedPattern, #"[\a-\z]"#, ["a", "z"], ["A"]),
        (.pathAdvancedPattern, "a", ["a"], ["", "z"]),
        (.pathAdvancedPattern, "az", ["az"], ["", "za"]),
        (.pathAdvancedPattern, "[a-z]*", ["", "a", "abcdefg"], ["abc1", "1abc"]),
        (.pathAdvancedPattern, "[a-z]+", ["a", "abcdefg"], ["", "abc1", "1abc"]),
        (.pathAdvancedPattern, "[a-z]{1}", ["a", "z"], ["", "1", "aa"]),
        (.pathAdvancedPattern, "[a-z]{1,5}", ["a", "zazaz"], ["", "azazaz", "11111"]),
        (.pathAdvancedPattern, "[a-z]{3,}", ["aza", "zazaz", "azazazazazaz"], ["", "aa"]),
        (.pathAdvancedPattern, #"/[0-9]{4}/[0-9]{2}/[0-9]{2}/[a-zA-Z0-9_]+\.html"#,
         ["/2016/09/07/got_this_working.html", "/2016/09/07/got_this_working2.html"],
         ["", "/2016/09/07/got_this_working2dothtml", "/2016/9/7/got_this_working.html"]),
        (.pathAdvancedPattern, "/b*a*bar.*", ["/babar", "/babarfff", "/bbaabarfff", "/babar?blah", "/baaaabar?blah"],
         ["?bar", "/bar", "/baz", "/ba/bar", "/barf", "/", "?blah"]),
        // IntentFilterTest.testSchemeSpecificParts.
        (.path, "ssp1", ["ssp1"], ["ssp", "ssp12"]),
        (.pathPrefix, "ssp1", ["ssp1", "ssp12"], ["ssp"]),
        (.pathSuffix, "sp", ["2ssp", "ssp"], ["ssp12"]),
        (.pathSuffix, ".file", ["something.file"], ["ssp12"]),
        (.pathPattern, "ssp.*", ["ssp1", "ssp"], ["ss"]),
        (.pathAdvancedPattern, "ssp.*", ["ssp1", "ssp"], ["ss"]),
        (.pathPattern, ".*", ["ssp1", "ssp", ""], []),
        (.pathAdvancedPattern, ".*", ["ssp1", "ssp", ""], []),
        (.pathPattern, "a1*b", ["ab", "a1b", "a11b"], ["a2b", "a1bc", "a"]),
        (.pathAdvancedPattern, "a1*b", ["ab", "a1b", "a11b"], ["a2b", "a1bc", "a"]),
        (.pathPattern, "a1*", ["a1", "a11"], ["ab", "a1b", "a2"]),
        (.pathAdvancedPattern, "a1*", ["a1", "a11"], ["ab", "a1b", "a2"]),
        (.pathPattern, #"a\.*b"#, ["ab", "a.b", "a..b"], ["a2b", "a.bc", ""]),
        (.pathAdvancedPattern, #"a\.*b"#, ["ab", "a.b", "a..b"], ["a2b", "a.bc", ""]),
        (.pathPattern, "a.*b", ["ab", "a.b", "a.1b", "a2b"], ["a.bc", ""]),
        (.pathAdvancedPattern, "a[.1-2]*b", ["ab", "a.b", "a.1b", "a2b"], ["a.bc", ""]),
        (.pathPattern, "a.*", ["ab", "a.b", "a.1b", "a2b", "a.bc"], [""]),
        (.pathAdvancedPattern, "a.*", ["ab", "a.b", "a.1b", "a2b", "a.bc"], [""]),
        (.pathPattern, #"a.\*b"#, ["a.*b", "a1*b"], ["ab", "a2b", "a.bc", ""]),
        (.pathAdvancedPattern, #"a.\*b"#, ["a.*b", "a1*b"], ["ab", "a2b", "a.bc", ""]),
        (.pathPattern, #"a.\*"#, ["a.*", "a1*"], ["ab", "a1b"]),
        (.pathAdvancedPattern, #"a.\*"#, ["a.*", "a1*"], ["ab", "a1b"]),
    ]

    /// What follows from `matchGlobPattern` never stepping back, for the globs an app writes.
    static let greedy: [(Kind, String, [String], [String])] = [
        // A pattern left with `/*` when the path ends takes nothing; `.*` left is fine.
        (.pathPattern, "//*cart/*", ["/cart/", "//cart//"], ["/cart"]),
        (.pathPattern, "//*docs/.*", ["/docs/", "/docs/a"], ["/docs"]),
        (.pathPattern, "//*p//*..*//*reviews/*", ["/p/1/reviews/"], ["/p/1/reviews"]),
        // `.*` takes text up to the first `/` after it, so a value holding a `/` is not taken.
        (.pathPattern, "//*p//*..*//*reviews", ["/p/1/reviews", "//p//1//reviews"], ["/p/a/b/reviews"]),
        // After `.*X`, a `*` is a character: `.*/*` needs a literal `*`.
        (.pathPattern, "/.*/*", ["/a/*"], ["/a/", "/a//"]),
        // An escaped `.` alone still takes any character; followed by `*`, only dots.
        (.pathPattern, #"/raw\.txt"#, ["/raw.txt", "/rawXtxt"], []),
        (.pathPattern, #"/a\.*"#, ["/a..", "/a."], ["/ab"]),
        // An advanced class takes all it can: a literal after it never matches.
        (.pathAdvancedPattern, #"/+[^/]+\.html"#, [], ["/a.html"]),
        (.pathAdvancedPattern, "/+c/+[^/]+/*", ["/c/x", "//c//x//"], ["/c/x/y", "/c/"]),
        (.pathAdvancedPattern, "/*", ["", "/", "//"], ["/a"]),
    ]

    @Test(arguments: aosp + greedy)
    func theTranscriptionAnswersAsAndroid(kind: Kind, pattern: String, taken: [String], refused: [String]) throws {
        let matcher = try AndroidPatternMatcher(pattern, kind: kind)
        var steps = Int.max
        #expect(taken.filter { !matcher.matches($0, steps: &steps) } == [])
        #expect(refused.filter { matcher.matches($0, steps: &steps) } == [])
    }

    @Test(arguments: (aosp + greedy).filter { $0.0 == .pathPattern || $0.0 == .pathAdvancedPattern })
    func theModelAnswersAsAndroid(kind: Kind, pattern: String, taken: [String], refused: [String]) {
        let model = kind == .pathPattern ? AndroidMatcherModel.glob : AndroidMatcherModel.advanced
        #expect(taken.filter { !model(pattern, $0) } == [])
        #expect(refused.filter { model(pattern, $0) } == [])
    }

    /// `testAdvancedPatternPoorFormatThrowsIllegalArgumentException`, with the reason given.
    @Test(arguments: [
        ("[]a]", "a set has no characters"), ("[a-z", "a set is not closed with \"]\""), ("a{,4}", "a count is not a number"),
        ("a{0,a}", "a count is not a number"), (#"a{\1, 2}"#, "a count is not a number"), ("[]", "a set has no characters"),
        ("a{}", "a count is not a number"), ("{3,4}", "a count follows no token"), ("a+{3,4}", "a count follows no token"),
        ("*.", "a modifier follows no token"), (".+*", "a modifier follows no token"), ("a{3,4", "a count is not closed with \"}\""),
        ("[a", "a set is not closed with \"]\""), (#"abc\"#, "the pattern ends with an escape"), ("+.", "a modifier follows no token"),
        ("[" + String((0..<1024).map { Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8($0 % 26))) }) + "]", "the pattern is too large"),
        ("a{3,2}", "a count's least is more than its most"), ("[", "a set is not closed with \"]\""),
    ])
    func aPatternAndroidRefusesIsRefused(pattern: String, reason: String) {
        #expect(throws: AndroidPatternMatcher.Refusal(reason: reason)) {
            try AndroidPatternMatcher(pattern, kind: .pathAdvancedPattern)
        }
    }

    /// Every glob of up to five characters of `a./*\` against every text of up to three of `a./`.
    @Test func theTranscriptionAndTheModelAgreeOnEveryShortGlob() throws {
        let patterns = Self.strings(of: "a./*\\", upTo: 5)
        let texts = Self.strings(of: "a./", upTo: 3)
        var disagreements: [String] = []
        for pattern in patterns {
            let matcher = try AndroidPatternMatcher(pattern, kind: .pathPattern)
            for text in texts {
                var steps = Int.max
                if matcher.matches(text, steps: &steps) != AndroidMatcherModel.glob(pattern, text) { disagreements.append("\(pattern) \(text)") }
            }
        }
        #expect(disagreements.prefix(5) == [])
        #expect(patterns.count == 3_906)
    }

    /// Every advanced pattern of up to three tokens (each of six kinds, with or without one of
    /// three modifiers) against every text of up to three of `a./`.
    @Test func theTranscriptionAndTheModelAgreeOnEveryShortAdvancedPattern() throws {
        let tokens = ["a", ".", "[a/]", "[^/]", #"\."#, "/"].flatMap { token in ["", "*", "+", "{1,2}"].map { token + $0 } }
        var patterns = [""]
        for _ in 0..<3 { patterns += patterns.filter { $0.count < 20 }.flatMap { prefix in tokens.map { prefix + $0 } } }
        let texts = Self.strings(of: "a./", upTo: 3)
        var disagreements: [String] = []
        for pattern in Set(patterns) {
            let matcher = try AndroidPatternMatcher(pattern, kind: .pathAdvancedPattern)
            for text in texts {
                var steps = Int.max
                if matcher.matches(text, steps: &steps) != AndroidMatcherModel.advanced(pattern, text) { disagreements.append("\(pattern) \(text)") }
            }
        }
        #expect(disagreements.prefix(5) == [])
    }

    /// Every string of up to `length` characters of `alphabet`, the empty one first.
    static func strings(of alphabet: String, upTo length: Int) -> [String] {
        var all = [""]
        var last = [""]
        for _ in 0..<length {
            last = last.flatMap { prefix in alphabet.map { prefix + String($0) } }
            all += last
        }
        return all
    }

    /// The index asks only the patterns whose literal start a text has, and answers as asking
    /// every pattern would: every glob of up to four characters of `a/.*\`, in groups of 40, and
    /// every short advanced pattern, against every text of up to four characters of `a/.`.
    @Test func theIndexAnswersAsAskingEveryPattern() throws {
        let globs = try Self.strings(of: "a/.*\\", upTo: 4).map { try AndroidPatternMatcher($0, kind: .pathPattern) }
        let advanced = try ["/+a", "/*a/", "a+/", "/{2}a", "[a/]a", "/a*", "a/.", "\\/a", "/+[^/]+/*", ""].map { try AndroidPatternMatcher($0, kind: .pathAdvancedPattern) }
        let literal = try ["/a", "//a/", "a", "", "/"].flatMap { text in
            try [AndroidPatternMatcher.Kind.path, .pathPrefix, .pathSuffix].map { try AndroidPatternMatcher(text, kind: $0) }
        }
        let texts = Self.strings(of: "a/.", upTo: 4)
        var disagreements: [String] = []
        for group in stride(from: 0, to: globs.count, by: 40).map({ Array(globs[$0..<min($0 + 40, globs.count)]) }) + [advanced, literal] {
            for skipsLeadingSlashes in [true, false] {
                let index = AndroidPatternIndex(group, skipsLeadingSlashes: skipsLeadingSlashes)
                for text in texts {
                    var steps = Int.max
                    let expected = group.contains { $0.matches(text, steps: &steps) }
                    if index.takes(text, steps: &steps) != expected { disagreements.append("\(group.map { String(decoding: $0.pattern, as: UTF16.self) }) \(text)") }
                }
            }
        }
        #expect(disagreements.prefix(3) == [])
    }

    /// The literal start each kind of pattern is filed under.
    @Test(arguments: [
        (Kind.pathPattern, "//*cart//*..*", "cart/"), (.pathPattern, "/a\\.b/*", "a"), (.pathPattern, ".*x", ""),
        (.pathPattern, "/ab*c", "a"), (.pathAdvancedPattern, "/+c/+[^/]+/*", "c"), (.pathAdvancedPattern, "/{2}ab+", "a"),
        (.pathPrefix, "//p/", "p/"), (.path, "/x", "x"), (.pathSuffix, "/x", ""),
    ])
    func eachPatternIsFiledUnderItsLiteralStart(kind: Kind, pattern: String, start: String) throws {
        let matcher = try AndroidPatternMatcher(pattern, kind: kind)
        #expect(String(decoding: AndroidPatternIndex.literalStart(of: matcher, skipsLeadingSlashes: true), as: UTF16.self) == start)
    }
}
