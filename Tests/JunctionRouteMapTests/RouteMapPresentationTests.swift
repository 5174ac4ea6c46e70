import Foundation
import Junction
import JunctionRouteMap
import JunctionRouteMapTools
import Testing

/// A route's `presentation`: a word, or a mapping with one key for a sheet's detents or a
/// popover's source, in every format, written back as read.
@Suite struct RouteMapPresentationTests {
    struct Written: Sendable, CustomTestStringConvertible {
        var yaml: String
        var json: String
        var presentation: RoutePresentation
        var testDescription: String { yaml }
    }

    static let forms: [Written] = [
        Written(yaml: "modal", json: #""modal""#, presentation: .modal),
        Written(yaml: "fullScreenCover", json: #""fullScreenCover""#, presentation: .fullScreenCover),
        Written(yaml: "popover", json: #""popover""#, presentation: .popover),
        Written(yaml: "{popover: share}", json: #"{"popover": "share"}"#, presentation: .popover(source: "share")),
        Written(yaml: "{sheet: [medium, large]}", json: #"{"sheet": ["medium", "large"]}"#, presentation: .sheet(detents: [.medium, .large])),
        Written(yaml: "{sheet: [25%, 300pt]}", json: #"{"sheet": ["25%", "300pt"]}"#, presentation: .sheet(detents: [.fraction(0.25), .height(300)])),
    ]

    @Test(arguments: forms)
    func everyFormatReadsThePresentationAndJSONWritesItBack(_ form: Written) throws {
        let yaml = try RouteMapFile(text: "routes:\n  - {name: a, pattern: /a, page: P, presentation: \(form.yaml)}\n", format: .yaml)
        let json = try RouteMapFile(
            text: #"{"routes": [{"name": "a", "pattern": "/a", "page": "P", "presentation": \#(form.json)}]}"#, format: .json)
        #expect(yaml.map.routes[0].presentation == form.presentation)
        #expect(json.map.routes[0].presentation == form.presentation)
        let again = try RouteMapFile(text: json.map.json, format: .json)
        #expect(again.map == json.map)
    }

    @Test func aPropertyListWritesOptionsAsADictionary() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>routes</key><array><dict>
            <key>name</key><string>a</string><key>pattern</key><string>/a</string><key>page</key><string>P</string>
            <key>presentation</key><dict><key>sheet</key><array><string>medium</string></array></dict>
            </dict></array></dict></plist>
            """
        let file = try RouteMapFile(text: plist, format: .propertyList)
        #expect(file.map.routes[0].presentation == .sheet(detents: [.medium]))
    }

    static let wrong: [(String, String)] = [
        ("{sheet: []}", #"m.yaml:2:59: error: a sheet's detents may not be empty; write "modal" for the full height"#),
        ("{sheet: [tall]}", "m.yaml:2:60: error: unknown sheet detent \"tall\"; expected medium, large, a share of the height (40%) or a height in points (300pt)"),
        ("{sheet: [0%]}", "m.yaml:2:60: error: unknown sheet detent \"0%\"; expected medium, large, a share of the height (40%) or a height in points (300pt)"),
        ("{popover: \"\"}", "m.yaml:2:61: error: a popover's source may not be empty"),
        ("{cover: x}", "m.yaml:2:52: error: unknown presentation \"cover\"; a presentation mapping is {sheet: [detents]} or {popover: source}"),
        ("{sheet: [medium], popover: x}", #"m.yaml:2:51: error: a presentation mapping has one key, "sheet" or "popover""#),
    ]

    @Test(arguments: wrong)
    func aWrongPresentationSaysWhereAndWhat(written: String, error: String) {
        #expect {
            try RouteMapFile(text: "routes:\n  - {name: a, pattern: /a, page: P, presentation: \(written)}", format: .yaml, file: "m.yaml")
        } throws: { thrown in
            (thrown as? RouteMapError)?.description == error
        }
    }

    @Test func presentationsAreSavedAndRestoredInTheirTextForm() throws {
        let presentations: [RoutePresentation] = [
            .push, .modal, .replace, .root, .fullScreenCover, .popover, .popover(source: "share"), .sheet(detents: [.medium, .fraction(0.4)]),
        ]
        let data = try JSONEncoder().encode(presentations)
        #expect(String(decoding: data, as: UTF8.self)
            == #"["push","modal","replace","root","fullScreenCover","popover",{"popover":"share"},{"sheet":["medium","40%"]}]"#)
        #expect(try JSONDecoder().decode([RoutePresentation].self, from: data) == presentations)
        #expect(presentations.map(\.description) == [
            "push", "modal", "replace", "root", "fullScreenCover", "popover", "popover(share)", "sheet(medium, 40%)",
        ])
    }
}
