import Foundation
import Testing

/// A page map that says where its pages live, and patterns with optional groups, run through
/// the built `junction`.
@Suite struct PageMapCommandTests {
    static func run(_ arguments: [String]) throws -> CommandResult {
        try JunctionBinary.run(arguments, in: JunctionBinary.packageRoot)
    }

    @Test func thePageMapLintsClean() throws {
        let result = try Self.run(["lint", "Examples/RouteMaps/CCPageMap.plist"])
        #expect(result.stdout == "1 file: 0 errors, 0 warnings\n")
        #expect(result.status == 0)
    }

    @Test func thePageMapsLinkOpensItsPageWithTheAttributesDefaults() throws {
        let result = try Self.run([
            "resolve", "--map", "Examples/RouteMaps/CCPageMap.plist",
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

    /// Each `$ swift run junction ...` of the README's page map block, run, prints what the
    /// README shows after it.
    @Test func theREADMEShowsThePageMapCommandsAsPrinted() throws {
        let commands = try JunctionBinary.readmeCommands(startingWith: "lint Examples/RouteMaps/CCPageMap.plist\n")
        #expect(commands.count == 2)
        for command in commands {
            let result = try Self.run(command.arguments)
            #expect(result.stdout == command.output, "\(command.arguments)")
        }
    }

    @Test func resolveShowsAPatternWithGroupsAsWritten() throws {
        let result = try Self.run(["resolve", "--json", "--pattern", "shop://user/:id(/posts(/{page:int}))", "shop://user/7", "shop://user/7/posts/2"])
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
