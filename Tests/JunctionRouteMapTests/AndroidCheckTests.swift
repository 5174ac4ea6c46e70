import Foundation
import Junction
import JunctionRouteMap
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
        // Two to four letters take the sample value `code`, but not its spellings the router folds.
        (AndroidIntentFilter.Path.Kind.pathAdvancedPattern, "/c/[a-z]{2,4}", [
            "not sent: https://example.com/c/code/ (route \"code\" takes it from universal-link, but no filter sends it to the app)",
            "not sent: https://example.com/c/11 (route \"code\" takes it from universal-link, but no filter sends it to the app)",
        ]),
        (.pathAdvancedPattern, "/+c/+[^/]+/*", []),
        (.pathAdvancedPattern, "/c/[0-9]+", [
            "not sent: https://example.com/c/code (route \"code\" takes it from universal-link, but no filter sends it to the app)",
        ]),
        // `/c/11/1` is sent with no route, but the filters the writer makes send it too (and warn).
        (.pathPattern, "/c/..*", [
            "not sent: https://example.com//c/code (route \"code\" takes it from universal-link, but no filter sends it to the app)",
        ]),
        (.pathPrefix, "/c", [
            "not sent: https://example.com//c/code (route \"code\" takes it from universal-link, but no filter sends it to the app)",
            "no route: https://example.com/c (intent-filter[0] sends it to the app, where no route takes it)",
        ]),
    ])
    func filtersAreReadAsAndroidReadsThem(kind: AndroidIntentFilter.Path.Kind, text: String, findings: [String]) {
        #expect(Self.map.checkAndroid(Self.filter(kind, text)).map(\.description) == findings)
    }
}
