import Junction
import JunctionRouteMap
import JunctionRouteMapTools
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
