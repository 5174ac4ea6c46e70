import Foundation
import Testing

/// `junction keys generate` writes the private key readable by its owner only, from the first
/// byte, and never replaces a key file unless told to.
@Suite struct KeysCommandTests {
    static func directory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("junction-keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    static func mode(_ url: URL) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
    }

    /// Under `umask 000` a file made with the default mode would be readable and writable by
    /// everyone: the key file is 0600 all the same, and it is the only file ever made there.
    @Test func theKeyIsOwnerOnlyUnderAnOpenUmask() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", #"umask 000 && exec "$0" keys generate --kid k -o k.jwk >/dev/null"#, try #require(JunctionBinary.url).path]
        shell.currentDirectoryURL = directory
        try shell.run()
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 0)
        #expect(try Self.mode(directory.appendingPathComponent("k.jwk")) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["k.jwk"])
    }

    /// Regression: an existing key file was replaced without a word.
    @Test func anExistingFileIsKeptUnlessForced() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("k.jwk")
        try Data("the old key\n".utf8).write(to: file)
        let refused = try JunctionBinary.run(["keys", "generate", "--kid", "k", "-o", "k.jwk"], in: directory)
        #expect(refused.stderr == "error: k.jwk exists; pass --force to replace it\n")
        #expect(refused.stdout == "")
        #expect(refused.status == 2)
        #expect(try String(contentsOf: file, encoding: .utf8) == "the old key\n")

        let forced = try JunctionBinary.run(["keys", "generate", "--kid", "k", "-o", "k.jwk", "--force"], in: directory)
        #expect(forced.status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix(#"{"kty":"OKP","crv":"Ed25519","kid":"k""#))
        #expect(try Self.mode(file) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["k.jwk"])
    }

    /// A symbolic link where the key goes is not followed: the key is not written through it.
    @Test func aLinkInTheKeysPlaceIsNotFollowed() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("k.jwk").path, withDestinationPath: "elsewhere.jwk")
        let refused = try JunctionBinary.run(["keys", "generate", "--kid", "k", "-o", "k.jwk"], in: directory)
        #expect(refused.status == 2)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("elsewhere.jwk").path))
    }
}
