import Foundation
import Junction
import JunctionRouteMap
import JunctionRouteMapTools
import Testing

/// `RouteMap.checkAndroid` on filters made by hand: advanced patterns (classes, counts) and simple
/// globs read as Android reads them.
@Suite struct AndroidCheckTests {
    static let map = RouteMap(webHosts: ["example.com"], routes: [
        RouteMap.Route(name: "code", patterns: [try! RoutePattern("/c/{code}")], exposure: .sources(.universalLink)),
    ])

    static func filter(_ kind: AndroidIntentFilter.Path.Kind, _ text: String) -> [AndroidIntentFilter] {
        [AndroidIntentFilter(autoVerify: true, schemes: ["https"], hosts: ["example.com"], paths: [.init(kind, text)])]
    }

    @Test(arguments: [
        // Two to four letters take the sample value `code`, but not its spellings the router folds
        // (one finding per route: `/c/11` from the filter's own example is not sent either).
        (AndroidIntentFilter.Path.Kind.pathAdvancedPattern, "/c/[a-z]{2,4}", [
            "not sent: https://example.com/c/code/ (route \"code\" takes it from universal-link, but no filter sends it to the app)",
        ]),
        (.pathAdvancedPattern, "/+c/+[^/]+/*", []),
        (.pathAdvancedPattern, "/c/[0-9]+", [
            "not sent: https://example.com/c/code (route \"code\" takes it from universal-link, but no filter sends it to the app)",
        ]),
        // `/c/11/1` is sent with no route, but the filters the writer makes send it too (and
        // warn): a known limit.
        (.pathPattern, "/c/..*", [
            "not sent: https://example.com//c/code (route \"code\" takes it from universal-link, but no filter sends it to the app)",
            "no route: https://example.com/c/11/1 (intent-filter[0] sends it to the app, where no route takes it; the filters junction android writes send it too, as Android's filters cannot keep it out)",
        ]),
        (.pathPrefix, "/c", [
            "not sent: https://example.com//c/code (route \"code\" takes it from universal-link, but no filter sends it to the app)",
            "no route: https://example.com/c (intent-filter[0] sends it to the app, where no route takes it)",
        ]),
    ])
    func filtersAreReadAsAndroidReadsThem(kind: AndroidIntentFilter.Path.Kind, text: String, findings: [String]) throws {
        #expect(try Self.map.checkAndroid(Self.filter(kind, text)).map(\.description) == findings)
    }

    static let cart = RouteMap(webHosts: ["example.com"], routes: [
        RouteMap.Route(name: "cart", patterns: [try! RoutePattern("/cart")], exposure: .sources(.universalLink)),
        RouteMap.Route(name: "docs", patterns: [try! RoutePattern("/docs/**")], exposure: .sources(.universalLink)),
    ])

    /// Android's glob never steps back (AOSP `PatternMatcher.matchGlobPattern`): a pattern with
    /// `/*` left when the path ends takes nothing, so `//*cart/*` misses `/cart`; `.*` takes
    /// text only up to the first character after it.
    @Test(arguments: [
        ("//*cart/*", "//*docs/.*", [
            "not sent: https://example.com/cart (route \"cart\" takes it from universal-link, but no filter sends it to the app)",
            "not sent: https://example.com/docs (route \"docs\" takes it from universal-link, but no filter sends it to the app)",
        ]),
        ("//*cart", "//*docs", [
            "not sent: https://example.com/cart/ (route \"cart\" takes it from universal-link, but no filter sends it to the app)",
            "not sent: https://example.com/docs/x (route \"docs\" takes it from universal-link, but no filter sends it to the app)",
        ]),
    ])
    func globsAreReadAsAndroidsGreedyMatcherReadsThem(cart: String, docs: String, findings: [String]) throws {
        let filters = [AndroidIntentFilter(autoVerify: true, schemes: ["https"], hosts: ["example.com"], paths: [.init(.pathPattern, cart), .init(.pathPattern, docs)])]
        #expect(try Self.cart.checkAndroid(filters).map(\.description) == findings)
    }

    /// AOSP's `IntentFilter.AuthorityEntry.match` compares hosts with `compareToIgnoreCase`.
    @Test func hostsAreComparedIgnoringCase() throws {
        let filters = [AndroidIntentFilter(autoVerify: true, schemes: ["https"], hosts: ["EXAMPLE.com"], paths: [.init(.pathAdvancedPattern, "/+c/+[^/]+/*")])]
        #expect(try Self.map.checkAndroid(filters).map(\.description) == [])
    }

    /// 2,000 paths of 1,000 characters that each start with `.*`, so that each example, which
    /// the map's `/**` takes, is matched against every path before its own: the check stops at
    /// its budget and says so.
    @Test func aFileMadeToBeSlowToCheckIsRefused() throws {
        let map = RouteMap(webHosts: ["example.com"], routes: [
            RouteMap.Route(name: "site", patterns: [try RoutePattern("/**")], exposure: .sources(.universalLink)),
        ])
        let paths = (0..<2_000).map { AndroidIntentFilter.Path(.pathPattern, ".*" + String(repeating: "a", count: 990) + "\($0)") }
        let filters = [AndroidIntentFilter(autoVerify: true, schemes: ["https"], hosts: ["example.com"], paths: paths)]
        #expect {
            try map.checkAndroid(filters, file: "filters.xml")
        } throws: { error in
            (error as? RouteMapError)?.description
                == "filters.xml: error: comparing the filters with the map took more than 50000000 steps; refusing to check the file"
        }
    }

    static let shop = RouteMap(webHosts: ["example.com"], routes: [
        RouteMap.Route(name: "category", patterns: [try! RoutePattern("/c/{slug}")], exposure: .sources(.universalLink)),
        RouteMap.Route(name: "category.sale", patterns: [try! RoutePattern("/c/sale")]),
        RouteMap.Route(name: "admin", patterns: [try! RoutePattern("/admin")]),
    ])

    /// A disagreement the writer's own filters share (Android has no exclusion: `/c/sale` under
    /// the exposed `/c/{slug}`) is a known limit; one they do not (`/admin`) is a problem.
    @Test(arguments: [
        ("/c/", [
            "not sent: https://example.com//c/slug (route \"category\" takes it from universal-link, but no filter sends it to the app)",
            "in-app only: https://example.com/c/sale (intent-filter[0] sends it to the app, but route \"category.sale\" is not exposed to universal-link; the filters junction android writes send it too, as Android's filters cannot keep it out)",
            "no route: https://example.com/c/ (intent-filter[0] sends it to the app, where no route takes it)",
        ]),
        ("/", [
            "in-app only: https://example.com/c/sale (intent-filter[0] sends it to the app, but route \"category.sale\" is not exposed to universal-link; the filters junction android writes send it too, as Android's filters cannot keep it out)",
            "in-app only: https://example.com/admin (intent-filter[0] sends it to the app, but route \"admin\" is not exposed to universal-link)",
            "no route: https://example.com/ (intent-filter[0] sends it to the app, where no route takes it)",
        ]),
    ])
    func whatTheWritersFiltersShareIsAKnownLimit(prefix: String, findings: [String]) throws {
        let filters = [AndroidIntentFilter(autoVerify: true, schemes: ["https"], hosts: ["example.com"], paths: [.init(.pathPrefix, prefix)])]
        #expect(try Self.shop.checkAndroid(filters).map(\.description) == findings)
    }
}
