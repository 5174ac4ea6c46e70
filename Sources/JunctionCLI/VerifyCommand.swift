import ArgumentParser
import Foundation
import Junction
import JunctionRemoteMaps

/// `junction verify`: whether the app would accept a signed map.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check a signed route map as the app would.",
        discussion: """
            Prints the map's version when it is signed by a key in the set (not revoked), is \
            unexpired, is for the app, and is newer than --min-version. Exit status: 0 then; 1 \
            with the reason on standard error otherwise; 2 for a usage error or an unreadable key \
            set. A key set is {"keys": [...]}, each key a public key as `junction keys generate` \
            prints it.

            Example: junction verify shop.jws --keys keys.jwks --app com.example.shop --min-version 2
            """)

    @Argument(help: "The signed map.")
    var file: String

    @Option(help: "The public keys the app trusts, as a JWK Set.")
    var keys: String

    @Option(help: "The app the map must be for.")
    var app: String

    @Option(name: .customLong("min-version"), help: "The map's version must be above this (the highest the app applied).")
    var minimumVersion: Int?

    func run() throws {
        let set = try readKeyFile(keys, what: "the key set") { data throws(RemoteMapError) in try JSONWebKeySet(json: data) }
        do {
            let token = try Data(contentsOf: URL(fileURLWithPath: file))
            print(try SignedRouteMap(verifying: token, keys: set, app: app, versionAbove: minimumVersion).version)
        } catch let error as RemoteMapError {
            FileHandle.standardError.write(Data("\(DisplayEscaping.escape(file)): error: \(error)\n".utf8))
            throw ExitCode(1)
        } catch {
            FileHandle.standardError.write(Data("\(DisplayEscaping.escape(file)): error: cannot read the file: \(error.localizedDescription)\n".utf8))
            throw ExitCode(1)
        }
    }
}
