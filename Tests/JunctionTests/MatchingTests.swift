import Junction
import Testing

/// ROUTING.md §3: which route a URL reaches.
@Suite struct MatchingTests {
    /// A router with `patterns` registered in order, each handler returning its pattern.
    static func router(_ patterns: [String], options: RouterOptions = RouterOptions()) throws -> Router {
        let router = Router(options: options)
        try router.add(ParameterConverter("tab") { ["home", "yes"].contains($0) })
        for pattern in patterns {
            try router.register(pattern) { _ in pattern }
        }
        return router
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let patterns: [String]
        let url: String
        /// The pattern that must win, or `nil` when nothing matches.
        let winner: String?
        var parameters: [String: String] = [:]
        var testDescription: String { "\(url) among \(patterns)" }
    }

    static let precedence: [Case] = [
        // Literal beats capture.
        Case(patterns: ["/a/:x", "/a/b"], url: "/a/b", winner: "/a/b"),
        Case(patterns: ["/a/:x", "/a/b"], url: "/a/c", winner: "/a/:x", parameters: ["x": "c"]),
        // Literal beats mixed; mixed beats untyped capture.
        Case(patterns: ["/p/{id}.html", "/p/a.html"], url: "/p/a.html", winner: "/p/a.html"),
        Case(patterns: ["/p/{id}.html", "/p/a.html"], url: "/p/b.html", winner: "/p/{id}.html", parameters: ["id": "b"]),
        Case(patterns: ["/p/:x", "/p/{id}.html"], url: "/p/a.html", winner: "/p/{id}.html", parameters: ["id": "a"]),
        // Mixed beats typed capture; typed beats untyped.
        Case(patterns: ["/p/{id:int}", "/p/{id}.html"], url: "/p/12.html", winner: "/p/{id}.html", parameters: ["id": "12"]),
        Case(patterns: ["/p/{id:int}", "/p/{id}.html"], url: "/p/12", winner: "/p/{id:int}", parameters: ["id": "12"]),
        Case(patterns: ["/p/:x", "/p/{id:int}"], url: "/p/12", winner: "/p/{id:int}", parameters: ["id": "12"]),
        Case(patterns: ["/p/:x", "/p/{id:int}"], url: "/p/ab", winner: "/p/:x", parameters: ["x": "ab"]),
        // Typed captures: int, then double, uuid, bool, then custom converters by name.
        Case(patterns: ["/n/{x:double}", "/n/{x:int}"], url: "/n/3", winner: "/n/{x:int}", parameters: ["x": "3"]),
        Case(patterns: ["/n/{x:double}", "/n/{x:int}"], url: "/n/3.5", winner: "/n/{x:double}", parameters: ["x": "3.5"]),
        Case(patterns: ["/n/{x:bool}", "/n/{x:double}"], url: "/n/1", winner: "/n/{x:double}", parameters: ["x": "1"]),
        Case(patterns: ["/u/{x:bool}", "/u/{x:uuid}"], url: "/u/E621E1F8-C36C-495A-93FC-0C247A3E6E5F", winner: "/u/{x:uuid}",
             parameters: ["x": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"]),
        Case(patterns: ["/t/{x:tab}", "/t/{x:bool}"], url: "/t/yes", winner: "/t/{x:bool}", parameters: ["x": "yes"]),
        Case(patterns: ["/t/{x:tab}", "/t/{x:bool}"], url: "/t/home", winner: "/t/{x:tab}", parameters: ["x": "home"]),
        Case(patterns: ["/t/{x:tab}", "/t/:y"], url: "/t/home", winner: "/t/{x:tab}", parameters: ["x": "home"]),
        // A capture beats `*`, left to right.
        Case(patterns: ["/a/*/c", "/a/:x/:z"], url: "/a/1/c", winner: "/a/:x/:z", parameters: ["x": "1", "z": "c"]),
        Case(patterns: ["/a/**", "/a/*"], url: "/a/b", winner: "/a/*"),
        Case(patterns: ["/a/**", "/a/*"], url: "/a/b/c", winner: "/a/**"),
        // A route that ends where the path ends beats `**` taking nothing.
        Case(patterns: ["/a/**", "/a"], url: "/a", winner: "/a"),
        Case(patterns: ["/a/**"], url: "/a", winner: "/a/**"),
        // Backtracking.
        Case(patterns: ["/a/b/c", "/a/:x/d"], url: "/a/b/d", winner: "/a/:x/d", parameters: ["x": "b"]),
        Case(patterns: ["/a/{x:int}/y", "/a/:x/z"], url: "/a/1/z", winner: "/a/:x/z", parameters: ["x": "1"]),
        Case(patterns: ["/a/b/c", "/a/*/d", "/a/**"], url: "/a/b/e", winner: "/a/**"),
        Case(patterns: ["/a/{n}.json/x", "/a/{n:int}/y"], url: "/a/1/y", winner: "/a/{n:int}/y", parameters: ["n": "1"]),
        // Mixed segments: more literal characters, then a longer literal prefix, then code-point order.
        Case(patterns: ["/f/{n}.gz", "/f/{n}.tar.gz"], url: "/f/a.tar.gz", winner: "/f/{n}.tar.gz", parameters: ["n": "a"]),
        Case(patterns: ["/f/{n}.gz", "/f/{n}.tar.gz"], url: "/f/b.gz", winner: "/f/{n}.gz", parameters: ["n": "b"]),
        Case(patterns: ["/f/{a}-x", "/f/x-{a}"], url: "/f/x-y-x", winner: "/f/x-{a}", parameters: ["a": "y-x"]),
        Case(patterns: ["/f/{a}b{c}", "/f/{a}a{c}"], url: "/f/xaybz", winner: "/f/{a}a{c}", parameters: ["a": "x", "c": "ybz"]),
        // Inside a mixed segment each capture takes the shortest text that lets the rest match.
        Case(patterns: ["/api/v{major:int}.{minor:int}"], url: "/api/v1.2", winner: "/api/v{major:int}.{minor:int}",
             parameters: ["major": "1", "minor": "2"]),
        Case(patterns: ["/api/v{major:int}.{minor:int}"], url: "/api/v1.2.3", winner: nil),
        Case(patterns: ["/api/v{major:int}.{minor}"], url: "/api/v10.2.3", winner: "/api/v{major:int}.{minor}",
             parameters: ["major": "10", "minor": "2.3"]),
        Case(patterns: ["/{a}-{b}"], url: "/x-y-z", winner: "/{a}-{b}", parameters: ["a": "x", "b": "y-z"]),
        Case(patterns: ["/u/user-{id}"], url: "/u/user-", winner: nil),
        Case(patterns: ["/p/:id.html"], url: "/p/a.b.html", winner: "/p/:id.html", parameters: ["id": "a.b"]),
        Case(patterns: ["/p/:id.html"], url: "/p/.html", winner: nil),
        Case(patterns: ["/p/{id}é{n:int}"], url: "/p/aéé7", winner: "/p/{id}é{n:int}", parameters: ["id": "aé", "n": "7"]),
        // Captures decode; literals match decoded text.
        Case(patterns: ["/a%20b/:x"], url: "/a b/c%2Fd", winner: "/a%20b/:x", parameters: ["x": "c/d"]),
        // Scheme routes first, then scheme-less ones; scheme patterns only match their scheme.
        Case(patterns: ["/user/:id", "app://user/:id"], url: "app://user/1", winner: "app://user/:id", parameters: ["id": "1"]),
        Case(patterns: ["/user/:id", "app://user/:id"], url: "other://user/1", winner: "/user/:id", parameters: ["id": "1"]),
        Case(patterns: ["/user/:id", "app://user/:id"], url: "/user/1", winner: "/user/:id", parameters: ["id": "1"]),
        Case(patterns: ["app://user/:id"], url: "/user/1", winner: nil),
        Case(patterns: ["app://user/:id"], url: "other://user/1", winner: nil),
        Case(patterns: ["app://user/x", "/user/:id"], url: "app://user/y", winner: "/user/:id", parameters: ["id": "y"]),
        Case(patterns: ["APP://User/:id"], url: "app://USER/7", winner: "APP://User/:id", parameters: ["id": "7"]),
        Case(patterns: ["app://"], url: "app://", winner: "app://"),
        Case(patterns: ["/"], url: "/", winner: "/"),
        Case(patterns: ["app:user/:id"], url: "app://user/3", winner: "app:user/:id", parameters: ["id": "3"]),
        // Paths are case-sensitive by default.
        Case(patterns: ["/a/B"], url: "/a/b", winner: nil),
        // A scheme-less pattern's first segment meets the URL's lower-cased authority as written.
        Case(patterns: ["/User/:id"], url: "app://User/1", winner: nil),
        Case(patterns: ["/user/:id"], url: "app://User/1", winner: "/user/:id", parameters: ["id": "1"]),
        Case(patterns: ["/User/:id"], url: "/User/1", winner: "/User/:id", parameters: ["id": "1"]),
        // `:` inside a segment is literal text unless a name follows it.
        Case(patterns: ["app://localhost:8080/:page"], url: "app://LOCALHOST:8080/home", winner: "app://localhost:8080/:page",
             parameters: ["page": "home"]),
        Case(patterns: ["/t/10:30"], url: "/t/10:30", winner: "/t/10:30"),
        // Captures of one shape at one position are one candidate; the names belong to each route.
        Case(patterns: ["/a/:x/:z", "/a/:y/c"], url: "/a/1/c", winner: "/a/:y/c", parameters: ["y": "1"]),
        Case(patterns: ["/a/:x/:z", "/a/:y/c"], url: "/a/1/d", winner: "/a/:x/:z", parameters: ["x": "1", "z": "d"]),
        Case(patterns: ["/p/{a}.html/x", "/p/{b}.html/y"], url: "/p/q.html/y", winner: "/p/{b}.html/y", parameters: ["b": "q"]),
        // A URL with a `://` later in the path is data, and an int that does not fit is not an int.
        Case(patterns: ["/open/**"], url: "/open/https://x.com/a", winner: "/open/**"),
        Case(patterns: ["/n/{x:int}", "/n/:y"], url: "/n/99999999999999999999", winner: "/n/:y",
             parameters: ["y": "99999999999999999999"]),
    ]

    @Test(arguments: precedence)
    func mostSpecificRouteWins(_ test: Case) throws {
        for patterns in [test.patterns, test.patterns.reversed()] {
            let router = try Self.router(patterns)
            if let winner = test.winner {
                let match = try router.resolve(test.url)
                #expect(match.pattern.text == winner, "registered as \(patterns)")
                #expect(match.parameters.path == test.parameters)
                #expect(router.canOpen(test.url))
            } else {
                #expect(throws: RouteError(.notFound, "no route matches \(test.url)")) { try router.resolve(test.url) }
                #expect(!router.canOpen(test.url))
            }
        }
    }

    @Test func catchAllRemainderIsTheRestAsWritten() throws {
        let router = try Self.router(["/files/**", "app://docs/:id/**"])
        #expect(try router.resolve("/files/a%20b//c/").remainder == "a%20b/c")
        #expect(try router.resolve("/files").remainder == "")
        #expect(try router.resolve("app://docs/7/x/Y").remainder == "x/Y")
        #expect(try router.resolve("app://docs/7").remainder == "")
        #expect(try router.resolve("/files/x?y=1").parameters.query == [QueryItem(name: "y", value: "1")])
    }

    @Test func routeWithoutRemainderHasNilRemainder() throws {
        let router = try Self.router(["/a/:x"])
        #expect(try router.resolve("/a/b").remainder == nil)
    }

    // MARK: Web hosts

    @Test func universalLinkOnWebHostReachesSchemelessRouteByItsPath() throws {
        let router = try Self.router(["/p/:id"], options: RouterOptions(webHosts: ["Shop.Example.com", "localhost:8080"]))
        #expect(try router.resolve("https://shop.example.com/p/1").parameters.path == ["id": "1"])
        #expect(try router.resolve("HTTP://SHOP.example.COM/p/2").parameters.path == ["id": "2"])
        #expect(try router.resolve("http://localhost:8080/p/3").parameters.path == ["id": "3"])
        #expect(!router.canOpen("shop.example.com/p/4"), "a path-only URL has no web host")
        for url in ["https://evil.com/p/1", "http://localhost/p/1", "https://shop.example.com.evil.com/p/1", "ftp://shop.example.com/p/1"] {
            #expect(!router.canOpen(url), "\(url)")
        }
    }

    @Test func webHostSchemeRouteBeatsSchemelessRoute() throws {
        let router = try Self.router(
            ["/p/:id", "https://shop.example.com/p/{id:int}"], options: RouterOptions(webHosts: ["shop.example.com"]))
        #expect(try router.resolve("https://shop.example.com/p/1").pattern.text == "https://shop.example.com/p/{id:int}")
        #expect(try router.resolve("https://shop.example.com/p/x").pattern.text == "/p/:id")
        #expect(try router.resolve("shop://p/x").pattern.text == "/p/:id")
    }

    // MARK: Case

    @Test func caseInsensitiveRouterFoldsLiteralsButNotCaptures() throws {
        let router = try Self.router(["/User/:name", "/f/{n}.HTML"], options: RouterOptions(caseInsensitive: true))
        #expect(try router.resolve("/USER/Ann").parameters.path == ["name": "Ann"])
        #expect(try router.resolve("/F/Page.html").parameters.path == ["n": "Page"])
        let sensitive = try Self.router(["/User/:name"])
        #expect(!sensitive.canOpen("/user/Ann"))
    }

    /// An upper-case authority is lower-cased, and under a case-insensitive router so are the
    /// path's keys, whichever scanner reads the URL (plain ASCII or percent-encoded).
    @Test func upperCaseAuthorityAndPathUnderCaseInsensitiveRouter() throws {
        let router = try Self.router(["app://user/profile/:name"], options: RouterOptions(caseInsensitive: true))
        for url in ["app://USER/PROFILE/Ab", "app://user/PROFILE/Ab", "app://USER/profile/Ab", "app://US%45R/Profile/Ab"] {
            #expect(try router.match(url)?.parameters.path == ["name": "Ab"], "\(url)")
        }
        let sensitive = try Self.router(["app://user/profile/:name"])
        #expect(try sensitive.match("app://USER/profile/Ab")?.parameters.path == ["name": "Ab"])
        #expect(try sensitive.match("app://USER/PROFILE/Ab") == nil)
    }

    // MARK: Conflicts

    static let conflicts: [(String, String)] = [
        ("/a/:x", "/a/{y}"),
        ("/a/*", "/a/:x"),
        ("/a/b", "/a/b/"),
        ("/a//b", "/a/b"),
        ("/search", "/search?sort=x"),
        ("/a/{x:string}", "/a/:y"),
        ("/p/{a}.html", "/p/:b.html"),
        ("/a/{x:int}", "/a/{y:int}?z=1"),
        ("app://U/x", "app://u/x"),
        ("APP://u/x", "app://u/x"),
        ("/files/**", "/files/**?x"),
        ("app://", "app:"),
    ]

    @Test(arguments: conflicts)
    func patternsMatchingTheSameURLsConflict(_ first: String, _ second: String) throws {
        let router = try Self.router([first])
        let error = #expect(throws: RouteError.self) { try router.register(second) { _ in } }
        #expect(error?.code == .conflict)
        #expect(error?.message == "\"\(second)\" matches exactly the same URLs as \"\(first)\", registered earlier")
        #expect(router.registrations.map(\.pattern.text) == [first])
    }

    @Test func caseInsensitiveRouterRejectsPatternsDifferingInCase() throws {
        let router = try Self.router(["/a/b"], options: RouterOptions(caseInsensitive: true))
        #expect(throws: RouteError(.conflict, "\"/A/B\" matches exactly the same URLs as \"/a/b\", registered earlier", pattern: "/A/B")) {
            try router.register("/A/B") { _ in }
        }
        #expect(try Self.router(["/a/b", "/A/B"]).registrations.count == 2)
    }

    static let distinct: [(String, String)] = [
        ("/a/:x", "/a/{x:int}"),
        ("app://a", "/a"),
        ("/a/*", "/a/**"),
        ("/a/:x", "/a/:x/b"),
        ("/p/{a}.html", "/p/{a:int}.html"),
        ("/p/{a}.html", "/p/{a}.htm"),
        ("app://", "/"),
        ("/a/{x:int}", "/a/{x:double}"),
    ]

    @Test(arguments: distinct)
    func patternsMatchingDifferentURLsCoexist(_ first: String, _ second: String) throws {
        let router = try Self.router([first, second])
        #expect(router.registrations.map(\.pattern.text) == [first, second])
    }

    // MARK: Ancestor fallback

    @Test func ancestorFallbackTakesTheLongestMatchingPrefix() throws {
        let router = try Self.router(["app://abc", "/a/b", "app://a"], options: RouterOptions(ancestorFallback: true))
        let deep = try router.resolve("app://abc/d%2Fe/f")
        #expect(deep.pattern.text == "app://abc")
        #expect(deep.remainder == "d%2Fe/f")
        let longest = try router.resolve("app://a/b/c")
        #expect(longest.pattern.text == "/a/b")
        #expect(longest.remainder == "c")
        #expect(try router.resolve("app://a/x").pattern.text == "app://a")
    }

    @Test func ancestorFallbackPrefersSchemeRoutesAtEqualLength() throws {
        let router = try Self.router(["/abc", "app://abc"], options: RouterOptions(ancestorFallback: true))
        #expect(try router.resolve("app://abc/d").pattern.text == "app://abc")
        #expect(try router.resolve("other://abc/d").pattern.text == "/abc")
    }

    @Test func emptySchemeRouteIsTheAncestorOfEverythingUnderItsScheme() throws {
        let router = try Self.router(["app://"], options: RouterOptions(ancestorFallback: true))
        let match = try router.resolve("app://x/y")
        #expect(match.pattern.text == "app://")
        #expect(match.remainder == "x/y")
        #expect(!router.canOpen("other://x/y"))
    }

    @Test func ancestorFallbackIsOffByDefaultAndPerCall() throws {
        let router = try Self.router(["app://abc"])
        #expect(!router.canOpen("app://abc/d"))
        #expect(throws: RouteError(.notFound, "no route matches app://abc/d")) { try router.resolve("app://abc/d") }
        #expect(try router.resolve(RouteRequest(url: "app://abc/d", ancestorFallback: true)).remainder == "d")

        let fallback = try Self.router(["app://abc"], options: RouterOptions(ancestorFallback: true))
        #expect(fallback.canOpen("app://abc/d"))
        #expect(!fallback.canOpen(RouteRequest(url: "app://abc/d", ancestorFallback: false)))
        #expect(fallback.canOpen(RouteRequest(url: "app://abc", ancestorFallback: false)))
        #expect(throws: RouteError.self) { try fallback.resolve(RouteRequest(url: "app://abc/d", ancestorFallback: false)) }
    }

    @Test func malformedURLsCannotBeOpened() throws {
        let router = try Self.router(["/a/:x"])
        #expect(!router.canOpen("/a/%ZZ"))
        #expect(!router.canOpen(""))
        #expect(throws: RouteError(.invalidURL, "invalid percent-encoding \"%ZZ\" in the path at column 4")) {
            try router.resolve("/a/%ZZ")
        }
    }

    /// Routes registered in any order give the same answers.
    @Test func registrationOrderNeverChangesTheAnswer() throws {
        let patterns = ["/a/b/c", "/a/:x/c", "/a/*/d", "/a/**", "/a/{n:int}/c", "/a/{n}.json", "/a/v{n:int}", "/:s/b/:t", "app://a/b/:x"]
        let urls = ["/a/b/c", "/a/x/c", "/a/1/c", "/a/q/d", "/a/z.json", "/a/v2", "/q/b/r", "app://a/b/c", "app://a/b/x", "/a/b/c/d"]
        let reference = try Self.router(patterns)
        let expected = urls.map { (try? reference.resolve($0))?.pattern.text }
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<20 {
            let router = try Self.router(patterns.shuffled(using: &generator))
            #expect(urls.map { (try? router.resolve($0))?.pattern.text } == expected)
        }
        #expect(expected == ["/a/b/c", "/a/:x/c", "/a/{n:int}/c", "/a/*/d", "/a/{n}.json", "/a/v{n:int}", "/:s/b/:t",
                             "app://a/b/:x", "app://a/b/:x", "/a/**"])
    }
}

extension MatchingTests {
    /// Hostile URLs through routers with every kind of segment, with and without case folding
    /// and fallback: matching, reading parameters and remainders never crashes (debug builds
    /// check every buffer access), and whatever matches gives back well-formed parameters.
    @Test func hostileURLsThroughTheMatcherNeverCrash() throws {
        let patterns = ["app://", "app://user/:id", "app://user/{id:int}/posts/:post", "/p/{id}.html", "/api/v{major:int}.{minor:int}",
                        "/files/**", "/a/*/c", "/u/user-{id}", "APP://Caf%C3%A9/{x:uuid}", "/t/{x:tab}", "/{a}-{b}", "/x/é/:y"]
        var generator = SeededGenerator(seed: 0xF022)
        let alphabet: [Character] = ["a", "U", "1", "/", "/", "?", "#", "&", "=", ":", ".", "-", "%", "2", "F", "C", "3", "é",
                                     "日", " ", "@", "\\", "{", "}", "*", "\u{1}", "~", "+"]
        let prefixes = ["app://", "APP://", "/", "https://shop.example.com/", "app:", "x://", ""]
        var matched = 0
        for options in [RouterOptions(), RouterOptions(ancestorFallback: true, caseInsensitive: true, webHosts: ["shop.example.com"])] {
            let router = try Self.router(patterns, options: options)
            for _ in 0..<3_000 {
                let length = Int.random(in: 0...30, using: &generator)
                let url = prefixes.randomElement(using: &generator)!
                    + String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
                guard let match = try? router.match(url) else { continue }
                matched += 1
                let parameters = match.parameters
                #expect(parameters.names.count >= match.pattern.parameterNames.count, "\(url)")
                #expect(parameters.path.values.allSatisfy { !$0.isEmpty }, "\(url)")
                _ = match.remainder
                _ = match.url.segments
            }
        }
        #expect(matched > 500)
    }
}
