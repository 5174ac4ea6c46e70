import Foundation
import Junction
import JunctionRouteMap
import Testing

/// Issue 5, part 2: reading JSON route maps, and the exact text of every error.
@Suite struct RouteMapJSONTests {
    @Test func readsEveryFieldOfARoute() throws {
        let text = """
            {
              "version": 1,
              "schemes": ["shop"],
              "webHosts": ["shop.example.com"],
              "routes": [
                {"name": "home", "pattern": "shop://home", "page": "HomePage", "presentation": "root"},
                {
                  "name": "product",
                  "patterns": ["shop://product/{id:int}", "/p/{id:int}"],
                  "page": "ProductPage",
                  "exposure": ["universal-link", "push"],
                  "tags": ["catalog"],
                  "presentation": "push",
                  "parent": "home",
                  "description": "A product's page",
                  "attributes": [
                    {"name": "id", "type": "int", "required": true, "description": "The product"},
                    {"name": "tab", "default": "info"},
                    {"name": "count", "type": "int", "default": 1}
                  ]
                },
                {"name": "cart.add", "pattern": "shop://cart/add", "handler": "cart.add", "exposure": "everywhere"},
                {"name": "old", "pattern": "shop://old/:id", "redirect": "shop://product/{id}"}
              ]
            }
            """
        let file = try RouteMapFile(text: text, format: .json, file: "map.json")
        #expect(try file.map == RouteMap(schemes: ["shop"], webHosts: ["shop.example.com"], routes: [
            .init(name: "home", patterns: [RoutePattern("shop://home")], target: .page("HomePage"), presentation: .root),
            .init(
                name: "product", patterns: [RoutePattern("shop://product/{id:int}"), RoutePattern("/p/{id:int}")], target: .page("ProductPage"),
                exposure: .sources(.universalLink, .push), tags: ["catalog"], presentation: .push, parent: "home",
                description: "A product's page",
                attributes: [
                    .init(name: "id", type: "int", isRequired: true, description: "The product"),
                    .init(name: "tab", defaultValue: "info"),
                    .init(name: "count", type: "int", defaultValue: "1"),
                ]),
            .init(name: "cart.add", patterns: [RoutePattern("shop://cart/add")], target: .handler("cart.add"), exposure: .everywhere),
            .init(name: "old", patterns: [RoutePattern("shop://old/:id")], redirect: RoutePattern("shop://product/{id}")),
        ]))
        #expect(file.location(of: "routes[1]") == .position(line: 7, column: 5))
        #expect(file.location(of: "routes[1].parent") == .position(line: 14, column: 17))
        #expect(file.location(of: "routes[1].patterns[1]") == .position(line: 9, column: 47))
        #expect(file.location(of: "routes[0].patterns[0]") == .position(line: 6, column: 33))
        #expect(file.location(of: "routes[1].attributes[2].default") == .position(line: 19, column: 53))
        #expect(file.location(of: "routes[3].redirect") == .position(line: 23, column: 62))
        #expect(file.location(of: "routes[9]") == nil)
    }

    @Test func stringsKeepEscapesAndUnicode() throws {
        let text = #"{"routes": [{"name": "caf\u00e9 \ud83d\ude00 \"q\" \\ \/ \t", "pattern": "/x"}]}"#
        #expect(try RouteMapFile(text: text, format: .json).map.routes[0].name == "café 😀 \"q\" \\ / \t")
    }

    @Test func readsThePageManagerShape() throws {
        let text = """
            {"betSsq": {"class": "CCViewController", "attributes": [
              {"name": "CCType", "default": 1, "required": true},
              {"name": "playMethod", "default": -1, "required": true}
            ]}}
            """
        #expect(try RouteMapFile(text: text, format: .json).map == RouteMap(routes: [
            .init(name: "betSsq", patterns: [RoutePattern("/betSsq")], target: .page("CCViewController"), attributes: [
                // `required` with a default: always set, so never missing (not an error to warn of).
                // An `<integer>` (a number in JSON) types its attribute.
                .init(name: "CCType", type: "int", defaultValue: "1"),
                .init(name: "playMethod", type: "int", defaultValue: "-1"),
            ]),
        ]))
    }

    static let malformed: [(text: String, error: String)] = [
        ("", "m.json:1:1: error: expected a value, found end of file"),
        ("[]", "m.json:1:1: error: expected a mapping for the map, found a list"),
        ("{}", "m.json:1:1: error: the map has no \"routes\""),
        ("{\"routes\": []} x", "m.json:1:16: error: unexpected 'x' after the end of the document"),
        ("{\"routes\": [],}", "m.json:1:15: error: expected a key after ',', found '}'"),
        ("{\"routes\": [1,]}", "m.json:1:15: error: expected a value after ',', found ']'"),
        ("{\"routes\": [] \"a\": 1}", "m.json:1:15: error: expected ',' or '}', found '\"'"),
        ("{\"routes\" []}", "m.json:1:11: error: expected ':' after the key \"routes\", found '['"),
        ("{routes: []}", "m.json:1:2: error: expected a key in double quotes, found 'r'"),
        ("{\"routes\": [], \"routes\": []}", "m.json:1:16: error: duplicate key \"routes\" (first at 1:2)"),
        ("{\"routes\": tru}", "m.json:1:12: error: expected a value, found 't'"),
        ("{\"version\": 01, \"routes\": []}", "m.json:1:13: error: a number may not start with 0"),
        ("{\"version\": 1., \"routes\": []}", "m.json:1:15: error: expected a digit after '.', found ','"),
        ("{\"version\": -, \"routes\": []}", "m.json:1:14: error: expected a digit, found ','"),
        ("{\"version\": 1e, \"routes\": []}", "m.json:1:15: error: expected a digit in the exponent, found ','"),
        ("{\"version\": 2, \"routes\": []}", "m.json:1:13: error: unsupported version 2; this Junction reads version 1"),
        ("{\"version\": \"1\", \"routes\": []}", "m.json:1:13: error: expected an integer for \"version\", found a string"),
        ("{\"version\": 1.0, \"routes\": []}", "m.json:1:13: error: expected an integer for \"version\", found the number 1.0"),
        ("{\"routes\": [{\"name\": \"\\é\"}]}", "m.json:1:23: error: unknown escape '\\' followed by byte 0xC3"),
        ("{\"betSsq\": {\"clas\": \"CC\"}}", "m.json:1:13: error: unknown key \"clas\" in a page (did you mean \"class\"?); expected one of \"class\", \"attributes\", \"exposure\", \"tags\", \"presentation\", \"parent\", \"tab\", \"description\", \"web\", \"disabled\", \"minAppVersion\", \"maxAppVersion\""),
        ("{\"betSsq\": {\"attributes\": []}}", "m.json:1:12: error: page \"betSsq\" needs a \"class\""),
        ("{\"routes\": {\"class\": \"CC\"}}", "m.json:1:12: error: expected a list for \"routes\", found a mapping"),
        ("{\"routes\": [], \"x\": 1}", #"m.json:1:16: error: unknown key "x" in the map; expected one of "version", "schemes", "webHosts", "webSchemes", "converters", "routes", "minAppVersion", "maxAppVersion""#),
        ("{\"routes\": \"a\"}", "m.json:1:12: error: expected a list for \"routes\", found a string"),
        ("{\"routes\": [\"a\"]}", "m.json:1:13: error: expected a mapping for a route, found a string"),
        ("{\"routes\": [{\"pattern\": \"/a\"}]}", "m.json:1:13: error: a route needs a \"name\""),
        ("{\"routes\": [{\"name\": \"\"}]}", "m.json:1:22: error: a route's name may not be empty"),
        ("{\"routes\": [{\"name\": \"a\"}]}", "m.json:1:13: error: route \"a\" needs a \"pattern\" or \"patterns\""),
        ("{\"routes\": [{\"name\": \"a\", \"patterns\": []}]}", "m.json:1:39: error: route \"a\" has an empty \"patterns\" list"),
        ("{\"routes\": [{\"name\": \"a\", \"pattern\": \"/a\", \"patterns\": [\"/b\"]}]}",
         "m.json:1:56: error: route \"a\" has both \"pattern\" and \"patterns\"; use one"),
        ("{\"routes\": [{\"name\": \"a\", \"pattern\": \"/a\", \"page\": \"P\", \"handler\": \"h\"}]}",
         "m.json:1:68: error: route \"a\" has both \"page\" and \"handler\"; use one"),
        ("{\"routes\": [{\"name\": \"a\", \"pattern\": \"/a\", \"pagee\": \"P\"}]}",
         #"m.json:1:44: error: unknown key "pagee" in a route (did you mean "page"?); expected one of "name", "pattern", "patterns", "page", "handler", "exposure", "tags", "presentation", "parent", "tab", "redirect", "description", "attributes", "web", "disabled", "minAppVersion", "maxAppVersion", "caseInsensitive", "hosts", "schemes""#),
        ("{\"routes\": [{\"name\": \"a\", \"pattern\": \"/a\", \"presentation\": \"sheet\"}]}",
         "m.json:1:60: error: unknown presentation \"sheet\"; expected push, modal, replace, root, fullScreenCover or popover, or {sheet: [detents]} or {popover: source}"),
        ("{\"routes\": [{\"name\": \"a\", \"pattern\": \"/a\", \"exposure\": \"public\"}]}",
         "m.json:1:56: error: unknown exposure \"public\"; expected \"in-app\", \"everywhere\" or a list of sources"),
        ("{\"routes\": [{\"name\": \"a\", \"pattern\": \"/a\", \"attributes\": [{\"name\": \"x\", \"required\": \"yes\"}]}]}",
         "m.json:1:85: error: expected true or false for \"required\", found a string"),
        ("{\"routes\": [{\"name\": \"a\", \"pattern\": \"/a\", \"attributes\": [{\"name\": \"x\", \"default\": [1]}]}]}",
         "m.json:1:84: error: expected a string, number or boolean for \"default\", found a list"),
        ("{\"routes\": [{\"name\": \"a\", \"pattern\": \"/a\", \"attributes\": [{\"type\": \"int\"}]}]}",
         "m.json:1:59: error: an attribute needs a \"name\""),
        ("{\"routes\": [{\"name\": \"a\nb\"}]}", "m.json:1:24: error: control character 0xA in a string; write it escaped"),
        ("{\"routes\": [{\"name\": \"a\\x\"}]}", "m.json:1:24: error: unknown escape '\\x'"),
        ("{\"routes\": [{\"name\": \"\\u12\"}]}", "m.json:1:27: error: expected four hexadecimal digits after \\u, found '\"'"),
        ("{\"routes\": [{\"name\": \"\\ud83d\"}]}", "m.json:1:23: error: a high surrogate \\uD83D must be followed by a low one"),
        ("{\"routes\": [{\"name\": \"\\ude00\"}]}", "m.json:1:23: error: a lone low surrogate \\uDE00"),
        ("{\"routes\": [{\"name\": \"abc", "m.json:1:26: error: unterminated string"),
        ("{\n  \"routes\": [\n    {\"name\": 7}\n  ]\n}", "m.json:3:14: error: expected a string for a route's name, found a number"),
        (String(repeating: "[", count: 300), "m.json:1:257: error: nesting deeper than 256 levels"),
    ]

    @Test(arguments: malformed)
    func malformedMapsSayWhereAndWhat(text: String, error: String) {
        #expect {
            try RouteMapFile(text: text, format: .json, file: "m.json")
        } throws: { thrown in
            (thrown as? RouteMapError)?.description == error
        }
    }

    @Test func invalidUTF8IsAnError() {
        let bytes: [UInt8] = Array("{\"routes\": [{\"name\": \"".utf8) + [0xFF, 0x22, 0x7D, 0x5D, 0x7D]
        #expect(throws: RouteMapError(file: "<input>", location: .position(line: 1, column: 23), message: "invalid UTF-8 in a string")) {
            try RouteMapFile(data: Data(bytes), format: .json)
        }
        #expect(throws: RouteMapError(file: "<input>", location: .position(line: 1, column: 1), message: "expected a value, found byte 0xEF")) {
            try RouteMapFile(data: Data([0xEF, 0xBB, 0xBF, 0x7B, 0x7D]), format: .json)
        }
    }
}

extension RouteMapJSONTests {
    @Test func theFormatComesFromTheFileNamesExtension() {
        #expect(throws: RouteMapError(file: "/tmp/json", location: .keyPath(""), message: "unknown route map format; name the file .json, .yaml, .yml or .plist")) {
            try RouteMapFile(contentsOf: "/tmp/json")
        }
        #expect(throws: RouteMapError(file: "maps.d/routes", location: .keyPath(""), message: "unknown route map format; name the file .json, .yaml, .yml or .plist")) {
            try RouteMapFile(contentsOf: "maps.d/routes")
        }
    }

    @Test func yamlMustBeUTF8() {
        #expect(throws: RouteMapError(file: "<input>", location: .position(line: 1, column: 1), message: "the file is not UTF-8 text")) {
            try RouteMapFile(data: Data([0x72, 0x3A, 0x20, 0xFF]), format: .yaml)
        }
    }
}

/// Hostile input: every prefix of a valid map, and mutated copies of it, are read or refused
/// with a located error; none crashes.
@Suite struct RouteMapJSONHostileInputTests {
    static let valid = """
        {"version": 1, "schemes": ["shop"], "routes": [
          {"name": "product", "patterns": ["shop://product/{id:int}"], "page": "P", "exposure": ["push"],
           "attributes": [{"name": "id", "type": "int", "required": true, "default": -1.5e3}]},
          {"name": "x\\u00e9\\ud83d\\ude00", "pattern": "/x", "handler": "h", "tags": [], "description": null}
        ]}
        """

    @Test func everyPrefixIsReadOrRefused() {
        let bytes = Array(Self.valid.utf8)
        var refused = 0
        for end in 0..<bytes.count {
            do {
                _ = try RouteMapFile(text: String(decoding: bytes[..<end], as: UTF8.self), format: .json)
            } catch {
                refused += 1
            }
        }
        // No prefix is a complete document.
        #expect(refused == bytes.count)
    }

    @Test func theDocumentIsValid() throws {
        #expect(try RouteMapFile(text: Self.valid, format: .json).map.routes.map(\.name) == ["product", "xé😀"])
    }

    @Test func mutatedDocumentsNeverCrash() {
        // A fixed linear congruential sequence, so every run tries the same documents.
        var state: UInt64 = 0x15
        func random(_ range: Range<Int>) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range.lowerBound + Int((state >> 33) % UInt64(range.count))
        }
        let bytes = Array(Self.valid.utf8)
        let alphabet = Array("{}[]\",:\\u0e-+. \ntfn".utf8)
        var read = 0
        for _ in 0..<3_000 {
            var copy = bytes
            for _ in 0..<random(1..<5) {
                let place = random(0..<copy.count)
                switch random(0..<3) {
                case 0: copy[place] = alphabet[random(0..<alphabet.count)]
                case 1: copy.remove(at: place)
                default: copy.insert(alphabet[random(0..<alphabet.count)], at: place)
                }
            }
            if (try? RouteMapFile(text: String(decoding: copy, as: UTF8.self), format: .json)) != nil { read += 1 }
        }
        // Most mutations break the document; some (inside strings) do not.
        #expect(read > 0 && read < 3_000)
    }
}
