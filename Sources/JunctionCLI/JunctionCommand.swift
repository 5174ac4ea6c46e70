import ArgumentParser
import Foundation
import Junction

/// Runs the `junction` command with the process's arguments and exits: all `JunctionCLIMain`
/// calls.
package func runJunctionCommand() async {
    await JunctionCommand.main()
}

/// The `junction` command: tools for Junction routes. `JunctionCLIMain` runs it; the commands
/// are a library of their own so that the tests can import them.
struct JunctionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "junction",
        abstract: "Tools for Junction routes.",
        version: version,
        subcommands: [
            ResolveCommand.self, LintCommand.self, RoutesCommand.self, GenerateCommand.self, CompileCommand.self, GraphCommand.self, DemoCommand.self,
            AASACommand.self, AndroidCommand.self, DocsCommand.self,
            KeysCommand.self, SignCommand.self, VerifyCommand.self,
        ])

    init() {}

    /// The version `junction --version` prints: the name of the release's tag, which
    /// `Scripts/release` sets here when it tags (docs/RELEASING.md). Until the first release it
    /// is that release's number marked `-dev`, since no tag of it exists to install. A build
    /// between releases prints the release it follows; SwiftPM gives a build no git information
    /// to say more.
    static let version = "0.1.0-dev"

    /// Runs a subcommand; usage errors, bad patterns and conflicts exit with status 2
    /// (CLI.md), unmatched URLs with 1.
    static func main() async {
        do {
            let arguments = Array(CommandLine.arguments.dropFirst())
            if let message = misplacedVersionFlag(in: arguments) { throw ValidationError(message) }
            var command = try parseAsRoot(arguments)
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
            default: lowercasedPrefix(fullMessage(for: error))
            }
            FileHandle.standardError.write(Data((message + "\n").utf8))
            exit(withError: ExitCode(2))
        }
    }
}

extension JunctionCommand {
    /// A usage error's message as every failure of the command begins: `error:`, the compilers'
    /// word, where argument-parser writes `Error:`.
    static func lowercasedPrefix(_ message: String) -> String {
        message.hasPrefix("Error: ") ? "error: " + message.dropFirst("Error: ".count) : message
    }

    /// The usage error for `--version` among a subcommand's arguments (`junction sign … --version
    /// 7`), or `nil`. argument-parser reads `--version` anywhere as the tool's own flag, prints
    /// the version and exits 0, ignoring every other argument: a script that meant a map's
    /// version would go on as if the command had run. Alone, or after a subcommand alone
    /// (`junction sign --version`), it is the tool's version.
    static func misplacedVersionFlag(in arguments: [String]) -> String? {
        let words = arguments.prefix { $0 != "--" }
        let isVersion = { (word: String) in word == "--version" || word.hasPrefix("--version=") }
        guard let subcommand = words.first, !subcommand.hasPrefix("-"), subcommand != "help", words.contains(where: isVersion),
            words.dropFirst().contains(where: { !isVersion($0) }) || arguments.count > words.count
        else { return nil }
        let hint = subcommand == "sign" ? "; the map's version is --map-version" : ""
        return "--version is the tool's own flag (junction --version), not an option of '\(subcommand)'\(hint)"
    }
}

/// A failure of a command that is not a usage error, printed as it is, without the usage text.
struct CommandError: Error, CustomStringConvertible {
    let description: String
}
