import Foundation
import Junction
import JunctionRouteMap
import JunctionRouteMapTools
import Testing

/// An association file comes from someone else: it is read strictly, within bounds, and every
/// way it can be wrong is an error with its place.
@Suite struct AppSiteAssociationReadingTests {
    static func read(_ text: String) throws(RouteMapError) -> AppSiteAssociation {
        try AppSiteAssociation(json: Data(text.utf8), file: "aasa.json")
    }

    @Test(arguments: [
        ("", "aasa.json:1:1: error: expected a value, found end of file"),
        ("[]", "aasa.json:1:1: error: expected a mapping for the file, found a list"),
        (##"{"webcredentials": {}}"##, ##"aasa.json:1:1: error: the file has no "applinks""##),
        (##"{"applinks": {"details": [],}}"##, "aasa.json:1:29: error: expected a key after ',', found '}'"),
        (##"{"applinks": {"apps": []}}"##, ##"aasa.json:1:14: error: "applinks" has no "details""##),
        (##"{"applinks": {"details": {}}}"##, ##"aasa.json:1:26: error: expected a list for "details", found a mapping"##),
        (##"{"applinks": {"details": [{"components": []}]}}"##, ##"aasa.json:1:27: error: a detail needs "appID" or "appIDs""##),
        (##"{"applinks": {"details": [{"appID": "A.b", "paths": ["/a/*"]}]}}"##,
         ##"aasa.json:1:53: error: this detail has only the older "paths" form; write it as "components", which is what is checked"##),
        (##"{"applinks": {"details": [{"appID": "A.b", "components": [{"/": 3}]}]}}"##,
         ##"aasa.json:1:65: error: expected a string for "/", found a number"##),
        (##"{"applinks": {"details": [{"appID": "A.b", "components": [{"path": "/a"}]}]}}"##,
         ##"aasa.json:1:60: error: unknown key "path" in a component; expected one of "/", "?", "#", "exclude", "comment", "caseSensitive", "percentEncoded""##),
        (##"{"applinks": {"details": [{"appID": "A.b", "components": [{"exclude": "yes"}]}]}}"##,
         ##"aasa.json:1:71: error: expected true or false for "exclude", found a string"##),
        (##"{"applinks": {"substitutionVariables": {"a": ["b"]}, "details": []}}"##,
         "aasa.json:1:40: error: substitution variables are not read here; write each pattern out in full"),
        (##"{"applinks": {"details": [{"appID": "A.b", "appID": "C.d", "components": []}]}}"##,
         ##"aasa.json:1:44: error: duplicate key "appID" (first at 1:28)"##),
    ])
    func malformedFilesAreRefusedWithTheirPlace(text: String, message: String) {
        #expect(throws: RouteMapError.self) { try Self.read(text) }
        do {
            _ = try Self.read(text)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func theComponentsFormIsReadWithItsQueryFragmentAndSettings() throws {
        let association = try Self.read(#"""
            {"applinks": {"defaults": {"caseSensitive": false}, "details": [{"appIDs": ["ABCDE12345.com.example.shop"],
              "components": [{"/": "/buy/*", "?": {"id": "?*"}, "#": "top", "exclude": true, "comment": "c", "percentEncoded": false},
                             {"?": "a=*"}]}]},
             "webcredentials": {"apps": []}}
            """#)
        #expect(association.defaults == AppSiteAssociation.Settings(caseSensitive: false))
        #expect(association.details[0].components == [
            AppSiteAssociation.Component(
                path: "/buy/*", query: .items([QueryItem(name: "id", value: "?*")]), fragment: "top", exclude: true, comment: "c",
                settings: AppSiteAssociation.Settings(percentEncoded: false)),
            AppSiteAssociation.Component(query: .whole("a=*")),
        ])
    }

    @Test func aFileOverAppleSLimitIsRefusedUnread() {
        let text = #"{"applinks": {"details": []}, "pad": ""# + String(repeating: "x", count: AppSiteAssociation.maximumSize) + "\"}"
        #expect(throws: RouteMapError(
            file: "aasa.json", location: .keyPath(""),
            message: "the file is \(text.utf8.count) bytes, over the limit of 131072 bytes; refusing to read it")) { try Self.read(text) }
    }

    @Test func tooManyComponentsAreRefused() {
        let components = Array(repeating: #"{"/": "/a"}"#, count: AppSiteAssociation.maximumComponents + 1).joined(separator: ",")
        #expect(throws: RouteMapError.self) { try Self.read(#"{"applinks": {"details": [{"appID": "A.b", "components": [\#(components)]}]}}"#) }
    }

    @Test func deepNestingIsRefusedWithoutCrashing() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: RouteMapError.self) { try Self.read(#"{"applinks": \#(deep)"#) }
    }

    /// Patterns made to be slow to compare (`*aaa…ab` against a path of `a`s with a `b` first)
    /// stop the check with an error, quickly. The budget is the fixed part and 2,000 steps for
    /// each of the 303 URLs tried (the pattern's three spellings, three for each component).
    @Test func aFileMadeToBeSlowStopsTheCheck() throws {
        let slow = "*" + String(repeating: "a", count: 500) + "b"
        let components = Array(repeating: #"{"/": "\#(slow)"}"#, count: 100).joined(separator: ",")
        let association = try Self.read(#"{"applinks": {"details": [{"appID": "ABCDE12345.com.example.shop", "components": [\#(components)]}]}}"#)
        let segment = "b" + String(repeating: "a", count: 999)
        let map = RouteMap(webHosts: ["shop.example.com"], routes: [
            RouteMap.Route(name: "long", patterns: [try RoutePattern("/\(segment)/\(segment)/\(segment)")], exposure: .everywhere),
        ])
        let started = Date()
        #expect(throws: RouteMapError(
            file: "aasa.json", location: .keyPath(""),
            message: "comparing the file's patterns took more than 50606000 steps; refusing to check it")) {
            try map.check(association, file: "aasa.json", hosts: ["shop.example.com"])
        }
        #expect(Date().timeIntervalSince(started) < 30)
    }

    /// The fuzz target's seeds and findings (`Fuzz/Corpus/FuzzAssociationFiles`,
    /// `Tests/Fixtures/fuzz/FuzzAssociationFiles`): each file that reads writes back to JSON that
    /// reads as the same file.
    @Test func theFuzzInputsReadBackAsWritten() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var read = 0
        for folder in ["Fuzz/Corpus/FuzzAssociationFiles", "Tests/Fixtures/fuzz/FuzzAssociationFiles"] {
            let directory = root.appendingPathComponent(folder)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] {
                guard let association = try? AppSiteAssociation(json: try Data(contentsOf: directory.appendingPathComponent(name)), file: name) else { continue }
                #expect(try AppSiteAssociation(json: Data(association.json.utf8)) == association, "\(name)")
                read += 1
            }
        }
        #expect(read >= 3)
    }
}
