import Junction
import JunctionRouteMap
import JunctionRouteMapTools
import JunctionSupport
import Testing

/// Two mistakes that leave universal links dead without a word: a URL where a web host belongs
/// is refused at its place, and a source spelt nearly as a named one is a warning that says
/// which was meant.
@Suite struct UniversalLinkMistakeTests {
    @Test(arguments: [
        ("https://www.myapp.com", #"web host "https://www.myapp.com" is not a host; write the host alone, without a scheme or a path: "www.myapp.com""#),
        ("www.myapp.com/app", #"web host "www.myapp.com/app" is not a host; write the host alone, without a scheme or a path: "www.myapp.com""#),
        ("https://", #"web host "https://" is not a host; write the host alone, without a scheme or a path"#),
    ])
    func aURLWhereAWebHostBelongsIsRefused(_ host: String, _ message: String) throws {
        #expect(throws: RouteError(.invalidParameter, message)) { try WebHost(host) }
        let text = #"{"webHosts": ["shop.example.com", "\#(host)"], "routes": []}"#
        let error = #expect(throws: RouteMapError.self) { try RouteMapFile(text: text, format: .json, file: "m.json") }
        #expect(error?.description == "m.json:1:35: error: \(message)")
        // In code, the router refuses its routes while its options name one.
        let router = Router(options: RouterOptions(webHosts: [host]))
        #expect(throws: RouteError(.invalidParameter, message)) { try router.register("/p") { _ in } }
    }

    @Test func aSourceSpeltNearlyAsANamedOneIsAWarning() throws {
        let text = """
            {"webHosts": ["shop.example.com"], "routes": [
              {"name": "a", "pattern": "/a", "page": "A", "exposure": ["universal_link"], "description": "A"},
              {"name": "b", "pattern": "/b", "page": "B", "exposure": ["univeral-link", "Push"], "description": "B"},
              {"name": "c", "pattern": "/c", "page": "C", "exposure": ["widget"], "description": "C"}
            ]}
            """
        let file = try RouteMapFile(text: text, format: .json, file: "m.json")
        #expect(file.lint().map(\.description) == [
            #"m.json:2:59: warning: exposure "universal_link" of route "a" is a source of the app's own, not "universal-link"; did you mean "universal-link"?"#,
            #"m.json:3:59: warning: exposure "Push" of route "b" is a source of the app's own, not "push"; did you mean "push"?"#,
            #"m.json:3:59: warning: exposure "univeral-link" of route "b" is a source of the app's own, not "universal-link"; did you mean "universal-link"?"#,
        ])
    }
}

/// A misspelt key, converter or parent says which name was meant.
@Suite struct DidYouMeanTests {
    @Test func aMisspeltKeySaysWhichWasMeant() {
        let error = #expect(throws: RouteMapError.self) {
            try RouteMapFile(text: #"{"routes": [{"name": "a", "pattern": "/a", "page": "A", "presentaton": "modal"}]}"#, format: .json, file: "m.json")
        }
        #expect(error?.message.hasPrefix(#"unknown key "presentaton" in a route (did you mean "presentation"?); expected one of"#) == true)
    }

    @Test func aMisspeltConverterAndParentSayWhichWasMeant() throws {
        #expect(throws: RouteError(.invalidPattern, "unknown converter \"Int\"; did you mean \"int\"?", pattern: "/p/{id:Int}", column: 8)) {
            try Router().register("/p/{id:Int}") { _ in }
        }
        let file = try RouteMapFile(text: """
            {"routes": [
              {"name": "home", "pattern": "/", "page": "Home"},
              {"name": "a", "pattern": "/a", "page": "A", "parent": "hom"},
              {"name": "b", "pattern": "/b", "page": "B", "parent": "checkout"}
            ]}
            """, format: .json, file: "m.json")
        #expect(file.lint().map(\.description) == [
            #"m.json:3:57: error: parent "hom" of route "a" is not a route in this map; did you mean "home"?"#,
            #"m.json:4:57: error: parent "checkout" of route "b" is not a route in this map"#,
        ])
    }

    @Test(arguments: [
        ("Int", ["int", "double"], "int"), ("universal_link", ["universal-link", "push"], "universal-link"),
        ("hom", ["home"], "home"), ("presentaton", ["presentation"], "presentation"), ("x", ["tab"], nil),
        ("colour", ["version", "routes"], nil), ("home", ["home"], nil), ("hm", ["home"], nil),
    ] as [(String, [String], String?)])
    func theNearNameIsOneOrTwoLettersOffOrTheSameButForCase(_ written: String, _ names: [String], _ meant: String?) {
        #expect(NearName.closest(to: written, among: names) == meant)
    }
}
