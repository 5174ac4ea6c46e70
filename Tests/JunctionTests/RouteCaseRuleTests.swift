import Junction
import Testing

/// A route that compares its literal text without regard to case, in a router that compares
/// case: how it matches, where it stands among the candidates, and when it conflicts.
@Suite struct RouteCaseRuleTests {
    @Test func aCaseInsensitiveRouteFoldsItsLiteralsOnly() throws {
        let router = Router()
        try router.register("app://Help/Topic-{id}/:Name", caseInsensitive: true) { _ in }
        for url in ["app://help/topic-1/Cats", "app://HELP/TOPIC-1/Cats", "app://hElP/tOpIc-1/Cats"] {
            let match = try #require(try router.match(url))
            #expect(match.parameters["id"] == "1")
            #expect(match.parameters["Name"] == "Cats")
        }
        #expect(try router.match("app://help/subject-1/x") == nil)
    }

    @Test func otherRoutesKeepComparingCase() throws {
        let router = Router()
        try router.register("/wiki/Special%3AMobileDiff/:id", caseInsensitive: true) { _ in }
        try router.register("/about/Team") { _ in }
        #expect(try router.match("/wiki/special:mobilediff/1") != nil)
        #expect(try router.match("/about/team") == nil)
        #expect(try router.match("/about/Team") != nil)
    }

    /// At one segment: a literal in its exact case, then a case-insensitive literal, then the
    /// rest as before; left to right, as every rank is.
    @Test func anExactCaseLiteralComesBeforeACaseInsensitiveOne() throws {
        for order in [false, true] {
            let router = Router()
            let routes: [(String, Bool)] = [("/a/Report", false), ("/a/report", true), ("/a/:x", false)]
            for (pattern, folds) in order ? routes.reversed() : routes {
                try router.register(pattern, caseInsensitive: folds) { _ in }
            }
            #expect(try router.match("/a/Report")?.pattern.text == "/a/Report")
            #expect(try router.match("/a/REPORT")?.pattern.text == "/a/report")
            #expect(try router.match("/a/report")?.pattern.text == "/a/report")
            #expect(try router.match("/a/other")?.pattern.text == "/a/:x")
        }
    }

    /// A case-insensitive route's literal written as the URL spells it in lower case is a
    /// literal like any other, and one spelled otherwise is the next candidate: so it still
    /// beats the captures of routes that share its first segments.
    @Test func aCaseInsensitiveLiteralBeatsACaptureBesideIt() throws {
        let router = Router()
        try router.register("/wiki/:title") { _ in }
        try router.register("/wiki/Random", caseInsensitive: true) { _ in }
        try router.register("/Wiki/:title/history", caseInsensitive: true) { _ in }
        #expect(try router.match("/wiki/Random")?.pattern.text == "/wiki/Random")
        #expect(try router.match("/wiki/random")?.pattern.text == "/wiki/Random")
        #expect(try router.match("/WIKI/RANDOM")?.pattern.text == "/wiki/Random")
        #expect(try router.match("/wiki/Cat")?.pattern.text == "/wiki/:title")
        #expect(try router.match("/wiki/Cat/HISTORY")?.pattern.text == "/Wiki/:title/history")
        #expect(try router.match("/WIKI/Cat/history")?.pattern.text == "/Wiki/:title/history")
        // A route that compares case is never reached through a segment that matched only
        // once lower-cased.
        #expect(try router.match("/WIKI/Cat") == nil)
    }

    @Test func mixedSegmentsFoldTheirLiteralParts() throws {
        let router = Router()
        try router.register("/v{major:int}.json", caseInsensitive: true) { _ in "folded" }
        try router.register("/v{major:int}.json") { _ in "exact" }
        #expect(try router.openSynchronously("/v2.json", as: String.self) == "exact")
        #expect(try router.openSynchronously("/V2.JSON", as: String.self) == "folded")
    }

    static let conflicts: [(first: (String, Bool), second: (String, Bool), conflict: Bool)] = [
        (("/wiki/Special%3AMobileDiff/:id", true), ("/wiki/special:mobilediff/:x", true), true),
        (("/a/B", true), ("/A/b", true), true),
        (("/a/B", true), ("/a/B", false), false),
        (("/a/b", true), ("/a/b", false), true),
        (("/a/B", false), ("/a/b", true), false),
        (("/a/b", false), ("/A/B", true), true),
        (("/a/{x}-B", true), ("/A/{y}-b", true), true),
        (("/a/{x}-B", true), ("/a/{y}-B", false), false),
        (("/a/:x", true), ("/a/:y", false), true),
        (("/a/:x", true), ("/b/:y", false), false),
        (("/a(/B)", true), ("/A/b", true), true),
    ]

    @Test(arguments: conflicts)
    func routesConflictOnlyWhenEqualUnderTheSameCaseRule(_ test: (first: (String, Bool), second: (String, Bool), conflict: Bool)) throws {
        let router = Router()
        try router.register(test.first.0, caseInsensitive: test.first.1) { _ in }
        if test.conflict {
            #expect(throws: RouteError.self) { try router.register(test.second.0, caseInsensitive: test.second.1) { _ in } }
        } else {
            try router.register(test.second.0, caseInsensitive: test.second.1) { _ in }
        }
    }

    @Test func theConflictMessageNamesTheEarlierRoute() throws {
        let router = Router()
        try router.register("/wiki/Special%3AMobileDiff/:id", caseInsensitive: true) { _ in }
        #expect(throws: RouteError(
            .conflict, "\"/wiki/SPECIAL%3AMOBILEDIFF/:n\" matches exactly the same URLs as \"/wiki/Special%3AMobileDiff/:id\", registered earlier",
            pattern: "/wiki/SPECIAL%3AMOBILEDIFF/:n")) {
            try router.register("/wiki/SPECIAL%3AMOBILEDIFF/:n", caseInsensitive: true) { _ in }
        }
    }

    @Test func aCaseInsensitiveRouterMakesTheFlagChangeNothing() throws {
        let router = Router(options: RouterOptions(caseInsensitive: true))
        try router.register("/a/B", caseInsensitive: true) { _ in }
        #expect(throws: RouteError.self) { try router.register("/A/b") { _ in } }
        #expect(try router.match("/A/b")?.pattern.text == "/a/B")
    }

    @Test func optionalGroupsKeepTheRouteCaseRule() throws {
        let router = Router()
        try router.register("/Docs(/:page)", caseInsensitive: true) { _ in }
        #expect(try router.match("/docs")?.pattern.text == "/Docs(/:page)")
        #expect(try router.match("/DOCS/Intro")?.parameters["page"] == "Intro")
    }

    @Test func theCaseRuleIsPartOfThePatternAndOfExplain() throws {
        let router = Router()
        try router.register("/Help", caseInsensitive: true) { _ in }
        let registered = try #require(router.registrations.first)
        #expect(registered.pattern.caseInsensitive)
        var plain = try RoutePattern("/Help")
        #expect(plain != registered.pattern)
        plain.caseInsensitive = true
        #expect(plain == registered.pattern)
        #expect(try router.explain("/HELP").contains { $0.matches })
    }
}
