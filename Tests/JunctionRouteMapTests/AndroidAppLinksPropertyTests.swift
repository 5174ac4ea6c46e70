import Foundation
import Junction
import JunctionRouteMap
import Testing

/// The intent filters `junction android` writes send a URL to the app exactly when the router
/// takes it (from `universal-link` on the web host, from `other-app` on the app's scheme), except
/// where a warning says so, judged by a matcher written here from Android's documentation (not
/// Junction's): a filter's `<data>` schemes, hosts and paths combine; a host starting with `*`
/// matches any host ending with the rest; `pathPattern` is a simple glob (`.` any character, `*`
/// any number of the character before it, `\` escaping) matched against the decoded path; a
/// filter without a path takes every path on its hosts.
@Suite struct AndroidAppLinksPropertyTests {
    static let host = "shop.example.com"

    static let map = #"""
        {"schemes": ["shop"], "webHosts": ["shop.example.com"], "routes": [
          {"name": "home", "pattern": "/", "handler": "h", "exposure": "everywhere"},
          {"name": "about", "pattern": "/about", "handler": "h", "exposure": ["universal-link"]},
          {"name": "about.legal", "pattern": "/about/legal", "handler": "h"},
          {"name": "category", "pattern": "/c/{slug}", "handler": "h", "exposure": ["universal-link"]},
          {"name": "category.sale", "pattern": "/c/sale", "handler": "h"},
          {"name": "help", "pattern": "/help/**", "handler": "h", "exposure": ["universal-link", "other-app"]},
          {"name": "help.admin", "pattern": "/help/admin", "handler": "h"},
          {"name": "spaced", "pattern": "/q/a%20b", "handler": "h", "exposure": ["universal-link"]},
          {"name": "dotted", "pattern": "/f/raw.txt", "handler": "h", "exposure": ["universal-link"]},
          {"name": "product", "pattern": "shop://product/{id:int}", "handler": "h", "exposure": ["other-app"]},
          {"name": "product.share", "pattern": "shop://product/{id:int}/share", "handler": "h"},
          {"name": "cart", "pattern": "shop://cart", "handler": "h", "exposure": ["other-app"]},
          {"name": "cart.add", "pattern": "shop://cart/add", "handler": "h"},
          {"name": "web.only", "pattern": "https://shop.example.com/w/{x}", "handler": "h", "exposure": ["universal-link"]},
          {"name": "in-app", "pattern": "shop://settings", "handler": "h"}
        ]}
        """#

    static let vocabulary = [
        "about", "legal", "c", "sale", "help", "admin", "q", "a%20b", "f", "raw.txt", "product", "cart", "1", "x",
        "share", "add", "w", "settings", "rawXtxt", "%61bout", "a%2Fb", "ABOUT", "-3", "%E2%82%AC",
    ]

    /// With the app's minimum SDK below 31 (`pathPattern` only) and from 31 (`pathAdvancedPattern`
    /// for captures).
    @Test(arguments: [1, 31])
    func theFiltersSendAURLExactlyWhenTheRouterTakesIt(minimumSDK: Int) throws {
        let file = try RouteMapFile(text: Self.map, format: .json, file: "links.json")
        let (links, warnings) = try file.androidAppLinks(
            packageName: "com.example.shop", certificateSHA256: Array(repeating: "0A", count: 32).joined(separator: ":"),
            minimumSDK: minimumSDK)
        #expect(links.intentFiltersXML.contains("android:pathAdvancedPattern=") == (minimumSDK >= 31))
        // Routes a warning names, and what it says of them.
        func named(_ text: String) -> Set<String> {
            Set(warnings.filter { $0.message.contains(text) }.compactMap { warning in
                let index = warning.keyPath.dropFirst("routes[".count).prefix { $0.isNumber }
                return Int(index).map { file.map.routes[$0].name }
            })
        }
        let missed = named("but no filter sends it")
        let slashMissed = named("(%2F) in it is not sent")
        let sentAnyway = named("Android has no exclusion").union(named("sends more to the app than the route takes"))
        let filters = try Self.filters(links.intentFiltersXML)
        let router = try UniversalLinkPropertyTests.router(for: file.map)
        var checked = 0
        var sentCount = 0
        var disagreements: [String] = []
        for url in Self.urls() {
            let sending = Self.sendingPattern(filters, url: url)
            let sent = sending != nil
            let source: RouteSource = url.hasPrefix("https:") ? .universalLink : .otherApp
            let taken = router.canOpen(RouteRequest(url: url, ancestorFallback: false, source: source))
            let route = UniversalLinkPropertyTests.route(for: url, in: router, map: file.map)
            checked += 1
            if sent { sentCount += 1 }
            guard sent != taken else { continue }
            if taken, let route, missed.contains(route) { continue }
            if taken, url.contains("%2F"), let route, slashMissed.contains(route) { continue }
            if !taken, let route, sentAnyway.contains(route) { continue }
            // A glob with a wildcard takes more than one segment, a class any text of a typed
            // capture: every such pattern is warned about.
            if !taken, route == nil, let sending, sending.contains("..*") || sending.contains("[^/]+") { continue }
            disagreements.append("\(url): the filters \(sent ? "send" : "keep") it (\(sending ?? "-")), the router \(taken ? "takes" : "refuses") it")
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements, such as \(disagreements.prefix(5))")
        #expect(checked > 16_000)
        #expect(sentCount > (minimumSDK >= 31 ? 1_400 : 2_000))
    }

    /// URLs on the web host and on the app's scheme (whose host is the path's first segment):
    /// the paths of the vocabulary, each also spelled as the router folds it.
    static func urls() -> [String] {
        UniversalLinkPropertyTests.spellings(of: UniversalLinkPropertyTests.paths(of: vocabulary)).flatMap { path in
            ["https://\(host)\(path)"] + (path.hasPrefix("//") ? [] : ["shop:/\(path)"])
        }
    }

    // MARK: Android's rules, written from the documentation

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
        let attribute = try NSRegularExpression(pattern: #"android:(scheme|host|pathPattern|pathAdvancedPattern|path|pathPrefix)="([^"]*)""#)
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
                pattern.hasPrefix("*") ? host.hasSuffix(pattern.dropFirst()) : pattern == host
            }
            guard hostMatches, !host.isEmpty else { continue }
            if filter.patterns.isEmpty && filter.advanced.isEmpty && !filter.otherPaths { return "" }
            if let pattern = filter.patterns.first(where: { globMatches($0, path) }) { return pattern }
            if let pattern = filter.advanced.first(where: { advancedMatches($0, path) }) { return pattern }
        }
        return nil
    }

    /// An advanced pattern (API 31) as a regular expression: `.`, classes in `[` `]`, `*` and
    /// `+` are the same in both; `\X` is the character `X`; anything else stands for itself.
    static func advancedMatches(_ pattern: String, _ path: String) -> Bool {
        var regex = "^"
        var inClass = false
        var characters = Array(pattern)[...]
        while let character = characters.popFirst() {
            if character == "\\", let next = characters.popFirst() {
                regex += NSRegularExpression.escapedPattern(for: String(next))
            } else if inClass {
                regex += character == "]" || character == "^" || character == "-" ? String(character) : NSRegularExpression.escapedPattern(for: String(character))
                if character == "]" { inClass = false }
            } else if "[.*+".contains(character) {
                regex.append(character)
                if character == "[" { inClass = true }
            } else {
                regex += NSRegularExpression.escapedPattern(for: String(character))
            }
        }
        regex += "$"
        guard let expression = try? NSRegularExpression(pattern: regex, options: [.dotMatchesLineSeparators]) else { return false }
        return expression.firstMatch(in: path, range: NSRange(location: 0, length: (path as NSString).length)) != nil
    }

    /// A simple glob as a regular expression: `.` any character, `X*` any number of `X`, `\X`
    /// the character `X`; anchored at both ends.
    static func globMatches(_ glob: String, _ path: String) -> Bool {
        var regex = "^"
        var characters = Array(glob)[...]
        while let character = characters.popFirst() {
            if character == "\\", let next = characters.popFirst() {
                regex += NSRegularExpression.escapedPattern(for: String(next))
            } else if character == "*" {
                regex += "*"
            } else if character == "." {
                regex += "."
            } else {
                regex += NSRegularExpression.escapedPattern(for: String(character))
            }
        }
        regex += "$"
        guard let expression = try? NSRegularExpression(pattern: regex, options: [.dotMatchesLineSeparators]) else { return false }
        return expression.firstMatch(in: path, range: NSRange(location: 0, length: (path as NSString).length)) != nil
    }
}
