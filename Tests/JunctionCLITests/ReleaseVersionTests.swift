import Foundation
import Testing

@testable import JunctionCLI

/// `junction --version` prints `JunctionCommand.version`, which `Scripts/release` keeps equal to
/// the release's tag (docs/RELEASING.md): SwiftPM gives a build no git information, so the
/// version is a constant, and this is what keeps it honest.
@Suite struct ReleaseVersionTests {
    /// Runs git with `arguments`; `nil` when git cannot run here or fails (no git, not a
    /// repository: a copy of the package from an archive).
    static func git(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) -> (output: String, status: Int32)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }

    /// The newest of `tags` that is a version (`1.2.3` or `v1.2.3`), without its `v`.
    static func newestVersion(of tags: [String]) -> String? {
        let versions = tags.compactMap { tag -> [Int]? in
            let parts = (tag.hasPrefix("v") ? tag.dropFirst() : Substring(tag)).split(separator: ".", omittingEmptySubsequences: false)
            let numbers = parts.compactMap { Int($0) }
            return parts.count == 3 && numbers.count == 3 ? numbers : nil
        }
        return versions.max { $0.lexicographicallyPrecedes($1) }.map { $0.map(String.init).joined(separator: ".") }
    }

    @Test func theNewestVersionIsChosenByNumbersNotText() {
        #expect(Self.newestVersion(of: ["0.9.0", "v0.10.0", "0.2.1", "nightly", "1.0", "0.10.0-beta"]) == "0.10.0")
        #expect(Self.newestVersion(of: ["docs-2026"]) == nil)
    }

    /// Fails when a release was tagged without setting the version (or the version was set
    /// without a tag): the newest tag, if the repository has any, is what `--version` prints;
    /// before the first tag, a version marked `-dev`.
    @Test func theVersionIsTheNewestTag() throws {
        guard let tags = Self.git(["tag", "--list"], in: JunctionBinary.packageRoot), tags.status == 0 else { return }  // No git.
        guard let newest = Self.newestVersion(of: tags.output.split(separator: "\n").map(String.init)) else {
            // No release tagged yet: the version says so, rather than name a tag no one can install.
            #expect(JunctionCommand.version.hasSuffix("-dev"))
            #expect(try JunctionBinary.run(["--version"]).stdout == JunctionCommand.version + "\n")
            return
        }
        #expect(JunctionCommand.version == newest)
        #expect(try JunctionBinary.run(["--version"]).stdout == newest + "\n")
    }

    /// The script, in a repository of its own: the version line set, a commit, a tag.
    @Test func theReleaseScriptSetsTheVersionCommitsAndTags() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("junction-release-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = "Sources/JunctionCLI/JunctionCommand.swift"
        for path in ["Scripts/release", source, "JunctionRouteMap.podspec.json"] {
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent(path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: JunctionBinary.packageRoot.appendingPathComponent(path), to: directory.appendingPathComponent(path))
        }
        let identity = [
            "GIT_AUTHOR_NAME": "Release Test", "GIT_AUTHOR_EMAIL": "release@example.com",
            "GIT_COMMITTER_NAME": "Release Test", "GIT_COMMITTER_EMAIL": "release@example.com",
        ]
        guard Self.git(["init", "-q"], in: directory)?.status == 0 else { return }  // No git here.
        #expect(Self.git(["add", "."], in: directory)?.status == 0)
        #expect(Self.git(["commit", "-q", "-m", "start"], in: directory, environment: identity)?.status == 0)

        let script = directory.appendingPathComponent("Scripts/release")
        let bad = try JunctionBinary.run(["1.2"], in: directory, environment: identity, program: script)
        #expect(bad.stderr == "usage: Scripts/release X.Y.Z (a semantic version, no 'v', as SwiftPM reads tags)\n")
        #expect(bad.status == 2)

        let release = try JunctionBinary.run(["9.8.7"], in: directory, environment: identity, program: script)
        #expect(release.status == 0, "\(release.stderr)")
        let text = try String(contentsOf: directory.appendingPathComponent(source), encoding: .utf8)
        #expect(text.contains("    static let version = \"9.8.7\"\n"))
        // The podspecs too: the pod's version, its tag's and its Junction pods', not Yams'.
        let podspec = try String(contentsOf: directory.appendingPathComponent("JunctionRouteMap.podspec.json"), encoding: .utf8)
        #expect(podspec.components(separatedBy: "\"9.8.7\"").count - 1 == 4)
        #expect(podspec.contains("\"~> 6.2\""))
        #expect(Self.git(["tag", "--list"], in: directory)?.output == "9.8.7\n")
        #expect(Self.git(["log", "-1", "--format=%s"], in: directory)?.output == "Release 9.8.7\n")
        #expect(Self.git(["status", "--porcelain"], in: directory)?.output == "")

        let again = try JunctionBinary.run(["9.8.7"], in: directory, environment: identity, program: script)
        #expect(again.stderr == "error: the tag 9.8.7 exists\n")
        #expect(again.status == 2)
    }
}
