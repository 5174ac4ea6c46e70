import Foundation
import Junction
import JunctionRouteMap
import JunctionRouteMapTools
import Testing

/// How each kind of pattern is written for Apple, and what is refused.
@Suite struct AppSiteAssociationWritingTests {
    static let appID = "ABCDE12345.com.example.shop"

    static func write(_ routes: String) throws -> (paths: [String], warnings: [String]) {
        let file = try RouteMapFile(text: #"{"webHosts": ["example.com"], "routes": [\#(routes)]}"#, format: .json, file: "m.json")
        let (association, warnings) = try file.appSiteAssociation(appID: appID)
        var paths = association.details[0].components.map { ($0.exclude ? "not " : "") + ($0.path ?? "") }
        // The excludes of needless encodings, shown as one entry once they are checked.
        if let start = paths.firstIndex(of: Self.needlessEncodings[0]) {
            #expect(Array(paths[start..<min(start + Self.needlessEncodings.count, paths.count)]) == Self.needlessEncodings)
            #expect(association.details[0].components[start].settings.caseSensitive == false)
            paths.replaceSubrange(start..<start + Self.needlessEncodings.count, with: ["not *%XX*"])
        }
        return (paths, warnings.map(\.message))
    }

    /// What a file with a route kept in the app excludes first: a path with any letter, digit,
    /// `-`, `.`, `_` or `~` percent-encoded.
    static let needlessEncodings = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-._~".unicodeScalars.map { scalar in
        "not *%" + String(scalar.value, radix: 16, uppercase: true) + "*"
    }

    static let needlessWarning = "a path on example.com with a letter, digit, -, ., _ or ~ percent-encoded (/c/s%61le) is kept in the browser: the router would read it as a route's text, which may be a route kept in the app"

    static func route(_ pattern: String, exposed: Bool = true, caseInsensitive: Bool = false, name: String? = nil) -> String {
        #"{"name": "\#(name ?? "r\(pattern.count)")", "pattern": "\#(pattern)", "handler": "h", "exposure": \#(exposed ? #"["universal-link"]"# : #""in-app""#)\#(caseInsensitive ? #", "caseInsensitive": true"# : "")}"#
    }

    /// The warning for a path with an empty segment, which the file keeps in the browser.
    static func emptySegment(_ route: String, _ url: String) -> String {
        "route \"\(route)\" is exposed to universal links and takes \(url) (a path with an empty segment), but the file keeps it in the browser"
    }

    /// Every file starts by keeping paths with an empty segment out, then says each rule with a
    /// trailing `/`, then as written.
    @Test(arguments: [
        ("/about", ["not *//*", "/about/", "/about"], "//about"),
        ("/", ["not *//*", "/"], "//"),
        ("/c/{slug}", ["not *//*", "not /c/*/*/", "/c/?*/", "not /c/*/*", "/c/?*"], "//c/slug"),
        ("/w/*", ["not *//*", "not /w/*/*/", "/w/?*/", "not /w/*/*", "/w/?*"], "//w/x"),
        ("/f/v{major}.{minor}", ["not *//*", "not /f/v*/*/", "/f/v?*.?*/", "not /f/v*/*", "/f/v?*.?*"], "//f/vmajor.minor"),
        ("/q/a%3Fb%20c", ["not *//*", "/q/a%3Fb%20c/", "/q/a%3Fb%20c"], "//q/a%3Fb%20c"),
        ("/help/**", ["not *//*", "/help/", "/help/*/", "/help", "/help/*"], "//help/x"),
        ("/**", ["not *//*", "/*/", "/", "/*"], "//x"),
        ("https://example.com/x/{id}", ["not *//*", "not /x/*/*/", "/x/?*/", "not /x/*/*", "/x/?*"], "//x/id"),
        ("https://other.com/x/{id}", [], ""),
        ("shop://x/{id}", [], ""),
    ])
    func exactPatternsAreWrittenWithoutWarnings(pattern: String, paths: [String], doubled: String) throws {
        let written = try Self.write(Self.route(pattern))
        #expect(written.paths == paths)
        #expect(written.warnings == (paths.isEmpty
            ? ["no route is exposed to universal links on example.com; the file sends nothing to the app"]
            : [Self.emptySegment("r\(pattern.count)", "https://example.com" + doubled)]))
    }

    @Test(arguments: [
        ("/p/{id:int}", ["not *//*", "not /p/*/*/", "/p/?*/", "not /p/*/*", "/p/?*"], "Apple's patterns cannot say which text int accepts for {id}"),
        ("/t/{id:uuid}", ["not *//*", "not /t/*/*/", "/t/????????-????-????-????-????????????/", "not /t/*/*", "/t/????????-????-????-????-????????????"],
         "Apple's patterns cannot say which text uuid accepts for {id}"),
        ("/s/a%2Ab", ["not *//*", "not /s/a*/*b/", "/s/a?b/", "not /s/a*/*b", "/s/a?b"], #"Apple's patterns have no literal "*", so "?" (any one character) stands for it"#),
        ("/{lang}/docs/**", ["not *//*", "/?*/docs/", "/?*/docs/*/", "/?*/docs", "/?*/docs/*"], #"a capture before "**" is written "?*", which also takes a "/""#),
    ])
    func widerPatternsAreWrittenWithAWarning(pattern: String, paths: [String], reason: String) throws {
        let written = try Self.write(Self.route(pattern))
        #expect(written.paths == paths)
        #expect(written.warnings.count == 2)
        #expect(written.warnings.first?.hasSuffix(": " + reason) == true)
        #expect(written.warnings.last?.hasSuffix("(a path with an empty segment), but the file keeps it in the browser") == true)
    }

    /// A case-insensitive route's rules take every case (`caseSensitive: false`). A route kept in
    /// the app with a `k` in its text also keeps every path with the Kelvin sign in the browser:
    /// the router lower-cases it to `k`, Apple's patterns compare the bytes `%E2%84%AA`. Where
    /// an exposed route's spelling with the Kelvin sign is kept out, a warning gives the URL.
    /// (/work/shared/findings/t4/05-aasa-case-insensitive)
    @Test(arguments: [
        ([route("/{slug}"), route("/admin", exposed: false, caseInsensitive: true), route("/kill", exposed: false, caseInsensitive: true)],
         ["not *//*", "not *%XX* (any case)", "not *%E2%84%AA* (any case)", "not /admin/ (any case)", "not /kill/ (any case)", "not /*/*/",
          "/?*/", "not /admin (any case)", "not /kill (any case)", "not /*/*", "/?*"],
         [needlessWarning,
          #"a path on example.com with the Kelvin sign (%E2%84%AA) is kept in the browser: the router lower-cases it to "k", so it may reach route "r5", which is case-insensitive and kept in the app"#,
          emptySegment("r7", "https://example.com//slug")]),
        ([route("/About", caseInsensitive: true)], ["not *//*", "/About/ (any case)", "/About (any case)"], [emptySegment("r6", "https://example.com//About")]),
        ([route("/Kit", caseInsensitive: true)], ["not *//*", "/Kit/ (any case)", "/Kit (any case)"],
         [emptySegment("r4", "https://example.com//Kit"),
          #"route "r4" is exposed to universal links and takes https://example.com/%E2%84%AAit, but the file keeps it in the browser"#]),
        // `É` is the other case of `é`, which Apple's folding cannot say in `%C3%89`.
        ([route("/{slug}"), route("/café", exposed: false, caseInsensitive: true)],
         ["not *//*", "not *%XX* (any case)", "not *%C3%89* (any case)", "not /caf%C3%A9/ (any case)", "not /*/*/", "/?*/",
          "not /caf%C3%A9 (any case)", "not /*/*", "/?*"],
         [needlessWarning,
          #"a path on example.com with É (%C3%89) is kept in the browser: the router lower-cases it to "é", so it may reach route "r5", which is case-insensitive and kept in the app"#,
          emptySegment("r7", "https://example.com//slug")]),
        // A literal in one case beats a case-insensitive one: its rule comes first.
        ([route("/Admin", exposed: false, caseInsensitive: true), route("/ADMIN", name: "upper"), route("/{slug}")],
         ["not *//*", "not *%XX* (any case)", "/ADMIN/", "not /Admin/ (any case)", "not /*/*/", "/?*/", "/ADMIN", "not /Admin (any case)", "not /*/*", "/?*"],
         [needlessWarning, emptySegment("upper", "https://example.com//ADMIN"), emptySegment("r7", "https://example.com//slug")]),
    ])
    func aCaseInsensitiveRouteIsWrittenInAnyCase(routes: [String], paths: [String], warnings: [String]) throws {
        let file = try RouteMapFile(text: #"{"webHosts": ["example.com"], "routes": [\#(routes.joined(separator: ","))]}"#, format: .json, file: "m.json")
        let (association, written) = try file.appSiteAssociation(appID: Self.appID)
        var shown = association.details[0].components.map { component in
            (component.exclude ? "not " : "") + (component.path ?? "") + (component.settings.caseSensitive == false ? " (any case)" : "")
        }
        if let start = shown.firstIndex(of: Self.needlessEncodings[0] + " (any case)") {
            shown.replaceSubrange(start..<start + Self.needlessEncodings.count, with: ["not *%XX* (any case)"])
        }
        #expect(shown == paths)
        #expect(written.map(\.message) == warnings)
    }

    /// Apple ignores an association file over 128 KB: the writer says so, and the check refuses
    /// to read it, as iOS does.
    @Test func aFileOverApplesLimitIsWrittenWithAWarning() throws {
        let routes = (0..<1_500).map { Self.route("/section\($0)/items/{id}", name: "r\($0)") }.joined(separator: ", ")
        let (paths, warnings) = try Self.write(routes)
        #expect(paths.count > 3_000)
        let size = warnings.compactMap { $0.hasPrefix("the file is ") ? $0 : nil }
        #expect(size.count == 1)
        #expect(size.first?.hasSuffix(" bytes, over Apple's limit of 131072: iOS ignores it, and no link opens the app; expose fewer routes to universal links, or serve each host the file of its own routes") == true)
        let (_, small) = try Self.write(Self.route("/a/{id}"))
        #expect(!small.contains { $0.hasPrefix("the file is ") })
    }

    @Test func anInAppRouteUnderABroaderExposedOneIsExcludedFirst() throws {
        let written = try Self.write([Self.route("/c/{slug}"), Self.route("/c/sale", exposed: false), Self.route("/d/sale", exposed: false)].joined(separator: ","))
        #expect(written.paths == ["not *//*", "not *%XX*", "not /c/sale/", "not /c/*/*/", "/c/?*/", "not /c/sale", "not /c/*/*", "/c/?*"])
    }

    @Test func anExposedRouteInsideAnInAppRemainderIsSentAndTheRestKeptOut() throws {
        let written = try Self.write([Self.route("/docs/**", exposed: false), Self.route("/docs/public/{page}")].joined(separator: ","))
        #expect(written.paths == [
            "not *//*", "not *%XX*", "not /docs/public/*/*/", "/docs/public/?*/", "not /docs/", "not /docs/*/",
            "not /docs/public/*/*", "/docs/public/?*", "not /docs", "not /docs/*",
        ])
    }

    /// A pattern the router tries before a `**` route with a literal prefix (an `https` one on
    /// the host) is written inside that route's block for the prefix alone: written there whole,
    /// its wildcard would decide deeper paths ahead of the routes that take them.
    @Test func aPatternBeforeARemainderIsWrittenThereForThePrefixAlone() throws {
        let written = try Self.write([Self.route("/x/**", exposed: false), Self.route("https://example.com/{v0}"), Self.route("/k/{v1}")].joined(separator: ","))
        #expect(written.paths == [
            "not *//*", "not *%XX*", "/x/", "not /x/*/", "not /k/*/*/", "/k/?*/", "not /*/*/", "/?*/",
            "/x", "not /x/*", "not /k/*/*", "/k/?*", "not /*/*", "/?*",
        ])
        #expect(written.warnings == [
            Self.needlessWarning, Self.emptySegment("r24", "https://example.com//v0"), Self.emptySegment("r7", "https://example.com//k/v1"),
        ])
    }

    /// What the writer's exclude of the Kelvin sign rests on: of all Unicode scalars outside
    /// ASCII, only the Kelvin sign lower-cases (as the router folds a case-insensitive route's
    /// text) to ASCII alone, so it is the one spelling of an ASCII letter Apple cannot fold.
    @Test func onlyTheKelvinSignLowerCasesToASCII() {
        let folded = (0x80...0x10FFFF).compactMap(Unicode.Scalar.init).filter { scalar in
            String(Character(scalar)).lowercased().unicodeScalars.allSatisfy(\.isASCII)
        }
        #expect(folded.map(\.value) == [0x212A])
        #expect(String(Character("\u{212A}")).lowercased() == "k")
    }

    /// Inside a `**` block that compares case, the deeper paths a case-insensitive pattern's
    /// rules send are the block's, sent in its case only: `/NEWS/a/b` reaches no route.
    @Test func deeperPathsSentInsideABlockAreInTheBlocksCase() throws {
        let file = try RouteMapFile(text: #"{"webHosts": ["example.com"], "routes": [\#(Self.route("/news/**")), \#(Self.route("https://example.com/{v0}/{v1}", exposed: false, caseInsensitive: true))]}"#, format: .json, file: "m.json")
        let components = try file.appSiteAssociation(appID: Self.appID).association.details[0].components
        #expect(components.filter { $0.path == "/news/*/*" }.map(\.settings.caseSensitive) == [nil])
    }

    /// A typed in-app pattern would be a wider exclude before an exposed capture, keeping the
    /// exposed route's URLs out: the file leaves the exclude out, sends both, and warns that it
    /// sends the in-app route's URLs (which the router refuses). A map is never refused.
    @Test func anExcludeThatWouldKeepOutAnExposedRouteIsLeftOutWithAWarning() throws {
        let file = try RouteMapFile(
            text: #"{"webHosts": ["example.com"], "routes": [\#(Self.route("/p/{id:int}", exposed: false)), \#(Self.route("/p/{slug}"))]}"#,
            format: .json, file: "m.json")
        let (association, warnings) = try file.appSiteAssociation(appID: Self.appID)
        #expect(association.details[0].components.map { ($0.exclude ? "not " : "") + ($0.path ?? "") } == [
            "not *//*"] + Self.needlessEncodings + ["not /p/*/*/", "/p/?*/", "not /p/*/*", "/p/?*",
        ])
        #expect(warnings.map(\.description) == [
            "m.json: warning: " + Self.needlessWarning,
            #"m.json:1:42: warning: route "r11" is kept in the app, but the file sends https://example.com/p/1 to the app, which refuses it"#,
            #"m.json:1:123: warning: route "r9" is exposed to universal links and takes https://example.com//p/slug (a path with an empty segment), but the file keeps it in the browser"#,
        ])
    }

    /// A route whose host is a capture mixed with text (`{city}.example.org`) is written for a
    /// host it takes, not dropped.
    @Test func aRouteWithAHostMixingTextAndACaptureIsWrittenForTheHostsItTakes() throws {
        let file = try RouteMapFile(
            text: #"{"webHosts": ["news.example.org"], "routes": [\#(Self.route("https://{city}.example.org/v/{slug}"))]}"#,
            format: .json, file: "m.json")
        let (association, _) = try file.appSiteAssociation(appID: Self.appID)
        #expect(association.details[0].components.map { ($0.exclude ? "not " : "") + ($0.path ?? "") } == [
            "not *//*", "not /v/*/*/", "/v/?*/", "not /v/*/*", "/v/?*",
        ])
    }

    /// A wildcard web host covers a subdomain that an `https` pattern names, where the router
    /// routes other paths: one file cannot serve both, as for two listed hosts; the file for
    /// the wildcard is for its other subdomains, and says so.
    /// (/work/shared/findings/t4/06-links-wildcard-host)
    @Test(arguments: [
        (nil, nil, #"links-wildcard-host.json: error: the web hosts *.example.com and admin.example.com (named by route "console", under *.example.com) route different paths; write one file per host with its host named"#),
        ("*.example.com", ["not *//*", "not /*/*/", "/?*/", "not /*/*", "/?*"],
         #"links-wildcard-host.json: warning: the file for *.example.com is for its subdomains but admin.example.com, where route "console" routes other paths: serve admin.example.com the file written for it"#),
        ("admin.example.com", ["not *//*", "not *%XX*", "not /?*/", "not /*/*/", "not /?*", "not /*/*"], nil),
    ] as [(String?, [String]?, String?)])
    func aSubdomainAnHTTPSPatternNamesUnderAWildcardGetsItsOwnFile(host: String?, paths: [String]?, message: String?) throws {
        let file = try FindingsRegressionTests.load("links-wildcard-host.json", format: .json)
        do {
            let (association, warnings) = try file.appSiteAssociation(appID: Self.appID, host: host)
            var shown = association.details[0].components.map { ($0.exclude ? "not " : "") + ($0.path ?? "") }
            if let start = shown.firstIndex(of: Self.needlessEncodings[0]) {
                shown.replaceSubrange(start..<start + Self.needlessEncodings.count, with: ["not *%XX*"])
            }
            #expect(shown == paths)
            #expect(warnings.map(\.description).filter { $0.contains("*.example.com") } == (message.map { [$0] } ?? []))
        } catch {
            #expect(paths == nil)
            #expect(error.description == message)
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
