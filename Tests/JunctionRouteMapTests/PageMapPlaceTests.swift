import Foundation
import Junction
import JunctionRouteMap
import JunctionRouteMapTools
import Testing

/// The page manager's map exactly as its README writes it (`Examples/RouteMaps/CCPageMap.plist`)
/// names no scheme or host: the page manager set them, and its host filter `page.cc`, in code.
/// The app gives them in code too (`placingPages(scheme:host:)`), and gets what the same page
/// gets with the keys in the file (`CCPageMapWithHost.plist`).
@Suite struct PageMapPlaceTests {
    static let asWritten = RouteMapLintTests.example("CCPageMap.plist")
    static let withKeys = RouteMapLintTests.example("CCPageMapWithHost.plist")

    /// The map both files come to: page `betSsq` under `cc://page.cc`, its `<integer>`
    /// defaults typed `int`, and `required` with a default read as "always set".
    static let placed = RouteMap(schemes: ["cc"], routes: [
        .init(name: "betSsq", patterns: [try! RoutePattern("cc://page.cc/betSsq")], target: .page("CCViewController"), attributes: [
            .init(name: "CCType", type: "int", defaultValue: "1"),
            .init(name: "playMethod", type: "int", defaultValue: "-1"),
        ]),
    ])

    static func file() throws -> RouteMapFile {
        try RouteMapFile(contentsOf: asWritten).placingPages(scheme: "cc", host: "page.cc")
    }

    /// A router with the map loaded, its page answering the parameters it gets.
    static func router(_ file: RouteMapFile) throws -> Router {
        let router = Router(options: RouterOptions().adding(file.map))
        var bindings = RouteMapBindings()
        bindings.page("CCViewController") { request in
            request.parameters.names.map { "\($0)=\(request.parameters[$0] ?? "")" }.joined(separator: " ")
        }
        try file.load(into: router, bindings: bindings)
        return router
    }

    @Test func theExampleIsThePageManagersFileByteForByte() throws {
        let text = try String(contentsOfFile: Self.asWritten, encoding: .utf8)
        #expect(text == RouteMapPropertyListTests.plist("<dict>\n\(PageMapTests.betSsqAsWritten)\n</dict>") + "\n")
        #expect(!text.contains("<key>scheme</key>") && !text.contains("<key>host</key>"))
    }

    @Test func givenTheSchemeAndHostInCodeItIsTheMapWithTheKeysInTheFile() throws {
        let file = try Self.file()
        #expect(file.map == Self.placed)
        #expect(file.lint().map(\.description) == [])
        let keys = try RouteMapFile(contentsOf: Self.withKeys)
        #expect(keys.map == Self.placed)
        #expect(keys.lint().map(\.description) == [])
        // The keys in the file and the same ones in code agree, in any case.
        #expect(try keys.placingPages(scheme: "CC", host: "Page.cc").map == Self.placed)
    }

    @Test func itsLinkOpensThePageWithItsTypedValues() async throws {
        for file in [try Self.file(), try RouteMapFile(contentsOf: Self.withKeys)] {
            let router = try Self.router(file)
            #expect(try await router.open("cc://page.cc/betSsq") as? String == "CCType=1 playMethod=-1")
            #expect(try await router.open("cc://PAGE.cc/betSsq?CCType=2") as? String == "CCType=2 playMethod=-1")
            await #expect(throws: RouteError(.invalidParameter, "parameter \"CCType\" is \"abc\"; expected an integer")) {
                try await router.open("cc://page.cc/betSsq?CCType=abc")
            }
            // The path keeps its case: only the scheme and host are lower-cased.
            await #expect(throws: RouteError(.notFound, "no route matches cc://page.cc/betssq")) { try await router.open("cc://page.cc/betssq") }
            await #expect(throws: RouteError(.notFound, "no route matches cc://betSsq")) { try await router.open("cc://betSsq") }
            #expect(!router.canOpen("/betSsq"))
        }
    }

    /// Read alone, the file's pages open only by path; lint says so, naming the page.
    @Test func readAloneItsPagesOpenOnlyByPathAndLintSaysSo() async throws {
        let file = try RouteMapFile(contentsOf: Self.asWritten)
        #expect(file.map.routes.map { $0.patterns.map(\.text) } == [["/betSsq"]])
        #expect(file.lint().map(\.description) == [
            "\(Self.asWritten): warning: the page map names no \"scheme\" or \"host\" and none is given in code, so its pages open only by path: page \"betSsq\" at \"/betSsq\", which a link such as \"app://betSsq\" never reaches (a URL's host is lower-cased); give the scheme and host in code with placingPages(scheme:host:), or with --map-scheme and --map-host",
        ])
        let router = try Self.router(file)
        #expect(try await router.open("cc:///betSsq") as? String == "CCType=1 playMethod=-1")
        await #expect(throws: RouteError(.notFound, "no route matches cc://betSsq")) { try await router.open("cc://betSsq") }
    }

    @Test func generateSwiftWritesTheTypesTheValuesGive() throws {
        let source = try Self.file().map.swiftSource(typeName: "Pages", access: "internal", source: "CCPageMap.plist")
        #expect(source.contains("""
                    /// The pattern the URL is built from (the route's first).
                    static let pattern: Swift.String = "cc://page.cc/betSsq"
                    /// The `CCType` parameter.
                    var cCType: Swift.Int
                    /// The `playMethod` parameter.
                    var playMethod: Swift.Int

                    /// A value for each parameter; those with a default in the map start with it.
                    init(cCType: Swift.Int = 1, playMethod: Swift.Int = -1) {
            """))
    }

    @Test func itCompilesToJunctionsOwnShape() throws {
        #expect(try Self.file().map.json == """
            {
              "version": 1,
              "schemes": [
                "cc"
              ],
              "routes": [
                {
                  "name": "betSsq",
                  "pattern": "cc://page.cc/betSsq",
                  "page": "CCViewController",
                  "attributes": [
                    {
                      "name": "CCType",
                      "type": "int",
                      "default": "1"
                    },
                    {
                      "name": "playMethod",
                      "type": "int",
                      "default": "-1"
                    }
                  ]
                }
              ]
            }

            """)
    }

    @Test func aHostAloneTakesItsURLsOfAnyScheme() throws {
        let file = try RouteMapFile(contentsOf: Self.asWritten).placingPages(scheme: nil, host: "Page.CC")
        #expect(file.map.routes.map { $0.patterns.map(\.text) } == [["page.cc/betSsq"]])
        #expect(file.map.schemes.isEmpty)
        #expect(file.lint().isEmpty)
    }

    static let refused: [(map: String, scheme: String?, host: String, error: String)] = [
        (#"{"routes": [{"name": "a", "pattern": "/a", "page": "A"}]}"#, "cc", "page.cc",
         "m.json: error: not a page map: a scheme and host given in code are for a page map's pages (page id → class), and this map's routes write their own patterns"),
        (#"{"p": {"class": "C"}}"#, "1cc", "page.cc",
         #"m.json: error: the scheme given in code: "1cc" is not a scheme (a letter, then letters, digits, '+', '-', '.' or '_')"#),
        (#"{"p": {"class": "C"}}"#, "cc", "a/b",
         #"m.json: error: the host given in code: "a/b" is not a host (no '/', '?', '#', '@', '\', parentheses, spaces or control characters)"#),
        (#"{"p": {"class": "C"}}"#, "cc", "", #"m.json: error: the host given in code: "host" may not be empty"#),
        (#"{"scheme": "cc", "host": "page.cc", "p": {"class": "C"}}"#, "cc", "other.cc",
         #"m.json: error: the page map says its pages live under scheme "cc" and host "page.cc"; the code gives scheme "cc" and host "other.cc": give the same or leave one out"#),
        (#"{"host": "page.cc", "p": {"class": "C"}}"#, "cc", "page.cc",
         #"m.json: error: the page map says its pages live under host "page.cc"; the code gives scheme "cc" and host "page.cc": give the same or leave one out"#),
    ]

    @Test(arguments: refused)
    func aPlaceThatCannotBeGivenIsRefusedWithWhy(map: String, scheme: String?, host: String, error: String) throws {
        let file = try RouteMapFile(text: map, format: .json, file: "m.json")
        let thrown = #expect(throws: RouteMapError.self) { try file.placingPages(scheme: scheme, host: host) }
        #expect(thrown?.description == error)
    }
}
