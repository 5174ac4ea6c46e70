import Foundation
import Junction

extension RouteMapFile {
    /// The `apple-app-site-association` file that sends a web host's URLs to the app exactly
    /// where the map's routes take them from universal links.
    ///
    /// Every route exposed to `universal-link` whose pattern a URL on the host reaches (a
    /// scheme-less pattern, or an `https` one on the host) gets a component; a route kept in the
    /// app that a broader exposed pattern would take gets an `exclude` before it; a
    /// case-insensitive route's components take any case (`caseSensitive: false`). The spellings
    /// the router folds into a route are said too: a trailing `/` exactly, and a path with an
    /// empty segment (`//`) kept in the browser. Where Apple's patterns cannot say a pattern
    /// exactly (a typed capture, a literal `*`, a capture before `**`, an in-app route an
    /// exclude would say too widely), the file is written wider than the map and a warning names
    /// the route and a URL it lets through; a map is never refused for its routes.
    ///
    /// ```swift
    /// let (association, warnings) = try file.appSiteAssociation(appID: "ABCDE12345.com.example.shop")
    /// print(association.json)
    /// ```
    ///
    /// - Parameters:
    ///   - appID: The app, as `TEAMID.bundle.id`.
    ///   - host: The web host the file is for; `nil` for every web host of the map, which must
    ///     then all route the same paths, as must each subdomain an `https` pattern names under a
    ///     wildcard host. A wildcard host stands for its subdomains that no `https` pattern names;
    ///     a warning names each other one whose paths differ.
    /// - Returns: The file, and warnings where it differs from the map.
    /// - Throws: ``RouteMapLoadError`` for an app ID not shaped `TEAMID.bundle.id`, a host the
    ///   map does not name (or none at all), hosts that need different files, or a check that
    ///   would take too long.
    public func appSiteAssociation(
        appID: String, host: String? = nil
    ) throws(RouteMapLoadError) -> (association: AppSiteAssociation, warnings: [RouteMapDiagnostic]) {
        guard Self.isAppID(appID) else {
            throw linkFileError("app ID \"\(appID)\" is not TEAMID.bundle.id (a 10-character team ID, a dot, and the bundle ID)")
        }
        var hosts = try linkHosts(host, required: true)
        if host == nil { hosts = WebPattern.servedHosts(hosts, in: map) }
        var rules: [UniversalLinkRules.Rule]?
        var warnings: [RouteMapDiagnostic] = []
        for host in hosts {
            let patterns = WebPattern.all(in: map, host: host)
            let written = Self.rules(for: patterns)
            if let rules, !Self.same(rules, written) {
                throw linkFileError("the web hosts \(hosts[0]) and \(host)\(WebPattern.subdomainNote(host, in: map)) route different paths; write one file per host with its host named")
            }
            rules = written
            if host == hosts[0] { warnings = self.warnings(for: patterns, host: host) }
        }
        if let host, WebHost.isWildcard(host), let rules {
            for named in WebPattern.namedSubdomains(under: host, in: map)
            where !Self.same(rules, Self.rules(for: WebPattern.all(in: map, host: named.host))) {
                warnings.append(RouteMapDiagnostic(
                    .warning, file: file, location: .keyPath(""), keyPath: "",
                    message: "the file for \(host) is for its subdomains but \(named.host), where route \"\(named.route)\" routes other paths: serve \(named.host) the file written for it"))
            }
        }
        do throws(RouteMapError) {
            let (association, left) = try widened(rules ?? [], appID: appID, hosts: hosts)
            return (association, warnings + left)
        } catch {
            throw RouteMapLoadError(errors: [error])
        }
    }

    /// The rules for a host's patterns, with the spellings the router folds.
    private static func rules(for patterns: [WebPattern]) -> [UniversalLinkRules.Rule] {
        UniversalLinkSpellings.withFoldedSpellings(UniversalLinkRules.rules(for: patterns), patterns: patterns)
    }

    /// Whether two hosts' rules send the same paths, so that one file serves both.
    private static func same(_ rules: [UniversalLinkRules.Rule], _ other: [UniversalLinkRules.Rule]) -> Bool {
        rules.map(\.path) == other.map(\.path) && rules.map(\.exclude) == other.map(\.exclude)
            && rules.map(\.ignoresCase) == other.map(\.ignoresCase)
    }

    /// The file for the rules, made wider where it keeps out a URL that an exposed route takes:
    /// an `exclude` that does so (a route kept in the app, said more widely than the route) is
    /// dropped, so its URLs are sent and the router refuses them, until none does; what still
    /// differs from the map is returned as warnings naming the route and a URL, never refused.
    private func widened(
        _ rules: [UniversalLinkRules.Rule], appID: String, hosts: [String]
    ) throws(RouteMapError) -> (AppSiteAssociation, [RouteMapDiagnostic]) {
        var rules = rules
        while true {
            let written = UniversalLinkRules.deduplicated(rules)
            let association = AppSiteAssociation(details: [.init(appIDs: [appID], components: written.map { rule in
                AppSiteAssociation.Component(
                    path: rule.path, exclude: rule.exclude, comment: rule.comment,
                    settings: .init(caseSensitive: rule.ignoresCase ? false : nil))
            })])
            let findings = try map.check(association, file: file, appID: appID, hosts: hosts, componentExamples: false)
            let blocking = findings.lazy.compactMap { finding in
                finding.kind == .exposedNotSent && finding.saidByApple ? finding.componentIndex.map { written[$0] } : nil
            }.first { $0.exclude && !$0.isGuard }
            if let blocking, let index = rules.firstIndex(where: {
                $0.path == blocking.path && $0.exclude && $0.ignoresCase == blocking.ignoresCase
            }) {
                rules.remove(at: index)
                continue
            }
            return (association, findings.map(warning))
        }
    }

    /// A warning for a URL where the written file and the map disagree, at the route.
    private func warning(_ finding: UniversalLinkFinding) -> RouteMapDiagnostic {
        let path = map.routes.firstIndex { $0.name == finding.route }.map { "routes[\($0)]" } ?? ""
        let afterScheme = finding.url.range(of: "://").map { finding.url[$0.upperBound...] } ?? Substring(finding.url)
        let url = afterScheme.contains("//") ? "\(finding.url) (a path with an empty segment)" : finding.url
        let route = "route \"\(finding.route ?? "")\""
        let message = switch finding.kind {
        case .exposedNotSent: "\(route) is exposed to universal links and takes \(url), but the file keeps it in the browser"
        case .inAppSent: "\(route) is kept in the app, but the file sends \(url) to the app, which refuses it"
        default: "the file sends \(url) to the app, where no route takes it"
        }
        return RouteMapDiagnostic(
            .warning, file: file, location: location(of: path) ?? .keyPath(path), keyPath: path,
            message: message)
    }

    /// Warnings for exposed patterns the file says more widely than the route, for needlessly
    /// encoded paths kept in the browser, and for a map that exposes nothing on the host.
    private func warnings(for patterns: [WebPattern], host: String) -> [RouteMapDiagnostic] {
        var warnings: [RouteMapDiagnostic] = []
        for pattern in patterns where pattern.exposed && !pattern.widenings.isEmpty {
            let written = pattern.remainder ? pattern.deeperPath : pattern.exactPath
            warnings.append(RouteMapDiagnostic(
                .warning, file: file, location: location(of: pattern.path) ?? .keyPath(pattern.path), keyPath: pattern.path,
                message: "\"\(pattern.pattern.text)\" of route \"\(pattern.route.name)\" is written \"\(written)\", which sends more to the app than the route takes: \(pattern.widenings.joined(separator: "; "))"))
        }
        if patterns.contains(where: \.exposed), patterns.contains(where: { !$0.exposed }) {
            warnings.append(RouteMapDiagnostic(
                .warning, file: file, location: .keyPath(""), keyPath: "",
                message: "a path on \(host) with a letter, digit, -, ., _ or ~ percent-encoded (/c/s%61le) is kept in the browser: the router would read it as a route's text, which may be a route kept in the app"))
        }
        for (folded, routes) in UniversalLinkSpellings.foldedLetters(keptInAppBy: patterns) where patterns.contains(where: \.exposed) {
            let names = routes.map { "\"\($0)\"" }.joined(separator: ", ")
            warnings.append(RouteMapDiagnostic(
                .warning, file: file, location: .keyPath(""), keyPath: "",
                message: "a path on \(host) with \(folded.name) (\(folded.encoded)) is kept in the browser: the router lower-cases it to \"\(folded.letter)\", so it may reach \(routes.count == 1 ? "route \(names), which is" : "routes \(names), which are") case-insensitive and kept in the app"))
        }
        if !patterns.contains(where: \.exposed) {
            warnings.append(RouteMapDiagnostic(
                .warning, file: file, location: .keyPath(""), keyPath: "",
                message: "no route is exposed to universal links on \(host); the file sends nothing to the app"))
        }
        return warnings
    }

    /// `TEAMID.bundle.id`: ten letters or digits, a dot, and a bundle ID of letters, digits,
    /// `-` and `.`.
    static func isAppID(_ text: String) -> Bool {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 10, !parts[1].isEmpty else { return false }
        return parts[0].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            && parts[1].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }
    }
}
