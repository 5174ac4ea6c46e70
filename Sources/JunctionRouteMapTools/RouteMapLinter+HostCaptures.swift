import Junction
import JunctionRouteMap

/// A scheme-less pattern whose first segment takes any text (a capture or `*`) is reached,
/// besides the paths it is for, by a web URL on a host that is not one of the web hosts, with
/// that host in the first segment: `https://google.com/artist/banksy` reaches
/// `/:profile/artist/:id` with `profile` = `google.com` (ROUTING.md §1, authority).
extension RouteMapLinter {
    /// Warns of each such pattern of a route that lists no hosts, in a map with web hosts (whose
    /// app opens web URLs).
    mutating func checkHostCaptures(of route: RouteMap.Route, at index: Int) {
        guard route.hosts.isEmpty, !file.map.webHosts.isEmpty else { return }
        for (patternIndex, pattern) in route.patterns.enumerated() where pattern.scheme == nil {
            let taken: String
            switch pattern.pathSegments.first?.kind {
            case .capture(let capture)?: taken = "gives \(capture.name) = \"google.com\""
            case .wildcard?: taken = "takes \"google.com\" as its '*'"
            default: continue
            }
            report(.warning, "routes[\(index)].patterns[\(patternIndex)]", "the first segment of \"\(pattern.text)\" takes any text, so a web URL on a host that is not a web host reaches route \"\(route.name)\" with its host there (https://google.com/\(pattern.pathSegments.dropFirst().map { $0.kind == .literal ? $0.text : "x" }.joined(separator: "/")) \(taken)); list the route's \"hosts\", or keep scheme-less routes to the web hosts (RouterOptions.schemelessRoutesOnlyOnWebHosts)")
        }
    }
}
