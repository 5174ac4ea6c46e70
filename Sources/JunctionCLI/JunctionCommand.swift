import ArgumentParser
import Foundation
import Junction

/// The `junction` command: tools for Junction routes. `JunctionCLIMain` runs it; the commands
/// are a library of their own so that the tests can import them.
package struct JunctionCommand: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "junction",
        abstract: "Tools for Junction routes.",
        version: version,
        subcommands: [
            ResolveCommand.self, LintCommand.self, RoutesCommand.self, GenerateCommand.self, CompileCommand.self, GraphCommand.self, DemoCommand.self,
            AASACommand.self, AndroidCommand.self, DocsCommand.self,
            KeysCommand.self, SignCommand.self, VerifyCommand.self,
        ])

    package init() {}

    /// The version `junction --version` prints: the name of the release's tag, which
    /// `Scripts/release` sets here when it tags (docs/RELEASING.md). A build between releases
    /// prints the release it follows; SwiftPM gives a build no git information to say more.
    package static let version = "0.1.0"

    /// Runs a subcommand; usage errors, bad patterns and conflicts exit with status 2
    /// (CLI.md), unmatched URLs with 1.
    package static func main() async {
        do {
            var command = try parseAsRoot()
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch let error as ExitCode {
            exit(withError: error)
        } catch {
            if exitCode(for: error) == .success { exit(withError: error) }
            if let message = SubcommandSuggestion.message(for: Array(CommandLine.arguments.dropFirst()), root: self) {
                FileHandle.standardError.write(Data((message + "\n").utf8))
                exit(withError: ExitCode(2))
            }
            let message = switch error {
            case let error as CommandError: error.description
            case let error as RouteError: "error: \(error)"
            default: fullMessage(for: error)
            }
            FileHandle.standardError.write(Data((message + "\n").utf8))
            exit(withError: ExitCode(2))
        }
    }
}

/// A failure of a command that is not a usage error, printed as it is, without the usage text.
struct CommandError: Error, CustomStringConvertible {
    let description: String
}
