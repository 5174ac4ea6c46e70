import Junction
import JunctionRouteMap

/// Sources written nearly as the named ones: `universal_link` is a source of the app's own,
/// which no universal link ever is, so a route exposed to it stays closed to the links it meant.
extension RouteMapLinter {
    /// Warns of each source of `route`'s exposure that is not one of ``RouteSource/named`` but
    /// nearly spells one (another separator or case, or one or two letters off).
    mutating func checkExposureSources(of route: RouteMap.Route, at index: Int) {
        let named = RouteSource.named.map(\.name)
        for source in route.exposure.sources.map(\.name).sorted() where !named.contains(source) {
            guard let meant = named.first(where: { Self.nearlySpells(source, $0) }) else { continue }
            report(.warning, "routes[\(index)].exposure", "exposure \"\(source)\" of route \"\(route.name)\" is a source of the app's own, not \"\(meant)\"; did you mean \"\(meant)\"?")
        }
    }

    /// Whether `written` is `name` with another separator or case, or at most two edits away.
    static func nearlySpells(_ written: String, _ name: String) -> Bool {
        let folded = written.lowercased().map { $0 == "_" || $0 == " " ? "-" : $0 }
        if String(folded) == name { return true }
        return editDistance(Array(folded), Array(name), atMost: 2) <= 2
    }

    /// The Levenshtein distance between `a` and `b`, or `limit + 1` once it is past `limit`.
    static func editDistance(_ a: [Character], _ b: [Character], atMost limit: Int) -> Int {
        guard abs(a.count - b.count) <= limit else { return limit + 1 }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            if current.min()! > limit { return limit + 1 }
            previous = current
        }
        return previous[b.count]
    }
}
