import Foundation
import Testing

/// What tools do with a map (lint, generated Swift, catalogs, graphs, the link files) lives in
/// `JunctionRouteMapTools`, which the `junction` command links and apps do not: no file of
/// `JunctionRouteMap`, the library that loads maps, is a tool's, and no library product but the
/// tools' own depends on the tools, however indirectly.
@Suite struct ToolsOutOfAppsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Words in the name of every tool's file.
    static let toolWords = ["Linter", "Generator", "Catalog", "Graph", "AppSiteAssociation", "Android", "UniversalLink"]

    @Test func theLoadingLibraryHasNoToolFile() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: Self.root.appendingPathComponent("Sources/JunctionRouteMap").path)
        let tools = files.filter { file in
            let name = URL(fileURLWithPath: file).lastPathComponent
            return name.hasSuffix(".swift") && Self.toolWords.contains { name.contains($0) }
        }
        #expect(tools == [])
    }

    /// The package's manifest as `swift package dump-package` prints it, read in a scratch
    /// directory of its own so that it never waits for the build that runs these tests.
    static func manifest() throws -> [String: Any] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("junction-manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--scratch-path", scratch.path, "dump-package"]
        process.currentDirectoryURL = Self.root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "swift package dump-package failed")
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// Each target of the package, by name, with the targets of the package it depends on.
    static func dependencies(in manifest: [String: Any]) -> [String: [String]] {
        var dependencies: [String: [String]] = [:]
        for target in manifest["targets"] as? [[String: Any]] ?? [] {
            guard let name = target["name"] as? String else { continue }
            // `byName` and `target` name a target of this package; `product` another package's.
            dependencies[name] = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
                ((dependency["byName"] ?? dependency["target"]) as? [Any])?.first as? String
            }
        }
        return dependencies
    }

    @Test func noLibraryButTheToolsDependsOnTheTools() throws {
        let manifest = try Self.manifest()
        let dependencies = Self.dependencies(in: manifest)
        #expect(dependencies["JunctionRouteMapTools"] != nil)
        var libraries = 0
        for product in manifest["products"] as? [[String: Any]] ?? [] {
            guard let name = product["name"] as? String, let type = product["type"] as? [String: Any], type["library"] != nil,
                  name != "JunctionRouteMapTools" else { continue }
            libraries += 1
            // Every target the product's targets reach.
            var reached = Set<String>()
            var pending = product["targets"] as? [String] ?? []
            while let target = pending.popLast() {
                guard reached.insert(target).inserted else { continue }
                pending += dependencies[target] ?? []
            }
            #expect(!reached.contains("JunctionRouteMapTools"), "\(name) depends on JunctionRouteMapTools")
        }
        #expect(libraries >= 10)
    }
}
