import Foundation
import Testing

/// The route maps of the hostile-testing findings (/work/shared/findings/README.md, copied to
/// `Tests/Fixtures/findings/`), run through the built `junction`: each is reported and ends
/// with status 1 (lint) or 2 (resolve --map), never a crash.
@Suite struct FindingsCommandTests {
    static let findings = JunctionBinary.packageRoot.appendingPathComponent("Tests/Fixtures/findings")
    static let onlyMapsOf = "a route map holds only booleans, numbers, strings, arrays and dictionaries"

    /// A fresh directory holding the findings map under `name`: for a libFuzzer input, its
    /// bytes after the format selector.
    static func directory(with fixture: String, as name: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("junction-findings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var data = try Data(contentsOf: findings.appendingPathComponent(fixture))
        if fixture.hasPrefix("fuzz-routemap-") { data.removeFirst() }
        try data.write(to: directory.appendingPathComponent(name))
        return directory
    }

    static let lintOutputs: [(fixture: String, name: String, diagnostic: String)] = [
        ("yaml-sexagesimal-overflow.yaml", "map.yaml",
         #"map.yaml:3:1: error: unknown key "description" in the map; expected one of "version", "schemes", "webHosts", "webSchemes", "converters", "routes", "minAppVersion", "maxAppVersion""#),
        ("fuzz-routemap-crash-yaml-sexagesimal", "map.yaml", "map.yaml:1:1: error: expected a mapping for the map, found a string"),
        ("bplist-set-minimal.plist", "map.plist",
         "map.plist: error: not a property list we read: object 0 at byte 8 is a set (marker 0xC1); \(onlyMapsOf)"),
        ("bplist-set-segfault.plist", "map.plist",
         "map.plist: error: not a property list we read: object 12 at byte 92 is a set (marker 0xC6); \(onlyMapsOf)"),
        ("fuzz-routemap-crash-276bd6f27c3e9f221428f4777e85ff15450ee7f9", "map.plist",
         "map.plist: error: not a property list we read: object 12 at byte 92 is a set (marker 0xC6); \(onlyMapsOf)"),
        ("diagnostic-injection.json", "map.json",
         #"map.json:1:52: error: bad pattern "/a\u{A}other.json:9:9: warning: forged line\u{A}": control character U+000A in the pattern at column 3"#),
    ]

    @Test(arguments: lintOutputs)
    func lintReportsEachFindingsMapWithStatus1(fixture: String, name: String, diagnostic: String) throws {
        let directory = try Self.directory(with: fixture, as: name)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try JunctionBinary.run(["lint", name], in: directory)
        #expect(result.reason == .exit)
        #expect(result.stdout == diagnostic + "\n1 file: 1 error, 0 warnings\n")
        #expect(result.status == 1)
    }

    @Test(arguments: lintOutputs.prefix(5))
    func resolveWithAFindingsMapSaysWhyWithStatus2(fixture: String, name: String, diagnostic: String) throws {
        let directory = try Self.directory(with: fixture, as: name)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try JunctionBinary.run(["resolve", "--map", name, "shop://x"], in: directory)
        #expect(result.reason == .exit)
        // A key no mapping knows is read past, and the rest of the map checked: a count follows.
        let count = diagnostic.contains("unknown key") ? "\(name): the map has an error; junction lint lists them with its warnings\n" : ""
        #expect(result.stderr == diagnostic + "\n" + count)
        #expect(result.status == 2)
    }

    /// Finding 5: the JSON line is one line, and its message is the text exactly.
    @Test func lintJSONKeepsTheTextExactlyOnOneLine() throws {
        let result = try JunctionBinary.run(["lint", "--format", "json", "diagnostic-injection.json"], in: Self.findings)
        #expect(result.stdout == #"{"file":"diagnostic-injection.json","line":1,"column":52,"keyPath":"","severity":"error","message":"bad pattern \"/a\nother.json:9:9: warning: forged line\n\": control character U+000A in the pattern at column 3"}"# + "\n")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(object?["message"] as? String == "bad pattern \"/a\nother.json:9:9: warning: forged line\n\": control character U+000A in the pattern at column 3")
        #expect(result.status == 1)
    }

    /// Finding 5: what `resolve` echoes (the URL, its values, the routes tried) is escaped in
    /// text and JSON-escaped in `--json`.
    @Test func resolveEscapesWhatItEchoes() throws {
        let url = "/a/x\u{202E}y\u{2028}"
        let text = try JunctionBinary.run(["resolve", "--pattern", "/a/:id", "--explain", url])
        #expect(text.stdout == #"""
            /a/x\u{202E}y\u{2028}
              route:      /a/:id
              parameters: id=x\u{202E}y\u{2028}
              tried:      /a/:id: reached

            """#)
        let json = try JunctionBinary.run(["resolve", "--format", "json", "--pattern", "/a/{id:int}", url])
        #expect(json.stdout == #"{"url":"/a/x\u202ey\u2028","matched":false,"pattern":null,"parameters":{},"path":{},"query":{},"remainder":null,"error":{"code":"notFound","message":"no route matches /a/x\u202ey\u2028"}}"# + "\n")
        #expect(json.status == 1)
    }

    /// Finding 3: one marker of each kind (0x01, 0x11, ... 0xF1) as the value of `routes` in a
    /// binary plist: one diagnostic and status 1, never a signal. The messages are checked
    /// for all 256 markers in `BinaryPropertyListMarkerTests`.
    @Test(arguments: 0..<16)
    func everyBinaryPlistObjectKindIsAnErrorNotACrash(kind: Int) throws {
        var bytes = Array("bplist00".utf8) + [0xD1, 1, 2, 0x56] + Array("routes".utf8) + [UInt8(kind << 4 | 1)] + Array(UInt8(0x41)...UInt8(0x51))
        let table = bytes.count
        bytes += [8, 11, 18, 0, 0, 0, 0, 0, 0, 1, 1]
        for value in [3, 0, table] { bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("junction-markers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(bytes).write(to: directory.appendingPathComponent("m.plist"))
        let result = try JunctionBinary.run(["lint", "m.plist"], in: directory)
        #expect(result.reason == .exit)
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3 && lines[0].hasPrefix("m.plist: ") && lines[1] == "1 file: 1 error, 0 warnings" && lines[2].isEmpty)
    }

    /// Item 7: a map past 16 MiB is refused at once, by its size.
    @Test func lintRefusesAMapPastTheSizeLimit() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("junction-big-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(repeating: UInt8(ascii: "["), count: 16 * 1024 * 1024 + 1).write(to: directory.appendingPathComponent("big.yaml"))
        let result = try JunctionBinary.run(["lint", "big.yaml"], in: directory, timeout: 30)
        #expect(result.stdout == "big.yaml: error: the map is 16777217 bytes, over the limit of 16777216 bytes (16 MiB); refusing to read it\n1 file: 1 error, 0 warnings\n")
        #expect(result.status == 1)
    }

    /// Finding 1's map (matching time explodes on a redirect target): lint answers, within a
    /// minute, that the redirect reaches no route.
    @Test func lintAnswersForTheBacktrackingRedirectMap() throws {
        let data = try Data(contentsOf: Self.findings.appendingPathComponent("redos-lint-redirect.json"))
        let target = "/f/" + String(repeating: "-", count: 1000)
        #expect(String(decoding: data, as: UTF8.self).contains("\"redirect\": \"\(target)\""))
        let result = try JunctionBinary.run(["lint", "redos-lint-redirect.json"], in: Self.findings, timeout: 60)
        #expect(result.reason == .exit)
        #expect(result.stdout == "redos-lint-redirect.json:1:139: error: redirect \"\(target)\" of route \"b\" reaches no route\n1 file: 1 error, 0 warnings\n")
        #expect(result.status == 1)
    }

    /// /work/shared/findings/t4/05-aasa-case-insensitive: `junction aasa` writes the excludes of
    /// the case-insensitive routes kept in the app with `caseSensitive: false`, keeps paths with
    /// the Kelvin sign in the browser, and says so.
    @Test func aasaKeepsCaseInsensitiveInAppRoutesInTheBrowserInEveryCase() throws {
        let directory = try Self.directory(with: "aasa-case-insensitive.json", as: "map.json")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try JunctionBinary.run(["aasa", "map.json", "--app-id", "ABCDE12345.com.example.shop"], in: directory)
        #expect(result.stdout.contains("""
                      {
                        "/": "/admin",
                        "exclude": true,
                        "caseSensitive": false,
                        "comment": "admin: /admin is not exposed to universal links"
                      },
                      {
                        "/": "/kill",
                        "exclude": true,
                        "caseSensitive": false,
                        "comment": "kill: /kill is not exposed to universal links"
                      },
            """))
        #expect(result.stdout.contains("""
                        "/": "*%E2%84%AA*",
                        "exclude": true,
                        "caseSensitive": false,
                        "comment": "the Kelvin sign (%E2%84%AA): the router lower-cases it to k, the file cannot say which route that leaves"
            """))
        #expect(result.stderr == """
            map.json: warning: a path on shop.example.com with a letter, digit, -, ., _ or ~ percent-encoded (/c/s%61le) is kept in the browser: the router would read it as a route's text, which may be a route kept in the app
            map.json: warning: a path on shop.example.com with the Kelvin sign (%E2%84%AA) is kept in the browser: the router lower-cases it to "k", so it may reach route "kill", which is case-insensitive and kept in the app
            map.json:5:5: warning: route "article" is exposed to universal links and takes https://shop.example.com//slug (a path with an empty segment), but the file keeps it in the browser

            """)
        #expect(result.status == 0)
        // The written file passes its own check: what the writer warned about are warnings.
        try Data(result.stdout.utf8).write(to: directory.appendingPathComponent("written.aasa"))
        let checked = try JunctionBinary.run(["aasa", "--check", "written.aasa", "--map", "map.json"], in: directory)
        #expect(checked.stdout == """
            warning: not sent: https://shop.example.com//slug (route "article" is exposed to universal links, but no component sends it to the app)
            \(UniversalLinkCommandTests.warningsLine(1))
            0 problems: 0 sent with no route, 0 exposed not sent, 0 in-app only but sent

            """)
        #expect(checked.status == 0)
    }

    /// /work/shared/findings/t4/06-links-wildcard-host: with `*.example.com` and an in-app
    /// `https://admin.example.com/{action}`, `junction aasa` writes no one file for both, and
    /// `--check` tries the file on admin.example.com too, where it sends what the router refuses.
    @Test func aasaWritesAndChecksASubdomainAnHTTPSPatternNamesUnderAWildcard() throws {
        let directory = try Self.directory(with: "links-wildcard-host.json", as: "map.json")
        defer { try? FileManager.default.removeItem(at: directory) }
        let refused = try JunctionBinary.run(["aasa", "map.json", "--app-id", "ABCDE12345.com.example.shop"], in: directory)
        #expect(refused.stderr == #"map.json: error: the web hosts *.example.com and admin.example.com (named by route "console", under *.example.com) route different paths; write one file per host with its host named"# + "\n")
        #expect(refused.status == 2)
        let written = try JunctionBinary.run(
            ["aasa", "map.json", "--app-id", "ABCDE12345.com.example.shop", "--host", "*.example.com", "-o", "wild.aasa"], in: directory)
        #expect(written.stderr.contains(#"map.json: warning: the file for *.example.com is for its subdomains but admin.example.com, where route "console" routes other paths: serve admin.example.com the file written for it"#))
        #expect(written.status == 0)
        let checked = try JunctionBinary.run(["aasa", "--check", "wild.aasa", "--map", "map.json"], in: directory)
        #expect(checked.stdout.contains(#"in-app only: https://admin.example.com/slug (applinks.details[0].components[4] "/?*" sends it to the app, but route "console" is not exposed to universal links)"#))
        #expect(checked.status == 1)
    }
}
