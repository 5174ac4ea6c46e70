import Foundation
import Testing

/// `junction verify` runs the app's checks, so exit 0 means the app applies the map (its
/// bindings and routes in code aside); `junction sign` signs nothing its verifier refuses.
@Suite struct VerifyAsTheAppTests {
    /// A directory with `Tests/Fixtures/remote-maps/verify.jwks` as `keys.jwks` and the signed
    /// map `verify-NAME.jws` as `map.jws`. The fixtures were signed by an independent script
    /// (Python's `cryptography`, a test key derived from its kid; `sign` itself refuses a map
    /// with lint errors), issued 2026-11-24 and expiring 2100-01-01.
    static func signed(_ name: String) throws -> URL {
        let directory = try SignedMapCommandTests.workspace()
        let fixtures = JunctionBinary.packageRoot.appendingPathComponent("Tests/Fixtures/remote-maps")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("verify.jwks"), to: directory.appendingPathComponent("keys.jwks"))
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("verify-\(name).jws"), to: directory.appendingPathComponent("map.jws"))
        return directory
    }

    /// Issue 29, item 9: `verify` printed the version of a map with conflicting routes, which
    /// every app refuses.
    @Test func verifyRefusesAMapWithConflictingRoutes() throws {
        let directory = try Self.signed("conflicting")
        defer { try? FileManager.default.removeItem(at: directory) }
        let verify = try JunctionBinary.run(["verify", "map.jws", "--keys", "keys.jwks", "--app", "com.example.shop"], in: directory)
        #expect(verify.stdout == "")
        #expect(verify.stderr.hasPrefix("map.jws: error: loadFailed: remote route map:"))
        #expect(verify.stderr.contains("matches exactly the same URLs"))
        #expect(verify.status == 1)
    }

    @Test func verifyChecksTheCeilingOfTheBundledMap() throws {
        let directory = try Self.signed("settings-everywhere")
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments = ["verify", "map.jws", "--keys", "keys.jwks", "--app", "com.example.shop"]
        #expect(try JunctionBinary.run(arguments, in: directory).stdout == "5\n")
        let verify = try JunctionBinary.run(arguments + ["--bundled", "Examples/RouteMaps/shop.json"], in: directory)
        #expect(verify.stderr == #"map.jws: error: widensExposure: route "settings" is exposed to everywhere; the app allows remote maps at most in-app"# + "\n")
        #expect(verify.status == 1)
    }

    @Test func verifyRefusesAVersionTooFarAhead() throws {
        let directory = try Self.signed("far-version")
        defer { try? FileManager.default.removeItem(at: directory) }
        let verify = try JunctionBinary.run(
            ["verify", "map.jws", "--keys", "keys.jwks", "--app", "com.example.shop", "--min-version", "3"], in: directory)
        #expect(verify.stderr.hasPrefix("map.jws: error: versionJump: version 9007199254740991 is more than 4294967296 above version 3"))
        #expect(verify.status == 1)
    }

    /// Issue 29, item 11: `sign` signed versions above 2^53 − 1 and times before 1970, which
    /// `verify` then refused.
    @Test(arguments: [
        (["--map-version", "9007199254740992", "--expires", "2100-01-01"],
         "error: --map-version must be from 0 to 9007199254740991 (2^53 − 1), the largest version a signed map holds\n"),
        (["--map-version=-1", "--expires", "2100-01-01"],
         "error: --map-version must be from 0 to 9007199254740991 (2^53 − 1), the largest version a signed map holds\n"),
        (["--map-version", "1", "--issued", "1960-01-01", "--expires", "2100-01-01"], "error: --issued must not be before 1970-01-01\n"),
    ])
    func signRefusesWhatItsVerifierRefuses(_ arguments: [String], _ message: String) throws {
        let directory = try SignedMapCommandTests.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try JunctionBinary.run(["keys", "generate", "--kid", "k", "-o", "k.jwk"], in: directory)
        let sign = try JunctionBinary.run(
            ["sign", "Examples/RouteMaps/shop.json", "--key", "k.jwk", "--app", "a", "-o", "x.jws"] + arguments, in: directory)
        #expect(sign.stderr.hasPrefix(message))
        #expect(sign.status == 2)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("x.jws").path))
    }
}
