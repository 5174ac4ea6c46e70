import Junction
import JunctionRouteMap
import JunctionRouteMapTools
import Testing

/// How case meets a map: a URL's scheme and host are lower-cased, its path is compared as
/// written. Two routes whose patterns differ only by the case of their literal text are both
/// reached, each by links of its own case, which lint points out, naming the other route.
@Suite struct RouteMapCaseLintTests {
    @Test func aPatternThatDiffersFromAnotherRouteOnlyByCaseIsAWarning() throws {
        let text = """
            {"routes": [
              {"name": "betSsq", "pattern": "cc://page.cc/betSsq", "page": "Bet"},
              {"name": "betssq", "pattern": "cc://page.cc/betssq", "page": "Bet"},
              {"name": "user", "pattern": "/user/:id/Posts", "page": "Posts"},
              {"name": "posts", "pattern": "/user/:id/posts", "page": "Posts"}
            ]}
            """
        let file = try RouteMapFile(text: text, format: .json, file: "m.json")
        #expect(file.lint().map(\.description) == [
            #"m.json:3:33: warning: "cc://page.cc/betssq" differs from "cc://page.cc/betSsq" of route "betSsq" (line 2) only by case; a URL's path is compared as written (only its scheme and host are lower-cased), so a link reaches one route or the other by its case; write them alike"#,
            #"m.json:5:32: warning: "/user/:id/posts" differs from "/user/:id/Posts" of route "user" (line 4) only by case; a URL's path is compared as written (only its scheme and host are lower-cased), so a link reaches one route or the other by its case; write them alike"#,
        ])
    }

    @Test func aCaseInsensitiveRouterTakesThemAsOne() throws {
        let router = Router(options: RouterOptions(caseInsensitive: true))
        try router.register("cc://page.cc/betSsq") { _ in }
        #expect(throws: RouteError.self) { try router.register("cc://page.cc/betssq") { _ in } }
    }

    /// Routes for app versions that do not overlap may share a name and a pattern: no app
    /// loads both.
    @Test func routesForAppVersionsThatDoNotOverlapMayShareANameAndPattern() throws {
        let text = """
            {"routes": [
              {"name": "p", "pattern": "/p", "page": "Old", "maxAppVersion": "5.1.9"},
              {"name": "p", "pattern": "/p", "page": "New", "minAppVersion": "5.2"},
              {"name": "p", "pattern": "/p", "page": "Newer", "minAppVersion": "6"}
            ]}
            """
        let file = try RouteMapFile(text: text, format: .json, file: "m.json")
        #expect(file.lint().map(\.description) == [
            #"m.json:4:12: error: route name "p" is already used by route "p" (line 3)"#,
            #"m.json:4:28: error: "/p" matches exactly the same URLs as "/p" of route "p" (line 3)"#,
        ])
    }
}
