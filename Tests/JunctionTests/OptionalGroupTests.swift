import Junction
import JunctionCompatibility
import Testing

/// ROUTING.md §2, optional trailing segments: a group `(` … `)` stands for the patterns with
/// and without it.
@Suite struct OptionalGroupTests {
    static let expansions: [(String, [String])] = [
        ("/path(/:a)", ["/path", "/path/:a"]),
        ("/a(/:b(/:c))", ["/a", "/a/:b", "/a/:b/:c"]),
        ("/the(/foo/:a)(/bar/:b)", ["/the", "/the/foo/:a", "/the/bar/:b", "/the/foo/:a/bar/:b"]),
        ("/x(/a)(/b)(/c)", ["/x", "/x/a", "/x/b", "/x/a/b", "/x/c", "/x/a/c", "/x/b/c", "/x/a/b/c"]),
        ("/x(/a(/b)(/c))", ["/x", "/x/a", "/x/a/b", "/x/a/c", "/x/a/b/c"]),
        ("app://user(/:id)?tab=info", ["app://user?tab=info", "app://user/:id?tab=info"]),
        ("app://user/:id(/posts/{page:int})", ["app://user/:id", "app://user/:id/posts/{page:int}"]),
        ("/f(x)(/y)", ["/f(x)", "/f(x)/y"]),
        ("/docs(/**)", ["/docs", "/docs/**"]),
        // A literal `(` right before a group stays text in each pattern.
        ("/a((/b)", ["/a(", "/a(/b"]),
    ]

    @Test(arguments: expansions)
    func optionalGroupsStandForEveryChoiceInOrder(_ text: String, _ expected: [String]) throws {
        let pattern = try RoutePattern(text)
        #expect(pattern.text == text)
        #expect(pattern.hasOptionalGroups)
        #expect(pattern.expansions.map(\.text) == expected)
        #expect(pattern.expansions.allSatisfy { !$0.hasOptionalGroups })
    }

    static let literalParentheses: [(String, [String])] = [
        ("/f(x)", ["f(x)"]),
        ("/a/(x)", ["a", "(x)"]),
        ("/a/(/x)", ["a", "(", "x)"]),
        ("/a)", ["a)"]),
        ("/f(x", ["f(x"]),
        ("(/a)", ["(", "a)"]),
        ("/a?x=(/b)", ["a"]),
    ]

    @Test(arguments: literalParentheses)
    func parenthesesElsewhereAreLiteralText(_ text: String, _ segments: [String]) throws {
        let pattern = try RoutePattern(text)
        #expect(!pattern.hasOptionalGroups)
        #expect(pattern.expansions == [pattern])
        #expect(pattern.pathSegments.map(\.text) == segments)
    }

    typealias Malformed = PatternParsingTests.Malformed

    /// The group errors; the shared test of malformed patterns checks each.
    static let malformed: [Malformed] = [
        Malformed(pattern: "/a(/:b)/c", message: "an optional group may be followed only by another group or the query", column: 8),
        Malformed(pattern: "/a(/:b)c", message: "an optional group may be followed only by another group or the query", column: 8),
        Malformed(pattern: "/a(/:b(/:c)/d)", message: "an optional group may be followed only by another group or the query", column: 12),
        Malformed(pattern: "/a(/:b", message: "'(' is never closed", column: 3),
        Malformed(pattern: "/a(/:b(/:c)", message: "'(' is never closed", column: 3),
        Malformed(pattern: "/a(/b(/c", message: "'(' is never closed", column: 6),
        Malformed(pattern: "/a(/:b?x=1)", message: "'(' is never closed", column: 3),
        Malformed(pattern: "/a(/)", message: "an optional group holds no segment", column: 3),
        Malformed(pattern: "/a(//)(/b)", message: "an optional group holds no segment", column: 3),
        // Problems inside a group are placed in the text as written.
        Malformed(pattern: "/a(/:b)(/:b)", message: "parameter name \"b\" is used twice", column: 10),
        Malformed(pattern: "/a(/**)(/b)", message: "'**' must be the last segment", column: 5),
        Malformed(pattern: "/a(/x/{p}{q})", message: "two captures with no literal text between them", column: 10),
        Malformed(pattern: "/a(/:id)?id=1", message: "default \"id\" has the name of a capture", column: 10),
        Malformed(pattern: "/a(/b)(/c)(/d)(/e)(/f)(/g)(/h)", message: "optional groups that stand for more than 64 patterns", column: 3),
    ]

    @Test func groupErrorDrawsCaretUnderTheColumn() {
        let error = #expect(throws: RouteError.self) { try RoutePattern("/a(/:b)/c") }
        #expect(error?.description == """
            invalidPattern: an optional group may be followed only by another group or the query at column 8
              /a(/:b)/c
                     ^
            """)
    }

    @Test func deeplyNestedGroupsAreRefusedWithoutRecursion() {
        let text = "/a" + String(repeating: "(/b", count: 10_000) + String(repeating: ")", count: 10_000)
        let error = #expect(throws: RouteError.self) { try RoutePattern(text) }
        #expect(error?.message == "optional groups that stand for more than 64 patterns at column 3")
    }

    // MARK: Registration

    @Test func aGroupedPatternIsOneRouteUnderOneName() async throws {
        let router = Router()
        try router.register("shop://user/:id(/posts(/{page:int}))", name: "posts") { context in
            context.parameters.path
        }
        #expect(router.registrations.map(\.pattern.text) == ["shop://user/:id(/posts(/{page:int}))"])
        #expect(try router.match("shop://user/7")?.pattern.text == "shop://user/:id(/posts(/{page:int}))")
        #expect(try router.match("shop://user/7/posts/2")?.name == "posts")
        #expect(try await router.open("shop://user/7/posts/2") as? [String: String] == ["id": "7", "page": "2"])
        #expect(try router.match("shop://user/7/posts/x") == nil)
        #expect(try router.url(for: "posts", ["id": "7"]) == "shop://user/7/posts")
        #expect(try router.url(for: "posts", ["id": "7", "page": "3"]) == "shop://user/7/posts/3")
        #expect(throws: RouteError(.missingParameter, "missing value for \"id\" in \"shop://user/:id\"")) {
            try router.url(for: "posts")
        }
        #expect(try router.explain("shop://user/7/posts").map(\.description) == [
            "shop://user/:id: the URL has 3 segments; the pattern has 2",
            "shop://user/:id/posts: reached",
            "shop://user/:id/posts/{page:int}: the URL ends after 3 segments; the pattern needs more",
        ])
        #expect(try LegacyRouter(router).deregister(pattern: "shop://user/:x(/posts(/{n:int}))"))
        #expect(router.registrations.isEmpty)
        #expect(!router.canOpen("shop://user/7"))
    }

    @Test func buildingPicksTheLongestPatternWhoseCapturesAllHaveValues() throws {
        let pattern = try RoutePattern("/the(/foo/:a)(/bar/:b)")
        #expect(try pattern.url() == "/the")
        #expect(try pattern.url(["a": "1"]) == "/the/foo/1")
        #expect(try pattern.url(["b": "2"]) == "/the/bar/2")
        #expect(try pattern.url(["a": "1", "b": "2"]) == "/the/foo/1/bar/2")
        let nested = try RoutePattern("/a(/:b(/:c))")
        #expect(throws: RouteError(.missingParameter, "missing value for \"b\", which \"c\" needs in \"/a(/:b(/:c))\"")) {
            try nested.url(["c": "1"])
        }
        #expect(throws: RouteError(.invalidParameter, "\"/a(/:b(/:c))\" has no capture named \"d\"")) {
            try nested.url(["d": "1"])
        }
    }

    /// A fuzzer found that the URL built from one pattern of a group can be taken by another:
    /// with both groups, `/w/w/v/r/s` would give `id` = `w` through `shop://p/:id/**`, as a
    /// capture outranks a wildcard. Building refuses what would not read back.
    @Test func aURLThatAnotherPatternOfTheGroupWouldTakeIsRefused() throws {
        let pattern = try RoutePattern("shop://p(/*/*)(/:id/**)")
        #expect(throws: RouteError(
            .invalidParameter, "value \"v\" for \"id\" would read back as \"w\" from \"shop://p/w/w/v/r/s\"")) {
            try pattern.url(["id": "v"], wildcards: ["w", "w"], remainder: "r/s")
        }
    }

    @Test func patternsAGroupStandsForThatMatchTheSameURLsConflict() {
        let router = Router()
        let error = #expect(throws: RouteError.self) { try router.register("/a(/:b)(/:c)") { _ in } }
        #expect(error?.code == .conflict)
        #expect(error?.message == "\"/a(/:b)(/:c)\" stands for \"/a/:b\" and \"/a/:c\", which match exactly the same URLs")
        #expect(router.registrations.isEmpty)
        #expect(!router.canOpen("/a"))
    }

    static func conflict(_ pattern: String, in router: Router) -> String? {
        let error = #expect(throws: RouteError.self) { try router.register(pattern) { _ in } }
        #expect(error?.code == .conflict)
        return error?.message
    }

    @Test func conflictsWithOtherRoutesNameWhereEachPatternComesFrom() throws {
        let router = Router()
        try router.register("/a/:x") { _ in }
        #expect(Self.conflict("/a(/:b)", in: router)
            == "\"/a/:b\" (from \"/a(/:b)\") matches exactly the same URLs as \"/a/:x\", registered earlier")
        // All or none: `/a`, added before the conflict was found, went again.
        #expect(!router.canOpen("/a"))
        try router.register("/c(/:d)") { _ in }
        #expect(Self.conflict("/c", in: router)
            == "\"/c\" matches exactly the same URLs as \"/c\" (from \"/c(/:d)\"), registered earlier")
        #expect(Self.conflict("/c/:e(/f)", in: router)
            == "\"/c/:e\" (from \"/c/:e(/f)\") matches exactly the same URLs as \"/c/:d\" (from \"/c(/:d)\"), registered earlier")
        #expect(router.registrations.map(\.pattern.text) == ["/a/:x", "/c(/:d)"])
    }

    @Test func anUnknownConverterInAGroupIsPlacedInTheTextWritten() {
        let router = Router()
        let error = #expect(throws: RouteError.self) { try router.register("/a(/{id:hex})") { _ in } }
        #expect(error?.description == """
            invalidPattern: unknown converter "hex"
              /a(/{id:hex})
                      ^
            """)
    }

    @Test func aCollectionAppliesAGroupedRouteWholeAndRemovesItWhole() throws {
        let router = Router()
        let collection = RouteCollection("c")
        try collection.register("/p(/:id)", name: "p") { _ in "p" }
        try router.add(collection)
        #expect(router.canOpen("/p") && router.canOpen("/p/1"))
        #expect(router.registrations.count == 1)
        try router.remove("c")
        #expect(!router.canOpen("/p") && !router.canOpen("/p/1"))
        #expect(throws: RouteError.self) { try router.url(for: "p") }
    }

    @Test func anInterceptorScopedByPatternCoversEveryPatternOfAGroup() async throws {
        let router = Router()
        try router.register("/p(/:id)") { _ in "handler" }
        try router.addInterceptor(name: "stop", scope: .patterns("/p(/:id)")) { _, _ in "stopped" }
        #expect(try await router.open("/p") as? String == "stopped")
        #expect(try await router.open("/p/1") as? String == "stopped")
    }
}
