import Junction
import Testing

/// Wildcard web hosts (`*.wikipedia.org`), as Wikipedia's links arrive: every language on its
/// own subdomain, the mobile site under `m.`, each reaching one set of scheme-less routes.
@Suite struct WildcardWebHostTests {
    static func wikipedia() throws -> Router {
        let router = Router(options: RouterOptions(webHosts: ["*.wikipedia.org", "*.m.wikipedia.org"]))
        try router.register("/wiki/:title", exposure: .everywhere) { context in "article \(context.parameters["title"] ?? "")" }
        try router.register("/wiki/Special%3AMobileDiff/:id", exposure: .everywhere, caseInsensitive: true) { context in
            "diff \(context.parameters["id"] ?? "")"
        }
        return router
    }

    static let wikipediaLinks: [(url: String, pattern: String, parameter: String, value: String)] = [
        ("https://de.wikipedia.org/wiki/France", "/wiki/:title", "title", "France"),
        ("https://en.wikipedia.org/wiki/Cat", "/wiki/:title", "title", "Cat"),
        ("https://en.m.wikipedia.org/wiki/Cat", "/wiki/:title", "title", "Cat"),
        ("https://ja.m.wikipedia.org/wiki/%E6%9D%B1%E4%BA%AC%E9%83%BD", "/wiki/:title", "title", "東京都"),
        ("https://zh-yue.wikipedia.org/wiki/%E9%A6%99%E6%B8%AF", "/wiki/:title", "title", "香港"),
        ("https://DE.Wikipedia.ORG/wiki/France", "/wiki/:title", "title", "France"),
        ("https://en.wikipedia.org/wiki/france", "/wiki/:title", "title", "france"),
        ("https://en.m.wikipedia.org/wiki/Special:MobileDiff/1175034321", "/wiki/Special%3AMobileDiff/:id", "id", "1175034321"),
        ("https://en.m.wikipedia.org/wiki/special:mobilediff/1175034321", "/wiki/Special%3AMobileDiff/:id", "id", "1175034321"),
        ("https://de.wikipedia.org/wiki/SPECIAL:MOBILEDIFF/42", "/wiki/Special%3AMobileDiff/:id", "id", "42"),
        // An article titled like the diff page, without an id, is still an article: case kept.
        ("https://en.wikipedia.org/wiki/Special:MobileDiff", "/wiki/:title", "title", "Special:MobileDiff"),
    ]

    @Test(arguments: wikipediaLinks)
    func languageSubdomainsReachTheSchemelessRoutes(_ link: (url: String, pattern: String, parameter: String, value: String)) throws {
        let router = try Self.wikipedia()
        let match = try #require(try router.match(RouteRequest(url: link.url, source: .universalLink)))
        #expect(match.pattern.text == link.pattern)
        #expect(match.parameters[link.parameter] == link.value)
        // The handler sees the host the link came on.
        #expect(match.url.authority == link.url.split(separator: "/")[1].lowercased())
    }

    @Test func theDomainItselfIsNotUnderItsWildcard() throws {
        let router = try Self.wikipedia()
        #expect(try router.match("https://wikipedia.org/wiki/France") == nil)
        #expect(throws: RouteError(.notAllowed, "https://wikipedia.org/wiki/France from universal-link is not on one of the app's web hosts")) {
            try router.match(RouteRequest(url: "https://wikipedia.org/wiki/France", source: .universalLink))
        }
    }

    /// Hosts that look like a subdomain and are not, or are not a plain host at all.
    static let hostileHosts: [String] = [
        "https://wikipedia.org.evil.example/wiki/France",
        "https://evilwikipedia.org/wiki/France",
        "https://de.evilwikipedia.org/wiki/France",
        "https://xn--wikipedia-8ya.org/wiki/France",
        "https://de.xn--wikipdia-bya.org/wiki/France",
        "https://de.wikipedia.org.xn--80ak6aa92e.com/wiki/France",
        "https://de.wikipedia.org./wiki/France",
        "https://de.wikipedia.org../wiki/France",
        "https://de.wikipedia.org:443/wiki/France",
        "https://de.wikipedia.org:8080/wiki/France",
        "https://.wikipedia.org/wiki/France",
        "https://a..wikipedia.org/wiki/France",
        "https://de_x.wikipedia.org/wiki/France",
        "https://d%C3%A9.wikipedia.org/wiki/France",
        "https://dé.wikipedia.org/wiki/France",
        "https://de%2Fx.wikipedia.org/wiki/France",
        "https://wikipedia.org/wiki/France",
        "ftp://de.wikipedia.org/wiki/France",
    ]

    @Test(arguments: hostileHosts)
    func hostileHostsNeverMatchTheWildcard(_ url: String) throws {
        let router = try Self.wikipedia()
        #expect(try router.match(url) == nil)
        #expect(throws: RouteError.self) { try router.match(RouteRequest(url: url, source: .universalLink)) }
    }

    @Test func userInfoIsAnErrorBeforeAnyHostIsCompared() throws {
        let router = try Self.wikipedia()
        #expect(throws: RouteError(.invalidURL, "user info ('@') is not allowed in the authority at column 21")) {
            try router.match("https://evil.example@de.wikipedia.org/wiki/France")
        }
    }

    @Test func aWildcardWithAPortMatchesThatPortOnly() throws {
        let router = Router(options: RouterOptions(webHosts: ["*.example.com:8443"]))
        try router.register("/p/:id") { _ in }
        #expect(try router.match("https://a.example.com:8443/p/1")?.parameters["id"] == "1")
        #expect(try router.match("https://a.example.com/p/1") == nil)
        #expect(try router.match("https://a.example.com:443/p/1") == nil)
    }

    static let malformedWildcards = ["*", "*.", "*.com", "a.*.com", "**.x.com", "*foo.com", "*.x..com", "*.x.com:0", "*.x.com:", "x.com*"]

    @Test(arguments: malformedWildcards)
    func aMalformedWildcardRefusesEveryRoute(_ entry: String) {
        let router = Router(options: RouterOptions(webHosts: ["shop.example.com", entry]))
        #expect(throws: RouteError(
            .invalidParameter,
            "\"\(entry)\" is not a web host: a wildcard is a leading \"*.\" then a domain of at least two labels, such as \"*.example.com\"")) {
            try router.register("/p/:id") { _ in }
        }
    }

    @Test func theWebFallbackReadsAWildcardAsTheSubdomainForm() async throws {
        let router = Router()
        try router.add(.web(allowing: ["*.wikipedia.org"]) { url, _ in "web \(url)" })
        #expect(try await router.open("https://de.wikipedia.org/wiki/X", as: String.self) == "web https://de.wikipedia.org/wiki/X")
        await #expect(throws: RouteError(.notAllowed, "https://wikipedia.org/ is not on a host the web fallback allows")) {
            try await router.open("https://wikipedia.org/")
        }
        #expect(throws: RouteError(
            .invalidParameter,
            "\"*.org\" is not a web host: a wildcard is a leading \"*.\" then a domain of at least two labels, such as \"*.example.com\"")) {
            try router.add(.web(allowing: ["*.org"]) { _, _ in () })
        }
    }
}
