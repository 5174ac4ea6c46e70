import Foundation
import Testing

/// `junction resolve` and `junction lint` read the converters a map declares as loading does:
/// a web URL and an allow-list checked on the query values they type, and a pinned value.
@Suite struct DeclaredConverterCommandTests {
    static let map = """
        {"schemes": ["firefox", "artsy"],
         "converters": {"link": "webURL"},
         "routes": [
          {"name": "open", "pattern": "firefox://open-url", "handler": "open", "exposure": "everywhere",
           "description": "Opens a web page", "attributes": [{"name": "url", "type": "link", "required": true}]},
          {"name": "terms", "pattern": "artsy://terms?url:=/terms", "page": "Web"}
         ]}
        """

    @Test func resolveRefusesWhatTheMapsConvertersRefuse() throws {
        let file = try TemporaryFile(named: "apps.json", contents: Self.map)
        defer { file.remove() }
        let refused = try JunctionBinary.run(["resolve", "--map", file.path, "firefox://open-url?url=javascript:alert(1)"])
        #expect(refused.stdout == """
            firefox://open-url?url=javascript:alert(1)
              route:      firefox://open-url
              error:      invalidParameter: parameter "url" is "javascript:alert(1)"; expected a value the converter "link" accepts

            """)
        #expect(refused.status == 1)
        let opened = try JunctionBinary.run(["resolve", "--map", file.path, "firefox://open-url?url=https://www.mozilla.org/"])
        #expect(opened.stdout == """
            firefox://open-url?url=https://www.mozilla.org/
              route:      firefox://open-url
              parameters: url=https://www.mozilla.org/

            """)
        #expect(opened.status == 0)
        let pinned = try JunctionBinary.run(["resolve", "--map", file.path, "artsy://terms?url=https://evil.example"])
        #expect(pinned.stdout.contains("invalidParameter: artsy://terms?url=https://evil.example sets \"url\", which \"artsy://terms?url:=/terms\" pins"))
        #expect(pinned.status == 1)
    }

    @Test func lintFindsNothingToSay() throws {
        let file = try TemporaryFile(named: "apps.json", contents: Self.map)
        defer { file.remove() }
        let result = try JunctionBinary.run(["lint", file.path])
        #expect(result.stdout == "1 file: 0 errors, 0 warnings\n")
        #expect(result.status == 0)
    }
}
