import Foundation
import Junction
import JunctionRouteMap
import JunctionRouteMapTools
import Testing

/// The association files `junction aasa` writes for generated maps, judged against the router an
/// app builds from each map (`RouteMap.load(into:bindings:)`, asked with the source
/// `universal-link`): maps with case-insensitive routes, a wildcard web host beside listed ones,
/// and `https` patterns on subdomains; URLs in other cases, with the Kelvin sign (which Unicode
/// lower-cases to `k`) and with `É` for `é`, on every host the files are served on.
///
/// Every URL a file sends reaches a route exposed to universal links, and every URL such a route
/// takes is sent, except where a warning of the writer names the route (or, for a spelling only
/// the router folds, such as the Kelvin sign, says such paths are kept in the browser). Each file passes its own check: whatever
/// `RouteMap.check` finds is one of the writer's known limits. Files are matched by the model of Apple's
/// documented rules in ``UniversalLinkPropertyTests``, which shares no code with the writer.
@Suite struct UniversalLinkGeneratedMapTests {
    static let appID = "ABCDE12345.com.example.shop"
    static let literals = ["admin", "Kit", "kill", "news", "café", "x"]
    /// Host lists: one host, a wildcard, and both.
    static let hostLists = [["shop.example.com"], ["*.example.com"], ["shop.example.com", "*.example.com"]]

    /// Seeds 0 to 23, and those of a longer run that once found the writer wrong.
    @Test(arguments: Array(0..<24) + [32, 36, 38, 45, 46, 55, 80, 90, 97, 111, 124, 142, 155])
    func theFilesSendAURLExactlyWhenTheAppsRouterTakesIt(seed: Int) throws {
        var random = SeededMaps(seed: UInt64(seed))
        var checked = 0
        var sentCount = 0
        var folded = 0
        var disagreements: [String] = []
        var maps = 0
        for attempt in 0..<4 {
            let file = try Self.map(using: &random, hosts: Self.hostLists[(seed + attempt) % Self.hostLists.count])
            let map = file.map
            let router = Router(options: RouterOptions().adding(map))
            var bindings = RouteMapBindings()
            bindings.handler("h") { _ in () }
            // A generated map may have two routes the router refuses together: not a map an app has.
            guard (try? map.load(into: router, bindings: bindings)) != nil else { continue }
            maps += 1
            for (host, written, served) in try Self.files(for: file) {
                // The written file passes its own check: every finding is one of the writer's limits.
                let problems = try map.check(served.association, hosts: written.map { [$0] }).filter { !$0.isKnownLimit }
                if !problems.isEmpty { disagreements.append("the check of the file for \(written ?? "every host") finds \(problems); map \(Self.describe(map))") }
                let components = try UniversalLinkPropertyTests.components(served.association.json)
                let warned = Self.warnedRoutes(served.warnings, map: map)
                // Spellings kept in the browser on the host as a whole: "with É (%C3%89) is kept in the browser".
                let keptSpellings = served.warnings.compactMap { warning in
                    warning.message.range(of: #"\((%[0-9A-F%]+)\) is kept in the browser"#, options: .regularExpression)
                        .map { String(warning.message[$0].dropFirst().prefix { $0 != ")" }) }
                }
                for path in Self.paths(for: map, host: host) {
                    let url = "https://\(host)\(path)"
                    let decided = UniversalLinkPropertyTests.decidingComponent(components, path: path)
                    let sent = decided.map { !$0.exclude } ?? false
                    let taken = router.canOpen(RouteRequest(url: url, ancestorFallback: false, source: .universalLink))
                    checked += 1
                    if sent { sentCount += 1 }
                    if path.contains("%E2%84%AA") || path.contains("%C3%89") || path != path.lowercased() { folded += 1 }
                    guard sent != taken else { continue }
                    let route = Self.route(for: url, in: router)
                    if sent, let route, warned.sends.contains(route) { continue }
                    if sent, let owner = decided?.route, warned.wider.contains(owner) { continue }
                    if !sent, let route, warned.keepsOut.contains(route) { continue }
                    if !sent, keptSpellings.contains(where: path.contains) { continue }
                    disagreements.append("\(url): the file \(sent ? "sends" : "keeps") it, the router \(taken ? "takes" : "refuses") it (route \(route ?? "none")); map \(Self.describe(map))")
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements, such as \(disagreements.prefix(4))")
        // Hits, misses and other spellings all: the comparison is not vacuous.
        #expect(maps > 0)
        #expect(checked > 400 * maps)
        #expect(sentCount > 0)
        #expect(folded > 100 * maps)
    }

    /// The hosts the files are served on, each with the host its file is written for (`nil`: the
    /// file for every host, when the writer makes one) and the file: otherwise one per host (a
    /// subdomain an `https` pattern names, and `zz.example.com` for the others under a wildcard,
    /// whose file is written for the wildcard).
    static func files(for file: RouteMapFile) throws -> [(String, String?, (association: AppSiteAssociation, warnings: [RouteMapDiagnostic]))] {
        var hosts: [(served: String, written: String)] = []
        for entry in file.map.webHosts {
            guard entry.hasPrefix("*.") else {
                hosts.append((entry, entry))
                continue
            }
            hosts.append(("zz" + entry.dropFirst(), entry))
            let named = file.map.routes.flatMap(\.patterns).compactMap { pattern -> String? in
                guard pattern.text.hasPrefix("https://") else { return nil }
                return pattern.text.dropFirst("https://".count).split(separator: "/").first.map(String.init)
            }
            for host in Set(named).sorted() where host.hasSuffix(entry.dropFirst()) && !file.map.webHosts.contains(host) {
                hosts.append((host, host))
            }
        }
        if let one = try? file.appSiteAssociation(appID: appID) {
            return hosts.map { ($0.served, nil, one) }
        }
        return try hosts.map { ($0.served, $0.written, try file.appSiteAssociation(appID: appID, host: $0.written)) }
    }

    /// The routes the warnings name: those whose URLs the file sends though the router refuses
    /// them, those written more widely than they take, and those kept in the browser.
    static func warnedRoutes(_ warnings: [RouteMapDiagnostic], map: RouteMap) -> (sends: Set<String>, wider: Set<String>, keepsOut: Set<String>) {
        var sends: Set<String> = []
        var wider: Set<String> = []
        var keepsOut: Set<String> = []
        for warning in warnings where warning.keyPath.hasPrefix("routes[") {
            let digits = warning.keyPath.dropFirst("routes[".count).prefix { $0.isNumber }
            guard let index = Int(digits) else { continue }
            let name = map.routes[index].name
            if warning.message.contains("sends more to the app than the route takes") || warning.message.contains("the file sends paths deeper than") {
                wider.insert(name)
            }
            if warning.message.contains("is kept in the app, but the file sends") { sends.insert(name) }
            if warning.message.contains("but the file keeps it in the browser") { keepsOut.insert(name) }
        }
        return (sends, wider, keepsOut)
    }

    // MARK: Generated maps and URLs

    static func map(using random: inout SeededMaps, hosts: [String]) throws -> RouteMapFile {
        let authorities = ["", "", "", "https://admin.example.com", "https://shop.example.com"]
        var routes: [String] = []
        for index in 0..<Int.random(in: 3...7, using: &random) {
            var segments: [String] = []
            for position in 0..<Int.random(in: 1...3, using: &random) {
                let roll = Int.random(in: 0..<20, using: &random)
                switch roll {
                case 0..<12: segments.append(literals.randomElement(using: &random)!)
                case 12..<17: segments.append("{v\(position)}")
                case 17: segments.append("{n\(position):int}")
                default: segments.append(position == 0 ? "{v\(position)}" : "**")
                }
                if segments.last == "**" { break }
            }
            let text = authorities.randomElement(using: &random)! + "/" + segments.joined(separator: "/")
            let exposure = Bool.random(using: &random) ? #", "exposure": ["universal-link"]"# : ""
            routes.append(#"{"name": "r\#(index)", "pattern": "\#(text)", "handler": "h"\#(exposure), "caseInsensitive": \#(Bool.random(using: &random))}"#)
        }
        let list = hosts.map { "\"\($0)\"" }.joined(separator: ", ")
        return try RouteMapFile(text: #"{"webHosts": [\#(list)], "routes": [\#(routes.joined(separator: ", "))]}"#, format: .json, file: "generated.json")
    }

    /// Paths on a host: each pattern's own, in other cases, and those of up to two segments from
    /// the literals and their spellings; each also with a trailing `/`.
    static func paths(for map: RouteMap, host: String) -> [String] {
        var paths: Set<String> = ["/"]
        let words = literals.flatMap(spellings) + ["7", "zz"]
        for first in words {
            paths.insert("/" + first)
            for second in words { paths.insert("/" + first + "/" + second) }
        }
        for route in map.routes {
            for pattern in route.patterns {
                var text = pattern.text
                if text.hasPrefix("https://") {
                    let rest = text.dropFirst("https://".count)
                    guard rest.hasPrefix(host + "/") else { continue }
                    text = String(rest.dropFirst(host.count))
                }
                let segments = text.split(separator: "/").map(String.init)
                let values = segments.map { segment in
                    segment == "**" ? ["r/s"] : segment.hasPrefix("{") ? [segment.contains(":int") ? "7" : "Val"] : spellings(of: segment)
                }
                var built = [""]
                for choices in values { built = built.flatMap { prefix in choices.map { prefix + "/" + $0 } } }
                paths.formUnion(built)
            }
        }
        return paths.flatMap { $0 == "/" ? [$0] : [$0, $0 + "/"] }.sorted()
    }

    /// A literal as a URL writes it, in lower case, upper case and title case, with the Kelvin
    /// sign for `k`, and with `É` for `é`.
    static func spellings(of word: String) -> [String] {
        let forms = [word, word.lowercased(), word.uppercased(), word.prefix(1).uppercased() + word.dropFirst().lowercased(),
                     word.replacingOccurrences(of: "k", with: "\u{212A}").replacingOccurrences(of: "K", with: "\u{212A}")]
        return Array(Set(forms.map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)! })).sorted()
    }

    static func route(for url: String, in router: Router) -> String? {
        guard let match = try? router.match(RouteRequest(url: url, ancestorFallback: false)) else { return nil }
        // Loading names each route's first pattern, the only one these maps have.
        return match.name
    }

    static func describe(_ map: RouteMap) -> String {
        map.webHosts.joined(separator: ",") + " " + map.routes.map { route in
            route.patterns[0].text + (route.exposure.allows(.universalLink) ? " exposed" : " in-app") + (route.caseInsensitive ? " ci" : "")
        }.joined(separator: "; ")
    }
}

/// A seeded generator (xorshift64*), so that each seed makes the same maps.
struct SeededMaps: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) {
        state = seed &* 0x2545_F491_4F6C_DD1D | 1
    }

    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }
}
