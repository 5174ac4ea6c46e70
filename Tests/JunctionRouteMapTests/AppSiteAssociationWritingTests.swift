import Foundation
import Junction
import JunctionRouteMap
import Testing

/// How each kind of pattern is written for Apple, and what is refused.
@Suite struct AppSiteAssociationWritingTests {
    static let appID = "ABCDE12345.com.example.shop"

    static func write(_ routes: String) throws -> (paths: [String], warnings: [String]) {
        let file = try RouteMapFile(text: #"{"webHosts": ["example.com"], "routes": [\#(routes)]}"#, format: .json, file: "m.json")
        let (association, warnings) = try file.appSiteAssociation(appID: appID)
        let paths = association.details[0].components.map { ($0.exclude ? "not " : "") + ($0.path ?? "") }
        return (paths, warnings.map(\.message))
    }

    static func route(_ pattern: String, exposed: Bool = true) -> String {
        #"{"name": "r\#(pattern.count)", "pattern": "\#(pattern)", "handler": "h", "exposure": \#(exposed ? #"["universal-link"]"# : #""in-app""#)}"#
    }

    @Test(arguments: [
        ("/about", ["/about"]),
        ("/", ["/"]),
        ("/c/{slug}", ["not /c/*/*", "/c/?*"]),
        ("/w/*", ["not /w/*/*", "/w/?*"]),
        ("/f/v{major}.{minor}", ["not /f/v*/*", "/f/v?*.?*"]),
        ("/q/a%3Fb%20c", ["/q/a%3Fb%20c"]),
        ("/help/**", ["/help", "/help/*"]),
        ("/**", ["/", "/*"]),
        ("https://example.com/x/{id}", ["not /x/*/*", "/x/?*"]),
        ("https://other.com/x/{id}", []),
        ("shop://x/{id}", []),
    ])
    func exactPatternsAreWrittenWithoutWarnings(pattern: String, paths: [String]) throws {
        let written = try Self.write(Self.route(pattern))
        #expect(written.paths == paths)
        #expect(written.warnings == (paths.isEmpty ? ["no route is exposed to universal links on example.com; the file sends nothing to the app"] : []))
    }

    @Test(arguments: [
        ("/p/{id:int}", ["not /p/*/*", "/p/?*"], "Apple's patterns cannot say which text int accepts for {id}"),
        ("/t/{id:uuid}", ["not /t/*/*", "/t/????????-????-????-????-????????????"], "Apple's patterns cannot say which text uuid accepts for {id}"),
        ("/s/a%2Ab", ["not /s/a*/*b", "/s/a?b"], #"Apple's patterns have no literal "*", so "?" (any one character) stands for it"#),
        ("/{lang}/docs/**", ["/?*/docs", "/?*/docs/*"], #"a capture before "**" is written "?*", which also takes a "/""#),
    ])
    func widerPatternsAreWrittenWithAWarning(pattern: String, paths: [String], reason: String) throws {
        let written = try Self.write(Self.route(pattern))
        #expect(written.paths == paths)
        #expect(written.warnings.count == 1)
        #expect(written.warnings.first?.hasSuffix(": " + reason) == true)
    }

    @Test func anInAppRouteUnderABroaderExposedOneIsExcludedFirst() throws {
        let written = try Self.write([Self.route("/c/{slug}"), Self.route("/c/sale", exposed: false), Self.route("/d/sale", exposed: false)].joined(separator: ","))
        #expect(written.paths == ["not /c/sale", "not /c/*/*", "/c/?*"])
    }

    @Test func anExposedRouteInsideAnInAppRemainderIsSentAndTheRestKeptOut() throws {
        let written = try Self.write([Self.route("/docs/**", exposed: false), Self.route("/docs/public/{page}")].joined(separator: ","))
        #expect(written.paths == ["not /docs/public/*/*", "/docs/public/?*", "not /docs", "not /docs/*"])
    }

    /// A typed in-app pattern would be a wider exclude before an exposed capture, keeping its
    /// URLs out: the file cannot say it, so it is not written.
    @Test func aMapTheFileCannotSayIsRefused() throws {
        let file = try RouteMapFile(
            text: #"{"webHosts": ["example.com"], "routes": [\#(Self.route("/p/{id:int}", exposed: false)), \#(Self.route("/p/{slug}"))]}"#,
            format: .json, file: "m.json")
        #expect(throws: RouteMapLoadError.self) { try file.appSiteAssociation(appID: Self.appID) }
        do {
            _ = try file.appSiteAssociation(appID: Self.appID)
        } catch {
            #expect(error.description == #"m.json:1:123: error: the association file cannot say this map exactly: not sent: https://example.com/p/slug (route "r9" is exposed to universal links, but no component sends it to the app)"#)
        }
    }

    @Test(arguments: [
        ("ABCDE12345.com.example.shop", nil, nil),
        ("com.example.shop", nil, #"m.json: error: app ID "com.example.shop" is not TEAMID.bundle.id (a 10-character team ID, a dot, and the bundle ID)"#),
        ("ABCDE12345.com.example.shop", "other.com", #"m.json:1:14: error: "other.com" is not one of the map's web hosts (example.com)"#),
    ] as [(String, String?, String?)])
    func theAppIDAndHostAreChecked(appID: String, host: String?, message: String?) throws {
        let file = try RouteMapFile(text: #"{"webHosts": ["example.com"], "routes": [\#(Self.route("/a"))]}"#, format: .json, file: "m.json")
        do {
            _ = try file.appSiteAssociation(appID: appID, host: host)
            #expect(message == nil)
        } catch {
            #expect(error.description == message)
        }
    }
}
