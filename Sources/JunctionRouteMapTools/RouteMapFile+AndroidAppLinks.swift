import Junction
import JunctionRouteMap

extension RouteMapFile {
    /// Android App Links for the map: `assetlinks.json` and the intent filters that send a URL to
    /// the app where the map's routes take it.
    ///
    /// Routes exposed to `universal-link` on the map's web hosts get one `https` filter per host
    /// (and per host that `https` patterns name under a wildcard one), verified
    /// (`android:autoVerify`); routes on the app's own schemes exposed to `other-app` get
    /// filters without verification, one per scheme and host, so Android's merging of a
    /// filter's schemes, hosts and paths never makes a URL no route takes. Paths are simple globs
    /// on the decoded path, a run of `/` before each segment as the router folds them, written
    /// for Android's matcher, which never steps back (``AndroidIntentFilter/Path/Kind/pathPattern``):
    /// a path ending in literal text is written as it is and with a trailing `/*`. Android has no
    /// exclusion and its `pathPattern` no "any character but `/`": where a filter takes more than
    /// the routes (a capture, a route kept in the app under an exposed one), it is written wider
    /// and a warning names the route and a URL it lets through. The writer checks its own filters
    /// against the map to find those URLs; `--check` of the file then passes, with the same
    /// disagreements as warnings (``AndroidLinkFinding/isKnownLimit``).
    ///
    /// ```swift
    /// let (links, warnings) = try file.androidAppLinks(
    ///     packageName: "com.example.shop", certificateSHA256: fingerprint)
    /// print(links.intentFiltersXML)
    /// ```
    ///
    /// - Parameters:
    ///   - packageName: The app's package name, `com.example.shop`.
    ///   - certificateSHA256: The signing certificate's SHA-256 fingerprint, 32 bytes in hex
    ///     separated by `:`.
    ///   - host: The one web host to write for; `nil` for every web host of the map.
    ///   - minimumSDK: The app's `minSdkVersion`: from 31, a pattern the glob says more widely
    ///     than the route (a capture, a literal `.`, `shop://cart`) is written as
    ///     `android:pathAdvancedPattern` (a capture is `[^/]+`, one segment), which earlier
    ///     versions do not read; below, as `android:pathPattern`, with a comment giving the
    ///     advanced pattern.
    /// - Returns: The files, and warnings where they differ from the map.
    /// - Throws: `RouteMapLoadError` for a package name or fingerprint not shaped as Android
    ///   writes them, or a host the map does not name.
    public func androidAppLinks(
        packageName: String, certificateSHA256: String, host: String? = nil, minimumSDK: Int = 1
    ) throws(RouteMapLoadError) -> (links: AndroidAppLinks, warnings: [RouteMapDiagnostic]) {
        guard Self.isPackageName(packageName) else {
            throw linkFileError("package name \"\(packageName)\" is not an Android package name (two or more parts like com.example, separated by dots, each a letter then letters, digits or _)")
        }
        guard let fingerprint = Self.fingerprint(certificateSHA256) else {
            throw linkFileError("certificate fingerprint \"\(certificateSHA256)\" is not a SHA-256 fingerprint (32 bytes in hex separated by \":\", as keytool -list prints it)")
        }
        let hosts = try linkHosts(host, required: false)
        let patterns = map.androidPatterns(hosts: hosts)
        let links = AndroidAppLinks(packageName: packageName, certificateSHA256: [fingerprint], filters: Self.filters(for: patterns, advanced: minimumSDK >= 31))
        let advanced = minimumSDK >= 31
        var warnings = patterns.filter { $0.exposed && !$0.widenings(advanced: advanced).isEmpty }.map { pattern in
            RouteMapDiagnostic(
                .warning, file: file, location: location(of: pattern.path) ?? .keyPath(pattern.path), keyPath: pattern.path,
                message: "\"\(pattern.pattern.text)\" of route \"\(pattern.route.name)\" is written \(Self.written(pattern, advanced: advanced)), which sends more to the app than the route takes: \(pattern.widenings(advanced: advanced).joined(separator: "; "))")
        }
        // Android compares the decoded path, the router each segment decoded on its own.
        if patterns.contains(where: { $0.exposed && $0.dependsOnEncodedSlashes(advanced: advanced) }) {
            warnings.append(RouteMapDiagnostic(
                .warning, file: file, location: .keyPath(""), keyPath: "",
                message: "Android compares a URL's decoded path, where an encoded \"/\" (%2F) is a \"/\": a URL with %2F in a segment (a value with an encoded \"/\" in it) may be kept out where the router takes it, or sent where it takes no route"))
        }
        if !patterns.contains(where: \.exposed) {
            warnings.append(RouteMapDiagnostic(
                .warning, file: file, location: .keyPath(""), keyPath: "",
                message: "no route is exposed to universal-link on the web hosts or to other-app on the schemes; the filters send nothing to the app"))
        }
        // The writer's own check: its examples grow with the map, so it has no budget.
        var check = AndroidLinkCheck(map: map, filters: links.filters, written: [], budget: .max)
        try? check.run(hosts: hosts, filterExamples: false, file: file)
        var routeIndex: [String: Int] = [:]
        for (index, route) in map.routes.enumerated() where routeIndex[route.name] == nil { routeIndex[route.name] = index }
        return (links, warnings + check.findings.map { finding in
            let path = finding.route.flatMap { routeIndex[$0] }.map { "routes[\($0)]" } ?? ""
            return RouteMapDiagnostic(.warning, file: file, location: location(of: path) ?? .keyPath(path), keyPath: path, message: finding.warning)
        })
    }

    /// The filters for the exposed patterns: the web hosts' first (verified), then each scheme
    /// and host of the app's own in the order met, a scheme's filter without a host last.
    static func filters(for patterns: [AndroidLinkPattern], advanced: Bool) -> [AndroidIntentFilter] {
        var filters: [AndroidIntentFilter] = []
        // Each filter's place by its scheme and host, and the paths it has.
        var places: [String: Int] = [:]
        var written: [Set<String>] = []
        for pattern in patterns where pattern.exposed {
            var paths = pattern.globs.enumerated().map { index, glob in
                AndroidIntentFilter.Path(
                    .pathPattern, glob,
                    comment: index > 0 ? nil : pattern.advanced.map { "\(pattern.route.name): \(pattern.pattern.text); on API 31 and later, pathAdvancedPattern \"\($0.joined(separator: "\" and \""))\" says it more closely" })
            }
            if pattern.usesAdvanced(advanced), let exact = pattern.advanced {
                paths = exact.map { AndroidIntentFilter.Path(.pathAdvancedPattern, $0, comment: nil) }
            }
            if pattern.host == nil { paths = [] }
            let hosts = pattern.host.map { [$0] } ?? []
            let place = pattern.scheme + "://" + (pattern.host ?? "")
            if let index = places[place] {
                guard !filters[index].paths.isEmpty else { continue }
                for path in paths where written[index].insert(path.text).inserted { filters[index].paths.append(path) }
            } else {
                places[place] = filters.count
                written.append(Set(paths.map(\.text)))
                filters.append(AndroidIntentFilter(
                    autoVerify: pattern.scheme == "https", schemes: [pattern.scheme], hosts: hosts, paths: paths,
                    comment: pattern.scheme == "https" ? "Links from the web on \(pattern.host ?? "")" : "Links from other apps: \(pattern.scheme)://\(pattern.host ?? "")"))
            }
        }
        return filters.filter { !$0.hosts.isEmpty } + filters.filter(\.hosts.isEmpty)
    }

    private static func written(_ pattern: AndroidLinkPattern, advanced: Bool) -> String {
        guard pattern.host != nil else { return "as every \(pattern.scheme): URL" }
        return pattern.texts(advanced: advanced).map { "\"\($0)\"" }.joined(separator: " and ") + (pattern.host == "*" ? " on any host" : "")
    }

    /// `com.example.shop`: two or more parts separated by dots, each a letter then letters,
    /// digits or `_` (Android's rule for an application ID).
    static func isPackageName(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 2 && parts.allSatisfy { part in
            guard let first = part.first, first.isASCII, first.isLetter else { return false }
            return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        }
    }

    /// A SHA-256 fingerprint as `assetlinks.json` writes it (32 upper-case hex bytes separated by
    /// `:`), or `nil` when the text is not one.
    static func fingerprint(_ text: String) -> String? {
        let bytes = text.split(separator: ":", omittingEmptySubsequences: false)
        guard bytes.count == 32, bytes.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isHexDigit) && $0.allSatisfy(\.isASCII) }) else { return nil }
        return text.uppercased()
    }
}
