import Foundation
import Testing

/// The transcript of the remote maps article (make a key, sign a map, check it as the app
/// would), run as shown in a folder of its own: each command prints what the article shows.
@Suite struct RemoteMapsArticleCommandsTests {
    static let article = "Sources/JunctionRemoteMaps/JunctionRemoteMaps.docc/JunctionRemoteMaps.md"

    /// Each `$ swift run junction ...` command of the transcript (a line ending in ` \` goes on
    /// the next), as its arguments and the output shown after it.
    static func commands() throws -> [(arguments: [String], output: String)] {
        let text = try String(contentsOf: JunctionBinary.packageRoot.appendingPathComponent(article), encoding: .utf8)
        let start = try #require(text.range(of: "```\n$ swift run junction keys generate"))
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        let block = (text[text.index(start.lowerBound, offsetBy: 4)..<end.lowerBound] + "\n").replacingOccurrences(of: " \\\n    ", with: " ")
        return try block.components(separatedBy: "$ swift run junction ").dropFirst().map { command in
            let newline = try #require(command.firstIndex(of: "\n"))
            return (command[..<newline].split(separator: " ").map(String.init), String(command[command.index(after: newline)...]))
        }
    }

    @Test func theTranscriptRunsAsShown() throws {
        let commands = try Self.commands()
        try #require(commands.map { $0.arguments.first } == ["keys", "keys", "sign", "verify"])
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("junction-remote-article-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let maps = directory.appendingPathComponent("Examples/RouteMaps")
        try FileManager.default.createDirectory(at: maps, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: JunctionBinary.packageRoot.appendingPathComponent("Examples/RouteMaps/shop.json"), to: maps.appendingPathComponent("shop.json"))

        // The public key, whose `x` the article shows as "…".
        let key = try JunctionBinary.run(commands[0].arguments, in: directory)
        #expect(key.status == 0, "\(key.stderr)")
        let shown = commands[0].output.components(separatedBy: "…")
        try #require(shown.count == 2)
        #expect(key.stdout.hasPrefix(shown[0]) && key.stdout.hasSuffix(shown[1]) && key.stdout.count > shown[0].count + shown[1].count)
        // Then the key set the app ships (`keys set`), the map signed, and checked as the app would.
        for (arguments, output) in commands.dropFirst() {
            let result = try JunctionBinary.run(arguments, in: directory)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(result.stdout == output, "\(arguments)")
        }
    }
}
