import Foundation
import Testing

/// Every command that reads a map refuses one that lint finds errors in, the same way: lint's
/// error lines on standard error (all of them, `file:line:column: error: message`), a line
/// that counts them, nothing on standard output, and status 2. A map without errors is read.
@Suite struct BrokenMapCommandTests {
    static let broken = "Examples/RouteMaps/broken.yaml"

    /// Each command that reads a map, with what it needs besides the map.
    static let commands: [[String]] = [
        ["routes", broken], ["graph", broken], ["docs", broken], ["compile", broken],
        ["generate", "swift", broken], ["resolve", "--map", broken, "shop://home"],
        ["aasa", broken, "--app-id", "ABCDE12345.com.example.shop"],
        [
            "android", broken, "--package", "com.example.shop", "--cert-sha256", Array(repeating: "AB", count: 32).joined(separator: ":"),
            "--output-dir", androidOutput,
        ],
    ]

    /// Where `android` writes its two files for the map without errors.
    static let androidOutput: String = {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("junction-android-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.path
    }()

    /// What lint says of the map, less its warnings and its summary.
    static func lintErrors() throws -> String {
        let lint = try JunctionBinary.run(["lint", broken])
        #expect(lint.status == 1)
        let errors = lint.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 10)
        return errors.joined(separator: "\n") + "\n"
    }

    @Test(arguments: commands)
    func aMapWithErrorsIsRefusedWithLintsErrors(arguments: [String]) throws {
        let result = try JunctionBinary.run(arguments)
        #expect(result.stdout == "")
        #expect(result.stderr == (try Self.lintErrors()) + "\(Self.broken): the map has 10 errors; junction lint lists them with its warnings\n")
        #expect(result.status == 2)
    }

    @Test(arguments: commands)
    func aMapWithoutErrorsIsRead(arguments: [String]) throws {
        let shop = arguments.map { $0 == Self.broken ? "Examples/RouteMaps/shop.yaml" : $0 }
        let result = try JunctionBinary.run(shop)
        #expect(result.status == 0, "\(shop): \(result.stderr)")
        // `android` writes files; every other command prints what it made.
        #expect(shop.first == "android" ? FileManager.default.fileExists(atPath: Self.androidOutput + "/assetlinks.json") : result.stdout != "")
    }

    /// A converter the app adds is named with `--converter` to every command alike.
    @Test func aConverterTheAppAddsIsNamedToEveryCommand() throws {
        let map = FileManager.default.temporaryDirectory.appendingPathComponent("converter-\(UUID().uuidString).json")
        try Data(#"{"schemes": ["shop"], "routes": [{"name": "a", "pattern": "shop://a/{x:hex}", "handler": "h"}]}"#.utf8).write(to: map)
        defer { try? FileManager.default.removeItem(at: map) }
        let refused = try JunctionBinary.run(["routes", map.path])
        #expect(refused.stderr.hasPrefix("\(map.path):1:59: error: bad pattern \"shop://a/{x:hex}\": unknown converter \"hex\"\n"))
        #expect(refused.status == 2)
        let read = try JunctionBinary.run(["routes", "--converter", "hex", map.path])
        #expect(read.status == 0)
        #expect(read.stdout.contains("{x:hex} [capture: hex]"))
    }
}

extension BrokenMapCommandTests {
    /// lint reads past a key no mapping knows, so one pass gives every such key and every other
    /// problem of the map, each at its place, with a near name where there is one.
    @Test func lintReportsEveryProblemInOnePass() throws {
        let map = FileManager.default.temporaryDirectory.appendingPathComponent("several-\(UUID().uuidString).yaml")
        try Data("""
            schemes: [shop]
            routes:
              - name: a
                pattern: shop://a
                page: A
                presentaton: push
              - name: b
                pattern: shop://b/{id:Int}
                page: B
                parent: hom
              - name: c
                pattern: shop://c
                pgae: C
              - name: home
                pattern: shop://home
                page: Home

            """.utf8).write(to: map)
        defer { try? FileManager.default.removeItem(at: map) }
        let result = try JunctionBinary.run(["lint", map.path])
        let keys = #""name", "pattern", "patterns", "page", "handler", "exposure", "tags", "presentation", "parent", "tab", "redirect", "description", "attributes", "web", "disabled", "minAppVersion", "maxAppVersion", "caseInsensitive", "hosts", "schemes""#
        #expect(result.stdout == """
            \(map.path):6:5: error: unknown key "presentaton" in a route (did you mean "presentation"?); expected one of \(keys)
            \(map.path):8:14: error: bad pattern "shop://b/{id:Int}": unknown converter "Int"; did you mean "int"?
            \(map.path):10:13: error: parent "hom" of route "b" is not a route in this map; did you mean "home"?
            \(map.path):11:5: error: route "c" has no page, handler, redirect or web URL
            \(map.path):13:5: error: unknown key "pgae" in a route; expected one of \(keys)
            1 file: 5 errors, 0 warnings

            """)
        #expect(result.status == 1)
    }
}
