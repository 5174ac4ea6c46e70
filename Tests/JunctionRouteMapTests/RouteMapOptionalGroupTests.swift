import Junction
import JunctionRouteMap
import JunctionRouteMapTools
import Testing

/// Route maps whose patterns have optional groups: shown, linted, loaded and generated as the
/// patterns each stands for.
@Suite struct RouteMapOptionalGroupTests {
    static let map = #"""
        {"routes": [
          {"name": "posts", "pattern": "app://user/:id(/posts(/{page:int}))", "page": "Posts"},
          {"name": "list", "pattern": "app://user/:who/posts", "page": "List"},
          {"name": "pair", "pattern": "app://pair(/:a)(/:b)", "page": "Pair"},
          {"name": "old", "pattern": "app://people/:id(/:tab)", "redirect": "app://user/{id}/posts/{tab}"}
        ]}
        """#

    @Test func lintReportsEachConflictAtThePatternWithItsGroups() throws {
        let file = try RouteMapFile(text: Self.map, format: .json, file: "m.json")
        #expect(file.lint().map(\.description) == [
            #"m.json:3:31: error: "app://user/:who/posts" matches exactly the same URLs as "app://user/:id/posts" (from "app://user/:id(/posts(/{page:int}))") of route "posts" (line 2)"#,
            #"m.json:4:31: error: "app://pair(/:a)(/:b)" stands for "app://pair/:a" and "app://pair/:b", which match exactly the same URLs"#,
            #"m.json:5:69: error: redirect "app://user/{id}/posts/{tab}" needs "tab", which route "old" does not always have"#,
        ])
    }

    @Test func theTreeShowsThePatternsAGroupStandsFor() throws {
        let file = try RouteMapFile(text: Self.map, format: .json, file: "m.json")
        let root = try #require(RouteTree(file.map).branches.first?.root)
        let user = try #require(root.children.first)
        #expect(user.segment?.text == "user")
        let id = try #require(user.children.first)
        #expect(id.routes == ["posts"])
        let posts = try #require(id.children.first)
        #expect(posts.routes == ["posts"])
        #expect(posts.children.map(\.routes) == [["posts"]])
    }

    @Test func aGeneratedValueLeavesOutTheGroupOfANilCapture() throws {
        let map = RouteMap(routes: [RouteMap.Route(
            name: "posts", patterns: [try RoutePattern("app://user/:id(/posts/{page:int})")], target: .page("Posts"))])
        let source = try map.swiftSource(source: "m.json")
        #expect(source.contains("        var page: Swift.Int?\n"))
        #expect(source.contains("""
                        var values: [Swift.String: Swift.String] = ["id": id]
                        if let page { values["page"] = Swift.String(page) }
                        return try Junction.RoutePattern(Self.pattern).url(values)
            """))
    }
}
