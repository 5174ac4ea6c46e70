import Foundation
import Junction
import JunctionRouteMap

/// The URLs a check tries for the map's patterns (`RouteMap.check(_:file:appID:hosts:)`), by
/// host, each with whether the router takes it from a universal link: made once, they are
/// compared with every file the writer makes while it widens its own.
struct UniversalLinkExamples {
    /// One URL to try.
    struct Example {
        let url: String
        /// The host the URL stands for, as the map or the caller names it (`*.example.com`).
        let host: String
        /// Whether the router takes it from a universal link.
        let opened: Bool
        /// Whether it spells a case-insensitive route otherwise than its pattern: such URLs get
        /// findings of their own.
        var inAnotherCase = false
        /// Whether Apple's patterns can say that spelling (not so for `É` or the Kelvin sign,
        /// which the router folds).
        var saidByApple = true
    }

    let router: MapRouter
    /// The URLs of each host, in the order they are tried.
    private(set) var byHost: [(host: String, urls: [Example])] = []

    /// How many URLs there are.
    var count: Int { byHost.reduce(0) { $0 + $1.urls.count } }

    /// The examples of `RouteMap.check(_:file:appID:hosts:)` for the map's patterns on each
    /// host, asked of `router` (a ``MapRouter`` of the map) or of a new one.
    init(_ map: RouteMap, hosts: [String], router: MapRouter? = nil) {
        self.router = router ?? MapRouter(map)
        for host in hosts {
            var urls: [Example] = []
            let exampleHost = MapRouter.exampleHost(host)
            func add(_ url: String, inAnotherCase: Bool = false, saidByApple: Bool = true) {
                urls.append(Example(
                    url: url, host: host, opened: self.router.opens(url, from: .universalLink),
                    inAnotherCase: inAnotherCase, saidByApple: saidByApple))
            }
            for pattern in WebPattern.all(in: map, host: host) {
                // A `**` also takes nothing (the router may give that URL to a route tried
                // first) and more than one segment (which other patterns' rules may keep out).
                let remainders = pattern.remainder ? ["x", "", "1/1"] : ["x"]
                for (number, remainder) in remainders.enumerated() {
                    guard let sample = MapRouter.sampleURL(for: pattern.pattern, remainder: remainder) else { continue }
                    let url = MapRouter.onHost(sample, host: exampleHost)
                    // An empty segment is the file's limit in any spelling: said once, as written.
                    for spelling in RouteMap.foldedSpellings(of: url) where number == 0 || !Self.hasEmptySegment(spelling) {
                        add(spelling)
                    }
                    for variant in pattern.caseVariants(of: url) {
                        for spelling in RouteMap.foldedSpellings(of: variant.url) where !Self.hasEmptySegment(spelling) {
                            add(spelling, inAnotherCase: true, saidByApple: variant.saidByApple)
                        }
                    }
                }
            }
            byHost.append((host, urls))
        }
    }

    /// Whether the URL's path has an empty segment (`https://h//p`).
    private static func hasEmptySegment(_ url: String) -> Bool {
        url.dropFirst("https://".count).contains("//")
    }
}

/// One check in progress: the findings so far, the excludes that keep exposed URLs out, and
/// what the matcher has left to spend.
struct UniversalLinkCheck {
    let router: MapRouter
    let detail: AppSiteAssociation.Detail
    let detailIndex: Int
    let defaults: AppSiteAssociation.Settings
    private let index: ComponentIndex
    private var matcher: ComponentMatcher
    private let budget: Int
    private let file: String
    private(set) var findings: [UniversalLinkFinding] = []
    /// Every `exclude` component that kept out a URL an exposed route takes, spelled as Apple's
    /// patterns can say, by index, with the first such URL: the writer leaves these out of its
    /// own file.
    private(set) var blocking: [Int: String] = [:]
    private var reported: Set<String> = []

    /// A check of `detail`'s components, `file` naming the file in errors, that gives up after
    /// `budget` character comparisons.
    init(
        router: MapRouter, detail: AppSiteAssociation.Detail, detailIndex: Int, defaults: AppSiteAssociation.Settings,
        budget: Int, file: String
    ) {
        self.router = router
        self.detail = detail
        self.detailIndex = detailIndex
        self.defaults = defaults
        index = ComponentIndex(detail.components, defaults: defaults)
        matcher = ComponentMatcher(budget: budget)
        self.budget = budget
        self.file = file
    }

    /// Records a finding when the file and the router disagree about the example's URL (`from`:
    /// the component it was drawn from); `true` when they do.
    @discardableResult
    mutating func classify(_ example: UniversalLinkExamples.Example, from source: Int? = nil) throws(RouteMapError) -> Bool {
        let url = example.url
        guard let decided = matcher.decidingComponent(detail.components, index: index, defaults: defaults, url: .init(url: url)) else {
            throw RouteMapError(
                file: file, location: .keyPath(""),
                message: "comparing the file's patterns took more than \(budget) steps; refusing to check it")
        }
        let sent = decided.map { !detail.components[$0].exclude } ?? false
        guard sent != example.opened else { return false }
        if example.opened, example.saidByApple, let decided, blocking[decided] == nil { blocking[decided] = url }
        let route = router.route(for: url).map { router.map.routes[$0].name }
        let kind: UniversalLinkFinding.Kind = example.opened ? .exposedNotSent : (route == nil ? .sentWithoutRoute : .inAppSent)
        let place = decided.map { "applinks.details[\(detailIndex)].components[\($0)]" }
        // One finding per route and kind, and per component.
        let subject = (source.map { "component \($0)" } ?? route ?? url) + (example.inAnotherCase ? " in another case" : "")
        guard reported.insert("\(kind) \(subject)").inserted else { return true }
        findings.append(UniversalLinkFinding(
            kind: kind, url: url, route: route, componentPlace: place,
            componentPattern: decided.flatMap { detail.components[$0].path }, componentIndex: decided,
            host: example.host, saidByApple: example.saidByApple))
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
