import ArgumentParser
import Foundation
import JunctionRemoteMaps
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// `junction keys`: keys that sign route maps.
struct KeysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys", abstract: "Make keys that sign route maps.",
        discussion: HelpExample.text("junction keys generate --kid routes-2026 -o routes-2026.jwk"), subcommands: [Generate.self, KeySet.self])

    /// `junction keys generate --kid K -o PRIVATE.jwk`.
    struct Generate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write a new Ed25519 private key as a JWK and print its public key.",
            discussion: """
                The private key is written to a new file, readable by its owner only from its \
                first byte (an existing file is left alone unless --force), and never printed; \
                keep it on the server side. The public key is printed as a JWK, to add \
                to the key set the app ships.

                \(HelpExample.text("junction keys generate --kid routes-2026 -o routes-2026.jwk"))
                """)

        @Option(help: "The key id that signed maps name in their header.")
        var kid: String

        @Option(name: .shortAndLong, help: "Where to write the private key (a new file: an existing one is not replaced).")
        var output: String

        @Flag(help: "Replace the file named by --output if it exists.")
        var force = false

        func validate() throws {
            guard !kid.isEmpty else { throw ValidationError("--kid must not be empty") }
        }

        func run() throws {
            let key = SigningKey(generatingWithID: kid)
            try PrivateKeyFile.save(key.privateJSON + "\n", to: output, replacing: force)
            print(key.publicKey.json)
        }
    }
}

extension KeysCommand {
    /// `junction keys set`: the key set an app ships, and `verify --keys` reads.
    struct KeySet: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "set",
            abstract: "Make the key set an app trusts from keys.",
            discussion: """
                Reads each key file: a private key as `keys generate` writes it gives its public \
                key, a public key (as `keys generate` prints it) is taken as it is. Writes the \
                JWK Set {"keys": [...]} of the public keys, never a private one, to --output or \
                to standard output. Two keys with the same id are an error.

                \(HelpExample.text("junction keys set routes-2026.jwk -o keys.jwks"))
                """)

        @Argument(help: "The key files (.jwk), private or public.")
        var files: [String] = []

        @Option(name: .shortAndLong, help: "Write the key set to this file instead of standard output.")
        var output: String?

        func validate() throws {
            guard !files.isEmpty else { throw ValidationError("give at least one key file") }
        }

        func run() throws {
            let keys = try files.map { path in
                try readKeyFile(path, what: "the key") { data throws(RemoteMapError) in
                    // A private key has "d"; its public half is what the app trusts.
                    if let privateKey = try? SigningKey(json: data) { return privateKey.publicKey }
                    return try JSONWebKey(json: data)
                }
            }
            let set: JSONWebKeySet
            do throws(RemoteMapError) {
                set = try JSONWebKeySet(keys)
            } catch {
                throw CommandError(description: "error: \(error.message)")
            }
            if let output { try OutputFile.write(set.json + "\n", to: output) } else { print(set.json) }
        }
    }
}

/// Writes a private key readable and writable by its owner only from its first byte: the file
/// is created by `open` with `O_CREAT | O_EXCL` and mode 0600, so no other user can open it
/// while it is written, whatever the umask. An existing file is never replaced in place: with
/// `replacing`, the key goes to a new file beside it, which is then renamed over it.
enum PrivateKeyFile {
    static func save(_ text: String, to path: String, replacing: Bool) throws {
        guard replacing else {
            do {
                return try create(path, text)
            } catch let error as OpenFailure {
                throw CommandError(description: error.code == EEXIST
                    ? "error: \(path) exists; pass --force to replace it" : "error: cannot write \(path): \(error.reason)")
            }
        }
        let directory = (path as NSString).deletingLastPathComponent
        let temporary = (directory.isEmpty ? "." : directory) + "/.\((path as NSString).lastPathComponent).\(UUID().uuidString).tmp"
        do {
            try create(temporary, text)
        } catch let error as OpenFailure {
            throw CommandError(description: "error: cannot write \(temporary): \(error.reason)")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw CommandError(description: "error: cannot write \(path): \(reason)")
        }
    }

    /// Why `open` refused to create a file.
    struct OpenFailure: Error {
        let code: Int32
        var reason: String { String(cString: strerror(code)) }
    }

    /// Creates `path`, which must not exist, with mode 0600, and writes `text` to it.
    ///
    /// - Throws: ``OpenFailure`` when the file cannot be created; `CommandError` when it cannot
    ///   be written (it is then removed).
    private static func create(_ path: String, _ text: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw OpenFailure(code: errno)
        }
        // The descriptor is ours to write; FileHandle writes all of it and says why it could not.
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        do {
            defer { try? handle.close() }
            try handle.write(contentsOf: Data(text.utf8))
            try handle.synchronize()
        } catch {
            unlink(path)
            throw CommandError(description: "error: cannot write \(path): \(error.localizedDescription)")
        }
    }
}
