import Junction

extension RouteMapFile {
    /// The `apple-app-site-association` file that sends a web host's URLs to the app exactly
    /// where the map's routes take them from universal links.
    ///
    /// Every route exposed to `universal-link` whose pattern a URL on the host reaches (a
    /// scheme-less pattern, or an `https` one on the host) gets a component; a route kept in the
    /// app that a broader exposed pattern would take gets an `exclude` before it. Where Apple's
    /// patterns cannot say a pattern exactly (a typed capture, a literal `*`, a capture before
    /// `**`), the component is wider than the route and a warning says so, at the pattern.
    ///
    /// ```swift
    /// let (association, warnings) = try file.appSiteAssociation(appID: "ABCDE12345.com.example.shop")
    /// print(association.json)
    /// ```
    ///
    /// - Parameters:
    ///   - appID: The app, as `TEAMID.bundle.id`.
    ///   - host: The web host the file is for; `nil` for every web host of the map, which must
    ///     then all route the same paths.
    /// - Returns: The file, and warnings where it is wider than the map.
    /// - Throws: ``RouteMapLoadError`` for an app ID not shaped `TEAMID.bundle.id`, a host the
    ///   map does not name (or none at all), hosts that need different files, and a route the
    ///   file cannot send exactly without also sending a route kept in the app, or the other way
    ///   round (found by checking the file against the map).
    public func appSiteAssociation(
        appID: String, host: String? = nil
    ) throws(RouteMapLoadError) -> (association: AppSiteAssociation, warnings: [RouteMapDiagnostic]) {
        func failure(_ message: String, at path: String = "") -> RouteMapLoadError {
            let place = path.isEmpty ? .keyPath("") : location(of: path) ?? .keyPath(path)
            return RouteMapLoadError(errors: [RouteMapError(file: file, location: place, message: message)])
        }
        guard Self.isAppID(appID) else {
            throw failure("app ID \"\(appID)\" is not TEAMID.bundle.id (a 10-character team ID, a dot, and the bundle ID)")
        }
        let hosts: [String]
        if let host {
            guard map.webHosts.contains(where: { $0.lowercased() == host.lowercased() }) else {
                throw failure("\"\(host)\" is not one of the map's web hosts (\(map.webHosts.joined(separator: ", ")))", at: "webHosts")
            }
            hosts = [host.lowercased()]
        } else {
            hosts = map.webHosts.map { $0.lowercased() }
            guard !hosts.isEmpty else { throw failure("the map names no web hosts; add them under \"webHosts\"") }
        }
        var components: [AppSiteAssociation.Component]?
        var warnings: [RouteMapDiagnostic] = []
        for host in hosts {
            let patterns = WebPattern.all(in: map, host: host)
            let written = UniversalLinkRules.rules(for: patterns).map { rule in
                AppSiteAssociation.Component(path: rule.path, exclude: rule.exclude, comment: rule.comment)
            }
            if let components, components != written {
                throw failure("the web hosts \(hosts[0]) and \(host) route different paths; write one file per host with its host named")
            }
            components = written
            if host == hosts[0] { warnings = self.warnings(for: patterns, host: host) }
        }
        let association = AppSiteAssociation(details: [.init(appIDs: [appID], components: components ?? [])])
        let findings: [UniversalLinkFinding]
        do throws(RouteMapError) {
            findings = try map.check(association, file: file, appID: appID, hosts: hosts, componentExamples: false)
        } catch {
            throw RouteMapLoadError(errors: [error])
        }
        guard findings.isEmpty else {
            let index = { (name: String?) in map.routes.firstIndex { $0.name == name } }
            throw RouteMapLoadError(errors: findings.map { finding in
                let path = index(finding.route).map { "routes[\($0)]" } ?? ""
                return RouteMapError(
                    file: file, location: location(of: path) ?? .keyPath(path),
                    message: "the association file cannot say this map exactly: \(finding)")
            })
        }
        return (association, warnings)
    }

    /// Warnings for exposed patterns the file says more widely than the route, and for a map
    /// that exposes nothing to universal links on the host.
    private func warnings(for patterns: [WebPattern], host: String) -> [RouteMapDiagnostic] {
        var warnings: [RouteMapDiagnostic] = []
        for pattern in patterns where pattern.exposed && !pattern.widenings.isEmpty {
            let written = pattern.remainder ? pattern.deeperPath : pattern.exactPath
            warnings.append(RouteMapDiagnostic(
                .warning, file: file, location: location(of: pattern.path) ?? .keyPath(pattern.path), keyPath: pattern.path,
                message: "\"\(pattern.pattern.text)\" of route \"\(pattern.route.name)\" is written \"\(written)\", which sends more to the app than the route takes: \(pattern.widenings.joined(separator: "; "))"))
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
