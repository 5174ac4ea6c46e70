import Foundation
import Testing

/// What a developer sees when two routes of one module match the same URLs: the real compiler,
/// run on a file of two such declarations, with the package's built modules and macro plug-in.
@Suite struct DuplicateRoutesCompileTests {
    /// The build's products directory: the one above the test runner holding the plug-in.
    static let products: URL? = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).absoluteURL.standardizedFileURL
        for _ in 0..<8 {
            directory.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("JunctionDeclaredRoutesMacros-tool").path) {
                return directory
            }
        }
        return nil
    }()

    /// Type-checks `source` as a file of a module that imports the declarations; returns what
    /// the compiler printed, with the temporary directory's path left out.
    static func typecheck(_ source: String) throws -> (status: Int32, output: String) {
        let products = try #require(products)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("declared-routes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Routes.swift")
        try Data(source.utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swiftc", "-typecheck", "-swift-version", "6", "-module-name", "Shop", "-I", products.appendingPathComponent("Modules").path,
            "-Xcc", "-fmodule-map-file=\(products.appendingPathComponent("JunctionRouteSection.build/module.modulemap").path)",
            "-Xcc", "-I\(products.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/JunctionRouteSection/include").path)",
            "-load-plugin-executable",
            "\(products.appendingPathComponent("JunctionDeclaredRoutesMacros-tool").path)#JunctionDeclaredRoutesMacros",
            "-diagnostic-style", "llvm", file.path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self).replacingOccurrences(of: directory.path + "/", with: "")
        return (process.terminationStatus, output)
    }

    @Test
    func twoRoutesOfOneModuleWithTheSameURLsAreARedeclarationNamingBoth() throws {
        let result = try Self.typecheck("""
            import Junction
            import JunctionDeclaredRoutes

            @Route("shop://product/{id:int}", name: "product")
            func productPage(_ context: RouteContext) {}

            @Route("shop://product/{n:int}")
            func dealPage(_ context: RouteContext) {}
            """)
        #expect(result.status != 0)
        // The expansions' files are in a directory of the compiler's choosing: keep their names.
        let lines = result.output.split(separator: "\n").filter { $0.contains("error:") || $0.contains("note:") }.map { line in
            line.range(of: "@__swiftmacro_").map { String(line[$0.lowerBound...]) } ?? String(line)
        }
        #expect(lines == [
            "@__swiftmacro_4Shop8dealPage5RoutefMp_.swift:1:6: error: invalid redeclaration of "
                + "'twoRoutesOfThisModuleMatchTheSameURLs(shop://product/{:int}:)'",
            "Routes.swift:7:1: note: in expansion of macro 'Route' on global function 'dealPage' here",
            "@__swiftmacro_4Shop11productPage5RoutefMp_.swift:1:6: note: "
                + "'twoRoutesOfThisModuleMatchTheSameURLs(shop://product/{:int}:)' previously declared here",
        ])
    }
}
