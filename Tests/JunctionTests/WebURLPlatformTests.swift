import Foundation
@testable import Junction
import Testing

/// Finding 8: the web URL reader was looser than browsers. What the web fallback hands on must
/// be what a browser loads for the same text (the WHATWG URL standard), or refused.
@Suite struct WebURLPlatformTests {
    static func fallbackRouter(allowing hosts: [String]) throws -> Router {
        let router = Router()
        try router.add(.web(allowing: hosts) { url, _ in "web \(url)" })
        return router
    }

    @Test(arguments: [
        ("https://shop.example.com%3A8443/", "has a percent-encoded ':' in its host; a port follows a plain ':'"),
        ("https://shop.example.com:+8443/", "has a port that is not written as digits"),
        ("https://shop.example.com:84%343/", "has a port that is not written as digits"),
        ("https://shop.example.com:-8443/", "has a port that is not written as digits"),
        ("https://shop.example.com:/", "has a port that is not written as digits"),
        ("https://0x7f.1/", "has a host that ends in a number but is not an IPv4 address written as four numbers 0 to 255"),
        ("https://127.0.0.01/", "has a host that ends in a number but is not an IPv4 address written as four numbers 0 to 255"),
        ("https://shop.example.com/a\\b", "has a '\\' in its path, which browsers read as '/'"),
        ("https://shop.example.com/a ", "ends with a space, which browsers drop"),
        ("https://[::1]/", "has an IPv6 address as its host"),
    ])
    func aPortOrHostBrowsersReadOtherwiseIsRefused(_ url: String, _ why: String) async throws {
        let router = try Self.fallbackRouter(allowing: ["shop.example.com:8443", "shop.example.com", "0x7f.1", "127.0.0.1"])
        await #expect(throws: RouteError(.notAllowed, "\(url) \(why)")) { try await router.open(url) }
    }

    @Test(arguments: [
        ("https://shop.example.com:8443/", "web https://shop.example.com:8443/"),
        ("https://shop.example.com:08443/a", "web https://shop.example.com:8443/a"),
        ("https://shop.example.com/a/", "web https://shop.example.com/a/"),
        ("https://shop.example.com/a//b", "web https://shop.example.com/a//b"),
        ("https://shop.example.com//", "web https://shop.example.com//"),
        ("https://shop.example.com", "web https://shop.example.com/"),
        ("https://shop.example.com:443/x", "web https://shop.example.com/x"),
        ("http://127.0.0.1/x", "web http://127.0.0.1/x"),
    ])
    func whatTheFallbackHandsOnIsWhatBrowsersLoad(_ url: String, _ handed: String) async throws {
        let router = try Self.fallbackRouter(allowing: ["shop.example.com:8443", "shop.example.com", "shop.example.com:443", "127.0.0.1"])
        #expect(try await router.open(url) as? String == handed)
    }

    @Test func theAllowListReadsThePortAsWritten() async throws {
        let router = try Self.fallbackRouter(allowing: ["shop.example.com"])
        await #expect(throws: RouteError(.notAllowed, "https://shop.example.com:443/ is not on a host the web fallback allows")) {
            try await router.open("https://shop.example.com:443/")
        }
    }

    // MARK: The web-platform-tests URL data

    /// One entry of `urltestdata.json`: an input, its base, and what a browser makes of it.
    struct Entry: Sendable {
        let input: String
        let base: String?
        let failure: Bool
        let scheme: String
        let hostname: String
        let port: String
        let pathname: String

        init?(_ object: Any) {
            guard let fields = object as? [String: Any], let input = fields["input"] as? String else { return nil }
            self.input = input
            base = fields["base"] as? String
            failure = fields["failure"] as? Bool ?? false
            scheme = (fields["protocol"] as? String).map { String($0.dropLast()) } ?? ""
            hostname = fields["hostname"] as? String ?? ""
            port = fields["port"] as? String ?? ""
            pathname = fields["pathname"] as? String ?? ""
        }

        /// Whether a browser reads the input as an absolute `http`/`https` URL: after dropping
        /// leading and trailing C0 controls and spaces and every tab and newline (as browsers
        /// do), it starts with `http:` or `https:`, in any case. The base does not matter, except
        /// that `http:foo` against an `http` base is resolved against it, which only changes what
        /// a browser makes of inputs Junction must refuse (they have no `//`).
        var isAbsoluteWeb: Bool {
            var scalars = Array(input.unicodeScalars)
            while let first = scalars.first, first.value <= 0x20 { scalars.removeFirst() }
            scalars.removeAll { $0 == "\t" || $0 == "\n" || $0 == "\r" }
            let text = String(String.UnicodeScalarView(scalars)).lowercased()
            return text.hasPrefix("http:") || text.hasPrefix("https:")
        }

        /// Whether a browser's result is an `http`/`https` URL.
        var loadsWeb: Bool { !failure && (scheme == "http" || scheme == "https") }
    }

    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/wpt")

    static func entries() throws -> [Entry] {
        let data = try Data(contentsOf: fixtures.appendingPathComponent("urltestdata.json"))
        let list = try #require(try JSONSerialization.jsonObject(with: data) as? [Any])
        return list.compactMap(Entry.init)
    }

    /// What Junction makes of an input: the web URL it hands on, or why it refuses.
    static func read(_ input: String) -> Result<WebURL, WebURL.Refusal> {
        let url: RouteURL
        do {
            url = try RouteURL(input)
        } catch {
            // The kind of problem, without the column or the text it quotes.
            let message = error.message.replacing(#/ at column \d+/#, with: "").replacing(#/"[^"]*"/#, with: "\"...\"")
            return .failure(WebURL.Refusal(why: "is not a URL Junction reads (\(error.code): \(escaped(message)))"))
        }
        return WebURL.read(url).map(\.url)
    }

    /// A percent-decoded path segment's bytes.
    static func decoded(_ segment: Substring) -> [UInt8] {
        var bytes: [UInt8] = []
        var index = segment.utf8.startIndex
        let utf8 = segment.utf8
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%"), utf8.distance(from: index, to: utf8.endIndex) >= 3,
               let value = UInt8(String(decoding: utf8[utf8.index(after: index)..<utf8.index(index, offsetBy: 3)], as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                index = utf8.index(index, offsetBy: 3)
            } else {
                bytes.append(byte)
                index = utf8.index(after: index)
            }
        }
        return bytes
    }

    /// The input escaped for one line of the list: `\u{HEX}` outside printable ASCII, `\\`.
    static func escaped(_ text: String) -> String {
        text.unicodeScalars.map { scalar in
            if scalar == "\\" { return "\\\\" }
            if scalar.value >= 0x20 && scalar.value < 0x7F { return String(scalar) }
            return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }.joined()
    }

    @Test func everyAbsoluteWebInputIsRefusedOrReadAsBrowsersReadIt() throws {
        let entries = try Self.entries()
        #expect(entries.count == 891)
        let web = entries.filter(\.isAbsoluteWeb)
        #expect(web.count == 390)
        var agreed = 0
        for entry in web {
            guard case .success(let url) = Self.read(entry.input) else { continue }
            let label = Comment(rawValue: "\(Self.escaped(entry.input)) (base \(entry.base ?? "none"))")
            #expect(!entry.failure, "\(label): browsers refuse it; Junction hands on \(url)")
            guard !entry.failure else { continue }
            #expect(url.scheme == entry.scheme, label)
            #expect(url.host == entry.hostname, label)
            #expect(url.port.map(String.init) ?? "" == entry.port, label)
            let browserPath = entry.pathname == "/" ? [] : entry.pathname.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map(Self.decoded)
            #expect(entry.pathname.hasPrefix("/"), label)
            #expect(url.path.map { Array($0.utf8) } == browserPath, label)
            agreed += 1
        }
        #expect(agreed == Self.expectedAgreed)
    }

    /// How many absolute web inputs Junction hands on, each exactly as browsers load it.
    static let expectedAgreed = 62

    @Test func relativeInputsAreRefused() throws {
        let relative = try Self.entries().filter { !$0.isAbsoluteWeb && $0.loadsWeb }
        #expect(relative.count > 0)
        for entry in relative {
            guard case .success(let url) = Self.read(entry.input) else { continue }
            Issue.record("\(Self.escaped(entry.input)) is relative (base \(entry.base ?? "none")), yet Junction hands on \(url)")
        }
    }

    /// The inputs browsers load that Junction refuses, by reason: stricter is allowed, and any
    /// change to the list shows here. Set `JUNCTION_UPDATE_WPT=1` to write the list anew.
    @Test func theInputsRefusedThatBrowsersLoadAreListed() throws {
        var lines: [String] = []
        for entry in try Self.entries() where entry.isAbsoluteWeb && !entry.failure {
            guard case .failure(let refusal) = Self.read(entry.input) else { continue }
            lines.append("\(refusal.why)\t\(Self.escaped(entry.input))")
        }
        lines.sort()
        let text = lines.joined(separator: "\n") + "\n"
        let file = Self.fixtures.appendingPathComponent("refused-but-browsers-load.txt")
        if ProcessInfo.processInfo.environment["JUNCTION_UPDATE_WPT"] == "1" {
            try Data(text.utf8).write(to: file)
        }
        let listed = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        #expect(lines.count == Self.expectedRefused)
        #expect(text == listed)
    }

    /// How many inputs browsers load that Junction refuses (the lines of the list).
    static let expectedRefused = 130
}
