import ArgumentParser
import Foundation
import Junction
import JunctionRemoteMaps
import JunctionRouteMap
import JunctionRouteMapTools
import JunctionSupport

/// `junction sign`: a route map as a signed map (docs/SignedMaps.md).
struct SignCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sign",
        abstract: "Sign a JSON route map for an app.",
        discussion: """
            Writes a JWS (compact serialization, EdDSA) whose payload holds the map, its version, \
            when it was issued and when it expires, and the app it is for. A map with lint errors \
            is not signed. Dates are YYYY-MM-DD (midnight UTC) or YYYY-MM-DDTHH:MM:SSZ. Exit \
            status: 0 when signed, 1 when the map has errors, 2 for a usage error or a bad key.

            \(HelpExample.text("junction sign Examples/RouteMaps/shop.json --key routes-2026.jwk --map-version 3 --expires 2100-01-01 --app com.example.shop -o shop.jws"))
            """)

    @Argument(help: "The route map, in JSON.")
    var map: String

    @Option(help: "The private key, as `junction keys generate` writes it.")
    var key: String

    // Not `--version`: that is the tool's, as on every subcommand.
    @Option(name: .customLong("map-version"), help: "The map's version, from 0 to 2^53 − 1: above every version the app has applied.")
    var version: Int

    @Option(help: "When the map stops being valid.")
    var expires: String

    @Option(help: "When the map is issued (default: now).")
    var issued: String?

    @Option(help: "The app the map is for, as the app names itself.")
    var app: String

    @Option(name: .customLong("revoke"), help: "A key id that maps signed with are refused from now on (repeatable).")
    var revoked: [String] = []

    @Option(name: .shortAndLong, help: "Where to write the signed map.")
    var output: String

    @OptionGroup var place: MapReadingOptions

    /// Checks the options while the arguments are parsed, so a usage error prints `sign`'s own
    /// usage, as every subcommand's does.
    func validate() throws {
        // What the verifier reads (docs/SignedMaps.md): no token it would refuse is signed.
        guard (0...Self.largestNumber).contains(version) else {
            throw ValidationError("--map-version must be from 0 to \(Self.largestNumber) (2^53 − 1), the largest version a signed map holds")
        }
        _ = try dates()
        guard map.hasSuffix(".json") else {
            let name = (map.split(separator: "/").last.map(String.init) ?? map).split(separator: ".").dropLast().joined(separator: ".")
            throw ValidationError("the map must be JSON (a .json file): a signed map holds the JSON the app downloads; write it with `junction compile \(map) -o \(name.isEmpty ? "map" : name).json`, then sign that")
        }
    }

    /// When the map is issued and when it expires, as `--issued` and `--expires` say.
    ///
    /// - Throws: `ValidationError` for a date that is not one, one before 1970, or an expiry
    ///   that is not after the issue.
    private func dates() throws -> (issued: Date, expires: Date) {
        let expiresAt = try Self.date(expires, option: "--expires")
        let issuedAt = try issued.map { try Self.date($0, option: "--issued") } ?? Date()
        guard issuedAt.timeIntervalSince1970 >= 0 else { throw ValidationError("--issued must not be before 1970-01-01") }
        guard expiresAt > issuedAt else { throw ValidationError("--expires must be after the time the map is issued") }
        return (issuedAt, expiresAt)
    }

    func run() throws {
        let (issuedAt, expiresAt) = try dates()
        let signingKey = try readKeyFile(key, what: "the key") { data throws(RemoteMapError) in try SigningKey(json: data) }
        // A map with an error is refused, as every command refuses it.
        _ = try place.read(map)
        let token = try signingKey.sign(
            mapJSON: try Data(contentsOf: URL(fileURLWithPath: map)), version: version, issuedAt: issuedAt, expiresAt: expiresAt,
            app: app, revokedKeys: revoked)
        try OutputFile.write(token, to: output)
        print("\(output): version \(version) of \(map) for \(app), signed with \(signingKey.id), expires \(expiresAt.formatted(.iso8601))")
    }

    /// 2^53 − 1: the largest version, and time in seconds, a signed map may hold.
    static let largestNumber = 9_007_199_254_740_991

    /// `YYYY-MM-DD` (midnight UTC) or an ISO 8601 time in UTC.
    static func date(_ text: String, option: String) throws -> Date {
        let full = text.count == 10 ? text + "T00:00:00Z" : text
        guard let date = try? Date(full, strategy: .iso8601) else {
            throw ValidationError("\(option) \(text) is not a date: write YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ")
        }
        return date
    }
}

/// Reads a key or key-set file for `sign` and `verify`: a file that cannot be read, or is not a
/// key, is a `CommandError` (exit 2) naming the file and why.
func readKeyFile<Value>(_ path: String, what: String, _ read: (Data) throws(RemoteMapError) -> Value) throws -> Value {
    let data: Data
    do {
        data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
        throw CommandError(description: "\(path): error: cannot read \(what): \(error.localizedDescription)")
    }
    do throws(RemoteMapError) {
        return try read(data)
    } catch {
        throw CommandError(description: "\(path): error: \(error.message)")
    }
}
