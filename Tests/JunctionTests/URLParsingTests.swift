import Junction
import Testing

/// ROUTING.md §1: how an incoming URL is read.
@Suite struct URLParsingTests {
    struct Parsed: Sendable, CustomTestStringConvertible {
        let input: String
        let scheme: String?
        let authority: String?
        let segments: [String]
        var query: [QueryItem] = []
        var fragment: String? = nil
        var testDescription: String { input.debugDescription }
    }

    static let wellFormed: [Parsed] = [
        Parsed(input: "app://user/42", scheme: "app", authority: "user", segments: ["user", "42"]),
        Parsed(input: "APP://User/42", scheme: "app", authority: "user", segments: ["user", "42"]),
        Parsed(input: "app://User/Ann", scheme: "app", authority: "user", segments: ["user", "Ann"]),
        Parsed(input: "app://", scheme: "app", authority: "", segments: []),
        Parsed(input: "app:///x", scheme: "app", authority: "", segments: ["x"]),
        Parsed(input: "/user/1", scheme: nil, authority: nil, segments: ["user", "1"]),
        Parsed(input: "user/1", scheme: nil, authority: nil, segments: ["user", "1"]),
        Parsed(input: "/", scheme: nil, authority: nil, segments: []),
        Parsed(input: "a//b/", scheme: nil, authority: nil, segments: ["a", "b"]),
        Parsed(input: "app://user/a%2Fb", scheme: "app", authority: "user", segments: ["user", "a/b"]),
        Parsed(input: "mailto:someone", scheme: "mailto", authority: nil, segments: ["someone"]),
        Parsed(input: "app:User/1", scheme: "app", authority: nil, segments: ["User", "1"]),
        Parsed(input: "/open/https://x", scheme: nil, authority: nil, segments: ["open", "https:", "x"]),
        Parsed(input: "app://localhost:8080/x", scheme: "app", authority: "localhost:8080", segments: ["localhost:8080", "x"]),
        Parsed(input: "app://%C3%A9T%C3%89/x", scheme: "app", authority: "été", segments: ["été", "x"]),
        Parsed(input: "app://%40host/x", scheme: "app", authority: "@host", segments: ["@host", "x"]),
        Parsed(input: "sf_user://profile", scheme: "sf_user", authority: "profile", segments: ["profile"]),
        Parsed(input: "A1+-._b://x", scheme: "a1+-._b", authority: "x", segments: ["x"]),
        Parsed(input: "app://x/a b\"<>\\|", scheme: "app", authority: "x", segments: ["x", "a b\"<>\\|"]),
        Parsed(input: "app://x/%E2%80%AE%C2%85", scheme: "app", authority: "x", segments: ["x", "\u{202E}\u{85}"]),
        Parsed(
            input: "app://x?a=1&b&&c=2=3&=v", scheme: "app", authority: "x", segments: ["x"],
            query: [.init(name: "a", value: "1"), .init(name: "b", value: ""), .init(name: "c", value: "2=3"), .init(name: "", value: "v")]),
        Parsed(
            input: "app://x?k=1&k=2&k=%26", scheme: "app", authority: "x", segments: ["x"],
            query: [.init(name: "k", value: "1"), .init(name: "k", value: "2"), .init(name: "k", value: "&")]),
        Parsed(
            input: "app://x?q=a+b%2B", scheme: "app", authority: "x", segments: ["x"],
            query: [.init(name: "q", value: "a+b+")]),
        Parsed(
            input: "app://x/y?next=/a?b#top", scheme: "app", authority: "x", segments: ["x", "y"],
            query: [.init(name: "next", value: "/a?b")], fragment: "top"),
        Parsed(input: "app://x#%ZZ", scheme: "app", authority: "x", segments: ["x"], fragment: "%ZZ"),
        Parsed(input: "app://x/é/日本", scheme: "app", authority: "x", segments: ["x", "é", "日本"]),
    ]

    @Test(arguments: wellFormed)
    func readsWellFormedURL(_ expected: Parsed) throws {
        let url = try RouteURL(expected.input)
        #expect(url.scheme == expected.scheme)
        #expect(url.authority == expected.authority)
        #expect(url.segments == expected.segments)
        #expect(url.query == expected.query)
        #expect(url.fragment.map(String.init) == expected.fragment)
        #expect(url.string == expected.input)
    }

    @Test func rawSegmentsKeepTheTextAsWritten() throws {
        let url = try RouteURL("app://Host/a%2Fb/c%20d")
        #expect(url.rawSegments == ["Host", "a%2Fb", "c%20d"])
        #expect(url.segments == ["host", "a/b", "c d"])
    }

    @Test func plusReadsAsSpaceOnlyWhenAsked() throws {
        let plain = try RouteURL("app://x?a+b=c+d")
        #expect(plain.query == [QueryItem(name: "a+b", value: "c+d")])
        let spaced = try RouteURL("app://x?a+b=c+d%2B", options: URLParsingOptions(plusAsSpace: true))
        #expect(spaced.query == [QueryItem(name: "a b", value: "c d+")])
    }

    @Test func fragmentIsDecodedWhereValid() throws {
        #expect(try RouteURL("app://x#a%20b").decodedFragment == "a b")
        #expect(try RouteURL("app://x#a%ZZ").decodedFragment == nil)
        #expect(try RouteURL("app://x").decodedFragment == nil)
    }

    struct Malformed: Sendable, CustomTestStringConvertible {
        let input: String
        let code: RouteError.Code
        let message: String
        init(_ input: String, _ code: RouteError.Code, _ message: String) {
            self.input = input
            self.code = code
            self.message = message
        }
        init(_ input: String, _ message: String) {
            self.init(input, .invalidURL, message)
        }
        var testDescription: String { String(input.prefix(60)).debugDescription }
    }

    static let notAScheme = "is not a scheme (a letter, then letters, digits, '+', '-', '.' or '_') at column 1"

    static let malformed: [Malformed] = [
        Malformed("", "the URL is empty"),
        Malformed("://x", "'://' with no scheme before it at column 1"),
        Malformed("1app://x", "\"1app\" \(notAScheme)"),
        Malformed("a b://x", "\"a b\" \(notAScheme)"),
        Malformed("-app://x", "\"-app\" \(notAScheme)"),
        Malformed("ap!p://x", "\"ap!p\" \(notAScheme)"),
        Malformed("é://x", "\"é\" \(notAScheme)"),
        Malformed("app://user@host/x", "user info ('@') is not allowed in the authority at column 11"),
        Malformed("app://user:pass@host", "user info ('@') is not allowed in the authority at column 16"),
        Malformed("https://good.com@evil.com/", "user info ('@') is not allowed in the authority at column 17"),
        Malformed("app://host\\evil/x", "a backslash is not allowed in the authority at column 11"),
        Malformed("https://evil.com\\@good.com", "a backslash is not allowed in the authority at column 17"),
        Malformed("app://x/%ZZ", "invalid percent-encoding \"%ZZ\" in the path at column 9"),
        Malformed("app://x/%4", "invalid percent-encoding \"%4\" in the path at column 9"),
        Malformed("app://x/%", "invalid percent-encoding \"%\" in the path at column 9"),
        Malformed("app://x/a%G1", "invalid percent-encoding \"%G1\" in the path at column 10"),
        Malformed("app://x/a%2", "invalid percent-encoding \"%2\" in the path at column 10"),
        Malformed("app://%zz/x", "invalid percent-encoding \"%zz\" in the authority at column 7"),
        Malformed("app://x/%C3", "percent-encoding that decodes to invalid UTF-8 in the path at column 9"),
        Malformed("app://x/%FF", "percent-encoding that decodes to invalid UTF-8 in the path at column 9"),
        Malformed("app://x/%C3%28", "percent-encoding that decodes to invalid UTF-8 in the path at column 9"),
        Malformed("app://x/%E2%82", "percent-encoding that decodes to invalid UTF-8 in the path at column 9"),
        Malformed("app://x/%ED%A0%80", "percent-encoding that decodes to invalid UTF-8 in the path at column 9"),
        Malformed("app://x/%00", "\"%00\" decodes to a control character (U+0000) in the path at column 9"),
        Malformed("app://x/a%0A", "\"%0A\" decodes to a control character (U+000A) in the path at column 10"),
        Malformed("app://x/%7F", "\"%7F\" decodes to a control character (U+007F) in the path at column 9"),
        Malformed("app://%0d/x", "\"%0d\" decodes to a control character (U+000D) in the authority at column 7"),
        Malformed("app://x/a\u{01}", "control character U+0001 in the path at column 10"),
        Malformed("app://x/a\tb", "control character U+0009 in the path at column 10"),
        Malformed("app://x/a\nb", "control character U+000A in the path at column 10"),
        Malformed("app://x\u{7F}", "control character U+007F in the authority at column 8"),
        Malformed("app://\u{00}", "control character U+0000 in the authority at column 7"),
        Malformed("/a\u{1B}", "control character U+001B in the path at column 3"),
        Malformed("app://x?q=\u{01}", "control character U+0001 in the query at column 11"),
        Malformed("app://x#frag\u{01}", "control character U+0001 in the fragment at column 13"),
        Malformed("app://a/b?x=1#\u{7F}", "control character U+007F in the fragment at column 15"),
        Malformed("app://x?q=%ZZ", "invalid percent-encoding \"%ZZ\" in the query at column 11"),
        Malformed("app://x?%ZZ=1", "invalid percent-encoding \"%ZZ\" in the query at column 9"),
        Malformed("app://x?q=%0D", "\"%0D\" decodes to a control character (U+000D) in the query at column 11"),
        Malformed("app://x?q=%C3", "percent-encoding that decodes to invalid UTF-8 in the query at column 11"),
        Malformed("app://x/ab%C3%28", "percent-encoding that decodes to invalid UTF-8 in the path at column 11"),
        Malformed("app://x/é%A9", "percent-encoding that decodes to invalid UTF-8 in the path at column 10"),
        Malformed("app://x/a%0A%ZZ", "\"%0A\" decodes to a control character (U+000A) in the path at column 10"),
        Malformed("app://x/./y", "dot segment \".\" at column 9"),
        Malformed("app://x/../y", "dot segment \"..\" at column 9"),
        Malformed("/a/b/..", "dot segment \"..\" at column 6"),
        Malformed("app://x/%2E%2E/y", "dot segment \"%2E%2E\" (decodes to \"..\") at column 9"),
        Malformed("app://x/.%2e", "dot segment \".%2e\" (decodes to \"..\") at column 9"),
        Malformed("app://x/%2e", "dot segment \"%2e\" (decodes to \".\") at column 9"),
        Malformed("app://../x", "dot segment \"..\" at column 7"),
        Malformed("app://x/%ZZ/\u{01}", "invalid percent-encoding \"%ZZ\" in the path at column 9"),
        Malformed("app://x/\u{01}/%ZZ", "control character U+0001 in the path at column 9"),
        Malformed("app://é/%ZZ", "invalid percent-encoding \"%ZZ\" in the path at column 9"),
        Malformed(String(repeating: "a", count: 4_097), .limitExceeded, "the URL is 4097 bytes long; the limit is 4096"),
        Malformed("\u{01}" + String(repeating: "a", count: 5_000), .limitExceeded, "the URL is 5001 bytes long; the limit is 4096"),
        Malformed(
            "/" + Array(repeating: "s", count: 33).joined(separator: "/"), .limitExceeded,
            "more than 32 path segments (the limit): segment 33 at column 66"),
        Malformed(
            "app://h/" + Array(repeating: "s", count: 32).joined(separator: "/"), .limitExceeded,
            "more than 32 path segments (the limit): segment 33 at column 71"),
        Malformed(
            "/" + String(repeating: "a", count: 1_025), .limitExceeded,
            "a segment longer than 1024 bytes (the limit) at column 2"),
        Malformed(
            "/x?" + Array(repeating: "k=v", count: 129).joined(separator: "&"), .limitExceeded,
            "more than 128 query items (the limit): item 129 at column 516"),
    ]

    @Test(arguments: malformed)
    func rejectsMalformedURL(_ bad: Malformed) {
        let error = #expect(throws: RouteError.self) { try RouteURL(bad.input) }
        #expect(error?.code == bad.code)
        #expect(error?.message == bad.message)
    }

    @Test func emptySegmentsAndQueryItemsDoNotCountTowardLimits() throws {
        let slashes = "/" + Array(repeating: "s", count: 32).joined(separator: "//") + "//"
        #expect(try RouteURL(slashes).segments.count == 32)
        let items = "/x?" + Array(repeating: "k=v", count: 128).joined(separator: "&&") + "&"
        #expect(try RouteURL(items).query.count == 128)
    }

    @Test func limitsAreConfigurable() {
        let options = URLParsingOptions(limits: URLLimits(maxURLLength: 10, maxSegments: 2, maxSegmentLength: 3, maxQueryItems: 1))
        let cases: [(String, String)] = [
            ("/a/b/c", "more than 2 path segments (the limit): segment 3 at column 6"),
            ("/abcd", "a segment longer than 3 bytes (the limit) at column 2"),
            ("/a?x&y", "more than 1 query items (the limit): item 2 at column 6"),
            ("/a/b/c/d/e/f", "the URL is 12 bytes long; the limit is 10"),
        ]
        for (input, message) in cases {
            let error = #expect(throws: RouteError.self) { try RouteURL(input, options: options) }
            #expect(error?.code == .limitExceeded)
            #expect(error?.message == message)
        }
        #expect((try? RouteURL("/abc/d?x", options: options))?.segments == ["abc", "d"])
    }

    /// No input, however hostile, crashes the parser: it reads or throws a `RouteError`.
    @Test func hostileInputNeverCrashes() {
        var generator = SeededGenerator(seed: 0x5EED)
        let alphabet: [Character] = ["a", "Z", "0", "/", "?", "#", "&", "=", ":", "%", "@", "\\", ".", "+", " ",
                                     "\u{0}", "\u{7F}", "\u{1F}", "é", "日", "\u{202E}", "{", "}", "*", "2", "F"]
        var parsed = 0
        var rejected = 0
        for _ in 0..<3_000 {
            let length = Int.random(in: 0...40, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            do {
                let url = try RouteURL(text)
                #expect(url.segments.allSatisfy { !$0.isEmpty })
                parsed += 1
            } catch {
                #expect(!error.message.isEmpty)
                rejected += 1
            }
        }
        #expect(parsed + rejected == 3_000)
        #expect(parsed > 100)
        #expect(rejected > 100)
    }
}
