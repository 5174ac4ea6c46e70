import Foundation
import Junction
import JunctionRouteMap
import JunctionRouteMapTools
import Testing

/// A page of a page map says what a route of Junction's own shape says of itself (who may open
/// it, its parent, presentation, tab, tags, description), and a typed value types its attribute.
@Suite struct PageMapRouteKeysTests {
    static let pages = #"""
        {"scheme": "cc", "host": "page.cc",
         "hall": {"class": "Hall", "exposure": "everywhere", "description": "The lottery hall", "tab": "lottery"},
         "betSsq": {"class": "CCViewController", "exposure": ["push", "universal-link"], "parent": "hall",
                    "presentation": {"sheet": ["medium", "large"]}, "tags": ["bet"], "description": "Bet on the double-colour ball",
                    "attributes": [
                      {"name": "CCType", "default": 1, "required": true},
                      {"name": "odds", "value": 1.5},
                      {"name": "quick", "default": true},
                      {"name": "issue", "default": "2026001"},
                      {"name": "code", "type": "string", "default": 7}
                    ]}}
        """#

    @Test func aPageSaysWhatARouteSays() throws {
        let file = try RouteMapFile(text: Self.pages, format: .json, file: "m.json")
        #expect(file.map == RouteMap(schemes: ["cc"], routes: [
            .init(
                name: "hall", patterns: [try RoutePattern("cc://page.cc/hall")], target: .page("Hall"), exposure: .everywhere, tab: "lottery",
                description: "The lottery hall"),
            .init(
                name: "betSsq", patterns: [try RoutePattern("cc://page.cc/betSsq")], target: .page("CCViewController"),
                exposure: .sources([.push, .universalLink]), tags: ["bet"], presentation: .sheet(detents: [.medium, .large]), parent: "hall",
                description: "Bet on the double-colour ball",
                attributes: [
                    .init(name: "CCType", type: "int", defaultValue: "1"),
                    .init(name: "odds", type: "double", defaultValue: "1.5"),
                    .init(name: "quick", type: "bool", defaultValue: "true"),
                    .init(name: "issue", defaultValue: "2026001"),
                    .init(name: "code", defaultValue: "7"),
                ]),
        ]))
        #expect(file.lint().map(\.description) == [])
        // The JSON Junction compiles it to reads back as the same map.
        #expect(try RouteMapFile(text: file.map.json, format: .json).map == file.map)
    }

    @Test func whoMayOpenAPageIsChecked() async throws {
        let file = try RouteMapFile(text: Self.pages, format: .json, file: "m.json")
        let router = Router(options: RouterOptions().adding(file.map))
        var bindings = RouteMapBindings()
        bindings.page("Hall") { _ in "hall" }
        bindings.page("CCViewController") { request in "betSsq odds=\(request.parameters["odds"] ?? "")" }
        try file.load(into: router, bindings: bindings)
        #expect(try await router.open(RouteRequest(url: "cc://page.cc/betSsq", source: .push)) as? String == "betSsq odds=1.5")
        #expect(try await router.open(RouteRequest(url: "cc://page.cc/hall", source: .otherApp)) as? String == "hall")
        await #expect(throws: RouteError.self) { try await router.open(RouteRequest(url: "cc://page.cc/betSsq", source: .otherApp)) }
        await #expect(throws: RouteError(.invalidParameter, "parameter \"quick\" is \"maybe\"; expected true, false, 1, 0, yes or no")) {
            try await router.open("cc://page.cc/betSsq?quick=maybe")
        }
        await #expect(throws: RouteError(.invalidParameter, "parameter \"odds\" is \"high\"; expected a number")) {
            try await router.open("cc://page.cc/betSsq?odds=high")
        }
    }

    @Test func generateSwiftWritesEachType() throws {
        let source = try RouteMapFile(text: Self.pages, format: .json).map.swiftSource(typeName: "Pages", access: "internal", source: "m.json")
        for line in ["var cCType: Swift.Int", "var odds: Swift.Double", "var quick: Swift.Bool", "var issue: Swift.String", "var code: Swift.String"] {
            #expect(source.contains(line), "\(line)")
        }
    }

    @Test func aNumberOrBooleanInYAMLTypesItsAttributeToo() throws {
        let text = """
            host: page.cc
            about:
              class: About
              attributes:
                - name: count
                  default: 3
                - name: ratio
                  value: 0.5
                - name: flag
                  default: false
                - name: label
                  default: "3"
            """
        let types = try RouteMapFile(text: text, format: .yaml).map.routes[0].attributes.map(\.type)
        #expect(types == ["int", "double", "bool", "string"])
    }

    @Test func aPropertyListsTypedValuesTypeTheirAttributes() throws {
        let text = RouteMapPropertyListTests.plist("""
            <dict>
            <key>about</key>
            <dict>
                <key>class</key><string>About</string>
                <key>attributes</key>
                <array>
                    <dict><key>name</key><string>count</string><key>default</key><integer>3</integer></dict>
                    <dict><key>name</key><string>ratio</string><key>value</key><real>0.5</real></dict>
                    <dict><key>name</key><string>flag</string><key>default</key><false/></dict>
                    <dict><key>name</key><string>label</string><key>default</key><string>3</string></dict>
                </array>
            </dict>
            </dict>
            """)
        let attributes = try RouteMapFile(text: text, format: .propertyList).map.routes[0].attributes
        #expect(attributes.map(\.type) == ["int", "double", "bool", "string"])
        #expect(attributes.map(\.defaultValue) == ["3", "0.5", "false", "3"])
    }

    /// The map's own type wins, and its values are checked against it.
    @Test func aValueItsTypeRefusesIsAnError() throws {
        let text = #"{"host": "h", "p": {"class": "C", "attributes": [{"name": "n", "type": "int", "default": true}]}}"#
        let file = try RouteMapFile(text: text, format: .json, file: "m.json")
        #expect(file.lint().map(\.description) == [#"m.json:1:90: error: default "true" of attribute "n" is not a valid int"#])
        let thrown = #expect(throws: RouteMapLoadError.self) { try file.load(into: Router(), bindings: RouteMapBindings()) }
        #expect(thrown?.errors.map(\.message).contains(#"default "true" of attribute "n" is not a valid int"#) == true)
    }

    static let malformed: [(text: String, error: String)] = [
        (#"{"p": {"class": "C", "exposure": "sometimes"}}"#,
         #"m.json:1:34: error: unknown exposure "sometimes"; expected "in-app", "everywhere" or a list of sources"#),
        (#"{"p": {"class": "C", "parent": 1}}"#, #"m.json:1:32: error: expected a string for a parent, found a number"#),
        (#"{"p": {"class": "C", "presentation": "sideways"}}"#,
         #"m.json:1:38: error: unknown presentation "sideways"; expected push, modal, replace, root, fullScreenCover or popover, or {sheet: [detents]} or {popover: source}"#),
        (#"{"p": {"class": "C", "colour": "red"}}"#,
         #"m.json:1:22: error: unknown key "colour" in a page; expected one of "class", "attributes", "exposure", "tags", "presentation", "parent", "tab", "description", "web", "disabled", "minAppVersion", "maxAppVersion""#),
        (#"{"webHosts": "m.cc.com", "p": {"class": "C"}}"#, #"m.json:1:14: error: expected a list for "webHosts", found a string"#),
        (#"{"minAppVersion": "five", "p": {"class": "C"}}"#,
         #"m.json:1:19: error: "five" is not an app version (numbers separated by '.', such as 5.2.1)"#),
    ]

    @Test(arguments: malformed)
    func aMalformedPageSaysWhereAndWhat(text: String, error: String) {
        let thrown = #expect(throws: RouteMapError.self) { try RouteMapFile(text: text, format: .json, file: "m.json") }
        #expect(thrown?.description == error)
    }
}
