import Foundation
import Junction
import JunctionRouteMap
import Testing

/// `localizedDescription`, which apps show in alerts and logs, says what `description` says.
@Suite struct LocalizedDescriptionTests {
    @Test func aRouteMapErrorsLocalizedDescriptionIsItsDescription() {
        let error = #expect(throws: RouteMapError.self) {
            try RouteMapFile(text: "{\"routes\": 3}", format: .json, file: "app.json")
        }
        #expect((error as (any Error)?)?.localizedDescription
            == #"app.json:1:12: error: expected a list for "routes", found a number"#)
    }

    @Test func aRouteMapLoadErrorsLocalizedDescriptionListsEveryProblem() throws {
        let file = try RouteMapFile(text: """
            {"routes": [
              {"name": "a", "patterns": ["shop://a"], "page": "APage"},
              {"name": "b", "patterns": ["shop://b"], "page": "BPage"}
            ]}
            """, format: .json, file: "app.json")
        let error = #expect(throws: RouteMapLoadError.self) { try file.load(into: Router(), bindings: RouteMapBindings()) }
        #expect((error as (any Error)?)?.localizedDescription == """
            app.json:2:51: error: no page is bound to "APage"
            app.json:3:51: error: no page is bound to "BPage"
            """)
    }
}
