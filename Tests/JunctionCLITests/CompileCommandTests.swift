import Foundation
import Testing

/// `junction compile`, run as built: the JSON it writes, that it resolves URLs as its source
/// does, and a map it cannot read refused as `resolve --map` refuses it.
@Suite struct CompileCommandTests {
    static func run(_ arguments: [String], in directory: URL = JunctionBinary.packageRoot) throws -> CommandResult {
        try JunctionBinary.run(arguments, in: directory)
    }

    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("junction-compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func aPageMapCompilesToRoutesWithTheirPatterns() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let yaml = """
            # Pages of an app, with where they live.
            scheme: cc
            host: page.cc
            betSsq:
              class: CCViewController
              attributes:
                - {name: CCType, default: 1, required: true}
                - {name: title, value: "Lotto \\"7\\"", description: Shown on top}
            """
        try Data(yaml.utf8).write(to: directory.appendingPathComponent("pages.yaml"))
        let result = try Self.run(["compile", "pages.yaml"], in: directory)
        #expect(result.stdout == #"""
            {
              "version": 1,
              "schemes": [
                "cc"
              ],
              "routes": [
                {
                  "name": "betSsq",
                  "pattern": "cc://page.cc/betSsq",
                  "page": "CCViewController",
                  "attributes": [
                    {
                      "name": "CCType",
                      "type": "int",
                      "default": "1"
                    },
                    {
                      "name": "title",
                      "default": "Lotto \"7\"",
                      "description": "Shown on top"
                    }
                  ]
                }
              ]
            }

            """#)
        #expect(result.stderr == "")
        #expect(result.status == 0)
    }

    /// Every example map: the JSON written resolves URLs exactly as the source does.
    @Test(arguments: ["shop.yaml", "shop.plist", "shop.json"])
    func theJSONWrittenResolvesAsItsSource(name: String) throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = JunctionBinary.packageRoot.appendingPathComponent("Examples/RouteMaps/\(name)").path
        let compiled = directory.appendingPathComponent("routes.json").path
        let written = try Self.run(["compile", "-o", compiled, source])
        #expect(written.stdout == "" && written.stderr == "" && written.status == 0)
        let urls = ["shop://home", "shop://product/42?tab=reviews", "shop://product/x", "shop://search?q=boots", "shop://item/7", "https://shop.example.com/c/shoes"]
        for origin in ["internal", "push", "universal-link"] {
            let before = try Self.run(["resolve", "--format", "json", "--source", origin, "--map", source] + urls)
            let after = try Self.run(["resolve", "--format", "json", "--source", origin, "--map", compiled] + urls)
            #expect(after.stdout == before.stdout)
            #expect(after.status == before.status)
        }
        // Compiling the JSON written changes nothing.
        let again = try Self.run(["compile", compiled])
        #expect(again.stdout == (try String(contentsOfFile: compiled, encoding: .utf8)))
    }

    @Test func aMapThatCannotBeReadIsRefusedAsResolveRefusesIt() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"{"routes": [{"name": "a", "pattern": "/a/{id:int", "page": "A"}]}"#.utf8).write(to: directory.appendingPathComponent("bad.json"))
        let compiled = try Self.run(["compile", "bad.json"], in: directory)
        let resolved = try Self.run(["resolve", "--map", "bad.json", "/a/1"], in: directory)
        #expect(compiled.stdout == "")
        #expect(compiled.stderr == resolved.stderr)
        #expect(compiled.stderr == "bad.json:1:38: error: bad pattern \"/a/{id:int\": '{' is never closed at column 4\n")
        #expect(compiled.status == 2)
    }

    /// Each `$ swift run junction ...` of the article's compile block, run in order in a copy of
    /// the examples, prints what the article shows after it.
    @Test func theArticleShowsTheCompileCommandsAsPrinted() throws {
        let commands = try JunctionBinary.readmeCommands(startingWith: "compile ")
        #expect(commands.count == 2)
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Examples"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: JunctionBinary.packageRoot.appendingPathComponent("Examples/RouteMaps"), to: directory.appendingPathComponent("Examples/RouteMaps"))
        for command in commands {
            let result = try Self.run(command.arguments, in: directory)
            #expect(result.stdout == command.output, "\(command.arguments)")
            #expect(result.status == 0)
        }
    }

    @Test func anOutputThatCannotBeWrittenIsRefused() throws {
        let result = try Self.run(["compile", "-o", "/nonexistent/dir/routes.json", "Examples/RouteMaps/shop.yaml"])
        #expect(result.stderr == "error: cannot write /nonexistent/dir/routes.json: the folder /nonexistent/dir does not exist\n")
        #expect(result.status == 2)
    }
}
