import ArgumentParser
import Foundation
import JunctionRemoteMaps

/// `junction keys`: keys that sign route maps.
struct KeysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys", abstract: "Make keys that sign route maps.",
        discussion: "Example: junction keys generate --kid routes-2026 -o routes-2026.jwk", subcommands: [Generate.self])

    /// `junction keys generate --kid K -o PRIVATE.jwk`.
    struct Generate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write a new Ed25519 private key as a JWK and print its public key.",
            discussion: """
                The private key is written to the file (readable by its owner only) and never \
                printed; keep it on the server side. The public key is printed as a JWK, to add \
                to the key set the app ships.

                Example: junction keys generate --kid routes-2026 -o routes-2026.jwk
                """)

        @Option(help: "The key id that signed maps name in their header.")
        var kid: String

        @Option(name: .short, help: "Where to write the private key.")
        var output: String

        func validate() throws {
            guard !kid.isEmpty else { throw ValidationError("--kid must not be empty") }
        }

        func run() throws {
            let key = SigningKey(generatingWithID: kid)
            guard FileManager.default.createFile(
                atPath: output, contents: Data((key.privateJSON + "\n").utf8), attributes: [.posixPermissions: 0o600])
            else {
                throw CommandError(description: "error: cannot write \(output)")
            }
            print(key.publicKey.json)
        }
    }
}
