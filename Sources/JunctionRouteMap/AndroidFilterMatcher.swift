import Foundation

/// Android's rules for which URLs an app's intent filters take (docs/design-notes-links.md, "Android: the
/// rules relied on"): a filter's schemes, hosts and paths combine, each with each; a filter without a host
/// takes every URL of its schemes, one without a path every path on its hosts; a host
/// `*.example.com` takes any host ending in `.example.com`, `*` any host; paths are compared
/// with the URL's decoded path: `path` whole, `pathPrefix` its start, `pathSuffix` its end,
/// `pathPattern` as a simple glob, `pathAdvancedPattern` as ``AndroidAdvancedPattern``.
enum AndroidFilterMatcher {
    /// The parts of a URL a filter looks at.
    struct Parts {
        var scheme: String
        var host: String?
        /// The decoded path; `nil` when its percent-encoding is invalid (nothing takes it).
        var path: String?

        init(url: String) {
            guard let separator = url.range(of: "://") else {
                scheme = url.prefix { $0 != ":" }.lowercased()
                host = nil
                path = nil
                return
            }
            scheme = url[..<separator.lowerBound].lowercased()
            var rest = url[separator.upperBound...]
            rest = rest[..<(rest.firstIndex { $0 == "?" || $0 == "#" } ?? rest.endIndex)]
            let pathStart = rest.firstIndex(of: "/") ?? rest.endIndex
            var authority = rest[..<pathStart]
            if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
            if let colon = authority.lastIndex(of: ":") { authority = authority[..<colon] }
            host = authority.isEmpty ? nil : String(authority)
            path = String(rest[pathStart...]).removingPercentEncoding
        }
    }

    /// The index of the first filter that takes the URL, or `nil`.
    static func filter(taking url: String, in filters: [AndroidIntentFilter]) -> Int? {
        let parts = Parts(url: url)
        return filters.firstIndex { takes($0, parts) }
    }

    static func takes(_ filter: AndroidIntentFilter, _ url: Parts) -> Bool {
        guard filter.schemes.contains(url.scheme) else { return false }
        guard !filter.hosts.isEmpty else { return true }
        guard let urlHost = url.host, filter.hosts.contains(where: { hostMatches($0, urlHost) }) else { return false }
        guard !filter.paths.isEmpty else { return true }
        guard let path = url.path else { return false }
        return filter.paths.contains { pathMatches($0, path) }
    }

    static func hostMatches(_ pattern: String, _ host: String) -> Bool {
        guard pattern.hasPrefix("*") else { return pattern == host }
        return host.hasSuffix(pattern.dropFirst())
    }

    static func pathMatches(_ rule: AndroidIntentFilter.Path, _ path: String) -> Bool {
        switch rule.kind {
        case .path: path == rule.text
        case .pathPrefix: path.hasPrefix(rule.text)
        case .pathSuffix: path.hasSuffix(rule.text)
        case .pathPattern: simpleGlob(rule.text, path)
        case .pathAdvancedPattern: AndroidAdvancedPattern(rule.text)?.matches(path) ?? false
        }
    }

    /// Android's simple glob: `.` any character, a character followed by `*` any number of it
    /// (`.*` any text), `\` making the next character literal. Matched by a table of which
    /// pattern item matches up to which character, so no pattern takes long.
    static func simpleGlob(_ pattern: String, _ text: String) -> Bool {
        var items: [(character: Character?, repeats: Bool)] = []
        var characters = Array(pattern)[...]
        while let first = characters.popFirst() {
            var item: Character? = first == "." ? nil : first
            if first == "\\", let escaped = characters.popFirst() { item = escaped }
            let repeats = characters.first == "*"
            if repeats { characters.removeFirst() }
            items.append((item, repeats))
        }
        let text = Array(text)
        // reachable[j]: the items so far can match the first j characters.
        var reachable = Array(repeating: false, count: text.count + 1)
        reachable[0] = true
        for item in items {
            var next = Array(repeating: false, count: text.count + 1)
            for j in 0...text.count {
                if item.repeats {
                    next[j] = reachable[j] || (j > 0 && next[j - 1] && fits(item.character, text[j - 1]))
                } else if j > 0 {
                    next[j] = reachable[j - 1] && fits(item.character, text[j - 1])
                }
            }
            reachable = next
        }
        return reachable[text.count]
    }

    private static func fits(_ item: Character?, _ character: Character) -> Bool {
        item.map { $0 == character } ?? true
    }
}
