import Foundation
import Junction
import JunctionRouteMap
import JunctionRouteMapTools
import Testing

/// Issue 5, part 4: every lint rule, on a map that breaks each once.
@Suite struct RouteMapLintTests {
    /// `Examples/RouteMaps/`, next to this package's `Tests/`.
    static func example(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/RouteMaps/\(name)").path
    }

    @Test func everyRuleIsReportedWithItsPlace() throws {
        let path = Self.example("broken.yaml")
        let file = try RouteMapFile(contentsOf: path)
        let lines = file.lint().map { $0.description.replacingOccurrences(of: path, with: "broken.yaml") }
        #expect(lines == [
            #"broken.yaml:12:14: error: "shop://product/{sku:int}" matches exactly the same URLs as "shop://product/{id:int}" of route "product" (line 7)"#,
            #"broken.yaml:14:11: error: route name "home" is already used by route "home" (line 4)"#,
            #"broken.yaml:18:14: error: bad pattern "shop://search/{q:colour}": unknown converter "colour""#,
            #"broken.yaml:24:42: error: default "first" of attribute "page" is not a valid int"#,
            #"broken.yaml:25:28: error: unknown attribute type "colour"; expected string, int, double, bool, uuid or a converter the app adds"#,
            #"broken.yaml:26:9: warning: attribute "size" is required but has a default, so it is never missing; drop one"#,
            #"broken.yaml:30:13: error: parents form a cycle: a -> b -> a"#,
            #"broken.yaml:38:13: error: parent "nowhere" of route "orphan" is not a route in this map"#,
            #"broken.yaml:41:15: error: redirect "shop://gone/{id}" of route "old" reaches no route"#,
            #"broken.yaml:44:15: error: redirects loop: ping -> pong -> ping"#,
            #"broken.yaml:50:15: error: redirect "shop://product/{id}" needs "id", which route "broken-redirect" does not always have"#,
            #"broken.yaml:51:5: warning: route "promo" can be opened from outside the app but has no description"#,
        ])
    }

    /// A pattern or redirect that does not parse is refused when the map is read, at its place
    /// in the file: each is parsed there, once, and the model holds `RoutePattern`s.
    @Test func patternsAndRedirectsAreParsedWhenTheMapIsRead() throws {
        let patterns = #"{"routes": [{"name": "s", "patterns": ["shop://s", "shop://search/{q"], "page": "S"}]}"#
        #expect(throws: RouteMapError(file: "m.json", location: .position(line: 1, column: 52),
                                      message: #"bad pattern "shop://search/{q": '{' is never closed at column 15"#)) {
            try RouteMapFile(text: patterns, format: .json, file: "m.json")
        }
        let redirect = "routes:\n  - name: old\n    pattern: shop://old\n    redirect: \"shop://x/{\"\n"
        #expect(throws: RouteMapError(file: "m.yaml", location: .position(line: 4, column: 15),
                                      message: #"bad redirect "shop://x/{": '{' is never closed at column 10"#)) {
            try RouteMapFile(text: redirect, format: .yaml, file: "m.yaml")
        }
        let file = try RouteMapFile(text: #"{"routes": [{"name": "p", "pattern": "shop://p/{id:int}?tab=info", "redirect": "shop://q/{id}"}]}"#, format: .json)
        #expect(file.map.routes[0].patterns.map(\.parameterNames) == [["id"]])
        #expect(file.map.routes[0].patterns[0].defaults == [QueryItem(name: "tab", value: "info")])
        #expect(file.map.routes[0].redirect?.text == "shop://q/{id}")
    }

    @Test func theAppsConvertersCountAndSelfRedirectsLoop() throws {
        let map = """
            {"routes": [
              {"name": "tab", "pattern": "shop://tab/{name:tab}", "page": "Tab",
               "attributes": [{"name": "name", "type": "tab", "default": "home"}, {"name": "id", "type": "uuid"}]},
              {"name": "files", "pattern": "shop://files/*/**", "page": "Files"},
              {"name": "old-tab", "pattern": "shop://t/:name", "redirect": "shop://tab/{name:tab}"},
              {"name": "old-files", "pattern": "shop://f", "redirect": "shop://files/a/b/c"},
              {"name": "self", "pattern": "shop://self", "redirect": "shop://self"}
            ]}
            """
        let file = try RouteMapFile(text: map, format: .json, file: "m.json")
        #expect(file.lint(converters: [ParameterConverter("tab") { ["home", "x"].contains($0) }]).map(\.description) == [
            #"m.json:7:58: error: redirects loop: self -> self"#,
        ])
        #expect(file.lint().map(\.description) == [
            #"m.json:2:30: error: bad pattern "shop://tab/{name:tab}": unknown converter "tab""#,
            #"m.json:3:44: error: unknown attribute type "tab"; expected string, int, double, bool, uuid or a converter the app adds"#,
            #"m.json:7:58: error: redirects loop: self -> self"#,
        ])
    }

    @Test func patternsLongerThanAnyURLAreErrorsAndLeftOutOfTheTree() throws {
        let long = "/" + Array(repeating: "a", count: 40).joined(separator: "/")
        let file = try RouteMapFile(text: #"{"routes": [{"name": "long", "pattern": "\#(long)", "page": "P"}, {"name": "b", "pattern": "/b", "page": "P"}]}"#, format: .json, file: "m.json")
        #expect(file.lint().map(\.description) == [
            #"m.json:1:41: error: a pattern of route "long" has 40 segments; no URL may have more than 32, so it never matches"#,
        ])
        #expect(RouteTree(file.map).branches.map { $0.root.children.compactMap(\.segment?.text) } == [["b"]])
    }

    @Test func whatLoadingRefusesLintReportsAndRedirectsToWebHostsResolve() throws {
        let file = try RouteMapFile(text: """
            {"webHosts": ["shop.example.com"], "routes": [
              {"name": "none", "pattern": "shop://none", "exposure": ["in-app"]},
              {"name": "page", "pattern": "/p/{id:int}", "page": "P", "exposure": []},
              {"name": "old", "pattern": "shop://old/:id", "redirect": "https://shop.example.com/p/{id}"}
            ]}
            """, format: .json, file: "m.json")
        #expect(file.lint().map(\.description) == [
            #"m.json:2:3: error: route "none" has no page, handler, redirect or web URL"#,
        ])
        let redirect = RouteGraph(file.map).edges.last
        #expect(redirect?.from == 2 && redirect?.to == 1 && redirect?.kind == .redirect)
    }

    @Test func redirectsThatSomeOpensCannotFillAreErrors() throws {
        let file = try RouteMapFile(text: """
            {"routes": [
              {"name": "p", "pattern": "shop://p/{slug}", "page": "P"},
              {"name": "star", "pattern": "shop://s/:a", "redirect": "shop://p/*"},
              {"name": "h", "patterns": ["shop://h/:slug", "shop://h"], "redirect": "shop://p/{slug}"},
              {"name": "ok", "patterns": ["shop://k/:slug", "shop://k?slug=all"], "redirect": "shop://p/{slug}"},
              {"name": "attr", "pattern": "shop://a", "redirect": "shop://p/{slug}", "attributes": [{"name": "slug", "required": true}]}
            ]}
            """, format: .json, file: "m.json")
        #expect(file.lint().map(\.description) == [
            #"m.json:3:58: error: redirect "shop://p/*" has a '*', which no open can fill; name it as a capture"#,
            #"m.json:4:73: error: redirect "shop://p/{slug}" needs "slug", which route "h" does not always have"#,
        ])
    }

    @Test func aSchemelessPatternWhoseFirstSegmentIsNotLowerCaseIsAWarning() throws {
        let file = try RouteMapFile(text: #"""
            {"routes": [
              {"name": "home", "pattern": "/Home/{tab}", "page": "P"},
              {"name": "user", "pattern": "/user/Profile", "page": "P"},
              {"name": "shop", "pattern": "Shop://Cart", "page": "P"},
              {"name": "any", "pattern": "/{Section}/x", "page": "P"}
            ]}
            """#, format: .json, file: "m.json")
        #expect(file.lint().map(\.description) == [
            #"m.json:2:31: warning: the first segment "Home" of "/Home/{tab}" is not in lower case; it also meets URLs' authorities, which are lower-cased, so a URL whose authority is "Home" never reaches it; write it in lower case"#,
        ])
    }

    @Test func theLowerCaseWarningShowsAURLOfTheMapsOwnScheme() throws {
        let file = try RouteMapFile(text: #"""
            {"schemes": ["shop"], "routes": [{"name": "cart", "pattern": "/Cart", "page": "P"}]}
            """#, format: .json, file: "m.json")
        #expect(file.lint().map(\.description) == [
            #"m.json:1:62: warning: the first segment "Cart" of "/Cart" is not in lower case; it also meets URLs' authorities, which are lower-cased, so a URL whose authority is "Cart" ("shop://Cart/…") never reaches it; write it in lower case"#,
        ])
    }

    /// Junction's own shape: a pattern written as `/BetSsq` is the author's, so it is warned
    /// about even where a page map would name a page that way.
    @Test func aPatternWrittenInJunctionsShapeIsWarnedAboutEvenLikeAPageID() throws {
        let file = try RouteMapFile(text: #"""
            {"routes": [{"name": "betSsq", "pattern": "/betSsq", "page": "CCViewController"}]}
            """#, format: .json, file: "m.json")
        #expect(file.lint().map(\.description) == [
            #"m.json:1:43: warning: the first segment "betSsq" of "/betSsq" is not in lower case; it also meets URLs' authorities, which are lower-cased, so a URL whose authority is "betSsq" never reaches it; write it in lower case"#,
        ])
    }

    /// `<id>` is how Flask and URLNavigator write a capture; here it is literal text, which
    /// reads fine and matches only `<id>`: lint says how Junction writes it.
    @Test func anAngleBracketCaptureIsAWarningThatShowsJunctionsCapture() throws {
        let file = try RouteMapFile(text: #"""
            {"routes": [
              {"name": "user", "pattern": "shop://user/<id>/posts", "page": "P"},
              {"name": "tag", "pattern": "/tag/<_name>", "page": "P"}
            ]}
            """#, format: .json, file: "m.json")
        #expect(file.lint().map(\.description) == [
            #"m.json:2:31: warning: '<id>' is literal text in a pattern; a capture is written '{id}' or ':id' ("shop://user/{id}/posts")"#,
            #"m.json:3:30: warning: '<_name>' is literal text in a pattern; a capture is written '{_name}' or ':_name' ("/tag/{_name}")"#,
        ])
    }

    /// `<int:id>` does not read as a pattern at all: the map is refused, with Junction's spelling.
    @Test func aTypedAngleBracketCaptureIsAnErrorThatShowsJunctionsCapture() throws {
        let text = #"{"routes": [{"name": "user", "pattern": "shop://user/<int:id>", "page": "P"}]}"#
        #expect(throws: RouteMapError.self) { try RouteMapFile(text: text, format: .json, file: "m.json") }
        do {
            _ = try RouteMapFile(text: text, format: .json, file: "m.json")
        } catch {
            #expect(error.description == "m.json:1:41: error: bad pattern \"shop://user/<int:id>\": a capture with a converter is written {id:int}, not <int:id> at column 13")
        }
    }
}
