import Foundation
import Junction
@testable import JunctionRemoteMaps
import JunctionRouteMap
import Testing

/// A bundled map that lists a wildcard web host (`*.shop.com`): a remote map may send a page to
/// any of its subdomains, as it may to a host listed by name, and to nothing else.
@Suite struct RemoteMapWildcardHostTests {
    static func map(webHosts: [String], web: String) throws -> RouteMap {
        let hosts = webHosts.map { "\"\($0)\"" }.joined(separator: ", ")
        let json = """
            {"version": 1, "schemes": ["shop"], "webHosts": [\(hosts)], "routes": [
              {"name": "product", "pattern": "shop://product/{id:int}", "page": "Page", "exposure": ["push"], "web": "\(web)"}
            ]}
            """
        return try RouteMapFile(text: json, format: .json).map
    }

    static let ceiling = RemoteMapExposureLimit.bundledMap(try! map(webHosts: ["*.shop.com"], web: "https://m.shop.com/item/{id}"))

    @Test(arguments: [
        ("https://m.shop.com/item/{id}", true),
        ("https://de.m.shop.com/item/{id}", true),
        ("https://M.Shop.Com/item/{id}", true),
        // Not a subdomain: the domain itself, a lookalike, another domain ending in its text.
        ("https://shop.com/item/{id}", false),
        ("https://evilshop.com/item/{id}", false),
        ("https://m.shop.com.evil.example/item/{id}", false),
        ("https://m.shop.com:8443/item/{id}", false),
    ])
    func aPageMaySendItsOpensToEverySubdomainOfAWildcardHost(web: String, allowed: Bool) throws {
        let violation = Self.ceiling.violation(in: try Self.map(webHosts: ["*.shop.com"], web: web))
        if allowed {
            #expect(violation == nil)
        } else {
            #expect(violation?.code == .widensExposure)
            #expect(violation?.message == #"route "product" sends its opens to "\#(web)", which is not on a web host of the bundled map (*.shop.com)"#)
        }
    }
}
