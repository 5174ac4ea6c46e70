import Foundation
import Junction

extension RouteMap {
    /// The most character comparisons one check makes; a file that needs more is refused.
    static let checkBudget = 50_000_000

    /// Compares an association file with the map, on each host, by trying example URLs both ways.
    ///
    /// The examples are each pattern's URL with sample values (`1`, `true`, a UUID, the
    /// capture's name) on the host, spelled as written, with a trailing `/` and with an empty
    /// segment after the host (the router takes all three alike), and for a pattern ending in
    /// `**` also with nothing for it; for a case-insensitive route,
    /// the same (but the empty segment) with its literals in upper case, in lower case and with
    /// the Kelvin sign for `k` (which the router lower-cases to `k`); and, for each component that sends URLs to the
    /// app, its path with `?` as `1` and every `*` as nothing, as `1` and as `1/1` (with the
    /// query and fragment its patterns ask for). URLs are asked of a router holding the map's
    /// patterns as loading the map registers them. Each example the file sends but the router
    /// does not take from `RouteSource.universalLink`, or the other way round, is a finding, at
    /// most one per route and kind (and another for a route's other cases), and per component.
    ///
    /// - Parameters:
    ///   - association: The file's universal links.
    ///   - file: The file's name, for errors.
    ///   - appID: The app whose components are checked; may be left out when the file names one app.
    ///   - hosts: The web hosts the file is served on; `nil` for every web host of the map and
    ///     each subdomain that an `https` pattern names under a wildcard host (a wildcard host
    ///     stands for its other subdomains).
    /// - Throws: ``RouteMapError`` when the file does not name `appID` (or names several apps
    ///   and none is given), or its patterns take too long to compare.
    public func check(
        _ association: AppSiteAssociation, file: String = "<input>", appID: String? = nil, hosts: [String]? = nil
    ) throws(RouteMapError) -> [UniversalLinkFinding] {
        try check(association, file: file, appID: appID, hosts: hosts ?? WebPattern.servedHosts(webHosts, in: self), componentExamples: true)
    }

    /// The check, with or without the examples drawn from the file's components (a file this
    /// map wrote is checked with the map's own examples: its wider components are warned about
    /// when written).
    func check(
        _ association: AppSiteAssociation, file: String, appID: String?, hosts: [String], componentExamples: Bool
    ) throws(RouteMapError) -> [UniversalLinkFinding] {
        let (detailIndex, detail) = try Self.detail(of: association, file: file, appID: appID)
        var check = UniversalLinkCheck(
            router: MapRouter(self), detail: detail, detailIndex: detailIndex,
            defaults: AppSiteAssociation.Settings(
                caseSensitive: detail.defaults.caseSensitive ?? association.defaults.caseSensitive,
                percentEncoded: detail.defaults.percentEncoded ?? association.defaults.percentEncoded),
            matcher: ComponentMatcher(budget: Self.checkBudget))
        for host in hosts {
            for pattern in WebPattern.all(in: self, host: host) {
                guard let sample = MapRouter.sampleURL(for: pattern.pattern) else { continue }
                let url = MapRouter.onHost(sample, host: MapRouter.exampleHost(host))
                for spelling in Self.foldedSpellings(of: url) {
                    try check.classify(spelling, file: file)
                }
                // A `**` that takes nothing: the router may give that URL to a route tried first.
                if pattern.remainder, let bare = MapRouter.sampleURL(for: pattern.pattern, remainder: "") {
                    try check.classify(MapRouter.onHost(bare, host: MapRouter.exampleHost(host)), file: file)
                }
                // An empty segment is the file's limit in any case: said once, as written.
                for variant in pattern.caseVariants(of: url) {
                    for spelling in Self.foldedSpellings(of: variant.url) where !spelling.dropFirst("https://".count).contains("//") {
                        try check.classify(spelling, file: file, inAnotherCase: true, saidByApple: variant.saidByApple)
                    }
                }
            }
            for (index, component) in detail.components.enumerated() where componentExamples && !component.exclude {
                for url in check.examples(of: component, host: MapRouter.exampleHost(host)) {
                    if try check.classify(url, file: file, from: index) { break }
                }
            }
        }
        return check.findings
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

/// One check in progress: the findings so far, and what the matcher has left to spend.
struct UniversalLinkCheck {
    let router: MapRouter
    let detail: AppSiteAssociation.Detail
    let detailIndex: Int
    let defaults: AppSiteAssociation.Settings
    var matcher: ComponentMatcher
    var findings: [UniversalLinkFinding] = []
    private var reported: Set<String> = []

    init(router: MapRouter, detail: AppSiteAssociation.Detail, detailIndex: Int, defaults: AppSiteAssociation.Settings, matcher: ComponentMatcher) {
        self.router = router
        self.detail = detail
        self.detailIndex = detailIndex
        self.defaults = defaults
        self.matcher = matcher
    }

    /// Records a finding when the file and the router disagree about `url`; `true` when they do.
    /// `inAnotherCase`: the URL spells a case-insensitive route otherwise than its pattern, and
    /// gets a finding of its own; `saidByApple`: whether Apple's patterns can say that spelling.
    @discardableResult
    mutating func classify(
        _ url: String, file: String, from source: Int? = nil, inAnotherCase: Bool = false, saidByApple: Bool = true
    ) throws(RouteMapError) -> Bool {
        guard let decided = matcher.decidingComponent(detail.components, defaults: defaults, url: .init(url: url)) else {
            throw RouteMapError(
                file: file, location: .keyPath(""),
                message: "comparing the file's patterns took more than \(RouteMap.checkBudget) steps; refusing to check it")
        }
        let sent = decided.map { !detail.components[$0].exclude } ?? false
        let opened = router.opens(url, from: .universalLink)
        guard sent != opened else { return false }
        let route = router.route(for: url).map { router.map.routes[$0].name }
        let kind: UniversalLinkFinding.Kind = opened ? .exposedNotSent : (route == nil ? .sentWithoutRoute : .inAppSent)
        let place = decided.map { "applinks.details[\(detailIndex)].components[\($0)]" }
        // One finding per route and kind, and per component.
        let subject = (source.map { "component \($0)" } ?? route ?? url) + (inAnotherCase ? " in another case" : "")
        guard reported.insert("\(kind) \(subject)").inserted else { return true }
        findings.append(UniversalLinkFinding(
            kind: kind, url: url, route: route, componentPlace: place,
            componentPattern: decided.flatMap { detail.components[$0].path }, componentIndex: decided,
            saidByApple: saidByApple))
        return true
    }

    /// URLs a component sends: its path with `?` as `1` and each `*` as nothing, `1` and `1/1`,
    /// and the query and fragment its patterns ask for; a path with an empty segment inside
    /// (`/a//b`), which no one links to, is left out.
    func examples(of component: AppSiteAssociation.Component, host: String) -> [String] {
        func fill(_ pattern: String, star: String) -> String {
            pattern.replacingOccurrences(of: "?", with: "1").replacingOccurrences(of: "*", with: star)
        }
        let encoded = component.settings.percentEncoded ?? defaults.percentEncoded ?? true
        func written(_ text: String) -> String {
            encoded ? text : (text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? text)
        }
        return ["", "1", "1/1"].compactMap { star in
            var path = written(fill(component.path ?? "/*", star: star))
            if !path.hasPrefix("/") { path = "/" + path }
            if path.dropLast().contains("//") { return nil }
            var url = "https://\(host)\(path)"
            switch component.query {
            case .whole(let pattern)?: url += "?" + written(fill(pattern, star: star))
            case .items(let items)? where !items.isEmpty:
                url += "?" + items.map { "\(written($0.name))=\(written(fill($0.value, star: star)))" }.joined(separator: "&")
            default: break
            }
            if let fragment = component.fragment { url += "#" + written(fill(fragment, star: star)) }
            return url
        }
    }
}
