import Foundation
import Junction
import JunctionRouteMap

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
    /// - Throws: `RouteMapLoadError` for an app ID not shaped `TEAMID.bundle.id`, a host the
    ///   map does not name (or none at all), or hosts that need different files; as a last
    ///   resort, for a check of the file that would take too long.
    /// - Complexity: Close to linear in the map's patterns: the rules are ordered through
    ///   lookups by first segment, and each check of the file compares a URL only with the
    ///   components that could match it.
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
            let written = UniversalLinkRules.withSpellings(for: patterns)
            if let rules, !UniversalLinkRules.same(rules, written) {
                throw linkFileError("the web hosts \(hosts[0]) and \(host)\(WebPattern.subdomainNote(host, in: map)) route different paths; write one file per host with its host named")
            }
            rules = written
            if host == hosts[0] { warnings = self.warnings(for: patterns, host: host) }
        }
        if let host, WebHost.isWildcard(host), let rules {
            for named in WebPattern.namedSubdomains(under: host, in: map)
            where !UniversalLinkRules.same(rules, UniversalLinkRules.withSpellings(for: WebPattern.all(in: map, host: named.host))) {
                warnings.append(RouteMapDiagnostic(
                    .warning, file: file, location: .keyPath(""), keyPath: "",
                    message: "the file for \(host) is for its subdomains but \(named.host), where route \"\(named.route)\" routes other paths: serve \(named.host) the file written for it"))
            }
        }
        do throws(RouteMapError) {
            let (association, findings, leftOut) = try map.widened(
                rules ?? [], appID: appID, file: file, examples: UniversalLinkExamples(map, hosts: hosts))
            let routes = Dictionary(map.routes.enumerated().map { ($1.name, $0) }) { first, _ in first }
            warnings += findings.map { warning($0, routes: routes) }
            // An exclude left out whose route no URL above shows sent: say so with the URL it kept out.
            var shown = Set(findings.filter { $0.kind == .inAppSent }.compactMap(\.route))
            for (rule, url, route) in leftOut where !rule.route.isEmpty && shown.insert(rule.route).inserted {
                let path = routes[rule.route].map { "routes[\($0)]" } ?? ""
                let sends = rule.routeKeptInApp
                    ? "route \"\(rule.route)\" is kept in the app, but the file sends some of its URLs to the app, which refuses them"
                    : "the file sends paths deeper than route \"\(rule.route)\" takes, which may reach no route"
                warnings.append(RouteMapDiagnostic(
                    .warning, file: file, location: location(of: path) ?? .keyPath(path), keyPath: path,
                    message: "\(sends): the exclude \"\(rule.path)\" would also keep out \(url)\(route.map { ", which route \"\($0)\" takes" } ?? "")"))
            }
            let size = association.json.utf8.count
            if size > AppSiteAssociation.maximumSize {
                warnings.append(RouteMapDiagnostic(
                    .warning, file: file, location: .keyPath(""), keyPath: "",
                    message: "the file is \(size) bytes, over Apple's limit of \(AppSiteAssociation.maximumSize): iOS ignores it, and no link opens the app; expose fewer routes to universal links, or serve each host the file of its own routes"))
            }
            return (association, warnings)
        } catch {
            throw RouteMapLoadError(errors: [error])
        }
    }

    /// A warning for a URL where the written file and the map disagree, at the route (`routes`:
    /// each route's index, by name).
    private func warning(_ finding: UniversalLinkFinding, routes: [String: Int]) -> RouteMapDiagnostic {
        let path = finding.route.flatMap { routes[$0] }.map { "routes[\($0)]" } ?? ""
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
        for (folded, routes) in UniversalLinkSpellings.unfoldedSpellings(keptInAppBy: patterns) where patterns.contains(where: \.exposed) {
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
