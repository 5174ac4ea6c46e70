import Junction
import JunctionRouteMap

/// The hosts a map's universal links are served on, and which of them an `https` pattern reaches.
///
/// A wildcard web host (`*.example.com`) serves a file on each of its subdomains, and each
/// subdomain gets its own: where an `https` pattern names one (`https://admin.example.com/...`),
/// the router routes that subdomain otherwise than the others, so it is a host of its own, and
/// the wildcard stands for the subdomains no pattern names.
extension WebPattern {
    /// The hosts to write for or check, each with its own rules: `entries` (web hosts of the map),
    /// each wildcard followed by the subdomains under it that an `https` pattern names and no
    /// entry lists, in the order the map names them.
    static func servedHosts(_ entries: [String], in map: RouteMap) -> [String] {
        var hosts: [String] = []
        for entry in entries {
            hosts.append(entry)
            guard WebHost.isWildcard(entry) else { continue }
            for named in namedSubdomains(under: entry, in: map) where !hosts.contains(named.host) {
                hosts.append(named.host)
            }
        }
        return hosts
    }

    /// The subdomains under a wildcard host that the map's `https` patterns name by a literal
    /// authority, each with the first route that names it; hosts the map lists are left out.
    static func namedSubdomains(under wildcard: String, in map: RouteMap) -> [(host: String, route: String)] {
        let listed = Set(map.webHosts.map { $0.lowercased() })
        var named: [(host: String, route: String)] = []
        for route in map.routes {
            for pattern in route.patterns.flatMap(\.expansions) where pattern.scheme == "https" {
                guard let authority = pattern.pathSegments.first, case .literal = authority.kind else { continue }
                let host = authority.text.lowercased()
                guard !listed.contains(host), WebHost.isListed(host, in: [wildcard]), !named.contains(where: { $0.host == host }) else { continue }
                named.append((host, route.name))
            }
        }
        return named
    }

    /// How a host that ``servedHosts(_:in:)`` added came in: ` (named by route "console", under
    /// *.example.com)`; empty for a host the map lists.
    static func subdomainNote(_ host: String, in map: RouteMap) -> String {
        for wildcard in map.webHosts where WebHost.isWildcard(wildcard) {
            if let named = namedSubdomains(under: wildcard, in: map).first(where: { $0.host == host }) {
                return " (named by route \"\(named.route)\", under \(wildcard))"
            }
        }
        return ""
    }

    /// Whether an `https` pattern whose authority is `authority` takes URLs on `host`. A wildcard
    /// host stands for its subdomains that no pattern names (``MapRouter/exampleHost(_:)``): a
    /// literal authority under it is a host of its own.
    static func reaches(_ authority: RoutePattern.Segment, host: String) -> Bool {
        let host = WebHost.isWildcard(host) ? MapRouter.exampleHost(host) : host.lowercased()
        switch authority.kind {
        case .literal: return authority.text == host
        // A route for any host never takes a URL on a web host (ROUTING.md §3).
        case .capture, .wildcard, .remainder: return false
        case .mixed: return mixedAuthority(authority.text, takes: host)
        }
    }

    /// Whether an authority mixing text and captures (`{city}.example.org`) takes the host, asked
    /// of a router holding it as a one-segment path; one the router cannot hold (a converter it
    /// lacks) is taken to reach every host, so its routes are written, never dropped.
    private static func mixedAuthority(_ text: String, takes host: String) -> Bool {
        let router = Router()
        do {
            try router.register("/" + text) { _ in }
        } catch {
            return true
        }
        return router.canOpen(RouteRequest(url: "/" + host, ancestorFallback: false))
    }
}
