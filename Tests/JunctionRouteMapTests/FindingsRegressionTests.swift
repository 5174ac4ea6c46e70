import Foundation
import Junction
import JunctionRouteMap
import JunctionRouteMapTools
import Testing

/// The route maps of the hostile-testing findings (/work/shared/findings/README.md, copied to
/// `Tests/Fixtures/findings/`): each one that crashed the process or forged output is now an
/// error that says what is wrong.
@Suite struct FindingsRegressionTests {
    /// `Tests/Fixtures/findings/<name>`.
    static func fixture(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/findings/\(name)")
    }

    /// A fixture's bytes; for a libFuzzer input (`fuzz-routemap-*`) the first byte picks the
    /// format (0x01 YAML, 0x02 property list) and the rest is the file.
    static func load(_ name: String, format: RouteMapFile.Format) throws -> RouteMapFile {
        var data = try Data(contentsOf: fixture(name))
        if name.hasPrefix("fuzz-routemap-") {
            let selector = data.removeFirst()
            #expect(selector == (format == .yaml ? 0x01 : 0x02))
        }
        return try RouteMapFile(data: data, format: format, file: name)
    }

    static let setRefusal = "a route map holds only booleans, numbers, strings, arrays and dictionaries"

    /// Every findings map, and the error it gives.
    static let maps: [(name: String, format: RouteMapFile.Format, error: String)] = [
        // Finding 2: `4:44:...` was read as a base-60 integer, and Yams trapped on the overflow.
        ("yaml-sexagesimal-overflow.yaml", .yaml,
         #"yaml-sexagesimal-overflow.yaml:3:1: error: unknown key "description" in the map; expected one of "version", "schemes", "webHosts", "webSchemes", "converters", "routes", "minAppVersion", "maxAppVersion""#),
        ("fuzz-routemap-crash-yaml-sexagesimal", .yaml,
         "fuzz-routemap-crash-yaml-sexagesimal:1:1: error: expected a mapping for the map, found a string"),
        // Finding 3: Foundation on Linux segfaulted on a set.
        ("bplist-set-minimal.plist", .propertyList,
         "bplist-set-minimal.plist: error: not a property list we read: object 0 at byte 8 is a set (marker 0xC1); \(setRefusal)"),
        ("bplist-set-segfault.plist", .propertyList,
         "bplist-set-segfault.plist: error: not a property list we read: object 12 at byte 92 is a set (marker 0xC6); \(setRefusal)"),
        ("fuzz-routemap-crash-276bd6f27c3e9f221428f4777e85ff15450ee7f9", .propertyList,
         "fuzz-routemap-crash-276bd6f27c3e9f221428f4777e85ff15450ee7f9: error: not a property list we read: object 12 at byte 92 is a set (marker 0xC6); \(setRefusal)"),
    ]

    @Test(arguments: maps)
    func eachFindingsMapIsAnErrorNotACrash(name: String, format: RouteMapFile.Format, error: String) {
        #expect {
            try Self.load(name, format: format)
        } throws: { thrown in
            (thrown as? RouteMapError)?.description == error
        }
    }

    /// Finding 5: the pattern's newline printed raw forged a second diagnostic line. (The
    /// pattern is refused when the map is read, where its pattern is parsed.)
    @Test func aPatternsNewlineCannotForgeADiagnosticLine() throws {
        do {
            _ = try Self.load("diagnostic-injection.json", format: .json)
            Issue.record("read a map with a bad pattern")
        } catch let error as RouteMapError {
            #expect(error.description ==
                #"diagnostic-injection.json:1:52: error: bad pattern "/a\u{A}other.json:9:9: warning: forged line\u{A}": control character U+000A in the pattern at column 3"#)
            #expect(error.message ==
                "bad pattern \"/a\nother.json:9:9: warning: forged line\n\": control character U+000A in the pattern at column 3")
        }
    }

    /// Finding 5, for every character that could forge or reorder a line: through a route's
    /// name into a lint diagnostic.
    @Test(arguments: Array(0x00...0x1F) + Array(0x7F...0x9F) + [0x061C, 0x200E, 0x200F, 0x2028, 0x2029] + Array(0x202A...0x202E) + Array(0x2066...0x2069))
    func aDangerousCharacterInAMapIsEscapedInItsDiagnostic(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        let escapedInJSON = String(format: "\\u%04X", value)
        let json = #"{"routes": [{"name": "a\#(escapedInJSON)b", "pattern": "/a", "page": "P", "exposure": "everywhere"}]}"#
        let diagnostics = try RouteMapFile(text: json, format: .json, file: "m.json").lint()
        let shown = "a\\u{\(String(value, radix: 16, uppercase: true))}b"
        #expect(diagnostics.map(\.description) == [
            "m.json:1:13: warning: route \"\(shown)\" can be opened from outside the app but has no description"
        ])
        #expect(diagnostics.map(\.message) == ["route \"a\(Character(scalar))b\" can be opened from outside the app but has no description"])
    }

    @Test func aFileNameAndAKeyPathAreEscapedToo() {
        let diagnostic = RouteMapDiagnostic(.error, file: "a\nb.plist", location: .keyPath("routes.x\u{2028}"), keyPath: "routes.x\u{2028}", message: "m")
        #expect(diagnostic.description == #"a\u{A}b.plist: routes.x\u{2028}: error: m"#)
    }

    /// /work/shared/findings/t4/05-aasa-case-insensitive: `/admin` and `/kill` are kept in the
    /// app and case-insensitive. The written file keeps them in the browser in every case the
    /// router folds, the Kelvin sign (`K`, lower-cased to `k`) included, judged by a model of
    /// Apple's matching written in the tests; the router refuses each from a universal link.
    @Test(arguments: [
        ("/admin", false), ("/ADMIN", false), ("/Admin", false), ("/ADMIN/", false), ("/kill", false), ("/KILL", false),
        ("/%E2%84%AAILL", false), ("/%e2%84%aaill", false), ("/news", true), ("/NEWS", true),
    ])
    func caseInsensitiveRoutesKeptInTheAppAreKeptInTheBrowserInEveryCase(path: String, sent: Bool) throws {
        let file = try Self.load("aasa-case-insensitive.json", format: .json)
        let (association, _) = try file.appSiteAssociation(appID: "ABCDE12345.com.example.shop")
        let components = try UniversalLinkPropertyTests.components(association.json)
        #expect(UniversalLinkPropertyTests.decidingComponent(components, path: path).map { !$0.exclude } == sent)
        let router = Router(options: RouterOptions().adding(file.map))
        var bindings = RouteMapBindings()
        bindings.page("Article") { _ in () }
        bindings.page("AdminConsole") { _ in () }
        bindings.handler("killSwitch") { _ in () }
        try file.load(into: router, bindings: bindings)
        #expect(router.canOpen(RouteRequest(url: "https://shop.example.com\(path)", ancestorFallback: false, source: .universalLink)) == sent)
    }
}
