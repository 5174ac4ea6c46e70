import ArgumentParser
import Foundation
import Junction
import JunctionRouteMap
import JunctionRouteMapTools
import JunctionSupport

/// `junction aasa`: write a web host's `apple-app-site-association` file from a route map, or
/// check one against it.
struct AASACommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "aasa",
        abstract: "Write the apple-app-site-association file for a route map's universal links, or check one.",
        usage: """
            junction aasa <map> --app-id <TEAMID.bundle.id> [--host <host>] [-o <file>]
            junction aasa --check <file> --map <map> [--app-id <TEAMID.bundle.id>] [--host <host> ...]
            """,
        discussion: """
            Writing: warnings (where the file sends more than a route takes) go to standard \
            error; exit status 0, or 2 when the map cannot be read or said exactly. Checking: \
            one line per disagreement with a URL that shows it, then a summary; a disagreement \
            the written file has too (a limit of Apple's patterns) is a warning. Exit status 0 \
            when there is no other, 1 when there is any, 2 when a file cannot be read.

            \(HelpExample.text("junction aasa Examples/RouteMaps/shop.yaml --app-id ABCDE12345.com.example.shop"))
            """)

    @Argument(help: ArgumentHelp("The route map to write the file from (.json, .yaml, .yml or .plist).", valueName: "map"))
    var mapArgument: String?

    @Option(help: "The app, as TEAMID.bundle.id (needed to write; to check, needed only when the file names several apps).")
    var appId: String?

    @Option(help: "A web host of the map (repeatable when checking); by default every web host of the map.")
    var host: [String] = []

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    @OptionGroup var place: MapReadingOptions

    @OptionGroup var checking: LinkCheckOptions

    func validate() throws {
        if try checking.checks(mapArgument: mapArgument) { return }
        guard mapArgument != nil else { throw ValidationError("give the route map to write the file from") }
        guard appId != nil else { throw ValidationError("give the app with --app-id TEAMID.bundle.id") }
        guard host.count <= 1 else { throw ValidationError("a file is written for one host at a time") }
    }

    func run() throws {
        let mapPath = checking.map ?? mapArgument ?? ""
        let map = try place.read(mapPath)
        if let check = checking.check {
            try run(check: check, map: map)
            return
        }
        let result: (association: AppSiteAssociation, warnings: [RouteMapDiagnostic])
        do {
            result = try map.appSiteAssociation(appID: appId ?? "", host: host.first)
        } catch {
            throw CommandError(description: error.description)
        }
        for warning in result.warnings {
            FileHandle.standardError.write(Data((warning.description + "\n").utf8))
        }
        if let output {
            try OutputFile.write(result.association.json, to: output)
        } else {
            print(result.association.json, terminator: "")
        }
    }

    private func run(check path: String, map: RouteMapFile) throws {
        let findings: [UniversalLinkFinding]
        do {
            let association = try AppSiteAssociation(contentsOf: path)
            findings = try map.map.check(association, file: path, appID: appId, hosts: host.isEmpty ? nil : host)
        } catch {
            throw CommandError(description: error.description)
        }
        // What the file `junction aasa` writes does too: limits of Apple's patterns, not mistakes.
        let limits = findings.filter(\.isKnownLimit)
        for finding in limits { print("warning: " + finding.description) }
        if !limits.isEmpty {
            print("\(limits.count) \(limits.count == 1 ? "warning" : "warnings"): the file junction aasa writes for the map does the same (Apple's patterns cannot say the map more closely)")
        }
        let problems = findings.filter { !$0.isKnownLimit }
        try LinkCheckOptions.report(problems.map(\.description), kinds: problems.map(\.kind))
    }
}
