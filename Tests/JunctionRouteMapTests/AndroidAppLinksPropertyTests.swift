import Foundation
import Junction
import JunctionRouteMap
import JunctionRouteMapTools
import Testing

/// The intent filters `junction android` writes send a URL to the app exactly when the router
/// takes it (from `universal-link` on the web host, from `other-app` on the app's scheme), except
/// where a warning says so, judged by Android's own matcher as `AndroidMatcherModel` reads it
/// (AOSP's `PatternMatcher`, held to AOSP's tests), not by Junction's: a filter's `<data>`
/// schemes, hosts and paths combine; a host starting with `*` matches any host ending with the
/// rest, ignoring case; paths are matched against the decoded path (empty for `shop://cart`);
/// a filter without a path takes every path on its hosts.
@Suite struct AndroidAppLinksPropertyTests {
    static let host = "shop.example.com"

    static let map = #"""
        {"schemes": ["shop"], "webHosts": ["shop.example.com"], "routes": [
          {"name": "home", "pattern": "/", "handler": "h", "exposure": "everywhere"},
          {"name": "about", "pattern": "/about", "handler": "h", "exposure": ["universal-link"]},
          {"name": "about.legal", "pattern": "/about/legal", "handler": "h"},
          {"name": "category", "pattern": "/c/{slug}", "handler": "h", "exposure": ["universal-link"]},
          {"name": "category.sale", "pattern": "/c/sale", "handler": "h"},
          {"name": "category.page", "pattern": "/c/{slug}/page/{n}", "handler": "h", "exposure": ["universal-link"]},
          {"name": "file", "pattern": "/f/{name}.html", "handler": "h", "exposure": ["universal-link"]},
          {"name": "help", "pattern": "/help/**", "handler": "h", "exposure": ["universal-link", "other-app"]},
          {"name": "help.admin", "pattern": "/help/admin", "handler": "h"},
          {"name": "spaced", "pattern": "/q/a%20b", "handler": "h", "exposure": ["universal-link"]},
          {"name": "dotted", "pattern": "/d/raw.txt", "handler": "h", "exposure": ["universal-link"]},
          {"name": "product", "pattern": "shop://product/{id:int}", "handler": "h", "exposure": ["other-app"]},
          {"name": "product.share", "pattern": "shop://product/{id:int}/share", "handler": "h"},
          {"name": "cart", "pattern": "shop://cart", "handler": "h", "exposure": ["other-app"]},
          {"name": "cart.add", "pattern": "shop://cart/add", "handler": "h"},
          {"name": "web.only", "pattern": "https://shop.example.com/w/{x}", "handler": "h", "exposure": ["universal-link"]},
          {"name": "in-app", "pattern": "shop://settings", "handler": "h"}
        ]}
        """#

    static let vocabulary = [
        "about", "legal", "c", "sale", "page", "2", "f", "n.html", "a.b.html", "help", "admin", "q", "a%20b", "d", "raw.txt",
        "product", "cart", "1", "x", "share", "add", "w", "settings", "rawXtxt", "%61bout", "a%2Fb", "ABOUT", "-3", "%E2%82%AC",
    ]

    /// With the app's minimum SDK below 31 (`pathPattern` only) and from 31 (`pathAdvancedPattern`
    /// for captures).
    @Test(arguments: [1, 31])
    func theFiltersSendAURLExactlyWhenTheRouterTakesIt(minimumSDK: Int) throws {
        let file = try RouteMapFile(text: Self.map, format: .json, file: "links.json")
        let (checked, sent, disagreements) = try Self.compare(file, minimumSDK: minimumSDK, urls: Self.urls(Self.vocabulary, depth: 3))
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements, such as \(disagreements.prefix(5))")
        #expect(checked > 14_000)
        #expect(sent > (minimumSDK >= 31 ? 1_400 : 2_000))
    }

    /// The same over generated maps: literals, captures (typed too), a capture with text after
    /// it, `*`, `**`, on the web host, on it only (`https://…`) and on the app's scheme, each
    /// exposed to one source, both or none.
    @Test(arguments: [1, 31])
    func theFiltersOfGeneratedMapsSendAURLExactlyWhenTheRouterTakesIt(minimumSDK: Int) throws {
        let urls = Self.urls(["a", "b", "cart", "x.y", "7", "v1", "n.html", "a%2Fb", "xXy", "q"], depth: 2)
        var total = (checked: 0, sent: 0, maps: 0)
        for seed in 0..<48 {
            let file = try RouteMapFile(text: Self.generatedMap(seed), format: .json, file: "generated-\(seed).json")
            // Two patterns the router holds as one (`/a/*` and `/a/{id}`) make a map lint refuses.
            guard (try? UniversalLinkPropertyTests.router(for: file.map)) != nil else { continue }
            let (checked, sent, disagreements) = try Self.compare(file, minimumSDK: minimumSDK, urls: urls)
            #expect(disagreements.isEmpty, "map \(seed): \(disagreements.count) disagreements, such as \(disagreements.prefix(3)), in \(Self.generatedMap(seed))")
            total.checked += checked
            total.sent += sent
            total.maps += 1
        }
        #expect(total.maps > 30)
        #expect(total.checked > 30_000)
        #expect(total.sent > 2_000)
    }

    static let patterns = [
        "/", "/a", "/cart", "/a/b", "/x.y", "/{id}", "/a/{id}", "/a/{n:int}", "/a/{id}/b", "/v{major}", "/{name}.html",
        "/a/*", "/a/**", "/**", "/cart/{id}/q", "https://shop.example.com/b/{id}", "shop://cart", "shop://cart/{id}",
        "shop://a/b", "shop://{host}/q", "shop://a/**", "shop://**",
    ]

    /// Map number `seed`: six of the patterns, each with one of four exposures.
    static func generatedMap(_ seed: Int) -> String {
        let exposures = [#"["universal-link"]"#, #"["other-app"]"#, #""everywhere""#, #""in-app""#]
        var chosen: [String] = []
        for index in 0..<6 {
            let pattern = patterns[(seed * 7 + index * 5 + index * index * seed) % patterns.count]
            if !chosen.contains(pattern) { chosen.append(pattern) }
        }
        let routes = chosen.enumerated().map { index, pattern in
            #"{"name": "r\#(index)", "pattern": "\#(pattern)", "handler": "h", "exposure": \#(exposures[(seed + index * 3) % 4])}"#
        }
        return #"{"schemes": ["shop"], "webHosts": ["shop.example.com"], "routes": [\#(routes.joined(separator: ", "))]}"#
    }

    /// Writes the map's filters and compares them with the router on every URL: how many URLs,
    /// how many sent, and each disagreement no warning explains.
    static func compare(_ file: RouteMapFile, minimumSDK: Int, urls: [String]) throws -> (Int, Int, [String]) {
        let (links, warnings) = try file.androidAppLinks(
            packageName: "com.example.shop", certificateSHA256: Array(repeating: "0A", count: 32).joined(separator: ":"),
            minimumSDK: minimumSDK)
        // Routes a warning names, and what it says of them.
        func named(_ text: String) -> Set<String> {
            Set(warnings.filter { $0.message.contains(text) }.compactMap { warning in
                let index = warning.keyPath.dropFirst("routes[".count).prefix { $0.isNumber }
                return Int(index).map { file.map.routes[$0].name }
            })
        }
        let missed = named("but no filter sends it")
        let encodedSlashes = warnings.contains { $0.keyPath.isEmpty && $0.message.contains("an encoded \"/\" (%2F) is a \"/\"") }
        let sentAnyway = named("Android has no exclusion").union(named("sends more to the app than the route takes"))
        // The texts a warning says are wider than their route, and the schemes written whole.
        var widened: Set<String> = []
        for warning in warnings where warning.message.contains("which sends more to the app than the route takes") {
            guard let start = warning.message.range(of: " is written "), let end = warning.message.range(of: ", which sends more") else { continue }
            let written = String(warning.message[start.upperBound..<end.lowerBound])
            if written.hasPrefix("as every ") { widened.insert("") }
            widened.formUnion(written.components(separatedBy: "\"").enumerated().filter { $0.offset % 2 == 1 }.map(\.element))
        }
        let filters = try Self.filters(links.intentFiltersXML)
        let router = try UniversalLinkPropertyTests.router(for: file.map)
        var sentCount = 0
        var disagreements: [String] = []
        for url in urls {
            let sending = Self.sendingPattern(filters, url: url)
            let sent = sending != nil
            let source: RouteSource = url.hasPrefix("https:") ? .universalLink : .otherApp
            let taken = router.canOpen(RouteRequest(url: url, ancestorFallback: false, source: source))
            let route = UniversalLinkPropertyTests.route(for: url, in: router, map: file.map)
            if sent { sentCount += 1 }
            guard sent != taken else { continue }
            if taken, let route, missed.contains(route) { continue }
            // Android reads `%2F` as a `/` between segments, the router as text of one: warned once.
            if url.contains("%2F"), encodedSlashes { continue }
            if !taken, let route, sentAnyway.contains(route) { continue }
            // A pattern a warning names as wider than its route sends more than it takes.
            if !taken, let sending, widened.contains(sending) { continue }
            disagreements.append("\(url): the filters \(sent ? "send" : "keep") it (\(sending ?? "-")), the router \(taken ? "takes" : "refuses") it")
        }
        return (urls.count, sentCount, disagreements)
    }

    /// URLs on the web host and on the app's scheme (whose host is the path's first segment):
    /// the paths of the words, each also spelled as the router folds it.
    static func urls(_ words: [String], depth: Int) -> [String] {
        var paths: Set<String> = ["/"]
        var level = [[String]()]
        for _ in 0..<depth {
            level = level.flatMap { prefix in words.map { prefix + [$0] } }
            paths.formUnion(level.map { "/" + $0.joined(separator: "/") })
        }
        return UniversalLinkPropertyTests.spellings(of: paths).flatMap { path in
            ["https://\(host)\(path)"] + (path.hasPrefix("//") ? [] : ["shop:/\(path)"])
        }
    }

    // MARK: Android's rules

    struct Filter {
        var schemes: [String] = []
        var hosts: [String] = []
        var patterns: [String] = []
        var advanced: [String] = []
        var otherPaths = false
    }

    /// The filters of the fragment, read with regular expressions: each `<intent-filter>`'s
    /// `<data>` attributes, XML entities and Android's `\\` escape undone.
    static func filters(_ xml: String) throws -> [Filter] {
        let block = try NSRegularExpression(pattern: "<intent-filter[^>]*>(.*?)</intent-filter>", options: [.dotMatchesLineSeparators])
        let attribute = try NSRegularExpression(pattern: #"android:(scheme|host|pathPattern|pathAdvancedPattern|path|pathPrefix|pathSuffix|ssp[A-Za-z]*)="([^"]*)""#)
        let text = xml as NSString
        return block.matches(in: xml, range: NSRange(location: 0, length: text.length)).map { match in
            let body = text.substring(with: match.range(at: 1)).components(separatedBy: "<!--").map { $0.components(separatedBy: "-->").last ?? "" }.joined()
            var filter = Filter()
            for found in attribute.matches(in: body, range: NSRange(location: 0, length: (body as NSString).length)) {
                let name = (body as NSString).substring(with: found.range(at: 1))
                let value = (body as NSString).substring(with: found.range(at: 2))
                    .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
                    .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
                    .replacingOccurrences(of: "\\\\", with: "\\")
                switch name {
                case "scheme": if !filter.schemes.contains(value) { filter.schemes.append(value) }
                case "host": if !filter.hosts.contains(value) { filter.hosts.append(value) }
                case "pathPattern": filter.patterns.append(value)
                case "pathAdvancedPattern": filter.advanced.append(value)
                default: filter.otherPaths = true
                }
            }
            return filter
        }
    }

    /// The pattern of the first filter that takes the URL (`""` for a filter without paths), or `nil`.
    static func sendingPattern(_ filters: [Filter], url: String) -> String? {
        guard let components = URLComponents(string: url), let scheme = components.scheme else { return nil }
        let host = components.host ?? ""
        let path = components.path
        for filter in filters where filter.schemes.contains(scheme) {
            if filter.hosts.isEmpty { return "" }
            let hostMatches = filter.hosts.contains { pattern in
                pattern.hasPrefix("*") ? host.lowercased().hasSuffix(pattern.dropFirst().lowercased()) : pattern.lowercased() == host.lowercased()
            }
            guard hostMatches, !host.isEmpty else { continue }
            if filter.patterns.isEmpty && filter.advanced.isEmpty && !filter.otherPaths { return "" }
            if let pattern = filter.patterns.first(where: { AndroidMatcherModel.glob($0, path) }) { return pattern }
            if let pattern = filter.advanced.first(where: { AndroidMatcherModel.advanced($0, path) }) { return pattern }
        }
        return nil
    }
}
