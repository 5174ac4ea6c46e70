import Foundation
import Testing

/// Issue 5: `junction lint` and `junction resolve --map`, run as built, on the example maps.
@Suite struct RouteMapCommandTests {
    static func run(_ arguments: [String]) throws -> CommandResult {
        try JunctionBinary.run(arguments, in: JunctionBinary.packageRoot)
    }

    @Test func theExampleMapLintsCleanInEveryFormat() throws {
        let result = try Self.run(["lint", "Examples/RouteMaps/shop.json", "Examples/RouteMaps/shop.yaml", "Examples/RouteMaps/shop.plist"])
        #expect(result.stdout == "3 files: 0 errors, 0 warnings\n")
        #expect(result.status == 0)
    }

    @Test func theBrokenMapShowsEveryDiagnostic() throws {
        let result = try Self.run(["lint", "Examples/RouteMaps/broken.yaml"])
        #expect(result.stdout == #"""
            Examples/RouteMaps/broken.yaml:12:14: error: "shop://product/{sku:int}" matches exactly the same URLs as "shop://product/{id:int}" of route "product" (line 7)
            Examples/RouteMaps/broken.yaml:14:11: error: route name "home" is already used by route "home" (line 4)
            Examples/RouteMaps/broken.yaml:18:14: error: bad pattern "shop://search/{q:colour}": unknown converter "colour"
            Examples/RouteMaps/broken.yaml:24:42: error: default "first" of attribute "page" is not a valid int
            Examples/RouteMaps/broken.yaml:25:28: error: unknown attribute type "colour"; expected string, int, double, bool, uuid or a converter the app adds
            Examples/RouteMaps/broken.yaml:26:9: warning: attribute "size" is required but has a default, so it is never missing; drop one
            Examples/RouteMaps/broken.yaml:30:13: error: parents form a cycle: a -> b -> a
            Examples/RouteMaps/broken.yaml:38:13: error: parent "nowhere" of route "orphan" is not a route in this map
            Examples/RouteMaps/broken.yaml:41:15: error: redirect "shop://gone/{id}" of route "old" reaches no route
            Examples/RouteMaps/broken.yaml:44:15: error: redirects loop: ping -> pong -> ping
            Examples/RouteMaps/broken.yaml:50:15: error: redirect "shop://product/{id}" needs "id", which route "broken-redirect" does not always have
            Examples/RouteMaps/broken.yaml:51:5: warning: route "promo" can be opened from outside the app but has no description
            1 file: 10 errors, 2 warnings

            """#)
        #expect(result.status == 1)
    }

    @Test func lintPrintsJSONLines() throws {
        let result = try Self.run(["lint", "--format", "json", "Examples/RouteMaps/broken.yaml"])
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 12)
        #expect(lines.first == #"{"file":"Examples/RouteMaps/broken.yaml","line":12,"column":14,"keyPath":"routes[2].patterns[0]","severity":"error","message":"\"shop://product/{sku:int}\" matches exactly the same URLs as \"shop://product/{id:int}\" of route \"product\" (line 7)"}"#)
        #expect(lines.last == #"{"file":"Examples/RouteMaps/broken.yaml","line":51,"column":5,"keyPath":"routes[13]","severity":"warning","message":"route \"promo\" can be opened from outside the app but has no description"}"#)
        #expect(result.status == 1)
    }

    @Test func unreadableFilesAreErrorsAndLintGoesOn() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("junction-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"{"routes": [{"name": "a", "pattern": "/a",}]}"#.utf8).write(to: directory.appendingPathComponent("bad.json"))
        try Data("<plist><dict><key>routes</key><string>x</string></dict></plist>".utf8).write(to: directory.appendingPathComponent("bad.plist"))
        let result = try JunctionBinary.run(["lint", "--format", "json", "bad.json", "missing.yaml", "bad.plist", "notes.txt"], in: directory)
        // A relative path is read from the working directory, which the message shows.
        let missing = "cannot read the file \(directory.path)/missing.yaml (relative to the working directory): no such file or directory"
        #expect(result.stdout == #"""
            {"file":"bad.json","line":1,"column":43,"keyPath":"","severity":"error","message":"expected a key after ',', found '}'"}
            {"file":"missing.yaml","line":null,"column":null,"keyPath":"","severity":"error","message":"\#(missing)"}
            {"file":"bad.plist","line":null,"column":null,"keyPath":"routes","severity":"error","message":"expected a list for \"routes\", found a string"}
            {"file":"notes.txt","line":null,"column":null,"keyPath":"","severity":"error","message":"unknown route map format; name the file .json, .yaml, .yml or .plist"}

            """#)
        #expect(result.status == 1)
    }

    @Test func lintUsageErrors() throws {
        let none = try Self.run(["lint"])
        #expect(none.stderr.contains("error: give at least one route map file"))
        #expect(none.status == 2)
        let converter = try Self.run(["lint", "--converter", "int", "Examples/RouteMaps/shop.json"])
        #expect(converter.stderr.contains(#"bad converter name "int""#))
        #expect(converter.status == 2)
    }

    @Test func resolveUsesAMapWithItsExposureAndHosts() throws {
        let result = try Self.run([
            "resolve", "--map", "Examples/RouteMaps/shop.yaml", "--source", "universal-link",
            "https://shop.example.com/p/12?tab=reviews", "shop://checkout", "shop://help/returns/how",
        ])
        #expect(result.stdout == #"""
            https://shop.example.com/p/12?tab=reviews
              route:      /p/{id:int}
              parameters: id=12, tab=reviews
            shop://checkout
              error:      notAllowed: "shop://checkout" opens only from inside the app, not from universal-link (shop://checkout)
            shop://help/returns/how
              route:      shop://help/**
              parameters: (none)
              remainder:  "returns/how"

            """#)
        #expect(result.status == 1)
    }

    /// Runs `junction` in a directory of its own holding `map` as `m.json`.
    static func run(_ arguments: [String], withMap map: String) throws -> CommandResult {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("junction-map-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(map.utf8).write(to: directory.appendingPathComponent("m.json"))
        return try JunctionBinary.run(arguments, in: directory)
    }

    static let attributesMap = #"""
        {"routes": [{"name": "p", "pattern": "app://p/:id", "page": "P", "attributes": [
          {"name": "sku", "required": true}, {"name": "count", "type": "int", "default": 1}]}]}
        """#

    /// A map route whose attributes refuse the URL is still reached: `matched` is true and
    /// `pattern` names it, with what the URL gave and the error opening it would throw.
    @Test func aRouteWhoseAttributesRefuseTheURLIsReachedWithTheError() throws {
        let urls = ["app://p/1?count=3", "app://p/1?sku=A&count=x", "app://p/1?sku=A", "app://q"]
        let json = try Self.run(["resolve", "--format", "json", "--map", "m.json"] + urls, withMap: Self.attributesMap)
        #expect(json.stdout == #"""
            {"url":"app://p/1?count=3","matched":true,"pattern":"app://p/:id","parameters":{},"path":{"id":"1"},"query":{"count":["3"]},"remainder":null,"error":{"code":"missingParameter","message":"missing parameter \"sku\" (expected text)"}}
            {"url":"app://p/1?sku=A&count=x","matched":true,"pattern":"app://p/:id","parameters":{},"path":{"id":"1"},"query":{"sku":["A"],"count":["x"]},"remainder":null,"error":{"code":"invalidParameter","message":"parameter \"count\" is \"x\"; expected an integer"}}
            {"url":"app://p/1?sku=A","matched":true,"pattern":"app://p/:id","parameters":{"id":"1","sku":"A","count":"1"},"path":{"id":"1"},"query":{"sku":["A"]},"remainder":null,"error":null}
            {"url":"app://q","matched":false,"pattern":null,"parameters":{},"path":{},"query":{},"remainder":null,"error":{"code":"notFound","message":"no route matches app://q"}}

            """#)
        #expect(json.status == 1)
        let text = try Self.run(["resolve", "--map", "m.json"] + urls, withMap: Self.attributesMap)
        #expect(text.stdout == #"""
            app://p/1?count=3
              route:      app://p/:id
              error:      missingParameter: missing parameter "sku" (expected text)
            app://p/1?sku=A&count=x
              route:      app://p/:id
              error:      invalidParameter: parameter "count" is "x"; expected an integer
            app://p/1?sku=A
              route:      app://p/:id
              parameters: id=1, sku=A, count=1
            app://q
              error:      notFound: no route matches app://q

            """#)
        #expect(text.status == 1)
        let opens = try Self.run(["resolve", "--map", "m.json", "app://p/1?sku=A"], withMap: Self.attributesMap)
        #expect(opens.status == 0)
    }

    /// The map's errors, all of them, as lint gives them (BrokenMapCommandTests holds every
    /// command to the same).
    @Test func resolveReportsABrokenMap() throws {
        let result = try Self.run(["resolve", "--map", "Examples/RouteMaps/broken.yaml", "shop://home"])
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 11)
        #expect(lines.first == #"Examples/RouteMaps/broken.yaml:12:14: error: "shop://product/{sku:int}" matches exactly the same URLs as "shop://product/{id:int}" of route "product" (line 7)"#)
        #expect(lines.last == "Examples/RouteMaps/broken.yaml: the map has 10 errors; junction lint lists them with its warnings")
        #expect(result.status == 2)
    }
}

/// Issue 5, part 5: `junction routes`.
@Suite struct RoutesCommandTests {
    static let map = #"""
        {"routes": [
          {"name": "user", "patterns": ["app://user/:id", "/u/{id:int}"], "page": "User", "exposure": ["push"], "description": "d"},
          {"name": "user.posts", "pattern": "app://user/:id/posts", "page": "Posts", "parent": "user", "presentation": "push"},
          {"name": "file", "pattern": "app://files/*/v{major:int}.html", "handler": "files"},
          {"name": "docs", "pattern": "docs://**", "handler": "docs", "exposure": "everywhere", "description": "d"},
          {"name": "old", "pattern": "app://people/:id", "redirect": "app://user/{id}"}
        ]}
        """#

    static func run(_ arguments: [String]) throws -> CommandResult {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("junction-routes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(map.utf8).write(to: directory.appendingPathComponent("app.json"))
        return try JunctionBinary.run(arguments, in: directory)
    }

    @Test func printsTheTreePerSchemeWithSegmentKinds() throws {
        let result = try Self.run(["routes", "app.json"])
        #expect(result.stdout == """
            app://
            ├─ user [literal]
            │  └─ {id} [capture]  → user
            │     └─ posts [literal]  → user.posts
            ├─ files [literal]
            │  └─ * [wildcard]
            │     └─ v{major:int}.html [mixed]  → file
            └─ people [literal]
               └─ {id} [capture]  → old
            docs://
            └─ ** [remainder]  → docs
            / (any scheme)
            └─ u [literal]
               └─ {id:int} [capture: int]  → user

            """)
        #expect(result.status == 0)
    }

    @Test func printsATable() throws {
        let result = try Self.run(["routes", "--table", "app.json"])
        #expect(result.stdout == """
            NAME        PATTERNS                         TARGET         OPENS FROM    SHOWN  PARENT / REDIRECT
            user        app://user/:id /u/{id:int}       page User      in-app, push  -      -
            user.posts  app://user/:id/posts             page Posts     in-app        push   user
            file        app://files/*/v{major:int}.html  handler files  in-app        -      -
            docs        docs://**                        handler docs   everywhere    -      -
            old         app://people/:id                 -              in-app        -      → app://user/{id}

            """)
    }

    @Test func aMissingMapIsAnError() throws {
        let result = try Self.run(["routes", "/nonexistent/nowhere.yaml"])
        #expect(result.stderr == "/nonexistent/nowhere.yaml: error: cannot read the file: no such file or directory\n")
        #expect(result.status == 2)
    }
}

/// Issue 5, part 6: `junction generate swift`.
@Suite struct GenerateCommandTests {
    /// The example map, and names that clash with Swift's own (`string`, `uuid`, a parameter
    /// `query`, keywords): both outputs are compiled into JunctionRouteMapTests.
    @Test(arguments: [("ShopRoutes", "Examples/RouteMaps/shop.yaml"), ("TrickyRoutes", "Tests/Fixtures/tricky-names.json")])
    func theCheckedInGeneratedFilesAreCurrent(typeName: String, map: String) throws {
        let result = try RouteMapCommandTests.run(["generate", "swift", "--type-name", typeName, map])
        let checkedIn = try String(
            contentsOf: JunctionBinary.packageRoot.appendingPathComponent("Tests/JunctionRouteMapTests/Generated/\(typeName).swift"),
            encoding: .utf8)
        #expect(result.stdout == checkedIn)
        #expect(result.status == 0)
    }

    static func generate(_ map: String, _ options: [String] = []) throws -> CommandResult {
        try RouteMapCommandTests.run(["generate", "swift"] + options + ["m.json"], withMap: map)
    }

    @Test func keywordsAreEscapedAndPublicAccessIsWritten() throws {
        let result = try Self.generate(
            #"{"routes": [{"name": "2fa", "pattern": "app://x/{default}/*", "handler": "h", "description": "Two\nlines", "attributes": [{"name": "for", "type": "bool", "default": "yes"}, {"name": "a\"b", "required": true}]}]}"#,
            ["--access", "public"])
        #expect(result.stdout.contains("public enum Routes {"))
        #expect(result.stdout.contains("        /// `2fa`: Two lines\n        public static let _2fa: Swift.String = \"2fa\"\n"))
        #expect(result.stdout.contains("""
                public init(`default`: Swift.String, `for`: Swift.Bool = true, aB: Swift.String, wildcards: [Swift.String]) {
            """))
        #expect(result.stdout.contains(#"            if `for` != true { items.append(Junction.QueryItem(name: "for", value: Swift.String(`for`))) }"#))
        #expect(result.stdout.contains(#"            items.append(Junction.QueryItem(name: "a\"b", value: aB))"#))
        #expect(result.stdout.contains(#"            return try Junction.RoutePattern(Self.pattern).url(["default": `default`], wildcards: wildcards, query: items)"#))
        #expect(result.status == 0)
    }

    @Test func namesThatCollideInSwiftAreErrors() throws {
        let routes = try Self.generate(#"{"routes": [{"name": "a.b", "pattern": "/x", "handler": "h"}, {"name": "a-b", "pattern": "/y", "handler": "h"}]}"#)
        #expect(routes.stderr == "m.json:1:63: error: routes \"a.b\" and \"a-b\" would both be named aB in Swift\n")
        #expect(routes.status == 2)
        let parameters = try Self.generate(#"{"routes": [{"name": "a", "pattern": "/x/:userId", "handler": "h", "attributes": [{"name": "user-id"}]}]}"#)
        #expect(parameters.stderr == "m.json:1:13: error: parameters \"userId\" and \"user-id\" of route \"a\" would both be named userId in Swift\n")
        let access = try Self.generate(#"{"routes": []}"#, ["--access", "open"])
        #expect(access.stderr == "m.json: error: access must be public or internal, not \"open\"\n")
        let names = try Self.generate(#"{"routes": [{"name": "names", "pattern": "/n", "handler": "h"}]}"#)
        #expect(names.stderr == "m.json:1:13: error: route \"names\" would be the type Names in Swift, which holds the route names\n")
        let url = try Self.generate(#"{"routes": [{"name": "a", "pattern": "/a/:url", "handler": "h"}]}"#)
        #expect(url.stderr == "m.json:1:13: error: parameters \"url()\" and \"url\" of route \"a\" would both be named url in Swift\n")
        let keyword = try Self.generate(#"{"routes": []}"#, ["--type-name", "class"])
        #expect(keyword.stderr == "m.json: error: \"class\" is not a Swift type name\n")
        let lenient = try Self.generate(#"{"routes": [{"name": "a", "pattern": "/a", "handler": "h", "attributes": [{"name": "n", "type": "int", "default": "+5"}]}]}"#)
        #expect(lenient.stderr == "m.json:1:115: error: default \"+5\" of attribute \"n\" is not a valid int\n"
            + "m.json: the map has an error; junction lint lists them with its warnings\n")
        let type = try Self.generate(#"{"routes": []}"#, ["--type-name", "My Routes"])
        #expect(type.stderr == "m.json: error: \"My Routes\" is not a Swift type name\n")
    }
}

/// Issue 5, part 7: `junction graph`.
@Suite struct GraphCommandTests {
    @Test func mermaid() throws {
        let result = try RoutesCommandTests.run(["graph", "app.json"])
        #expect(result.stdout == """
            flowchart LR
              r0["user"]
              r1["user.posts"]
              r2["file"]
              r3["docs"]
              r4["old"]
              r0 --> r1
              r4 -. redirect .-> r0

            """)
        #expect(result.status == 0)
    }

    @Test func dot() throws {
        let result = try RoutesCommandTests.run(["graph", "--format", "dot", "app.json"])
        #expect(result.stdout == """
            digraph routes {
              rankdir=LR;
              node [shape=box];
              r0 [label="user"];
              r1 [label="user.posts"];
              r2 [label="file"];
              r3 [label="docs"];
              r4 [label="old"];
              r0 -> r1;
              r4 -> r0 [style=dashed, label="redirect"];
            }

            """)
    }

    /// A map with errors (broken redirects among them) is refused as every command refuses it
    /// (BrokenMapCommandTests); how a graph shows a redirect that reaches no route is the
    /// library's (CatalogOutputCheck+Graphs).
    @Test func anUnknownFormatIsAUsageError() throws {
        let unknown = try RouteMapCommandTests.run(["graph", "--format", "svg", "Examples/RouteMaps/shop.yaml"])
        #expect(unknown.stderr.contains("The value 'svg' is invalid for '--format <format>'"))
        #expect(unknown.status == 2)
    }
}
