import JunctionRouteMap
import Testing

/// Issue 5, part 2: YAML route maps read into the same model as JSON, with located errors.
@Suite struct RouteMapYAMLTests {
    @Test func readsTheSameModelAsJSON() throws {
        let yaml = """
            version: 1
            schemes: [shop]
            routes:
              - name: product
                patterns: ["shop://product/{id:int}", "/p/{id:int}"]
                page: ProductPage
                exposure: [universal-link, push]
                presentation: push
                parent: home
                description: A product's page
                attributes:
                  - {name: id, type: int, required: true}
                  - name: count
                    type: int
                    default: 1
                  - name: code
                    default: "007"
              - name: home
                pattern: shop://home
                page: HomePage
                description: ~
            """
        let json = """
            {"version": 1, "schemes": ["shop"], "routes": [
              {"name": "product", "patterns": ["shop://product/{id:int}", "/p/{id:int}"], "page": "ProductPage",
               "exposure": ["universal-link", "push"], "presentation": "push", "parent": "home",
               "description": "A product's page",
               "attributes": [{"name": "id", "type": "int", "required": true}, {"name": "count", "type": "int", "default": 1},
                              {"name": "code", "default": "007"}]},
              {"name": "home", "pattern": "shop://home", "page": "HomePage"}
            ]}
            """
        let fromYAML = try RouteMapFile(text: yaml, format: .yaml, file: "map.yaml")
        #expect(fromYAML.map == (try RouteMapFile(text: json, format: .json).map))
        #expect(fromYAML.location(of: "routes[0].parent") == .position(line: 9, column: 13))
        #expect(fromYAML.location(of: "routes[0].attributes[1].default") == .position(line: 15, column: 18))
    }

    static let malformed: [(text: String, error: String)] = [
        ("", "m.yaml:1:1: error: the file holds no YAML document"),
        ("routes: [", "m.yaml:2:1: error: did not find expected node content"),
        ("routes:\n  - name: a\n   pattern: /a", "m.yaml:3:4: error: did not find expected '-' indicator"),
        ("routes: []\nroutes: []", #"m.yaml:1:1: error: duplicate key "routes" in the mapping that starts here"#),
        ("routes:\n  - name: a\n    pattern: /a\n    required: yes", #"m.yaml:4:5: error: unknown key "required" in a route; expected one of "name", "pattern", "patterns", "page", "handler", "exposure", "tags", "presentation", "parent", "tab", "redirect", "description", "attributes", "web", "disabled", "minAppVersion", "maxAppVersion", "caseInsensitive", "hosts", "schemes""#),
        ("routes:\n  - name: 12\n    pattern: /a", "m.yaml:2:11: error: expected a string for a route's name, found a number"),
        ("routes:\n  - name: a\n    pattern: /a\n    attributes: [{name: x, required: maybe}]", "m.yaml:4:38: error: expected true or false for \"required\", found a string"),
        ("routes:\n  - name: a\n    pattern: *nowhere", "m.yaml:3:14: error: found undefined alias"),
        ("? [a]\n: 1", "m.yaml:1:3: error: a key must be a plain string"),
        ("version: 1\nschemes: shop\nroutes: []", "m.yaml:2:10: error: expected a list for \"schemes\", found a string"),
    ]

    @Test(arguments: malformed)
    func malformedMapsSayWhereAndWhat(text: String, error: String) {
        #expect {
            try RouteMapFile(text: text, format: .yaml, file: "m.yaml")
        } throws: { thrown in
            (thrown as? RouteMapError)?.description == error
        }
    }

    /// Nine levels of ten aliases stand for 10^9 values; the reader stops at the value that
    /// passes the limit (the last `x` of the first line, reached through the aliases).
    @Test func aliasesThatExpandTooFarAreRefused() {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...8 {
            let previous = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            yaml += "a\(level): &a\(level) [\(previous)]\n"
        }
        yaml += "routes: []\n"
        #expect(throws: RouteMapError(file: "bomb.yaml", location: .position(line: 1, column: 37), message: "more than 100000 values (aliases expand); refusing the file")) {
            try RouteMapFile(text: yaml, format: .yaml, file: "bomb.yaml")
        }
    }
}

extension RouteMapYAMLTests {
    @Test func deepNestingIsRefused() {
        let yaml = "routes: " + String(repeating: "[", count: 100_000)
        #expect(throws: RouteMapError(file: "deep.yaml", location: .position(line: 1, column: 10), message: "nesting too deep")) {
            try RouteMapFile(text: yaml, format: .yaml, file: "deep.yaml")
        }
    }
}

extension RouteMapYAMLTests {
    /// Each anchor nests 200 levels around an alias to the one before: past libyaml's limit of
    /// 1,000 only through the aliases. The 257th level is inside `a1`, reached through `a2`.
    @Test func nestingThroughAliasesIsRefused() {
        var yaml = "a0: &a0 x\n"
        for level in 1...6 {
            yaml += "a\(level): &a\(level) " + String(repeating: "[", count: 200) + "*a\(level - 1)" + String(repeating: "]", count: 200) + "\n"
        }
        yaml += "routes: []\n"
        #expect(throws: RouteMapError(file: "deep.yaml", location: .position(line: 2, column: 64), message: "nesting deeper than 256 levels")) {
            try RouteMapFile(text: yaml, format: .yaml, file: "deep.yaml")
        }
    }
}
