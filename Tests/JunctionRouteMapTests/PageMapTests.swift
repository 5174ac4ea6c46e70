import Junction
import JunctionRouteMap
import JunctionRouteMapTools
import Testing

/// The page manager's shape with where its pages live (`scheme`, `host`), its attributes'
/// `value`, and `required` with a default meaning "always set".
@Suite struct PageMapTests {
    static let pages = #"""
        {"scheme": "cc", "host": "page.cc",
         "betSsq": {"class": "CCViewController", "attributes": [
           {"name": "CCType", "default": 1, "required": true},
           {"name": "playMethod", "value": 2, "default": -1, "required": true},
           {"name": "issue", "required": true}
         ]}}
        """#

    @Test func pagesLiveUnderTheSchemeAndHostTheMapNames() throws {
        let map = try RouteMapFile(text: Self.pages, format: .json, file: "m.json").map
        #expect(map == RouteMap(schemes: ["cc"], routes: [
            .init(name: "betSsq", patterns: [try RoutePattern("cc://page.cc/betSsq")], target: .page("CCViewController"), attributes: [
                // A number types its attribute (`value` wins over `default`).
                .init(name: "CCType", type: "int", defaultValue: "1"),
                .init(name: "playMethod", type: "int", defaultValue: "2"),
                .init(name: "issue", isRequired: true),
            ]),
        ]))
    }

    @Test func aHostAloneTakesItsURLsOfAnyScheme() throws {
        let map = try RouteMapFile(text: #"{"host": "Page.CC", "about": {"class": "About"}}"#, format: .json).map
        #expect(map.routes.map { $0.patterns.map(\.text) } == [["page.cc/about"]])
        #expect(map.schemes.isEmpty)
    }

    @Test func aRequiredAttributeWithADefaultIsNoWarningInAPageMap() throws {
        #expect(try RouteMapFile(text: Self.pages, format: .json, file: "m.json").lint().isEmpty)
    }

    @Test func thePagesOpenAtTheirLinksWithTheirValues() async throws {
        let file = try RouteMapFile(text: Self.pages, format: .json, file: "m.json")
        let router = Router(options: RouterOptions().adding(file.map))
        var bindings = RouteMapBindings()
        bindings.page("CCViewController") { request in
            request.parameters.names.map { "\($0)=\(request.parameters[$0] ?? "")" }.joined(separator: " ")
        }
        try file.load(into: router, bindings: bindings)
        #expect(try await router.open("cc://page.cc/betSsq?issue=7") as? String == "issue=7 CCType=1 playMethod=2")
        #expect(try await router.open("cc://page.cc/betSsq?issue=7&playMethod=0") as? String == "issue=7 playMethod=0 CCType=1")
        await #expect(throws: RouteError(.missingParameter, "missing parameter \"issue\" (expected text)")) {
            try await router.open("cc://page.cc/betSsq")
        }
        #expect(!router.canOpen("/betSsq"))
        #expect(router.canOpen(host: "page.cc", scheme: "cc"))
        #expect(!router.canOpen(host: "page.cc", scheme: "other"))
        #expect(!router.canOpen(host: "other.cc"))
    }

    static let malformed: [(text: String, error: String)] = [
        (#"{"scheme": "cc", "p": {"class": "C"}}"#, #"m.json:1:12: error: a page map with a "scheme" needs a "host" its pages live under"#),
        (#"{"host": "a/b", "p": {"class": "C"}}"#,
         #"m.json:1:10: error: "a/b" is not a host (no '/', '?', '#', '@', '\', parentheses, spaces or control characters)"#),
        (#"{"scheme": "1c", "host": "h", "p": {"class": "C"}}"#,
         #"m.json:1:12: error: "1c" is not a scheme (a letter, then letters, digits, '+', '-', '.' or '_')"#),
        (#"{"host": "", "p": {"class": "C"}}"#, #"m.json:1:10: error: "host" may not be empty"#),
        (#"{"host": 1, "p": {"class": "C"}}"#, #"m.json:1:10: error: expected a string for "host", found a number"#),
        (#"{"p": {"class": "C", "attributes": [{"name": "a", "valu": 1}]}}"#,
         #"m.json:1:51: error: unknown key "valu" in an attribute (did you mean "value"?); expected one of "name", "type", "value", "default", "required", "description""#),
        (#"{"p": {"class": "C", "attributes": [{"name": "a", "value": [1]}]}}"#,
         #"m.json:1:60: error: expected a string, number or boolean for "value", found a list"#),
        // Junction's own shape has no `value`: a default is the value used when an open gives none.
        (#"{"routes": [{"name": "a", "pattern": "/a", "attributes": [{"name": "x", "value": 1}]}]}"#,
         #"m.json:1:73: error: unknown key "value" in an attribute; expected one of "name", "type", "default", "required", "description""#),
    ]

    @Test(arguments: malformed)
    func malformedPageMapsSayWhereAndWhat(text: String, error: String) {
        let thrown = #expect(throws: RouteMapError.self) { try RouteMapFile(text: text, format: .json, file: "m.json") }
        #expect(thrown?.description == error)
    }

    /// The page manager's one page, exactly as its README writes it (inside the root `<dict>`).
    static let betSsqAsWritten = """
        <key>betSsq</key>
        <dict>
            <key>class</key>
            <string>CCViewController</string>
            <key>attributes</key>
            <array>
                <dict>
                    <key>name</key>
                    <string>CCType</string>
                    <key>default</key>
                    <integer>1</integer>
                    <key>required</key>
                    <true/>
                </dict>
                <dict>
                    <key>name</key>
                    <string>playMethod</string>
                    <key>default</key>
                    <integer>-1</integer>
                    <key>required</key>
                    <true/>
                </dict>
            </array>
        </dict>
        """

    /// The page manager's map as written: no `scheme` or `host`, and a page id that is not in
    /// lower case. Its pattern (`/betSsq`) is Junction's, made from the page id, so lint does
    /// not ask for it in lower case; it says instead that the pages live under no scheme or host,
    /// until the app gives them (`PageMapPlaceTests`), and then lints clean.
    @Test func thePageManagersMapAsWrittenLintsCleanOnceItsPagesArePlaced() throws {
        let text = RouteMapPropertyListTests.plist("<dict>\n\(Self.betSsqAsWritten)\n</dict>")
        let file = try RouteMapFile(text: text, format: .propertyList, file: "CCPageMap.plist")
        #expect(file.map.routes.map { $0.patterns.map(\.text) } == [["/betSsq"]])
        #expect(file.lint().map(\.message) == [
            #"the page map names no "scheme" or "host" and none is given in code, so its pages open only by path: page "betSsq" at "/betSsq", which a link such as "app://betSsq" never reaches (a URL's host is lower-cased); give the scheme and host in code with placingPages(scheme:host:), or with --map-scheme and --map-host"#,
        ])
        #expect(try file.placingPages(scheme: "cc", host: "page.cc").lint().map(\.description) == [])
        #expect(try RouteMapFile(contentsOf: RouteMapLintTests.example("CCPageMapWithHost.plist")).lint().map(\.description) == [])
    }

    /// The README's example: the page map in `Examples/RouteMaps` that names its scheme and
    /// host, loaded, opens its host.
    @Test func theExamplePageMapOpensItsHost() throws {
        let file = try RouteMapFile(contentsOf: RouteMapLintTests.example("CCPageMapWithHost.plist"))
        let router = Router(options: RouterOptions().adding(file.map))
        var bindings = RouteMapBindings()
        bindings.page("CCViewController") { _ in "betSsq" }
        try file.load(into: router, bindings: bindings)
        let opens = router.canOpen(host: "page.cc", scheme: "cc")   // true once the map is loaded

        #expect(opens)
        #expect(file.lint().isEmpty)
    }
}
