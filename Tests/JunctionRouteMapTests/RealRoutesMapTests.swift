import Foundation
import Junction
import JunctionRouteMap
import JunctionRouteMapTools
import Testing

/// Wildcard web hosts, web schemes and case-insensitive routes in a route map: read from each
/// format to the same model, loaded into a router that routes as the apps' links expect.
@Suite struct RealRoutesMapTests {
    static let json = """
        {
          "version": 1,
          "schemes": ["wikipedia", "ksr"],
          "webHosts": ["*.wikipedia.org", "*.m.wikipedia.org", "www.kickstarter.com"],
          "webSchemes": ["ksr"],
          "routes": [
            {"name": "article", "pattern": "/wiki/:title", "handler": "article", "exposure": "everywhere"},
            {"name": "diff", "pattern": "/wiki/Special%3AMobileDiff/:id", "handler": "diff", "exposure": "everywhere", "caseInsensitive": true},
            {"name": "project", "pattern": "/projects/:creator_param/:project_param", "handler": "project", "exposure": "everywhere"}
          ]
        }
        """

    static let yaml = """
        version: 1
        schemes: [wikipedia, ksr]
        webHosts: ["*.wikipedia.org", "*.m.wikipedia.org", www.kickstarter.com]
        webSchemes: [ksr]
        routes:
          - name: article
            pattern: /wiki/:title
            handler: article
            exposure: everywhere
          - name: diff
            pattern: /wiki/Special%3AMobileDiff/:id
            handler: diff
            exposure: everywhere
            caseInsensitive: true
          - name: project
            pattern: /projects/:creator_param/:project_param
            handler: project
            exposure: everywhere
        """

    static func expected() throws -> RouteMap {
        RouteMap(
            schemes: ["wikipedia", "ksr"], webHosts: ["*.wikipedia.org", "*.m.wikipedia.org", "www.kickstarter.com"], webSchemes: ["ksr"],
            routes: [
                .init(name: "article", patterns: [try RoutePattern("/wiki/:title")], target: .handler("article"), exposure: .everywhere),
                .init(
                    name: "diff", patterns: [try RoutePattern("/wiki/Special%3AMobileDiff/:id")], target: .handler("diff"),
                    exposure: .everywhere, caseInsensitive: true),
                .init(
                    name: "project", patterns: [try RoutePattern("/projects/:creator_param/:project_param")], target: .handler("project"),
                    exposure: .everywhere),
            ])
    }

    @Test func everyFormatReadsTheSameMap() throws {
        let expected = try Self.expected()
        let fromJSON = try RouteMapFile(text: Self.json, format: .json).map
        #expect(fromJSON == expected)
        #expect(try RouteMapFile(text: Self.yaml, format: .yaml).map == expected)
        #expect(try RouteMapFile(text: expected.json, format: .json).map == expected)
        #expect(expected.json.contains(#""webSchemes": ["ksr"]"#) || expected.json.contains(#""webSchemes""#))
        #expect(expected.json.contains(#""caseInsensitive": true"#))
    }

    @Test func theLoadedMapRoutesAsTheAppsLinksExpect() async throws {
        let file = try RouteMapFile(text: Self.yaml, format: .yaml)
        let router = Router(options: RouterOptions().adding(file.map))
        var bindings = RouteMapBindings()
        for key in ["article", "diff", "project"] {
            bindings.handler(key) { request in "\(key) \(request.parameters.merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })" }
        }
        try file.load(into: router, bindings: bindings)
        let opens: [(String, RouteSource, String)] = [
            ("https://de.wikipedia.org/wiki/France", .universalLink, #"article ["title=France"]"#),
            ("https://ja.m.wikipedia.org/wiki/%E6%9D%B1%E4%BA%AC", .universalLink, #"article ["title=東京"]"#),
            ("https://en.m.wikipedia.org/wiki/special:mobilediff/7", .universalLink, #"diff ["id=7"]"#),
            ("ksr://www.kickstarter.com/projects/a/b", .otherApp, #"project ["creator_param=a", "project_param=b"]"#),
            ("https://www.kickstarter.com/projects/a/b", .universalLink, #"project ["creator_param=a", "project_param=b"]"#),
        ]
        for (url, source, expected) in opens {
            #expect(try await router.open(RouteRequest(url: url, source: source), as: String.self) == expected)
        }
        await #expect(throws: RouteError.self) { try await router.open(RouteRequest(url: "https://wikipedia.org/wiki/France", source: .universalLink)) }
    }

    @Test(arguments: ["*", "*.com", "a.*.com", "**.x.com", "*foo.com"])
    func aMalformedWildcardIsAnErrorAtItsPlace(_ host: String) throws {
        let message = "\"\(host)\" is not a web host: a wildcard is a leading \"*.\" then a domain of at least two labels, such as \"*.example.com\""
        #expect(throws: RouteMapError(file: "<input>", location: .position(line: 1, column: 24), message: message)) {
            try RouteMapFile(text: #"{"webHosts": ["a.com", "\#(host)"], "routes": []}"#, format: .json)
        }
        #expect(throws: RouteMapError.self) {
            try RouteMapFile(text: "webHosts: [\"\(host)\"]\nroutes: []\n", format: .yaml)
        }
    }

    @Test func aWebURLOnAWildcardHostIsOnTheMapsWebHosts() throws {
        let text = #"""
            {"webHosts": ["*.wikipedia.org"], "routes": [
              {"name": "article", "pattern": "/wiki/:title", "handler": "article", "web": "https://de.wikipedia.org/wiki/{title}"},
              {"name": "other", "pattern": "/other/:title", "handler": "article", "web": "https://wikipedia.org/wiki/{title}"}
            ]}
            """#
        let file = try RouteMapFile(text: text, format: .json)
        let problems = file.lint().map(\.message)
        #expect(!problems.contains { $0.contains("route \"article\" is not on one of the map's web hosts") })
        #expect(problems.contains { $0.contains("web URL \"https://wikipedia.org/wiki/{title}\" of route \"other\" is not on one of the map's web hosts") })
    }

    /// The association writers say a wildcard host as each platform does, and check it on one of
    /// its subdomains: a wildcard host gets the warnings a listed one gets, no others.
    @Test func theLinkFilesWriteAWildcardHostAsEachPlatformDoes() throws {
        func map(_ host: String) throws -> RouteMapFile {
            try RouteMapFile(text: """
                {"webHosts": ["\(host)"], "routes": [
                  {"name": "article", "pattern": "/wiki/:title", "handler": "article", "exposure": ["universal-link"], "description": "An article"}
                ]}
                """, format: .json)
        }
        let wildcard = try map("*.wikipedia.org")
        let listed = try map("www.wikipedia.org")
        let apple = try wildcard.appSiteAssociation(appID: "ABCDE12345.org.wikimedia.wikipedia", host: "*.wikipedia.org")
        #expect(apple.association.json == (try listed.appSiteAssociation(appID: "ABCDE12345.org.wikimedia.wikipedia")).association.json)
        #expect(apple.warnings.map(\.message) == (try listed.appSiteAssociation(appID: "ABCDE12345.org.wikimedia.wikipedia")).warnings.map {
            $0.message.replacingOccurrences(of: "www.wikipedia.org", with: "x.wikipedia.org")
        })
        // One subdomain's file, as that host serves it: what the wildcard's says.
        #expect(try wildcard.appSiteAssociation(appID: "ABCDE12345.org.wikimedia.wikipedia", host: "de.wikipedia.org").association.json
            == apple.association.json)
        #expect(throws: RouteMapLoadError.self) {
            try wildcard.appSiteAssociation(appID: "ABCDE12345.org.wikimedia.wikipedia", host: "wikipedia.org")
        }
        let fingerprint = Array(repeating: "AB", count: 32).joined(separator: ":")
        let android = try wildcard.androidAppLinks(packageName: "org.wikipedia", certificateSHA256: fingerprint)
        #expect(android.links.intentFiltersXML.contains(#"android:host="*.wikipedia.org""#))
        #expect(android.warnings.count == (try listed.androidAppLinks(packageName: "org.wikipedia", certificateSHA256: fingerprint)).warnings.count)
        #expect(!android.warnings.contains { $0.message.contains("*.wikipedia.org/") })
    }
}
