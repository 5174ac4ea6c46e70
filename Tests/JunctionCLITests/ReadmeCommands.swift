import Foundation
import Testing

extension JunctionBinary {
    /// The `$ swift run junction ...` commands of the block of the Route maps on the command line
    /// article that starts with `first`, each as its arguments and the output shown after it.
    static func readmeCommands(startingWith first: String) throws -> [(arguments: [String], output: String)] {
        let readme = String(decoding: try Data(contentsOf: packageRoot.appendingPathComponent("Sources/JunctionRouteMapTools/JunctionRouteMapTools.docc/RouteMapsOnTheCommandLine.md")), as: UTF8.self)
        let start = try #require(readme.range(of: "```\n$ swift run junction \(first)"))
        let end = try #require(readme.range(of: "```", range: readme.index(start.lowerBound, offsetBy: 3)..<readme.endIndex))
        let block = readme[readme.index(start.lowerBound, offsetBy: 4)..<end.lowerBound]
        return try block.components(separatedBy: "$ swift run junction ").dropFirst().map { command in
            let newline = try #require(command.firstIndex(of: "\n"))
            return (command[..<newline].split(separator: " ").map(String.init), String(command[command.index(after: newline)...]))
        }
    }
}
