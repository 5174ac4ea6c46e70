import Foundation
import Junction
import JunctionSupport
import Testing

/// A match's parameters read their values from the URL when asked: checked on generated URLs
/// against Foundation's percent-decoding, an independent reader of the same text.
@Suite struct ParametersFromURLTests {
    /// Pieces of a capture value as written: plain, upper case, percent-encoded, `+`, outside ASCII.
    static let valuePieces = ["a", "Zq", "%41", "%2F", "+", "é", "%C3%A9", "-", "~", "%25", "e%CC%81", "9"]
    /// Pieces of a query name or value as written.
    static let queryPieces = ["k", "K", "%6B", "k%20", "k+1", "é", "e%CC%81", "%C3%A9", "=", "x", "%26", "+"]

    /// What Foundation decodes a piece of text to, `+` read as a space when asked.
    static func oracle(_ text: Substring, plusAsSpace: Bool) -> String {
        let spaced = plusAsSpace ? text.replacingOccurrences(of: "+", with: " ") : String(text)
        return spaced.removingPercentEncoding!
    }

    static func oracleQuery(_ query: String, plusAsSpace: Bool) -> [QueryItem] {
        query.split(separator: "&", omittingEmptySubsequences: true).map { item in
            guard let equals = item.firstIndex(of: "=") else { return QueryItem(name: oracle(item, plusAsSpace: plusAsSpace), value: "") }
            return QueryItem(
                name: oracle(item[..<equals], plusAsSpace: plusAsSpace),
                value: oracle(item[item.index(after: equals)...], plusAsSpace: plusAsSpace))
        }
    }

    /// A match keeps four captures inline and the others in one array: every one reads as the
    /// lookup found it, with the ancestor fallback too.
    @Test func capturesPastTheFourthAreKept() throws {
        let router = Router(options: RouterOptions(ancestorFallback: true))
        try router.register("app://six/:a/{b:int}/:c/x-{d}.html/:e/{f:int}") { _ in }
        try router.register("app://five/:a/:b/:c/:d/:e") { _ in }
        let six = try #require(try router.match("app://six/A%20a/2/c/x-d%2Fd.html/e/6?f=9"))
        #expect(six.parameters.path == ["a": "A a", "b": "2", "c": "c", "d": "d/d", "e": "e", "f": "6"])
        #expect(six.parameters["f"] == "6")
        let fallen = try #require(try router.match("app://five/1/2/3/4/5/more/than/the/route"))
        #expect(fallen.remainder == "more/than/the/route")
        #expect(fallen.parameters.path == ["a": "1", "b": "2", "c": "3", "d": "4", "e": "5"])
        #expect(try router.match(RouteRequest(url: "app://five/1/2/3/4/5/more", ancestorFallback: false))?.pattern.text == nil)
    }

    /// A match keeps every capture the one lookup found: a custom converter that answers
    /// otherwise after the lookup changes nothing the match says.
    @Test func everyCaptureComesFromTheOneLookup() throws {
        let accepting = Locked(true)
        let router = Router()
        try router.add(ParameterConverter("once") { _ in accepting.value })
        try router.register("app://p/:a/:b/:c/:d/{e:once}/:f") { _ in }
        try router.register("app://p/:a/:b/:c/:d/:e/:f") { _ in }
        let match = try #require(try router.match("app://p/1/2/3/4/5/6"))
        #expect(match.pattern.text == "app://p/:a/:b/:c/:d/{e:once}/:f")
        accepting.withLock { $0 = false }
        #expect(match.parameters.path == ["a": "1", "b": "2", "c": "3", "d": "4", "e": "5", "f": "6"])
        #expect(try router.match("app://p/1/2/3/4/5/6")?.pattern.text == "app://p/:a/:b/:c/:d/:e/:f")
    }

    @Test(arguments: [false, true]) func generatedURLsReadLikeFoundation(plusAsSpace: Bool) throws {
        let router = Router(options: RouterOptions(parsing: URLParsingOptions(plusAsSpace: plusAsSpace)))
        try router.register("app://:host/p/:a/x/:b") { _ in }
        var generator = SeededGenerator(seed: plusAsSpace ? 7 : 3)
        func text(_ pieces: [String], _ count: ClosedRange<Int>) -> String {
            (0..<Int.random(in: count, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
        }
        for _ in 0..<300 {
            let host = ["Shop", "m%41in", "x"].randomElement(using: &generator)!
            let a = text(Self.valuePieces, 1...4)
            let b = text(Self.valuePieces, 1...4)
            let query = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                text(Self.queryPieces, 0...2) + (Bool.random(using: &generator) ? "=" + text(Self.queryPieces, 0...2) : "")
            }.joined(separator: "&")
            let url = "app://\(host)/p/\(a)/x/\(b)" + (query.isEmpty ? "" : "?" + query)
            let parameters = try #require(try router.match(url)).parameters

            let expectedPath = [
                ("host", Self.oracle(host[...], plusAsSpace: false).lowercased()),
                ("a", Self.oracle(a[...], plusAsSpace: false)), ("b", Self.oracle(b[...], plusAsSpace: false)),
            ]
            let expectedQuery = Self.oracleQuery(query, plusAsSpace: plusAsSpace)
            #expect(parameters.path == Dictionary(uniqueKeysWithValues: expectedPath), "\(url)")
            for (name, value) in expectedPath { #expect(parameters[name] == value, "\(url)") }
            #expect(parameters.query == expectedQuery, "\(url)")
            for name in Set(expectedQuery.map(\.name) + ["k", "k ", "k 1", "é", "e\u{301}", "absent"]) where !["host", "a", "b"].contains(name) {
                #expect(parameters[name] == expectedQuery.first { $0.name == name }?.value, "\(name) in \(url)")
            }
            let given = RouteParameters(path: expectedPath, query: expectedQuery)
            #expect(parameters == given, "\(url)")
            #expect(parameters.hashValue == given.hashValue, "\(url)")
        }
    }

    @Test func aNameOutsideASCIIMatchesInEitherNormalization() throws {
        let router = Router()
        try router.register("/p") { _ in }
        let parameters = try #require(try router.match("/p?e%CC%81=1&%C3%A9=2&caf%C3%A9=3")).parameters
        #expect(parameters["é"] == "1")
        #expect(parameters["e\u{301}"] == "1")
        #expect(parameters["café"] == "3")
        #expect(parameters["cafe"] == nil)
    }

    @Test func semicolonAndEmptyItemsStayAsWritten() throws {
        let router = Router()
        try router.register("/p") { _ in }
        let parameters = try #require(try router.match("/p?a=1;b=2&&=3&c")).parameters
        #expect(parameters["a"] == "1;b=2")
        #expect(parameters["b"] == nil)
        #expect(parameters[""] == "3")
        #expect(parameters["c"] == "")
        #expect(parameters.query == [.init(name: "a", value: "1;b=2"), .init(name: "", value: "3"), .init(name: "c", value: "")])
    }

    @Test func aCaptureInsideAMixedSegmentIsCutFromTheDecodedSegment() throws {
        let router = Router()
        try router.register("/h/{a}-{b}.html") { _ in }
        let parameters = try #require(try router.match("/h/%C3%A9t%C3%A9-b%2Fc.html")).parameters
        #expect(parameters["a"] == "été")
        #expect(parameters["b"] == "b/c")
    }
}
