import Junction
import JunctionRouteMap

/// Values a handler trusts: a default that a URL can replace, under a name a web view or a
/// redirect reads (`url`, `redirect`, `next`, `returnTo`), is the way a link sends the app's web
/// view to a page of its own choosing.
extension RouteMapLinter {
    /// The names whose defaults a route most often trusts.
    static let trustedNames: Set<String> = ["url", "redirect", "next", "returnto"]

    /// Warns of each such default that the route does not pin, in a pattern or as an attribute.
    mutating func checkTrustedDefaults(of route: RouteMap.Route, at index: Int) {
        for (patternIndex, pattern) in route.patterns.enumerated() {
            for item in pattern.defaults where Self.trustedNames.contains(item.name.lowercased()) && !pattern.pinned.contains(item.name) {
                report(.warning, "routes[\(index)].patterns[\(patternIndex)]", "route \"\(route.name)\" gives \"\(item.name)\" a default that a URL can replace (\(item.name)=https://evil.example); pin it so no link can: \"?\(item.name):=\(item.value)\"")
            }
        }
        for (attributeIndex, attribute) in route.attributes.enumerated()
        where attribute.defaultValue != nil && Self.trustedNames.contains(attribute.name.lowercased())
            && !route.patterns.allSatisfy({ $0.pinned.contains(attribute.name) })
        {
            report(.warning, "routes[\(index)].attributes[\(attributeIndex)]", "route \"\(route.name)\" gives \"\(attribute.name)\" a default that a URL can replace (\(attribute.name)=https://evil.example); pin it in the pattern so no link can: \"?\(attribute.name):=\(attribute.defaultValue ?? "")\"")
        }
    }
}
