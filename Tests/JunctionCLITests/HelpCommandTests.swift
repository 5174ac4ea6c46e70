import Foundation
import Testing

@testable import JunctionCLI

/// `junction --version`, and the example in each subcommand's help, which runs as shown
/// against the repository's `Examples/`.
@Suite struct HelpCommandTests {
    /// Each subcommand, the example its help shows, and the exit status the example ends with.
    /// In order: `keys set` and `sign` use the key `keys generate` wrote, `verify` the key set
    /// and the map they wrote.
    static let examples: [(command: [String], example: String, status: Int32)] = [
        (["resolve"], "junction resolve --map Examples/RouteMaps/shop.yaml shop://product/42", 0),
        // broken.yaml has errors: lint says so with status 1.
        (["lint"], "junction lint Examples/RouteMaps/shop.yaml Examples/RouteMaps/broken.yaml", 1),
        (["routes"], "junction routes --table Examples/RouteMaps/shop.yaml", 0),
        (["generate"], "junction generate swift --type-name ShopRoutes Examples/RouteMaps/shop.yaml", 0),
        (["generate", "swift"], "junction generate swift --type-name ShopRoutes Examples/RouteMaps/shop.yaml", 0),
        (["graph"], "junction graph --format dot Examples/RouteMaps/shop.yaml", 0),
        (["compile"], "junction compile -o routes.json Examples/RouteMaps/shop.yaml", 0),
        (["demo"], "junction demo --interactive", 0),
        (["aasa"], "junction aasa Examples/RouteMaps/shop.yaml --app-id ABCDE12345.com.example.shop", 0),
        (["android"], "junction android Examples/RouteMaps/shop.yaml --package com.example.shop --cert-sha256 14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5", 0),
        (["docs"], "junction docs --format html -o routes.html Examples/RouteMaps/shop.yaml", 0),
        (["keys"], "junction keys generate --kid routes-2026 -o routes-2026.jwk", 0),
        (["keys", "generate"], "junction keys generate --kid routes-2026 -o routes-2026.jwk", 0),
        (["keys", "set"], "junction keys set routes-2026.jwk -o keys.jwks", 0),
        (
            ["sign"],
            "junction sign Examples/RouteMaps/shop.json --key routes-2026.jwk --map-version 3 --expires 2100-01-01 --app com.example.shop -o shop.jws",
            0
        ),
        (["verify"], "junction verify shop.jws --keys keys.jwks --app com.example.shop --min-version 2", 0),
    ]

    /// The example in a help text: the lines under `Example:` up to the next blank line, each
    /// without its indentation and its ` \` (the shell's continuation), joined by spaces.
    static func example(in help: String) -> String? {
        exampleLines(in: help).map { lines in
            lines.map { line in
                let text = line.trimmingCharacters(in: .whitespaces)
                return text.hasSuffix(" \\") ? String(text.dropLast(2)) : text
            }.joined(separator: " ")
        }
    }

    /// The lines under `Example:`, as printed.
    static func exampleLines(in help: String) -> [String]? {
        guard let start = help.range(of: "Example:\n") else { return nil }
        let rest = help[start.upperBound...]
        let end = rest.range(of: "\n\n")?.lowerBound ?? rest.endIndex
        return rest[..<end].split(separator: "\n").map(String.init)
    }

    @Test func versionPrintsTheVersion() throws {
        let result = try JunctionBinary.run(["--version"])
        #expect(result.stdout == JunctionCommand.version + "\n")
        #expect(result.stderr == "")
        #expect(result.status == 0)
    }

    @Test(arguments: examples.map(\.command)) func everySubcommandsHelpShowsAnExample(command: [String]) throws {
        let result = try JunctionBinary.run(command + ["--help"])
        #expect(result.status == 0)
        let expected = try #require(Self.examples.first { $0.command == command }).example
        #expect(Self.example(in: result.stdout) == expected)
    }

    /// At 80 columns no example is wrapped in the middle of its command: every line but the
    /// last ends with the shell's continuation, and no line reaches the 80th column (but the
    /// one that holds a single word too long for any line, a certificate's fingerprint).
    @Test(arguments: examples.map(\.command)) func examplesFitEightyColumns(command: [String]) throws {
        let result = try JunctionBinary.run(command + ["--help"], environment: ["COLUMNS": "80"])
        let lines = try #require(Self.exampleLines(in: result.stdout))
        #expect(lines.dropLast().allSatisfy { $0.hasSuffix(" \\") }, "\(lines)")
        #expect(lines.allSatisfy { $0.count < 80 || !$0.contains(" ") }, "\(lines)")
        #expect(Self.example(in: result.stdout) == Self.examples.first { $0.command == command }?.example)
    }

    @Test func everyExampleRunsAsShown() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("junction-examples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(
            at: JunctionBinary.packageRoot.appendingPathComponent("Examples"), to: directory.appendingPathComponent("Examples"))
        for (command, example, status) in Self.examples {
            if command == ["keys"] { continue }  // the same example as `keys generate`, which writes the key
            let arguments = example.split(separator: " ").dropFirst().map(String.init)
            let result = try JunctionBinary.run(arguments, in: directory)
            #expect(result.status == status, "\(example): \(result.stderr)")
            #expect(result.reason == .exit)
            if command == ["keys", "set"] {
                // The key set holds the public key `keys generate` printed, and no private part.
                let set = try String(contentsOf: directory.appendingPathComponent("keys.jwks"), encoding: .utf8)
                #expect(set.hasPrefix(#"{"keys":[{"kty":"OKP","crv":"Ed25519","kid":"routes-2026","x":""#))
                #expect(!set.contains(#""d""#))
            }
        }
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("routes.html").path))
        let verified = try JunctionBinary.run(["verify", "shop.jws", "--keys", "keys.jwks", "--app", "com.example.shop"], in: directory)
        #expect(verified.stdout == "3\n")
    }
}
