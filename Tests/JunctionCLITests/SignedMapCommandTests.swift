import Foundation
import Testing

/// `junction keys generate`, `sign` and `verify`, run as built, as the README shows them.
@Suite struct SignedMapCommandTests {
    /// A fresh directory holding `Examples/RouteMaps/shop.json`, as the README's commands name it.
    static func workspace() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("junction-sign-\(UUID().uuidString)")
        let maps = directory.appendingPathComponent("Examples/RouteMaps")
        try FileManager.default.createDirectory(at: maps, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: JunctionBinary.packageRoot.appendingPathComponent("Examples/RouteMaps/shop.json"),
            to: maps.appendingPathComponent("shop.json"))
        return directory
    }

    /// Generates a key, writes the key set with its public half, and signs the example map.
    static func signed(in directory: URL, version: String = "3", extra: [String] = []) throws -> (key: CommandResult, sign: CommandResult) {
        let key = try JunctionBinary.run(["keys", "generate", "--kid", "routes-2026", "-o", "routes-2026.jwk"], in: directory)
        try Data(#"{"keys": [\#(key.stdout.trimmingCharacters(in: .newlines))]}"#.utf8).write(to: directory.appendingPathComponent("keys.jwks"))
        let sign = try JunctionBinary.run([
            "sign", "Examples/RouteMaps/shop.json", "--key", "routes-2026.jwk", "--map-version", version, "--expires", "2100-01-01",
            "--app", "com.example.shop", "-o", "shop.jws",
        ] + extra, in: directory)
        return (key, sign)
    }

    @Test func theReadmeCommandsSignAndVerifyAMap() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (key, sign) = try Self.signed(in: directory)
        #expect(key.status == 0)
        #expect(key.stdout.hasPrefix(#"{"kty":"OKP","crv":"Ed25519","kid":"routes-2026","x":""#))
        #expect(key.stdout.count == 100)
        let secret = try String(contentsOf: directory.appendingPathComponent("routes-2026.jwk"), encoding: .utf8)
        #expect(secret.hasPrefix(key.stdout.dropLast(3)))
        #expect(secret.contains(#""d":""#))
        #expect(!key.stdout.contains(#""d""#))
        let permissions = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent("routes-2026.jwk").path)[.posixPermissions]
        #expect(permissions as? Int == 0o600)

        #expect(sign.stdout == "shop.jws: version 3 of Examples/RouteMaps/shop.json for com.example.shop, signed with routes-2026, expires 2100-01-01T00:00:00Z\n")
        #expect(sign.status == 0)
        let verify = try JunctionBinary.run(["verify", "shop.jws", "--keys", "keys.jwks", "--app", "com.example.shop", "--min-version", "2"], in: directory)
        #expect(verify.stdout == "3\n")
        #expect(verify.stderr == "")
        #expect(verify.status == 0)
    }

    @Test(arguments: [
        (["--app", "com.example.shop", "--min-version", "3"], "shop.jws: error: replay: version 3 is not newer than version 3, applied already\n"),
        (["--app", "com.example.other"], #"shop.jws: error: wrongApp: the map is for "com.example.shop", not "com.example.other""# + "\n"),
    ])
    func verifyRefusesWithTheReason(_ arguments: [String], _ reason: String) throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try Self.signed(in: directory)
        let verify = try JunctionBinary.run(["verify", "shop.jws", "--keys", "keys.jwks"] + arguments, in: directory)
        #expect(verify.stdout == "")
        #expect(verify.stderr == reason)
        #expect(verify.status == 1)
    }

    /// A server's page map that switches the page manager's page off for apps up to 5.1.9,
    /// verified as apps of each version would, against the bundled map placed as the app places it.
    @Test(arguments: [
        (["--app-version", "5.1.0"], "2\n", ""),
        (["--app-version", "5.2"], "", "pages.jws: error: wrongAppVersion: version 2 is for app versions up to 5.1.9; this app is 5.2\n"),
        ([], "", "pages.jws: error: wrongAppVersion: version 2 is for app versions up to 5.1.9; this app's version is unknown (RemoteMapOptions.appVersion)\n"),
    ])
    func verifyChecksTheAppVersionAndPlacesAPageMapLikeTheBundledOne(_ arguments: [String], _ output: String, _ reason: String) throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(
            at: JunctionBinary.packageRoot.appendingPathComponent("Examples/RouteMaps/CCPageMap.plist"),
            to: directory.appendingPathComponent("CCPageMap.plist"))
        try Data(#"{"maxAppVersion": "5.1.9", "betSsq": {"class": "CCViewController", "disabled": "Closed until 20:00"}}"#.utf8)
            .write(to: directory.appendingPathComponent("pages.json"))
        _ = try Self.signed(in: directory)
        let sign = try JunctionBinary.run([
            "sign", "pages.json", "--key", "routes-2026.jwk", "--map-version", "2", "--expires", "2100-01-01", "--app", "com.example.lottery",
            "--map-scheme", "cc", "--map-host", "page.cc", "-o", "pages.jws",
        ], in: directory)
        #expect(sign.status == 0, "\(sign.stdout)")
        let verify = try JunctionBinary.run([
            "verify", "pages.jws", "--keys", "keys.jwks", "--app", "com.example.lottery", "--bundled", "CCPageMap.plist",
            "--map-scheme", "cc", "--map-host", "page.cc",
        ] + arguments, in: directory)
        #expect(verify.stdout == output)
        #expect(verify.stderr == reason)
        #expect(verify.status == (output.isEmpty ? 1 : 0))
    }

    @Test func verifyRefusesAMapSignedWithAKeyNotInTheSet() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try Self.signed(in: directory)
        let other = try JunctionBinary.run(["keys", "generate", "--kid", "routes-2027", "-o", "other.jwk"], in: directory)
        try Data(#"{"keys": [\#(other.stdout.trimmingCharacters(in: .newlines))]}"#.utf8).write(to: directory.appendingPathComponent("other.jwks"))
        let verify = try JunctionBinary.run(["verify", "shop.jws", "--keys", "other.jwks", "--app", "com.example.shop"], in: directory)
        #expect(verify.stderr == #"shop.jws: error: unknownKey: no trusted key has the id "routes-2026""# + "\n")
        #expect(verify.status == 1)
    }

    @Test func verifyRefusesATamperedMap() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try Self.signed(in: directory)
        let url = directory.appendingPathComponent("shop.jws")
        var bytes = Array(try Data(contentsOf: url))
        let index = bytes.firstIndex(of: UInt8(ascii: "."))! + 40
        bytes[index] = bytes[index] == UInt8(ascii: "A") ? UInt8(ascii: "B") : UInt8(ascii: "A")
        try Data(bytes).write(to: url)
        let verify = try JunctionBinary.run(["verify", "shop.jws", "--keys", "keys.jwks", "--app", "com.example.shop"], in: directory)
        #expect(verify.stderr == #"shop.jws: error: badSignature: the signature does not verify with key "routes-2026""# + "\n")
        #expect(verify.status == 1)
    }

    @Test func verifyRefusesAnExpiredMap() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try JunctionBinary.run(["keys", "generate", "--kid", "old", "-o", "old.jwk"], in: directory)
        let sign = try JunctionBinary.run([
            "sign", "Examples/RouteMaps/shop.json", "--key", "old.jwk", "--map-version", "1", "--issued", "2020-01-01",
            "--expires", "2020-02-01T12:00:00Z", "--app", "com.example.shop", "-o", "old.jws",
        ], in: directory)
        #expect(sign.status == 0)
        let key = try String(contentsOf: directory.appendingPathComponent("old.jwk"), encoding: .utf8)
        let publicKey = key.replacingOccurrences(of: #","d":"[^"]*""#, with: "", options: .regularExpression)
        try Data(#"{"keys": [\#(publicKey)]}"#.utf8).write(to: directory.appendingPathComponent("keys.jwks"))
        let verify = try JunctionBinary.run(["verify", "old.jws", "--keys", "keys.jwks", "--app", "com.example.shop"], in: directory)
        #expect(verify.stderr.hasPrefix("old.jws: error: expired: version 1 expired at 2020-02-01T12:00:00Z; it is now 20"))
        #expect(verify.status == 1)
    }

    @Test(arguments: [
        (["--expires", "soon"], "error: --expires soon is not a date: write YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ\n"),
        (["--expires", "2019-01-01"], "error: --expires must be after the time the map is issued\n"),
    ])
    func signRefusesBadDates(_ arguments: [String], _ message: String) throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try JunctionBinary.run(["keys", "generate", "--kid", "k", "-o", "k.jwk"], in: directory)
        let sign = try JunctionBinary.run(
            ["sign", "Examples/RouteMaps/shop.json", "--key", "k.jwk", "--map-version", "1", "--app", "a", "-o", "x.jws"] + arguments, in: directory)
        #expect(sign.stderr.hasPrefix(message))
        #expect(sign.status == 2)
    }

    /// `--version` is the tool's flag: after a subcommand, argument-parser printed the version
    /// and exited 0, so `sign … --version 7` (the map's version's old spelling) signed nothing
    /// and a script went on as if it had.
    @Test func theToolsVersionFlagAfterASubcommandIsAUsageError() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try JunctionBinary.run(["keys", "generate", "--kid", "routes-2026", "-o", "routes-2026.jwk"], in: directory)
        let sign = try JunctionBinary.run([
            "sign", "Examples/RouteMaps/shop.json", "--key", "routes-2026.jwk", "--version", "7", "--expires", "2100-01-01",
            "--app", "com.example.shop", "-o", "shop.jws",
        ], in: directory)
        #expect(sign.status == 2)
        #expect(sign.stdout == "")
        #expect(sign.stderr.hasPrefix("error: --version is the tool's own flag (junction --version), not an option of 'sign'; the map's version is --map-version\n"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("shop.jws").path))
        let lint = try JunctionBinary.run(["lint", "Examples/RouteMaps/shop.json", "--version"], in: directory)
        #expect(lint.status == 2)
        #expect(lint.stderr.hasPrefix("error: --version is the tool's own flag (junction --version), not an option of 'lint'\n"))
        // Alone, it is the tool's version.
        let version = try JunctionBinary.run(["--version"], in: directory)
        #expect(version.status == 0)
        #expect(!version.stdout.isEmpty)
    }

    @Test func signRefusesAMapWithLintErrors() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"{"routes": [{"name": "a", "pattern": "/a", "page": "A"}, {"name": "b", "pattern": "/a", "page": "B"}]}"#.utf8)
            .write(to: directory.appendingPathComponent("broken.json"))
        _ = try JunctionBinary.run(["keys", "generate", "--kid", "k", "-o", "k.jwk"], in: directory)
        let sign = try JunctionBinary.run(
            ["sign", "broken.json", "--key", "k.jwk", "--map-version", "1", "--expires", "2100-01-01", "--app", "a", "-o", "x.jws"], in: directory)
        #expect(sign.stdout == "")
        #expect(sign.stderr == #"broken.json:1:83: error: "/a" matches exactly the same URLs as "/a" of route "a" (line 1)"# + "\n"
            + "broken.json: the map has an error; junction lint lists them with its warnings\n")
        #expect(sign.status == 2)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("x.jws").path))
    }
}
