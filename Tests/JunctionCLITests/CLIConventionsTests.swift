import Foundation
import Testing

/// The conventions every subcommand follows (CLI.md): `-o, --output`, `--version` for the tool,
/// a usage error with the subcommand's own usage, `<map>` named as the usage names it, a
/// suggestion for a mistyped subcommand, and `--source` taking every name a map's exposure takes.
@Suite struct CLIConventionsTests {
    /// A route map with a route exposed to a source of the app's own.
    static let widgetMap = """
        schemes: [shop]
        routes:
          - name: order
            pattern: shop://order/:id
            handler: order
            description: An order, from the widget.
            exposure: [universal-link, widget]
        """

    @Test func aMistypedSubcommandGetsTheNearestName() throws {
        let result = try JunctionBinary.run(["lnt", "Examples/RouteMaps/shop.yaml"])
        #expect(result.stdout == "")
        #expect(result.stderr == """
            error: unknown subcommand 'lnt'; did you mean 'lint'?
            Usage: junction <subcommand>
              See 'junction --help' for more information.

            """)
        #expect(result.status == 2)
    }

    @Test func aMistypedNestedSubcommandGetsTheNearestName() throws {
        let result = try JunctionBinary.run(["keys", "genrate", "--kid", "k"])
        #expect(result.stderr == """
            error: unknown subcommand 'genrate'; did you mean 'generate'?
            Usage: junction keys <subcommand>
              See 'junction keys --help' for more information.

            """)
        #expect(result.status == 2)
    }

    @Test func aWordNearNoSubcommandGetsTheList() throws {
        let result = try JunctionBinary.run(["xyzzy"])
        #expect(result.stderr == """
            error: unknown subcommand 'xyzzy'; the subcommands are resolve, lint, routes, generate, compile, graph, demo, aasa, android, docs, keys, sign, verify
            Usage: junction <subcommand>
              See 'junction --help' for more information.

            """)
        #expect(result.status == 2)
    }

    @Test func signVersionIsTheToolsVersion() throws {
        let tool = try JunctionBinary.run(["--version"])
        let sign = try JunctionBinary.run(["sign", "--version"])
        #expect(sign.stdout == tool.stdout)
        #expect(sign.stderr == "")
        #expect(sign.status == 0)
        let help = try JunctionBinary.run(["sign", "--help"]).stdout
        #expect(help.contains("  --map-version <map-version>\n"))
        #expect(!help.contains("--version <"))
    }

    @Test(arguments: [["sign"], ["keys", "generate"]]) func theOutputOptionHasItsLongName(command: [String]) throws {
        let help = try JunctionBinary.run(command + ["--help"], environment: ["COLUMNS": "80"]).stdout
        #expect(help.contains("\n  -o, --output <output>"))
    }

    @Test func keysGenerateAndSignWriteWhereOutputSays() throws {
        let directory = try SignedMapCommandTests.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let key = try JunctionBinary.run(["keys", "generate", "--kid", "k", "--output", "k.jwk"], in: directory)
        #expect(key.status == 0)
        let sign = try JunctionBinary.run([
            "sign", "Examples/RouteMaps/shop.json", "--key", "k.jwk", "--map-version", "4", "--expires", "2100-01-01", "--app", "a",
            "--output", "x.jws",
        ], in: directory)
        #expect(sign.stdout == "x.jws: version 4 of Examples/RouteMaps/shop.json for a, signed with k, expires 2100-01-01T00:00:00Z\n")
        #expect(sign.status == 0)
    }

    @Test func signsUsageErrorsPrintSignsUsage() throws {
        let result = try JunctionBinary.run([
            "sign", "Examples/RouteMaps/shop.json", "--key", "k.jwk", "--map-version", "1", "--expires", "2000-01-01", "--app", "a",
            "-o", "x.jws",
        ])
        #expect(result.stderr == """
            error: --expires must be after the time the map is issued
            Usage: junction sign <map> --key <key> --map-version <map-version> --expires <expires> [--issued <issued>] --app <app> [--revoke <revoke> ...] --output <output> [--map-scheme <map-scheme>] [--map-host <map-host>] [--converter <converter> ...]
              See 'junction sign --help' for more information.

            """)
        #expect(result.status == 2)
    }

    @Test(arguments: ["aasa", "android"]) func theMapArgumentIsNamedAsTheUsageNamesIt(command: String) throws {
        let help = try JunctionBinary.run([command, "--help"], environment: ["COLUMNS": "80"]).stdout
        #expect(help.contains("\nARGUMENTS:\n  <map>  "))
        #expect(!help.contains("map-argument"))
    }

    @Test func resolveTakesASourceOfTheAppsOwn() throws {
        let map = try TemporaryFile(named: "widget.yaml", contents: Self.widgetMap)
        defer { map.remove() }
        let result = try JunctionBinary.run(["resolve", "--map", map.path, "--source", "widget", "shop://order/7"])
        #expect(result.stdout == """
            shop://order/7
              route:      shop://order/:id
              parameters: id=7

            """)
        #expect(result.stderr == "")
        #expect(result.status == 0)
    }

    /// A misspelled source is taken, as the map would take it, and said to reach nothing exposed.
    @Test func resolveWarnsAboutASourceNoRouteNames() throws {
        let map = try TemporaryFile(named: "widget.yaml", contents: Self.widgetMap)
        defer { map.remove() }
        let result = try JunctionBinary.run(["resolve", "--map", map.path, "--source", "widgt", "shop://order/7"])
        #expect(result.stderr == "warning: no route is exposed to \"widgt\"; it reaches only routes exposed everywhere\n")
        #expect(result.stdout == """
            shop://order/7
              error:      notAllowed: "shop://order/:id" opens only from in-app, universal-link, widget, not from widgt (shop://order/7)

            """)
        #expect(result.status == 1)
    }

    @Test func lintWarnsAboutAnAngleBracketCapture() throws {
        let map = try TemporaryFile(named: "angle.yaml", contents: """
            routes:
              - name: user
                pattern: shop://user/<id>
                page: User
            """)
        defer { map.remove() }
        let result = try JunctionBinary.run(["lint", map.path])
        #expect(result.stdout == """
            \(map.path):3:14: warning: '<id>' is literal text in a pattern; a capture is written '{id}' or ':id' ("shop://user/{id}")
            1 file: 0 errors, 1 warning

            """)
        #expect(result.status == 0)
    }
}

extension CLIConventionsTests {
    /// A file that cannot be written says why: here, the folder it goes in does not exist.
    @Test(arguments: [
        ["compile", "Examples/RouteMaps/shop.yaml", "-o"],
        ["docs", "Examples/RouteMaps/shop.yaml", "-o"],
        ["generate", "swift", "Examples/RouteMaps/shop.yaml", "-o"],
        ["aasa", "Examples/RouteMaps/shop.yaml", "--app-id", "ABCDE12345.com.example.shop", "-o"],
    ])
    func aFileThatCannotBeWrittenSaysWhy(arguments: [String]) throws {
        let folder = "/nonexistent-\(UUID().uuidString)"
        let result = try JunctionBinary.run(arguments + ["\(folder)/out.txt"])
        #expect(result.stderr.hasSuffix("error: cannot write \(folder)/out.txt: the folder \(folder) does not exist\n"))
        #expect(result.status == 2)
    }

    /// `sign` takes the JSON an app downloads, and says how to make it from another format.
    @Test func signSaysHowToMakeTheJSONItSigns() throws {
        let result = try JunctionBinary.run([
            "sign", "Examples/RouteMaps/shop.yaml", "--key", "k.jwk", "--map-version", "1", "--expires", "2100-01-01", "--app", "a",
            "-o", "x.jws",
        ])
        #expect(result.stderr.hasPrefix("error: the map must be JSON (a .json file): a signed map holds the JSON the app downloads; write it with `junction compile Examples/RouteMaps/shop.yaml -o shop.json`, then sign that\n"))
        #expect(result.status == 2)
    }

    /// `resolve --pattern` warns of another router's capture as lint does.
    @Test func resolveWarnsOfAnAngleCaptureAsLintDoes() throws {
        let result = try JunctionBinary.run(["resolve", "--pattern", "shop://user/<id>", "shop://user/42"])
        #expect(result.stderr == "warning: shop://user/<id>: '<id>' is literal text in a pattern; a capture is written '{id}' or ':id' (\"shop://user/{id}\")\n")
        #expect(result.status == 1)
    }
}

extension CLIConventionsTests {
    /// `resolve --json`, the old spelling of `--format json`, works for one release and says so.
    @Test func resolvesOldJSONFlagStillWorksWithAWarning() throws {
        let old = try JunctionBinary.run(["resolve", "--json", "--pattern", "app://a", "app://a"])
        let new = try JunctionBinary.run(["resolve", "--format", "json", "--pattern", "app://a", "app://a"])
        #expect(old.stdout == new.stdout)
        #expect(new.stdout.hasPrefix(#"{"url":"app://a","matched":true"#))
        #expect(old.stderr == "warning: --json is deprecated; write --format json\n")
        #expect(new.stderr == "")
        #expect(old.status == 0)
    }
}

extension CLIConventionsTests {
    /// `android` writes its two files into `--output-dir`; `-o` works for one release and says so.
    @Test func androidWritesIntoItsOutputFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("android-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fingerprint = Array(repeating: "AB", count: 32).joined(separator: ":")
        let arguments = ["android", "Examples/RouteMaps/shop.yaml", "--package", "com.example.shop", "--cert-sha256", fingerprint]
        let new = try JunctionBinary.run(arguments + ["--output-dir", folder.path])
        #expect(new.status == 0)
        #expect(!new.stderr.contains("deprecated"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("assetlinks.json").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("intent-filters.xml").path))
        let old = try JunctionBinary.run(arguments + ["-o", folder.path])
        #expect(old.status == 0)
        #expect(old.stderr.hasSuffix("warning: -o is deprecated for android, which writes two files; write --output-dir\n"))
    }
}
