import Junction
import JunctionRouteMap

extension RouteMap {
    /// The association file for `rules`, made wider where it keeps out a URL that an exposed
    /// route takes: every `exclude` that does so (a route kept in the app, said more widely than
    /// the route) is left out, so its URLs are sent and the router refuses them, and the file is
    /// checked again, until none does. Returns the file, the findings of its last check (where
    /// it still differs from the map, which the writer warns about), and each exclude left out
    /// with an exposed URL it kept out and the route that takes it. A spelling Apple's patterns
    /// cannot say never widens the file, nor does an exclude that guards a spelling
    /// (``UniversalLinkRules/Rule/isGuard``).
    ///
    /// - Complexity: One check of the file for each round of excludes left out, each close to
    ///   linear in the examples and the components; a round leaves out every exclude it finds.
    func widened(
        _ rules: [UniversalLinkRules.Rule], appID: String, file: String, examples: UniversalLinkExamples
    ) throws(RouteMapError) -> (AppSiteAssociation, [UniversalLinkFinding], leftOut: [(rule: UniversalLinkRules.Rule, url: String, route: String?)]) {
        var rules = rules
        var leftOut: [(rule: UniversalLinkRules.Rule, url: String, route: String?)] = []
        while true {
            let kept = UniversalLinkRules.deduplicated(rules)
            let association = AppSiteAssociation(details: [.init(appIDs: [appID], components: kept.map { index in
                let rule = rules[index]
                return AppSiteAssociation.Component(
                    path: rule.path, exclude: rule.exclude, comment: rule.comment,
                    settings: .init(caseSensitive: rule.ignoresCase ? false : nil))
            })])
            let check = try check(association, file: file, appID: appID, examples: examples, componentExamples: false)
            var round: [Int: String] = [:]
            for (component, url) in check.blocking where rules[kept[component]].exclude && !rules[kept[component]].isGuard {
                round[kept[component]] = url
            }
            guard !round.isEmpty else { return (association, check.findings, leftOut) }
            for (index, url) in round.sorted(by: { $0.key < $1.key }) {
                leftOut.append((rules[index], url, examples.router.route(for: url).map { routes[$0].name }))
            }
            rules = rules.indices.filter { round[$0] == nil }.map { rules[$0] }
        }
    }

    /// The components of the files the writer makes for `hosts`, by host, indexed for matching:
    /// one file for each run of hosts that need the same rules, as
    /// `RouteMapFile.appSiteAssociation(appID:host:)` writes it for them (without the hosts,
    /// one file for hosts that route the same paths; with a host, that host's own file).
    func writtenAssociations(
        hosts: [String], file: String, router: MapRouter
    ) throws(RouteMapError) -> [String: ([AppSiteAssociation.Component], ComponentIndex)] {
        var groups: [(rules: [UniversalLinkRules.Rule], hosts: [String])] = []
        for host in hosts {
            let rules = UniversalLinkRules.withSpellings(for: WebPattern.all(in: self, host: host))
            if let index = groups.firstIndex(where: { UniversalLinkRules.same($0.rules, rules) }) {
                groups[index].hosts.append(host)
            } else {
                groups.append((rules, [host]))
            }
        }
        var written: [String: ([AppSiteAssociation.Component], ComponentIndex)] = [:]
        for group in groups {
            let examples = UniversalLinkExamples(self, hosts: group.hosts, router: router)
            let (association, _, _) = try widened(group.rules, appID: Self.writtenAppID, file: file, examples: examples)
            let components = association.details[0].components
            let index = ComponentIndex(components, defaults: .init())
            for host in group.hosts { written[host] = (components, index) }
        }
        return written
    }

    /// The app the files made for comparison name: they are never written out.
    private static let writtenAppID = "ABCDE12345.junction.written"
}
