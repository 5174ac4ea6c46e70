import Junction
import Testing

/// Issue 4: hostile URLs, each with the outcome it must get, through a router with in-app and
/// exposed routes, a web host for universal links and a web fallback.
@Suite struct SecurityTests {
    static func router(wildcards: Bool = false) throws -> Router {
        let router = Router(options: RouterOptions(webHosts: [wildcards ? "*.example.com" : "shop.example.com"]))
        try router.register("shop://product/:id", exposure: .everywhere) { context in "product \(context.parameters["id"] ?? "")" }
        try router.register("shop://debug/menu") { _ in "debug menu" }
        try router.register("shop://transfer/:amount") { context in "transfer \(context.parameters["amount"] ?? "")" }
        try router.register("/p/:id", exposure: .sources(.universalLink)) { context in "page \(context.parameters["id"] ?? "")" }
        try router.add(.web(allowing: ["good.com", wildcards ? "*.cdn.good.com" : ".cdn.good.com", "localhost:8080"]) { url, _ in "web \(url)" })
        return router
    }

    enum Outcome: Sendable, Equatable, CustomStringConvertible {
        case handled(String)
        case refused(RouteError.Code)

        var description: String {
            switch self {
            case .handled(let value): "handled: \(value)"
            case .refused(let code): "refused: \(code)"
            }
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let url: String
        var source: RouteSource = .inApp
        let outcome: Outcome
        var testDescription: String { "\(url.debugDescription) from \(source)" }
    }

    static let cases: [Case] = [
        // The web fallback takes http(s) on allowed hosts only, re-serialized.
        Case(url: "https://good.com/a/b?x=1", outcome: .handled("web https://good.com/a/b?x=1")),
        Case(url: "HTTPS://GOOD.com/a", outcome: .handled("web https://good.com/a")),
        Case(url: "https://img.cdn.good.com/x.png", outcome: .handled("web https://img.cdn.good.com/x.png")),
        Case(url: "https://%67ood.com/x", outcome: .handled("web https://good.com/x")),
        Case(url: "https://good.com/a b<script>", outcome: .handled("web https://good.com/a%20b%3Cscript%3E")),
        Case(url: "http://localhost:8080/x", outcome: .handled("web http://localhost:8080/x")),
        Case(url: "https://good.com#frag%ZZ", outcome: .handled("web https://good.com/")),
        Case(url: "https://cdn.good.com/x", outcome: .refused(.notAllowed)),
        Case(url: "https://good.com.evil.com/", outcome: .refused(.notAllowed)),
        Case(url: "https://evil.com/", outcome: .refused(.notAllowed)),
        Case(url: "https://evilgood.com/", outcome: .refused(.notAllowed)),
        Case(url: "https://good.com:443/", outcome: .refused(.notAllowed)),
        Case(url: "http://localhost/x", outcome: .refused(.notAllowed)),
        Case(url: "https://good.com:99999/", outcome: .refused(.notAllowed)),
        Case(url: "https://good.com:abc/", outcome: .refused(.notAllowed)),
        Case(url: "https://GOOD.COM./x", outcome: .refused(.notAllowed)),
        Case(url: "https://[::1]/", outcome: .refused(.notAllowed)),
        // Bypass attempts through the authority are malformed URLs.
        Case(url: "https://evil.com\\@good.com/", outcome: .refused(.invalidURL)),
        Case(url: "https://good.com@evil.com/", outcome: .refused(.invalidURL)),
        Case(url: "https://evil.com%2F@good.com", outcome: .refused(.invalidURL)),
        Case(url: "https://good.com%09/x", outcome: .refused(.invalidURL)),
        Case(url: "https://good.com/\u{0}", outcome: .refused(.invalidURL)),
        Case(url: "https://good.com/%00", outcome: .refused(.invalidURL)),
        Case(url: "https://good.com/../etc", outcome: .refused(.invalidURL)),
        Case(url: "https://good.com/%2e%2e/x", outcome: .refused(.invalidURL)),
        // Other schemes never reach the web fallback.
        Case(url: "javascript:alert(1)", outcome: .refused(.notFound)),
        Case(url: "JavaScript://good.com/alert(1)", outcome: .refused(.notFound)),
        Case(url: "file:///etc/passwd", outcome: .refused(.notFound)),
        Case(url: "data:text/html,<script>", outcome: .refused(.notFound)),
        Case(url: "blob:https://good.com/1", outcome: .refused(.notFound)),
        Case(url: "about:blank", outcome: .refused(.notFound)),
        // From outside: exposure and origin.
        Case(url: "shop://debug/menu", source: .otherApp, outcome: .refused(.notAllowed)),
        Case(url: "shop://transfer/100", source: .webView, outcome: .refused(.notAllowed)),
        Case(url: "javascript:alert(1)", source: .webView, outcome: .refused(.notAllowed)),
        Case(url: "https://good.com/a", source: .otherApp, outcome: .refused(.notAllowed)),
        Case(url: "https://shop.example.com/p/5", source: .universalLink, outcome: .handled("page 5")),
        Case(url: "https://evil.com/p/5", source: .universalLink, outcome: .refused(.notAllowed)),
        Case(url: "shop://product/7", source: .push, outcome: .handled("product 7")),
        Case(url: "shop://debug/menu", outcome: .handled("debug menu")),
    ]

    @Test(arguments: cases)
    func hostileURLGetsItsOutcome(_ test: Case) async throws {
        #expect(try await Self.outcome(of: test, in: Self.router()) == test.outcome)
    }

    /// The same table with the web host and the fallback's subdomains written as wildcards:
    /// a wildcard host is read exactly as a listed one.
    @Test(arguments: cases)
    func hostileURLGetsItsOutcomeWithWildcardHosts(_ test: Case) async throws {
        #expect(try await Self.outcome(of: test, in: Self.router(wildcards: true)) == test.outcome)
    }

    static func outcome(of test: Case, in router: Router) async throws -> Outcome {
        do {
            let value = try await router.open(RouteRequest(url: test.url, source: test.source))
            return .handled(value as? String ?? "\(value)")
        } catch let error as RouteError {
            return .refused(error.code)
        }
    }

    @Test func refusalsSayWhy() async throws {
        let router = try Self.router()
        let expected: [(String, String)] = [
            ("https://good.com.evil.com/", "https://good.com.evil.com/ is not on a host the web fallback allows"),
            ("https://good.com:99999/", "https://good.com:99999/ has a port that is not 1 to 65535"),
            ("https://GOOD.COM./x", "https://GOOD.COM./x has a host that is not a plain host name"),
        ]
        for (url, message) in expected {
            await #expect(throws: RouteError(.notAllowed, message)) { try await router.open(url) }
        }
        await #expect(throws: RouteError(.notFound, "no route matches javascript:alert(1)")) { try await router.open("javascript:alert(1)") }
    }

    // A universal link's host is read as a browser reads it before it is compared with the
    // app's web hosts: an encoded ':' or a port in other characters is not the listed host.
    @Test func universalLinksWhoseHostBrowsersReadOtherwiseAreRefused() async throws {
        let router = Router(options: RouterOptions(webHosts: ["shop.example.com:8443"]))
        try router.register("/p/:id", exposure: .sources(.universalLink)) { context in "page \(context.parameters["id"] ?? "")" }
        let page = try await router.open(RouteRequest(url: "https://shop.example.com:8443/p/5", source: .universalLink))
        #expect(page as? String == "page 5")
        let refused = [
            ("https://shop.example.com%3A8443/p/5", "has a percent-encoded ':' in its host; a port follows a plain ':'"),
            ("https://shop.example.com:+8443/p/5", "has a port that is not written as digits"),
            ("https://shop.example.com:84%343/p/5", "has a port that is not written as digits"),
        ]
        for (url, why) in refused {
            await #expect(throws: RouteError(.notAllowed, "\(url) from universal-link \(why)")) {
                try await router.open(RouteRequest(url: url, source: .universalLink))
            }
        }
    }
}
