import ArgumentParser
import Foundation
import Junction
import JunctionRemoteMaps
import JunctionRouteMap
import JunctionRouteMapTools
import JunctionSupport

/// `junction verify`: whether the app would accept a signed map.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check a signed route map as the app would.",
        discussion: """
            Runs the app's checks in the app's order and prints the map's version when it passes \
            them: signed by a key in the set (not revoked), for the app, unexpired, not issued \
            in the future, newer than --min-version by at most 2^32 (the app's largest version \
            step), a route map with no lint errors (conflicting routes, bad redirects: what the \
            app's load refuses), and, with --bundled, within the exposure ceiling the bundled map \
            sets (exposure, parameter types, defaults, parents, web hosts). A map that names the \
            app versions it is for is checked for --app-version, and its routes for other \
            versions are left out; without it, the version is unknown, as in an app that does \
            not say it. Only the app knows its bindings \
            and the routes it registers in code. Exit status: 0 then; 1 with the reason on \
            standard error otherwise; 2 for a usage error or an unreadable key set or bundled map. \
            A key set is {"keys": [...]}, each key a public key as `junction keys generate` prints it.

            \(HelpExample.text("junction verify shop.jws --keys keys.jwks --app com.example.shop --min-version 2"))
            """)

    @Argument(help: "The signed map.")
    var file: String

    @Option(help: "The public keys the app trusts, as a JWK Set.")
    var keys: String

    @Option(help: "The app the map must be for.")
    var app: String

    @Option(name: .customLong("min-version"), help: "The map's version must be above this (the highest the app applied).")
    var minimumVersion: Int?

    @Option(help: "The route map the app ships: the map must stay within the exposure ceiling it sets.")
    var bundled: String?

    @Option(name: .customLong("app-version"), help: "The app's version (5.2.1): the map must be for it, and its routes for other versions are left out.")
    var appVersion: String?

    @OptionGroup var place: MapReadingOptions

    func run() throws {
        let set = try readKeyFile(keys, what: "the key set") { data throws(RemoteMapError) in try JSONWebKeySet(json: data) }
        let bundledFile = try bundled.map { try place.read($0) }
        let ceiling = bundledFile.map { RemoteMapExposureLimit.bundledMap($0.map) }
        var options = RemoteMapOptions()
        options.appVersion = appVersion
        do {
            let token = try Data(contentsOf: URL(fileURLWithPath: file))
            let signed = try SignedRouteMap(verifying: token, keys: set, app: app, versionAbove: minimumVersion, options: options)
            // As the app checks a map after its token: its pages placed as the bundled map's,
            // the routes for the app's version, the ceiling, then the load.
            let file = try bundledFile.map { try signed.file.placingPages(like: $0) } ?? place.place(signed.file)
            var kept = file.map
            kept.routes.removeAll { !$0.isFor(AppVersion(appVersion ?? "")) }
            if let error = ceiling?.violation(in: kept) { throw error }
            let errors = file.lint().filter { $0.severity == .error }
            guard errors.isEmpty else {
                throw RemoteMapError(.loadFailed, errors.map { DisplayEscaping.escape($0.description) }.joined(separator: "; "))
            }
            print(signed.version)
        } catch let error as RemoteMapError {
            FileHandle.standardError.write(Data("\(DisplayEscaping.escape(file)): error: \(error)\n".utf8))
            throw ExitCode(1)
        } catch let error as RouteMapError {
            FileHandle.standardError.write(Data("\(DisplayEscaping.escape(file)): error: \(error)\n".utf8))
            throw ExitCode(1)
        } catch {
            FileHandle.standardError.write(Data("\(DisplayEscaping.escape(file)): error: cannot read the file: \(error.localizedDescription)\n".utf8))
            throw ExitCode(1)
        }
    }
}
