import Foundation
import Junction
import JunctionCompatibility
import Testing

/// A Foundation `URL` opens as its string does: it converts to a request
/// (`RouteRequestConvertible`) for its `absoluteString`, and what `URL` percent-encodes on the
/// way decodes back to the same values.
@Suite struct FoundationURLTests {
    /// What a lookup answered: the route and parameters, or the error's code.
    enum Answer: Hashable {
        case match(String, RouteParameters)
        case failure(RouteError.Code)
    }

    private static func answer(_ lookup: () throws(RouteError) -> RouteMatch) -> Answer {
        do {
            let match = try lookup()
            return .match(match.pattern.text, match.parameters)
        } catch {
            return .failure(error.code)
        }
    }

    private static func router() throws -> Router {
        let router = Router(options: RouterOptions(webHosts: ["shop.example.com"]))
        for scheme in ["shop", "https"] {
            try router.register("\(scheme)://:host") { _ in }
            try router.register("\(scheme)://:host/:a") { _ in }
            try router.register("\(scheme)://:host/:a/:b") { _ in }
            try router.register("\(scheme)://:host/:a/:b/:c") { _ in }
        }
        try router.register("/:a") { _ in }
        try router.register("/:a/:b") { _ in }
        return router
    }

    /// URL strings built from parts: hosts (IPv6 too) or none, empty paths, queries and
    /// fragments; their text either raw (non-ASCII, spaces, quotes: what `URL` must encode) or
    /// ASCII that needs no encoding with percent-escapes.
    private static func generatedURLs(count: Int, escaped: Bool) -> [String] {
        var random = SeededGenerator(seed: escaped ? 0x55AA : 0xAA55)
        let hosts = ["product", "Shop.Example.com", "[::1]", "[2001:db8::1]:8080", "localhost:8080", ""]
        let atoms = escaped
            ? ["a", "42", "%20", "%2F", "%C3%A9", "%F0%9F%91%8D", "%25", "a+b", "~_-.", "!$&'()*,;=", ":@"]
            : ["a", "42", "caf\u{E9}", "\u{65E5}\u{672C}", "a b", "a+b", "x\"y", "<i>", "a|b", "~_-.", "!$&'()*,;=", ":@",
               "\u{1F44D}", "e\u{301}", "{}", "^`"]
        func segment() -> String {
            (0..<Int.random(in: 1...2, using: &random)).map { _ in atoms.randomElement(using: &random)! }.joined()
        }
        return (0..<count).map { _ in
            var url: String
            switch Int.random(in: 0..<3, using: &random) {
            case 0: url = "shop://" + hosts.randomElement(using: &random)!
            case 1: url = "https://" + hosts.randomElement(using: &random)!
            default: url = ""
            }
            for _ in 0..<Int.random(in: 0...3, using: &random) { url += "/" + segment() }
            if url.isEmpty { url = "/" + segment() }
            if Bool.random(using: &random) { url += "?q=" + segment() + "&k=" + segment() }
            if Bool.random(using: &random) { url += "#" + segment() }
            return url
        }
    }

    /// What a `match` answered: no route is read as `notFound`.
    private static func matched(_ lookup: () throws(RouteError) -> RouteMatch?) -> Answer {
        answer { () throws(RouteError) in
            guard let match = try lookup() else { throw RouteError(.notFound, "") }
            return match
        }
    }

    @Test(arguments: [false, true])
    func aURLAndItsStringGiveTheSameAnswer(escaped: Bool) throws {
        let router = try Self.router()
        var checked = 0
        for string in Self.generatedURLs(count: 400, escaped: escaped) {
            guard let url = URL(string: string) else { continue }
            checked += 1
            let byURL = Self.answer { () throws(RouteError) in try router.resolve(url) }
            #expect(byURL == Self.answer { () throws(RouteError) in try router.resolve(url.absoluteString) }, "\(string)")
            // Independent of how the router reads a `URL`: what `URL` encoded decodes back to
            // the raw text, and text already escaped is kept as written.
            #expect(byURL == Self.answer { () throws(RouteError) in try router.resolve(string) }, "\(string) as \(url.absoluteString)")
            if escaped { #expect(url.absoluteString == string) }
            #expect(router.canOpen(url) == router.canOpen(string), "\(string)")
            var pushed = url.routeRequest()
            pushed.source = .push
            let fromOutside = Self.matched { () throws(RouteError) in try router.match(pushed) }
            #expect(fromOutside == Self.matched { () throws(RouteError) in try router.match(RouteRequest(url: string, source: .push)) }, "\(string)")
            #expect((try? router.explain(url)) == (try? router.explain(url.absoluteString)), "\(string)")
            #expect((try? router.explain(url))?.map(\.reached) == (try? router.explain(string))?.map(\.reached), "\(string)")
            #expect(url.routeRequest().url == url.absoluteString, "\(string)")
        }
        #expect(checked >= 350)
    }

    @Test func openingAURLRunsTheRouteOfItsString() async throws {
        let router = Router()
        try router.register("shop://product/{id:int}", exposure: .everywhere) { context in
            "Product \(try context.parameters.require("id", as: Int.self)) \(context.source)"
        }
        let url = try #require(URL(string: "shop://product/42?ref=caf%C3%A9"))
        #expect(try await router.open(url, as: String.self) == "Product 42 in-app")
        #expect(try router.openSynchronously(url, as: String.self) == "Product 42 in-app")
        var fromOtherApp = url.routeRequest()
        fromOtherApp.source = .otherApp
        #expect(try await router.open(fromOtherApp) as? String == "Product 42 other-app")
        #expect(try router.resolve(url).parameters["ref"] == "caf\u{E9}")
        #expect(RouteRedirect(url.absoluteString) == RouteRedirect("shop://product/42?ref=caf%C3%A9"))
    }

    /// The forms that wait for a handler's completion take a `URL` as they take its string.
    @Test func aURLAndItsStringCompleteTheSameWay() async throws {
        let router = Router()
        let legacy = LegacyRouter(router)
        try router.register("shop://upload/:file") { context in
            context.complete(with: "uploaded \(context.parameters["file"] ?? "")")
        }
        let url = try #require(URL(string: "shop://upload/caf%C3%A9.png"))
        #expect(try await legacy.openAndWait(url) as? String == "uploaded caf\u{E9}.png")
        #expect(try await legacy.openAndWait(url.absoluteString) as? String == "uploaded caf\u{E9}.png")
        let completed = Recorder<String>()
        try await legacy.open(url) { result in completed.append((try? result.get()) as? String ?? "failure") }
        try await legacy.open(url.absoluteString) { result in completed.append((try? result.get()) as? String ?? "failure") }
        #expect(completed.values == ["uploaded caf\u{E9}.png", "uploaded caf\u{E9}.png"])
        #expect(try router.explain(url).map(\.description) == ["shop://upload/:file: reached"])
    }

    /// What `URL` does to a string before the router sees it, where that changes the answer.
    @Test func whatURLChangesInAStringIsWhatTheRouterReads() throws {
        let router = Router()
        try router.register("shop://product/:id") { _ in }
        try router.register("shop://:host/y") { _ in }

        // It refuses some strings outright: there is no URL to open.
        #expect(URL(string: "shop://a b/y") == nil)
        #expect(URL(string: "") == nil)
        // A `%` that starts no escape: the string is malformed, the URL encodes it as `%25`.
        #expect(RouteErrorCode.of { try router.resolve("shop://product/%ZZ") } == .invalidURL)
        let escaped = try #require(URL(string: "shop://product/%ZZ"))
        #expect(escaped.absoluteString == "shop://product/%25ZZ")
        #expect(try router.resolve(escaped).parameters["id"] == "%ZZ")
        // A non-ASCII host is written in Punycode.
        let host = try #require(URL(string: "shop://\u{C9}x/y"))
        #expect(host.absoluteString == "shop://xn--x-9fa/y")
        #expect(try router.resolve(host).parameters["host"] == "xn--x-9fa")
        #expect(try router.resolve("shop://\u{C9}x/y").parameters["host"] == "\u{E9}x")
        // Raw text beside escapes in one part: the escapes are encoded again, so `%2F` arrives
        // as the text `%2F`, where the string gives `/`.
        let mixed = try #require(URL(string: "shop://product/caf\u{E9}%2F"))
        #expect(mixed.absoluteString == "shop://product/caf%C3%A9%252F")
        #expect(try router.resolve(mixed).parameters["id"] == "caf\u{E9}%2F")
        #expect(try router.resolve("shop://product/caf\u{E9}%2F").parameters["id"] == "caf\u{E9}/")
    }
}
