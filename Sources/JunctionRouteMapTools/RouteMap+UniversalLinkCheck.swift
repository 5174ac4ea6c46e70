import Foundation
import Junction
import JunctionRouteMap

extension RouteMap {
    /// The character comparisons a check may make: this many, and ``checkStepsPerExample``
    /// more for each URL it tries; a file that needs more (one made to be slow to match) is
    /// refused.
    static let checkBudget = 50_000_000
    /// See ``checkBudget``.
    static let checkStepsPerExample = 2_000

    /// Compares an association file with the map, on each host, by trying example URLs both ways.
    ///
    /// The examples are each pattern's URL with sample values (`1`, `true`, a UUID, the
    /// capture's name) on the host, spelled as written, with a trailing `/` and with an empty
    /// segment after the host (the router takes all three alike), and for a pattern ending in
    /// `**` also with nothing and with two segments for it; for a case-insensitive route, the same (but the empty
    /// segment) with its literals in upper case, in lower case and with the Kelvin sign for `k`
    /// (which the router lower-cases to `k`); and, for each component that sends URLs to the
    /// app, its path with `?` as `1` and every `*` as nothing, as `1` and as `1/1` (with the
    /// query and fragment its patterns ask for). URLs are asked of a router holding the map's
    /// patterns as loading the map registers them. Each example the file sends but the router
    /// does not take from `RouteSource.universalLink`, or the other way round, is a finding, at
    /// most one per route and kind (and another for a route's other cases), and per component.
    ///
    /// A finding is a known limit (``UniversalLinkFinding/isKnownLimit``) when the file
    /// `RouteMapFile.appSiteAssociation(appID:host:)` writes for the map decides its URL the
    /// same way: written for the hosts checked, one file for the hosts that need the same rules.
    /// A file the map wrote has no other findings.
    ///
    /// - Parameters:
    ///   - association: The file's universal links.
    ///   - file: The file's name, for errors.
    ///   - appID: The app whose components are checked; may be left out when the file names one app.
    ///   - hosts: The web hosts the file is served on; `nil` for every web host of the map and
    ///     each subdomain that an `https` pattern names under a wildcard host (a wildcard host
    ///     stands for its other subdomains).
    /// - Throws: `RouteMapError` when the file does not name `appID` (or names several apps
    ///   and none is given), or its patterns take too long to compare.
    /// - Complexity: Close to linear in the map's patterns and the file's components: a URL is
    ///   compared only with the components that hold one of its path's segments, and with those
    ///   that hold none.
    public func check(
        _ association: AppSiteAssociation, file: String = "<input>", appID: String? = nil, hosts: [String]? = nil
    ) throws(RouteMapError) -> [UniversalLinkFinding] {
        let hosts = hosts ?? WebPattern.servedHosts(webHosts, in: self)
        let examples = UniversalLinkExamples(self, hosts: hosts)
        let findings = try check(association, file: file, appID: appID, examples: examples, componentExamples: true).findings
        guard !findings.isEmpty else { return findings }
        let written = try writtenAssociations(hosts: hosts, file: file, router: examples.router)
        return findings.map { finding in
            guard let (components, index) = written[finding.host] else { return finding }
            var matcher = ComponentMatcher(budget: .max)
            let decided = matcher.decidingComponent(components, index: index, defaults: .init(), url: .init(url: finding.url)) ?? nil
            let sent = decided.map { !components[$0].exclude } ?? false
            var marked = finding
            marked.isKnownLimit = sent == (finding.kind != .exposedNotSent)
            return marked
        }
    }

    /// The check of a file with the map's examples, and with or without those drawn from the
    /// file's components (a file this map wrote is checked with the map's own examples: its
    /// wider components are warned about when written).
    func check(
        _ association: AppSiteAssociation, file: String, appID: String?, examples: UniversalLinkExamples, componentExamples: Bool
    ) throws(RouteMapError) -> UniversalLinkCheck {
        let (detailIndex, detail) = try Self.detail(of: association, file: file, appID: appID)
        let tried = examples.count + (componentExamples ? 3 * detail.components.count * examples.byHost.count : 0)
        var check = UniversalLinkCheck(
            router: examples.router, detail: detail, detailIndex: detailIndex,
            defaults: AppSiteAssociation.Settings(
                caseSensitive: detail.defaults.caseSensitive ?? association.defaults.caseSensitive,
                percentEncoded: detail.defaults.percentEncoded ?? association.defaults.percentEncoded),
            budget: Self.checkBudget + Self.checkStepsPerExample * tried, file: file)
        for (host, urls) in examples.byHost {
            for example in urls {
                try check.classify(example)
            }
            for (index, component) in detail.components.enumerated() where componentExamples && !component.exclude {
                for url in check.examples(of: component, host: MapRouter.exampleHost(host)) {
                    let opened = examples.router.opens(url, from: .universalLink)
                    if try check.classify(.init(url: url, host: host, opened: opened), from: index) { break }
                }
            }
        }
        return check
    }

    /// A URL as written, then the spellings of it the router folds into the same route (ROUTING.md
    /// §1): with a trailing `/`, and with an empty segment after the host (`https://h//p`).
    static func foldedSpellings(of url: String) -> [String] {
        guard let scheme = url.range(of: "://"), let slash = url[scheme.upperBound...].firstIndex(of: "/") else { return [url] }
        let pathEnd = url[slash...].firstIndex { $0 == "?" || $0 == "#" } ?? url.endIndex
        let doubled = url[..<slash] + "/" + url[slash...]
        guard url[slash..<pathEnd] != "/" else { return [url, String(doubled)] }
        return [url, String(url[..<pathEnd] + "/" + url[pathEnd...]), String(doubled)]
    }

    private static func detail(
        of association: AppSiteAssociation, file: String, appID: String?
    ) throws(RouteMapError) -> (Int, AppSiteAssociation.Detail) {
        let apps = association.details.flatMap(\.appIDs)
        let wanted: String
        if let appID {
            wanted = appID
        } else if Set(apps).count == 1, let only = apps.first {
            wanted = only
        } else {
            throw RouteMapError(file: file, location: .keyPath(""), message: apps.isEmpty
                ? "the file names no app"
                : "the file names several apps (\(apps.joined(separator: ", "))); say which with the app's ID")
        }
        guard let index = association.details.firstIndex(where: { $0.appIDs.contains(wanted) }) else {
            throw RouteMapError(file: file, location: .keyPath(""), message: "no detail names the app \(wanted)")
        }
        return (index, association.details[index])
    }
}
