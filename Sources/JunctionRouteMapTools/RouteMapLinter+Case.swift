import Junction
import JunctionRouteMap

/// How case meets a map's patterns: the scheme and the host (the first segment of a URL) are
/// lower-cased, every other segment is compared as written.
extension RouteMapLinter {
    /// A page map whose pages live under no scheme or host: they open only by path (`/betSsq`),
    /// and a link that names the page as its host (`app://betSsq`) never reaches it, since a
    /// URL's host is lower-cased.
    mutating func checkPagesPlace() {
        guard let written = file.pageMap, written.place == nil, file.pagesPlacedInCode == nil,
              let first = routes.first, let pattern = first.patterns.first else { return }
        let more = routes.count > 1 ? " (and \(routes.count - 1) more)" : ""
        report(.warning, "", "the page map names no \"scheme\" or \"host\" and none is given in code, so its pages open only by path: page \"\(first.name)\" at \"\(pattern)\"\(more), which a link such as \"app://\(first.name)\" never reaches (a URL's host is lower-cased); give the scheme and host in code with placingPages(scheme:host:), or with --map-scheme and --map-host")
    }

    /// Two routes' patterns that differ only by the case of their literal text: both register,
    /// and a link reaches one or the other by its case, which is rarely meant. Reported at the
    /// later pattern, naming the earlier route.
    mutating func checkCase() {
        var seen: [String: (route: Int, pattern: RoutePattern)] = [:]
        for (index, route) in routes.enumerated() {
            for (patternIndex, pattern) in route.patterns.enumerated() where owners[pattern.text] == index {
                let folded = pattern.text.lowercased()
                guard let earlier = seen[folded] else {
                    seen[folded] = (index, pattern)
                    continue
                }
                guard earlier.pattern.text != pattern.text, sharesAppVersions(index, earlier.route) else { continue }
                report(.warning, "routes[\(index)].patterns[\(patternIndex)]", "\"\(pattern)\" differs from \"\(earlier.pattern)\" of \(describe(earlier.route)) only by case; a URL's path is compared as written (only its scheme and host are lower-cased), so a link reaches one route or the other by its case; write them alike")
            }
        }
    }
}
