import Foundation
import Junction
@testable import JunctionRouteMap
import JunctionRouteMapTools
import Testing

/// A map's routes tied to hosts and schemes (`hosts`, `schemes`), read, loaded, linted and
/// written into the association files, with Eigen's and WordPress's URLs.
@Suite struct RouteMapHostsTests {
    static let eigen = #"""
    {"webHosts": ["artsy.net", "www.artsy.net"], "schemes": ["artsy"], "routes": [
      {"name": "artist", "pattern": "/:profile_id_ignored/artist/:artistID", "handler": "artist", "exposure": "everywhere",
       "description": "An artist", "hosts": ["artsy.net", "www.artsy.net"]}
    ]}
    """#

    static let wordPress = #"""
    {"webHosts": ["wordpress.com", "*.wordpress.com"], "schemes": ["wordpress"], "routes": [
      {"name": "post", "pattern": "/post/:blog/:id", "handler": "h", "exposure": "everywhere", "description": "A post"},
      {"name": "pages", "pattern": "/pages", "handler": "h", "exposure": "everywhere", "description": "Pages",
       "hosts": ["wordpress.com"], "schemes": ["https", "http"]}
    ]}
    """#

    static func loaded(_ text: String, format: RouteMapFile.Format = .json) throws -> Router {
        try loaded(try RouteMapFile(text: text, format: format, file: "m.\(format == .json ? "json" : "yaml")"))
    }

    static func loaded(_ file: RouteMapFile) throws -> Router {
        let router = Router(options: RouterOptions().adding(file.map))
        var bindings = RouteMapBindings()
        bindings.handler("artist") { _ in }
        bindings.handler("h") { _ in }
        try file.load(into: router, bindings: bindings)
        return router
    }

    @Test func eigensArtistRouteIsNotReachedFromAnotherHost() throws {
        let map = try RouteMapFile(text: Self.eigen, format: .json, file: "m.json").map
        #expect(map.routes[0].hosts == ["artsy.net", "www.artsy.net"])
        // The fast reader and the tree reader read the same route.
        #expect(map == (try RouteMapFile.decodedFromNodes(data: Data(Self.eigen.utf8), format: .json, file: "m.json")))
        let router = try Self.loaded(Self.eigen)
        #expect(try router.match("https://google.com/artist/banksy") == nil)
        #expect(try router.match(RouteRequest(url: "https://www.artsy.net/x/artist/banksy", source: .universalLink))?.parameters["artistID"] == "banksy")
        #expect(try router.match("/x/artist/kaws")?.name == "artist")
        // Without `hosts`, the same map reaches the route from google.com.
        let untied = try Self.loaded(Self.eigen.replacingOccurrences(of: #", "hosts": ["artsy.net", "www.artsy.net"]"#, with: ""))
        #expect(try untied.match("https://google.com/artist/banksy")?.parameters["profile_id_ignored"] == "google.com")
    }

    @Test func wordPressPagesOnTheirHostAndSchemesOnly() throws {
        for format in [RouteMapFile.Format.json, .yaml] {
            // JSON is YAML's flow style: read as YAML, the map goes through Yams and the decoder.
            let router = try Self.loaded(Self.wordPress, format: format)
            #expect(try router.match("https://wordpress.com/pages")?.name == "pages", "\(format)")
            #expect(try router.match("https://en.wordpress.com/pages") == nil, "\(format)")
            #expect(try router.match("wordpress://pages") == nil, "\(format)")
            #expect(try router.match("https://en.wordpress.com/post/a/1")?.name == "post", "\(format)")
        }
    }

    @Test(arguments: [
        (#"{"webHosts": ["a.com"], "routes": [{"name": "r", "pattern": "/r", "handler": "h", "hosts": ["https://a.com"]}]}"#,
         #"m.json:1:93: error: web host "https://a.com" is not a host; write the host alone, without a scheme or a path: "a.com""#),
        (#"{"routes": [{"name": "r", "pattern": "/r", "handler": "h", "schemes": ["https://"]}]}"#,
         #"m.json:1:72: error: "https://" is not a scheme (a letter, then letters, digits, '+', '-', '.' or '_', without "://")"#),
        (#"{"routes": [{"name": "r", "patterns": ["/r", "https://a.com/r"], "handler": "h", "hosts": ["a.com"]}]}"#,
         #"m.json:1:46: error: route "r" lists hosts or schemes, which its scheme-less patterns take; "https://a.com/r" has a scheme of its own"#),
        (#"{"routes": [{"name": "r", "pattern": "/r", "handler": "h", "hosts": "a.com"}]}"#,
         #"m.json:1:69: error: expected a list for "hosts", found a string"#),
    ])
    func hostsAndSchemesThatDoNotReadAreRefusedWhereTheyAre(text: String, error: String) {
        #expect(Self.failure(text) == error)
    }

    static func failure(_ text: String) -> String {
        do {
            _ = try RouteMapFile(text: text, format: .json, file: "m.json")
            return "read"
        } catch {
            return error.description
        }
    }

    @Test func aMapBuiltInCodeWithBadHostsIsRefusedOnLoading() throws {
        let route = RouteMap.Route(
            name: "r", patterns: [try RoutePattern("shop://r")], target: .handler("h"), hosts: ["*.com"])
        var bindings = RouteMapBindings()
        bindings.handler("h") { _ in }
        #expect(throws: RouteMapLoadError.self) { try RouteMap(routes: [route]).load(into: Router(), bindings: bindings) }
        do {
            try RouteMap(routes: [route]).load(into: Router(), bindings: bindings)
        } catch {
            #expect(error.errors.map(\.message) == [
                #""*.com" is not a web host: a wildcard is a leading "*." then a domain of at least two labels, such as "*.example.com""#,
                #"route "r" lists hosts or schemes, which its scheme-less patterns take; "shop://r" has a scheme of its own"#,
            ])
        }
    }

    @Test func lintNamesAFirstSegmentCaptureThatTakesAHost() throws {
        let untied = try RouteMapFile(
            text: Self.eigen.replacingOccurrences(of: #", "hosts": ["artsy.net", "www.artsy.net"]"#, with: ""), format: .json, file: "m.json")
        #expect(untied.lint().map(\.description) == [
            #"m.json:2:33: warning: the first segment of "/:profile_id_ignored/artist/:artistID" takes any text, so a web URL on a host that is not a web host reaches route "artist" with its host there (https://google.com/artist/x gives profile_id_ignored = "google.com"); list the route's "hosts", or keep scheme-less routes to the web hosts (RouterOptions.schemelessRoutesOnlyOnWebHosts)"#,
        ])
        #expect(try RouteMapFile(text: Self.eigen, format: .json, file: "m.json").lint().isEmpty)
    }

    @Test func aRouteTiedToOneHostIsWrittenForThatHostOnly() throws {
        let file = try RouteMapFile(text: Self.wordPress, format: .json, file: "m.json")
        let appID = "ABCDE12345.org.wordpress"
        func paths(_ host: String) throws -> [String] {
            try file.appSiteAssociation(appID: appID, host: host).association.details[0].components.compactMap(\.path)
        }
        #expect(try paths("wordpress.com").contains("/pages"))
        #expect(try !paths("*.wordpress.com").contains("/pages"))
        #expect(try paths("*.wordpress.com").contains { $0.hasPrefix("/post/") })
        let android = try file.androidAppLinks(packageName: "org.wordpress.android", certificateSHA256: Self.fingerprint, host: "wordpress.com")
        let subdomains = try file.androidAppLinks(packageName: "org.wordpress.android", certificateSHA256: Self.fingerprint, host: "*.wordpress.com")
        #expect(android.links.intentFiltersXML.contains(#"android:host="wordpress.com" android:pathPattern="//*pages""#))
        #expect(!subdomains.links.intentFiltersXML.contains("pages"))
        // `wordpress://pages` is not the route's: no filter of the custom scheme sends it.
        let all = try file.androidAppLinks(packageName: "org.wordpress.android", certificateSHA256: Self.fingerprint)
        #expect(!all.links.intentFiltersXML.contains(#"android:host="pages""#))
        #expect(all.links.intentFiltersXML.contains(#"android:host="post""#))
    }

    static let fingerprint = (0..<32).map { _ in "AB" }.joined(separator: ":")

    @Test func theJSONAMapWritesKeepsHostsAndSchemes() throws {
        let map = try RouteMapFile(text: Self.wordPress, format: .json, file: "m.json").map
        let again = try RouteMapFile(text: map.json, format: .json, file: "again.json").map
        #expect(again == map)
        #expect(again.routes[1].schemes == ["https", "http"])
    }
}

extension RouteMapHostsTests {
    @Test func theCatalogShowsATiedRouteOnItsHost() throws {
        let catalog = RouteCatalog(try RouteMapFile(text: Self.wordPress, format: .json, file: "m.json").map)
        #expect(catalog.entries[1].hosts == ["wordpress.com"])
        #expect(catalog.entries[1].schemes == ["https", "http"])
        #expect(catalog.entries[1].examples == ["https://wordpress.com/pages"])
        #expect(catalog.markdown(title: "Routes").contains("| Hosts | `wordpress.com` |"))
        #expect(catalog.markdown(title: "Routes").contains("| Schemes | `https`, `http` |"))
        #expect(catalog.entries[0].hosts.isEmpty)
    }
}

extension RouteMapHostsTests {
    /// Firefox as the default browser: the route for any web URL is in no association file,
    /// which is for the app's own web host.
    @Test func aRouteForAnyHostIsInNoAssociationFile() throws {
        let text = #"""
            {"schemes": ["firefox"], "webHosts": ["www.mozilla.org"], "routes": [
              {"name": "download", "pattern": "/en-us/firefox/new", "handler": "h", "exposure": "everywhere", "description": "Download"},
              {"name": "tab", "patterns": ["https://**", "http://**"], "handler": "h", "exposure": ["other-app"], "description": "Any web page"}
            ]}
            """#
        let file = try RouteMapFile(text: text, format: .json, file: "m.json")
        let written = try file.appSiteAssociation(appID: "ABCDE12345.org.mozilla.firefox")
        #expect(written.association.details[0].components.compactMap(\.path) == ["*//*", "/en-us/firefox/new/", "/en-us/firefox/new"])
        // The one warning every file with an exposed route gives: none of the route for any host.
        #expect(written.warnings.map(\.message) == [
            #"route "download" is exposed to universal links and takes https://www.mozilla.org//en-us/firefox/new (a path with an empty segment), but the file keeps it in the browser"#,
        ])
        let router = try Self.loaded(text)
        #expect(try router.match(RouteRequest(url: "https://news.example.org/a", source: .otherApp))?.name == "tab")
        #expect(try router.match(RouteRequest(url: "https://www.mozilla.org/en-us/firefox/new", source: .universalLink))?.name == "download")
    }
}

extension RouteMapHostsTests {
    /// The Route maps article's example of a route tied to a host and schemes.
    @Test func theArticlesExampleTakesItsHostAndSchemesOnly() throws {
        let text = """
            webHosts: [wordpress.com, "*.wordpress.com"]
            routes:
              - name: pages
                pattern: /pages
                hosts: [wordpress.com]
                schemes: [https, http]
            """
        let file = try RouteMapFile(text: text + "\n    handler: h\nschemes: [wordpress]\n", format: .yaml, file: "m.yaml")
        let router = try Self.loaded(file)
        #expect(try router.match("https://wordpress.com/pages")?.name == "pages")
        #expect(try router.match("https://en.wordpress.com/pages") == nil)
        #expect(try router.match("wordpress://pages") == nil)
    }
}
