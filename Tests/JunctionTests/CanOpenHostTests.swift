import Junction
import JunctionCompatibility
import Testing

/// `Router.canOpen(host:scheme:)`: whether some route takes URLs on a host, judged by the host alone.
@Suite struct CanOpenHostTests {
    static let cases: [(host: String, scheme: String?, expected: Bool)] = [
        ("page.cc", "cc", true),
        ("PAGE.CC", "CC", true),
        ("page.cc", nil, true),
        ("page.cc", "app", false),
        ("other.cc", "cc", false),
        ("user", "app", true),           // a scheme-less route's first segment meets the authority
        ("user", nil, true),
        ("42", "num", true),             // {n:int} takes it
        ("x", "num", false),
        ("v2.json", "api", true),        // v{major:int}.json fits it
        ("v.json", "api", false),
        ("anything", "any", true),       // *
        ("shop.example.com", "https", true),
        ("shop.example.com", nil, true),
        ("shop.example.com", "cc", false),
        ("", "mailto", false),           // mailto:{who} has no host
        ("x", "empty", false),           // empty:// has none either
    ]

    @Test(arguments: cases)
    func aHostIsOpenWhenSomeRoutesFirstSegmentTakesIt(_ host: String, _ scheme: String?, _ expected: Bool) throws {
        let router = Router(options: RouterOptions(webHosts: ["shop.example.com"]))
        for pattern in ["cc://page.cc/betSsq", "/user/:id", "num://{n:int}/x", "api://v{major:int}.json", "any://*/x", "mailto:{who}", "empty://"] {
            try router.register(pattern) { _ in }
        }
        #expect(router.canOpen(host: host, scheme: scheme) == expected)
    }

    @Test func noRouteOpensNoHost() {
        #expect(!Router().canOpen(host: "page.cc"))
    }
}
