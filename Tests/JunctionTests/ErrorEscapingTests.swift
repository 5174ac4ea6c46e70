import Junction
import Testing

/// Finding 5 (hostile testing, /work/shared/findings/README.md): messages echoed input raw, so
/// a newline, U+0085, U+2028 or a bidirectional override in a URL or a pattern could forge or
/// reorder a line of a log. Every character that can is written as `\u{HEX}`.
@Suite struct ErrorEscapingTests {
    /// Each character that could break or reorder a line, and how messages show it. Control
    /// characters the URL reader refuses outright are described by code point; those it lets
    /// through (C1 controls, separators, bidi controls) reach the message escaped.
    static let dangerous: [(character: Unicode.Scalar, shown: String)] = [
        ("\u{85}", #"\u{85}"#), ("\u{9F}", #"\u{9F}"#), ("\u{80}", #"\u{80}"#),
        ("\u{2028}", #"\u{2028}"#), ("\u{2029}", #"\u{2029}"#),
        ("\u{202A}", #"\u{202A}"#), ("\u{202B}", #"\u{202B}"#), ("\u{202C}", #"\u{202C}"#),
        ("\u{202D}", #"\u{202D}"#), ("\u{202E}", #"\u{202E}"#),
        ("\u{2066}", #"\u{2066}"#), ("\u{2067}", #"\u{2067}"#), ("\u{2068}", #"\u{2068}"#), ("\u{2069}", #"\u{2069}"#),
        ("\u{200E}", #"\u{200E}"#), ("\u{200F}", #"\u{200F}"#), ("\u{061C}", #"\u{61C}"#),
    ]

    @Test(arguments: dangerous)
    func aURLsDangerousCharacterIsEscapedInTheMessage(character: Unicode.Scalar, shown: String) throws {
        let router = Router()
        try router.register("shop://home") { _ in }
        let url = "shop://x/a\(Character(character))b"
        #expect {
            try router.resolve(url)
        } throws: { error in
            let error = try #require(error as? RouteError)
            return error.message == "no route matches shop://x/a\(shown)b"
                && error.description == "notFound: no route matches shop://x/a\(shown)b"
        }
    }

    /// C0 controls, DEL and C1 controls, through the escaping every message and output uses.
    @Test(arguments: Array(0x00...0x1F) + Array(0x7F...0x9F))
    func everyControlCharacterIsEscaped(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        let hex = String(value, radix: 16, uppercase: true)
        let error = RouteError(.notFound, "no route matches shop://x/\(Character(scalar))")
        #expect(error.message == "no route matches shop://x/\\u{\(hex)}")
        #expect(!error.description.contains("\n"))
    }

    /// Backslashes are shown as they are, so escaping twice changes nothing: a message that
    /// quotes another error's escaped message stays as it was.
    @Test func escapingTwiceChangesNothing() {
        let real = RouteError(.notFound, "shop://x/\n\\d")
        #expect(real.message == #"shop://x/\u{A}\d"#)
        #expect(RouteError(.invalidParameter, "the built URL does not read back: \(real.message)").message
            == #"the built URL does not read back: shop://x/\u{A}\d"#)
    }

    @Test func lettersOfEveryScriptAndEmojiAreShownAsTheyAre() {
        let error = RouteError(.notFound, "no route matches shop://café/商品/👟")
        #expect(error.message == "no route matches shop://café/商品/👟")
    }

    /// The caret stays under the character the column names: `\u{202E}` takes 8 columns.
    @Test func thePatternUnderAnErrorIsEscapedAndTheCaretFollowsIt() {
        #expect {
            try Router().register("/a\u{202E}b\t{") { _ in }
        } throws: { error in
            (error as? RouteError)?.description == [
                "invalidPattern: control character U+0009 in the pattern at column 5",
                #"  /a\u{202E}b\u{9}{"#,
                "  " + String(repeating: " ", count: 11) + "^",
            ].joined(separator: "\n")
        }
    }

    @Test func explainEscapesWhatItQuotesFromTheURL() throws {
        let router = Router()
        try router.register("/a/{id:int}") { _ in }
        let attempts = try router.explain("/a/x\u{2028}y")
        #expect(attempts.map(\.description) == [#"/a/{id:int}: segment 2 "x\u{2028}y" is not accepted by the converter int"#])
        #expect(attempts.map(\.reason) == ["segment 2 \"x\u{2028}y\" is not accepted by the converter int"])
    }
}
