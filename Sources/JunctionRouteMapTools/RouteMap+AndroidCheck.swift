import Foundation
import Junction
import JunctionRouteMap

extension RouteMap {
    /// The most steps one check of intent filters takes (a character compared, or an example
    /// URL's character routed); a file that needs more is refused.
    static let androidCheckBudget = 50_000_000

    /// Compares intent filters (read with ``AndroidAppLinks/intentFilters(xml:file:)``) with the
    /// map, by trying example URLs both ways.
    ///
    /// The examples are each pattern's URL with sample values on each web host (`https`) and on
    /// each of the map's schemes, as written, with a trailing `/` and with an empty segment after
    /// the host (a `**` also taking nothing, and a route kept in the app also with a capture
    /// taking an exposed pattern's literal); each scheme's URL with no host (`shop://`); and, for
    /// each filter, URLs its paths and scheme-specific parts take (`.*` as nothing, `1` and
    /// `1/1`). Each distinct URL is tried once. A URL a route takes (from `universal-link` for
    /// `https`, `other-app` for the app's schemes) that no filter sends is a finding; so is a URL
    /// a filter sends that no route takes from there. Where the filters
    /// `RouteMapFile.androidAppLinks(packageName:certificateSHA256:host:minimumSDK:)` writes
    /// (for any minimum SDK) disagree with the map in the same way, the finding is a known limit
    /// of Android's filters (``AndroidLinkFinding/isKnownLimit``), which the writer warns about:
    /// a file the writer wrote has no other findings. At most one finding per route and kind,
    /// and per filter, known limits apart; a filter's examples stop at its first problem.
    ///
    /// - Parameters:
    ///   - filters: The filters to check.
    ///   - file: The file's name, for errors.
    ///   - hosts: The web hosts; `nil` for every web host of the map.
    /// - Returns: The findings; none when the filters agree with the map.
    /// - Throws: `RouteMapError` when comparing the filters with the map takes more steps than
    ///   a check is given (a file made to be slow to check).
    /// - Complexity: Each example is matched only against the patterns that start as it does.
    public func checkAndroid(
        _ filters: [AndroidIntentFilter], file: String = "<input>", hosts: [String]? = nil
    ) throws(RouteMapError) -> [AndroidLinkFinding] {
        let hosts = (hosts ?? webHosts).map { $0.lowercased() }
        // The writer's own filters, below API 31 and from it: where they disagree with the map
        // too, it warns.
        let patterns = androidPatterns(hosts: hosts)
        let written = [false, true].map { RouteMapFile.filters(for: patterns, advanced: $0) }
        var check = AndroidLinkCheck(map: self, filters: filters, written: written, budget: Self.androidCheckBudget)
        try check.run(hosts: hosts, filterExamples: true, file: file)
        return check.findings
    }

    /// The patterns filters are written for: those the web hosts reach, the `https` patterns of
    /// the hosts they name under a wildcard among them, and those of the app's schemes.
    func androidPatterns(hosts: [String]) -> [AndroidLinkPattern] {
        hosts.flatMap { AndroidLinkPattern.web(in: self, host: $0) }
            + hostsNamed(under: hosts).flatMap { host in AndroidLinkPattern.web(in: self, host: host).filter { $0.pattern.scheme == "https" } }
            + AndroidLinkPattern.custom(in: self)
    }

    /// The patterns a check's examples come from: every pattern each web host reaches, a host
    /// named under a wildcard too (where a filter for the wildcard sends what a route pinned to
    /// that host keeps in the app), and those of the app's schemes.
    func androidExamplePatterns(hosts: [String]) -> [AndroidLinkPattern] {
        (hosts + hostsNamed(under: hosts)).flatMap { AndroidLinkPattern.web(in: self, host: $0) } + AndroidLinkPattern.custom(in: self)
    }

    /// The hosts that `https` patterns name (`https://admin.example.com/...`) under a wildcard
    /// among `hosts` (`*.example.com`), and that `hosts` do not list themselves, in the map's order.
    func hostsNamed(under hosts: [String]) -> [String] {
        let wildcards = hosts.filter(WebHost.isWildcard)
        guard !wildcards.isEmpty else { return [] }
        var named: [String] = []
        var seen = Set(hosts)
        for pattern in routes.flatMap(\.patterns).flatMap(\.expansions) where pattern.scheme == "https" {
            guard let authority = pattern.pathSegments.first, authority.kind == .literal else { continue }
            let host = authority.text.lowercased()
            if WebHost.isListed(host, in: wildcards), seen.insert(host).inserted { named.append(host) }
        }
        return named
    }
}

/// One check of intent filters in progress: the findings so far, the URLs tried, and the steps
/// left.
struct AndroidLinkCheck {
    let map: RouteMap
    private let router: MapRouter
    private let filters: [AndroidIntentFilter]
    private let sending: AndroidFilterMatcher
    /// The filters the writer writes for the map: where they disagree with it, so may the file.
    private let writerSending: [AndroidFilterMatcher]
    private(set) var findings: [AndroidLinkFinding] = []
    private var reported: Set<String> = []
    /// Each URL tried, and what the filters and the router made of it.
    private var tried: [String: Outcome] = [:]
    private var steps: Int
    private let budget: Int

    /// What an example shows.
    private enum Outcome {
        case agreement
        /// A disagreement the writer's filters share.
        case knownLimit
        case problem
    }

    /// A check of `filters`; `written` are the filters the writer writes for the map (none for
    /// the writer's own check, where every disagreement becomes a warning).
    init(map: RouteMap, filters: [AndroidIntentFilter], written: [[AndroidIntentFilter]], budget: Int) {
        self.map = map
        router = MapRouter(map)
        self.filters = filters
        sending = AndroidFilterMatcher(filters)
        writerSending = written.map(AndroidFilterMatcher.init)
        steps = budget
        self.budget = budget
    }

    /// Tries the map's examples on `hosts`, then, with `filterExamples`, each filter's.
    mutating func run(hosts: [String], filterExamples: Bool, file: String) throws(RouteMapError) {
        for url in RouteMap.androidExamples(of: map.androidExamplePatterns(hosts: hosts)) {
            for spelling in RouteMap.foldedSpellings(of: url) { _ = try classify(spelling, fromFilter: nil, file: file) }
        }
        // A URL of the app's scheme with no host, which no pattern above stands for.
        for scheme in map.schemes { _ = try classify("\(scheme.lowercased())://", fromFilter: nil, file: file) }
        guard filterExamples else { return }
        for (index, filter) in filters.enumerated() {
            for url in RouteMap.examples(of: filter) where try classify(url, fromFilter: index, file: file) { break }
        }
    }

    /// Records a finding when the filters and the router disagree about `url`; `true` when
    /// that is a new problem of the filter it came from.
    private mutating func classify(_ url: String, fromFilter: Int?, file: String) throws(RouteMapError) -> Bool {
        if let outcome = tried[url], outcome != .problem || fromFilter == nil { return false }
        steps -= url.utf8.count
        let sent = sending.filter(taking: url, steps: &steps)
        let source: RouteSource = url.hasPrefix("https:") ? .universalLink : .otherApp
        let opened = router.opens(url, from: source)
        var outcome = Outcome.agreement
        if (sent != nil) != opened {
            // Known when some writer's filters disagree the same way: they too send what the
            // router refuses, or miss what it takes.
            let shared = writerSending.contains { ($0.filter(taking: url, steps: &steps) != nil) != opened }
            outcome = shared ? .knownLimit : .problem
        }
        guard steps >= 0 else {
            throw RouteMapError(
                file: file, location: .keyPath(""),
                message: "comparing the filters with the map took more than \(budget) steps; refusing to check the file")
        }
        tried[url] = outcome
        guard outcome != .agreement else { return false }
        let route = router.route(for: url).map { map.routes[$0].name }
        let kind: UniversalLinkFinding.Kind = opened ? .exposedNotSent : (route == nil ? .sentWithoutRoute : .inAppSent)
        // A URL no filter sends is one finding per route, whichever example showed it.
        let subject = kind == .exposedNotSent ? route ?? url : fromFilter.map { "filter \($0)" } ?? route ?? url
        guard reported.insert("\(outcome) \(kind) \(subject)").inserted else { return false }
        var finding = AndroidLinkFinding(kind: kind, url: url, route: route, filter: sent)
        finding.isKnownLimit = outcome == .knownLimit
        findings.append(finding)
        return outcome == .problem && fromFilter != nil && subject.hasPrefix("filter ")
    }
}
