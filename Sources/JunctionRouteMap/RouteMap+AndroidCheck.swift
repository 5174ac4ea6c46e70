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
        let sending = AndroidFilterMatcher(filters)
        let writerSending = AndroidFilterMatcher(covered)
        var steps = Int.max
        var findings: [AndroidLinkFinding] = []
        var reported: Set<String> = []
        /// Records a finding when the filters and the router disagree about `url`; `true` when
        /// that is a new finding of the filter it came from.
        func classify(_ url: String, fromFilter: Int?) -> Bool {
            let sent = sending.filter(taking: url, steps: &steps)
            let source: RouteSource = url.hasPrefix("https:") ? .universalLink : .otherApp
            let opened = router.opens(url, from: source)
            guard (sent != nil) != opened else { return false }
            if !opened, writerSending.filter(taking: url, steps: &steps) != nil { return false }
            let route = router.route(for: url).map { routes[$0].name }
            let kind: UniversalLinkFinding.Kind = opened ? .exposedNotSent : (route == nil ? .sentWithoutRoute : .inAppSent)
            // A URL no filter sends is one finding per route, whichever example showed it.
            let subject = kind == .exposedNotSent ? route ?? url : fromFilter.map { "filter \($0)" } ?? route ?? url
            guard reported.insert("\(kind) \(subject)").inserted else { return false }
            findings.append(AndroidLinkFinding(kind: kind, url: url, route: route, filter: sent))
            return fromFilter != nil && subject.hasPrefix("filter ")
        }
        for url in Self.androidExamples(of: androidPatterns(hosts: hosts)) {
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
}
