import Junction
import JunctionRouteMap

/// A router holding a map's patterns, for tools that ask which route a URL reaches without the
/// app's code: each pattern is registered as loading the map registers it, with its route's
/// name (the first pattern), exposure, case rule, hosts and schemes, and a handler that does
/// nothing. The
/// converters the map declares are added as they are; any other converter the map names is
/// added as one that accepts any text.
struct MapRouter {
    let map: RouteMap
    let router: Router
    /// The route index of each registered pattern, by the pattern's text as written.
    private var owners: [String: Int] = [:]

    init(_ map: RouteMap) {
        self.map = map
        router = Router(options: RouterOptions().adding(map))
        // The converters the map declares check as they do when it loads.
        for converter in map.converters { try? router.add(converter.parameterConverter) }
        let converters = Set(map.routes.flatMap(\.patterns).flatMap(\.captures).compactMap(\.converter))
        // `string` is no converter: a capture typed so takes any segment. A built-in name is
        // refused as taken, and the built-in converter stays.
        for name in converters.sorted() where name != "string" {
            try? router.add(ParameterConverter(name) { _ in true })
        }
        for (index, route) in map.routes.enumerated() {
            for patternIndex in route.patterns.indices {
                let pattern = route.registeredPattern(at: patternIndex)
                do throws(RouteError) {
                    if route.hosts.isEmpty && route.schemes.isEmpty {
                        try router.register(
                            pattern.text, name: patternIndex == 0 ? route.name : nil, exposure: route.exposure,
                            caseInsensitive: pattern.caseInsensitive) { _ in }
                    } else {
                        // Tied to hosts or schemes, which the pattern carries, as loading registers it.
                        let tied = RouteCollection()
                        tied.register(pattern, name: patternIndex == 0 ? route.name : nil, exposure: route.exposure, tags: []) { _ in () }
                        try router.add(tied)
                    }
                    owners[pattern.text] = index
                } catch {
                    continue   // lint's business: a conflict or a bad converter
                }
            }
        }
    }

    /// The route a URL reaches from any source (the ancestor fallback off), or `nil`.
    func route(for url: String) -> Int? {
        guard let match = (try? router.match(RouteRequest(url: url, ancestorFallback: false))) ?? nil else { return nil }
        return owners[match.pattern.text]
    }

    /// Whether an open from `source` reaches a route with this URL.
    func opens(_ url: String, from source: RouteSource) -> Bool {
        router.canOpen(RouteRequest(url: url, ancestorFallback: false, source: source))
    }

    /// A value for a capture that its converter accepts: `1` for numbers, `true`, a UUID, or the
    /// capture's own name for text.
    static func sampleValue(for capture: RoutePattern.Capture) -> String {
        switch capture.converter {
        case "int"?: "1"
        case "double"?: "1.5"
        case "bool"?: "true"
        case "uuid"?: "00000000-0000-0000-0000-000000000001"
        default: capture.name
        }
    }

    /// A URL the pattern matches, with sample values, built by the router's pattern; `nil` when
    /// the values cannot be built (a capture in the authority, say). A trailing `**` takes
    /// `remainder`.
    static func sampleURL(for pattern: RoutePattern, values extra: [String: String] = [:], remainder: String = "x") -> String? {
        var values: [String: String] = [:]
        for capture in pattern.captures { values[capture.name] = extra[capture.name] ?? sampleValue(for: capture) }
        let wildcards = Array(repeating: "x", count: pattern.pathSegments.count)
        let used = wildcards.prefix(pattern.pathSegments.filter { $0.kind == .wildcard }.count)
        return try? pattern.url(values, wildcards: Array(used), remainder: pattern.hasRemainder ? remainder : nil)
    }

    /// A host a check's example URL can be on: the host, or for a wildcard (`*.example.com`)
    /// one of its subdomains (`x.example.com`), as Android's filter examples write it.
    static func exampleHost(_ host: String) -> String {
        WebHost.isWildcard(host) ? "x" + host.drop { $0 == "*" } : host
    }

    /// `url` on `host`: a scheme-less URL gets `https://host` in front.
    static func onHost(_ url: String, host: String) -> String {
        url.hasPrefix("/") ? "https://\(host)\(url)" : url
    }
}
