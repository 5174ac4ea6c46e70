import ArgumentParser
import Foundation
import Junction
import JunctionRouteMap
import JunctionRouteMapTools
import JunctionSupport

/// `junction android`: write a route map's Android App Links files (`assetlinks.json` and the
/// activity's intent filters), or check a manifest's filters against the map.
struct AndroidCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "android",
        abstract: "Write the Android App Links files for a route map (assetlinks.json, intent filters), or check a manifest's filters.",
        usage: """
            junction android <map> --package <name> --cert-sha256 <fingerprint> [--host <host>] [--min-sdk <n>] [-o <dir>]
            junction android --check <file> --map <map> [--host <host> ...]
            """,
        discussion: """
            Writing: assetlinks.json and intent-filters.xml go into the directory (by default the \
            current one); warnings (where the filters send more than the routes take, or miss a \
            URL) go to standard error; exit status 0, or 2 when the map cannot be read. Checking \
            (an intent-filters.xml or a whole AndroidManifest.xml): one line per disagreement \
            with a URL that shows it, then a summary; a disagreement the filters this command \
            writes share (a known limit of Android's filters) is printed as a warning and does \
            not count; exit status 0 when there is none, 1 when there is any, 2 when a file \
            cannot be read.

            \(HelpExample.text("junction android Examples/RouteMaps/shop.yaml --package com.example.shop --cert-sha256 14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"))
            """)

    @Argument(help: ArgumentHelp("The route map to write the files from (.json, .yaml, .yml or .plist).", valueName: "map"))
    var mapArgument: String?

    @Option(name: .customLong("package"), help: "The app's package name (com.example.shop).")
    var packageName: String?

    @Option(name: .customLong("cert-sha256"), help: "The SHA-256 fingerprint of the app's signing certificate (AB:CD:…, as keytool prints it).")
    var certificate: String?

    @Option(help: "A web host of the map (repeatable when checking); by default every web host of the map.")
    var host: [String] = []

    @Option(name: .customLong("min-sdk"), help: "The app's minSdkVersion: from 31, captures are written as pathAdvancedPattern, one segment each.")
    var minimumSDK: Int = 1

    @Option(name: .customLong("output-dir"), help: "The folder to write assetlinks.json and intent-filters.xml into; the current one by default.")
    var outputDirectory: String?

    /// The old spelling of `--output-dir`, kept for one release with a warning: everywhere else
    /// `-o` names a file.
    @Option(name: .shortAndLong, help: ArgumentHelp("The same as --output-dir; deprecated.", visibility: .hidden))
    var output: String?

    @OptionGroup var place: MapReadingOptions

    @OptionGroup var checking: LinkCheckOptions

    func validate() throws {
        if try checking.checks(mapArgument: mapArgument) { return }
        guard mapArgument != nil else { throw ValidationError("give the route map to write the files from") }
        guard packageName != nil else { throw ValidationError("give the app's package name with --package") }
        guard certificate != nil else { throw ValidationError("give the signing certificate's fingerprint with --cert-sha256") }
        guard host.count <= 1 else { throw ValidationError("the files are written for one host or for all of the map's") }
    }

    func run() throws {
        let map = try place.read(checking.map ?? mapArgument ?? "")
        if let check = checking.check {
            try run(check: check, map: map)
            return
        }
        let result: (links: AndroidAppLinks, warnings: [RouteMapDiagnostic])
        do {
            result = try map.androidAppLinks(
                packageName: packageName ?? "", certificateSHA256: certificate ?? "", host: host.first, minimumSDK: minimumSDK)
        } catch {
            throw CommandError(description: error.description)
        }
        for warning in result.warnings {
            FileHandle.standardError.write(Data((warning.description + "\n").utf8))
        }
        if output != nil {
            FileHandle.standardError.write(Data("warning: -o is deprecated for android, which writes two files; write --output-dir\n".utf8))
        }
        let folder = outputDirectory ?? output ?? "."
        for (name, contents) in [("assetlinks.json", result.links.assetLinksJSON), ("intent-filters.xml", result.links.intentFiltersXML)] {
            let path = URL(fileURLWithPath: folder).appendingPathComponent(name).path
            try OutputFile.write(contents, to: path)
        }
    }

    private func run(check path: String, map: RouteMapFile) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandError(description: "\(DisplayEscaping.escape(path)): error: cannot read the file")
        }
        let findings: [AndroidLinkFinding]
        do {
            findings = try map.map.checkAndroid(try AndroidAppLinks.intentFilters(xml: data, file: path), file: path, hosts: host.isEmpty ? nil : host)
        } catch {
            throw CommandError(description: error.description)
        }
        // A disagreement the writer's own filters share is a known limit of Android's filters.
        for finding in findings where finding.isKnownLimit { print("warning: " + finding.description) }
        let problems = findings.filter { !$0.isKnownLimit }
        try LinkCheckOptions.report(problems.map(\.description), kinds: problems.map(\.kind))
    }
}
