import Foundation
import Junction

extension RouteMap {
    /// Compares intent filters (read with ``AndroidAppLinks/intentFilters(xml:file:)``) with the
    /// map, by trying example URLs both ways.
    ///
    /// The examples are each pattern's URL with sample values on each web host (`https`) and on
    /// each of the map's schemes, as written, with a trailing `/` and with an empty segment after
    /// the host; each scheme's URL with no host (`shop://`); and, for each filter, URLs its paths take (`.*` as nothing, `1` and `1/1`). A URL
    /// a route takes (from `universal-link` for `https`, `other-app` for the app's schemes) that
    /// no filter sends is a finding; so is a URL a filter sends that no route takes from there,
    /// unless the filters ``RouteMapFile/androidAppLinks(packageName:certificateSHA256:host:minimumSDK:)``
    /// writes send it too (the writer warns about those). At most one finding per route and kind,
    /// and per filter.
    ///
    /// - Parameters:
    ///   - filters: The filters to check.
    ///   - hosts: The web hosts; `nil` for every web host of the map.
    /// - Returns: The findings; none when the filters agree with the map.
    public func checkAndroid(_ filters: [AndroidIntentFilter], hosts: [String]? = nil) -> [AndroidLinkFinding] {
        let hosts = (hosts ?? webHosts).map { $0.lowercased() }
        // The writer's wider filters: what it sends, it warns about.
        let covered = RouteMapFile.filters(for: androidPatterns(hosts: hosts), advanced: false)
        return checkAndroid(filters, hosts: hosts, covered: covered, filterExamples: true)
    }

    func androidPatterns(hosts: [String]) -> [AndroidLinkPattern] {
        hosts.flatMap { AndroidLinkPattern.web(in: self, host: $0) } + AndroidLinkPattern.custom(in: self)
    }

    /// The check; `covered` are filters whose extra URLs a warning already names.
    func checkAndroid(
        _ filters: [AndroidIntentFilter], hosts: [String], covered: [AndroidIntentFilter], filterExamples: Bool
    ) -> [AndroidLinkFinding] {
        let router = MapRouter(self)
        var findings: [AndroidLinkFinding] = []
        var reported: Set<String> = []
        /// Records a finding when the filters and the router disagree about `url`; `true` when they do.
        func classify(_ url: String, fromFilter: Int?) -> Bool {
            let sent = AndroidFilterMatcher.filter(taking: url, in: filters)
            let source: RouteSource = url.hasPrefix("https:") ? .universalLink : .otherApp
            let opened = router.opens(url, from: source)
            guard (sent != nil) != opened else { return false }
            if !opened, AndroidFilterMatcher.filter(taking: url, in: covered) != nil { return false }
            let route = router.route(for: url).map { routes[$0].name }
            let kind: UniversalLinkFinding.Kind = opened ? .exposedNotSent : (route == nil ? .sentWithoutRoute : .inAppSent)
            let subject = fromFilter.map { "filter \($0)" } ?? route ?? url
            if reported.insert("\(kind) \(subject)").inserted {
                findings.append(AndroidLinkFinding(kind: kind, url: url, route: route, filter: sent))
            }
            return true
        }
        for pattern in androidPatterns(hosts: hosts) {
            guard let sample = MapRouter.sampleURL(for: pattern.pattern) else { continue }
            let url = pattern.scheme == "https"
                ? MapRouter.onHost(sample, host: MapRouter.exampleHost(pattern.host ?? ""))
                : (sample.hasPrefix("/") ? "\(pattern.scheme):/\(sample)" : sample)
            for spelling in Self.foldedSpellings(of: url) { _ = classify(spelling, fromFilter: nil) }
        }
        // A URL of the app's scheme with no host, which no pattern above stands for.
        for scheme in schemes { _ = classify("\(scheme.lowercased())://", fromFilter: nil) }
        if filterExamples {
            for (index, filter) in filters.enumerated() {
                for url in Self.examples(of: filter) where classify(url, fromFilter: index) { break }
            }
        }
        return findings
    }

    /// URLs a filter sends: on each scheme and host (`x` for a wildcard), each path with `.*`
    /// as nothing, `1` and `1/1`, any other repeat as none or one, and `.` as `1`.
    static func examples(of filter: AndroidIntentFilter) -> [String] {
        let hosts = filter.hosts.isEmpty ? ["x"] : filter.hosts.map { $0.hasPrefix("*") ? "x" + $0.dropFirst() : $0 }
        var paths = filter.paths.isEmpty ? ["/", "/1"] : []
        for path in filter.paths {
            switch path.kind {
            case .path: paths.append(path.text)
            case .pathPrefix: paths += [path.text, path.text + "1"]
            case .pathSuffix: paths += [path.text, "/1" + path.text]
            case .pathPattern: paths += ["", "1", "1/1"].map { filled(path.text, any: $0) }
            case .pathAdvancedPattern: paths += ["", "1", "1/1"].map { filledAdvanced(path.text, any: $0) }
            }
        }
        return filter.schemes.flatMap { scheme in
            hosts.flatMap { host in
                paths.map { path in
                    let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
                    return "\(scheme)://\(host)" + (encoded.hasPrefix("/") || encoded.isEmpty ? encoded : "/" + encoded)
                }
            }
        }
    }

    /// An advanced pattern with each run (`*`, `+`) of a class or `.` as `any` (`1` at least
    /// where `+` needs one), one of a character once, a count as the least it asks for, and a
    /// class or `.` alone as `1`.
    private static func filledAdvanced(_ pattern: String, any: String) -> String {
        var output = ""
        var characters = Array(pattern)[...]
        while let first = characters.popFirst() {
            var text = String(first)
            var literal = true
            if first == "\\", let escaped = characters.popFirst() {
                text = String(escaped)
            } else if first == "[" {
                while let next = characters.popFirst(), next != "]" { _ = next }
                literal = false
            } else if first == "." {
                literal = false
            }
            if characters.first == "{", let close = characters.firstIndex(of: "}") {
                // A count: the least it asks for.
                let least = Int(String(characters[characters.index(after: characters.startIndex)..<close].prefix { $0 != "," })) ?? 1
                characters = characters[characters.index(after: close)...]
                output += String(repeating: literal ? text : "1", count: min(max(least, 0), AndroidAdvancedPattern.largestCount))
                continue
            }
            let repeats = characters.first.map { $0 == "*" || $0 == "+" }
            let atLeastOne = characters.first == "+"
            if repeats == true { characters.removeFirst() }
            switch (literal, repeats == true) {
            case (false, true): output += any.isEmpty && atLeastOne ? "1" : any
            case (false, false): output += "1"
            case (true, true): output += any.isEmpty && !atLeastOne ? "" : text
            case (true, false): output += text
            }
        }
        return output
    }

    /// A simple glob with `.*` as `any`, another repeated character once when `any` is not empty
    /// (so `//*` gives `/` and `//`), and `.` as `1`.
    private static func filled(_ pattern: String, any: String) -> String {
        var output = ""
        var characters = Array(pattern)[...]
        while let first = characters.popFirst() {
            var character = first
            var literal = false
            if first == "\\", let escaped = characters.popFirst() {
                character = escaped
                literal = true
            }
            let repeats = characters.first == "*"
            if repeats { characters.removeFirst() }
            switch (literal || character != ".", repeats) {
            case (false, true): output += any
            case (false, false): output += "1"
            case (true, true): output += any.isEmpty ? "" : String(character)
            case (true, false): output.append(character)
            }
        }
        return output
    }
}
