import Foundation
import Testing

/// A page map that says where its pages live, and patterns with optional groups, run through
/// the built `junction`.
@Suite struct PageMapCommandTests {
    static func run(_ arguments: [String]) throws -> CommandResult {
        try JunctionBinary.run(arguments, in: JunctionBinary.packageRoot)
    }

    @Test func thePageMapLintsClean() throws {
        let result = try Self.run(["lint", "Examples/RouteMaps/CCPageMapWithHost.plist"])
        #expect(result.stdout == "1 file: 0 errors, 0 warnings\n")
        #expect(result.status == 0)
    }

    @Test func thePageMapsLinkOpensItsPageWithTheAttributesDefaults() throws {
        let result = try Self.run([
            "resolve", "--map", "Examples/RouteMaps/CCPageMapWithHost.plist",
            "cc://page.cc/betSsq", "cc://page.cc/betSsq?CCType=2", "cc://other.cc/betSsq", "/betSsq",
        ])
        #expect(result.stdout == """
            cc://page.cc/betSsq
              route:      cc://page.cc/betSsq
              parameters: CCType=1, playMethod=-1
            cc://page.cc/betSsq?CCType=2
              route:      cc://page.cc/betSsq
              parameters: CCType=2, playMethod=-1
            cc://other.cc/betSsq
              error:      notFound: no route matches cc://other.cc/betSsq
            /betSsq
              error:      notFound: no route matches /betSsq

            """)
        #expect(result.status == 1)
    }

    /// Each `$ swift run junction ...` of the article's page map block, run, prints what the
    /// article shows after it.
    @Test func theArticleShowsThePageMapCommandsAsPrinted() throws {
        let commands = try JunctionBinary.readmeCommands(startingWith: "lint --map-scheme cc --map-host page.cc Examples/RouteMaps/CCPageMap.plist\n")
        #expect(commands.count == 2)
        for command in commands {
            let result = try Self.run(command.arguments)
            #expect(result.stdout == command.output, "\(command.arguments)")
        }
    }

    /// The page manager's map as written names no scheme or host: given on the command line,
    /// as the app gives them in code, every command that reads the map places its pages.
    @Test func theSeedsMapAsWrittenResolvesWithTheSchemeAndHostGiven() throws {
        let result = try Self.run([
            "resolve", "--map", "Examples/RouteMaps/CCPageMap.plist", "--map-scheme", "cc", "--map-host", "page.cc",
            "cc://page.cc/betSsq", "cc://PAGE.CC/betSsq?playMethod=3", "cc://page.cc/betSsq?CCType=abc", "cc://betSsq",
        ])
        #expect(result.stdout == """
            cc://page.cc/betSsq
              route:      cc://page.cc/betSsq
              parameters: CCType=1, playMethod=-1
            cc://PAGE.CC/betSsq?playMethod=3
              route:      cc://page.cc/betSsq
              parameters: playMethod=3, CCType=1
            cc://page.cc/betSsq?CCType=abc
              route:      cc://page.cc/betSsq
              error:      invalidParameter: parameter "CCType" is "abc"; expected an integer
            cc://betSsq
              error:      notFound: no route matches cc://betSsq

            """)
        #expect(result.status == 1)
        let lint = try Self.run(["lint", "--map-scheme", "cc", "--map-host", "page.cc", "Examples/RouteMaps/CCPageMap.plist"])
        #expect(lint.stdout == "1 file: 0 errors, 0 warnings\n")
        #expect(lint.status == 0)
        let table = try Self.run(["routes", "--table", "--map-scheme", "cc", "--map-host", "page.cc", "Examples/RouteMaps/CCPageMap.plist"])
        #expect(table.stdout == """
            NAME    PATTERNS             TARGET                 OPENS FROM  SHOWN  PARENT / REDIRECT
            betSsq  cc://page.cc/betSsq  page CCViewController  in-app      -      -

            """)
        let generated = try Self.run(["generate", "swift", "--map-scheme", "cc", "--map-host", "page.cc", "Examples/RouteMaps/CCPageMap.plist"])
        #expect(generated.stdout.contains("        var cCType: Swift.Int\n"))
        #expect(generated.status == 0)
    }

    @Test func readAloneItsPagesOpenOnlyByPathAndLintSaysSo() throws {
        let lint = try Self.run(["lint", "Examples/RouteMaps/CCPageMap.plist"])
        #expect(lint.stdout == """
            Examples/RouteMaps/CCPageMap.plist: warning: the page map names no "scheme" or "host" and none is given in code, so its pages open only by path: page "betSsq" at "/betSsq", which a link such as "app://betSsq" never reaches (a URL's host is lower-cased); give the scheme and host in code with placingPages(scheme:host:), or with --map-scheme and --map-host
            1 file: 0 errors, 1 warning

            """)
        #expect(lint.status == 0)
        let resolved = try Self.run(["resolve", "--map", "Examples/RouteMaps/CCPageMap.plist", "cc:///betSsq", "cc://betSsq"])
        #expect(resolved.stdout == """
            cc:///betSsq
              route:      /betSsq
              parameters: CCType=1, playMethod=-1
            cc://betSsq
              error:      notFound: no route matches cc://betSsq

            """)
    }

    static let refusedPlaces: [(arguments: [String], stderr: String)] = [
        (["resolve", "--map", "Examples/RouteMaps/shop.yaml", "--map-host", "page.cc", "shop://home"],
         "Examples/RouteMaps/shop.yaml: error: not a page map: a scheme and host given in code are for a page map's pages (page id → class), and this map's routes write their own patterns\n"),
        (["resolve", "--map", "Examples/RouteMaps/CCPageMapWithHost.plist", "--map-scheme", "cc", "--map-host", "other.cc", "cc://page.cc/betSsq"],
         #"Examples/RouteMaps/CCPageMapWithHost.plist: error: the page map says its pages live under scheme "cc" and host "page.cc"; the code gives scheme "cc" and host "other.cc": give the same or leave one out"# + "\n"),
        (["compile", "--map-scheme", "1cc", "--map-host", "page.cc", "Examples/RouteMaps/CCPageMap.plist"],
         #"Examples/RouteMaps/CCPageMap.plist: error: the scheme given in code: "1cc" is not a scheme (a letter, then letters, digits, '+', '-', '.' or '_')"# + "\n"),
    ]

    @Test(arguments: refusedPlaces)
    func aPlaceThatCannotBeGivenExits2WithWhy(arguments: [String], stderr: String) throws {
        let result = try Self.run(arguments)
        #expect(result.stderr == stderr)
        #expect(result.status == 2)
    }

    @Test func aSchemeWithoutAHostIsAUsageError() throws {
        let result = try Self.run(["routes", "--map-scheme", "cc", "Examples/RouteMaps/CCPageMap.plist"])
        #expect(result.stderr.hasPrefix("error: --map-scheme needs --map-host: a page map's pages live under a host\n"))
        #expect(result.status == 2)
    }

    @Test func resolveShowsAPatternWithGroupsAsWritten() throws {
        let result = try Self.run(["resolve", "--format", "json", "--pattern", "shop://user/:id(/posts(/{page:int}))", "shop://user/7", "shop://user/7/posts/2"])
        #expect(result.stdout == #"""
            {"url":"shop://user/7","matched":true,"pattern":"shop://user/:id(/posts(/{page:int}))","parameters":{"id":"7"},"path":{"id":"7"},"query":{},"remainder":null,"error":null}
            {"url":"shop://user/7/posts/2","matched":true,"pattern":"shop://user/:id(/posts(/{page:int}))","parameters":{"id":"7","page":"2"},"path":{"id":"7","page":"2"},"query":{},"remainder":null,"error":null}

            """#)
        #expect(result.status == 0)
    }

    @Test func aBadGroupExits2WithACaretUnderTheColumn() throws {
        let result = try Self.run(["resolve", "--pattern", "/a(/:b)/c", "/a"])
        #expect(result.stderr == """
            error: invalidPattern: an optional group may be followed only by another group or the query at column 8
              /a(/:b)/c
                     ^

            """)
        #expect(result.status == 2)
    }

    @Test func routesShowsThePatternsAGroupStandsFor() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("junction-groups-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"{"routes": [{"name": "posts", "pattern": "app://user/:id(/posts(/{page:int}))", "page": "Posts"}]}"#.utf8)
            .write(to: directory.appendingPathComponent("m.json"))
        let tree = try JunctionBinary.run(["routes", "m.json"], in: directory)
        #expect(tree.stdout == """
            app://
            └─ user [literal]
               └─ {id} [capture]  → posts
                  └─ posts [literal]  → posts
                     └─ {page:int} [capture: int]  → posts

            """)
        let table = try JunctionBinary.run(["routes", "--table", "m.json"], in: directory)
        #expect(table.stdout == """
            NAME   PATTERNS                                                             TARGET      OPENS FROM  SHOWN  PARENT / REDIRECT
            posts  app://user/:id app://user/:id/posts app://user/:id/posts/{page:int}  page Posts  in-app      -      -

            """)
    }
}
