import Junction
import JunctionRouteMap

/// Routes for app versions that do not overlap never load together: they may share a name and
/// the URLs they match.
extension RouteMapLinter {
    /// The first shadowed pattern of a route sharing app versions with route `index` that
    /// matches the same URLs as `pattern`: the two registered alone conflict.
    func shadowedConflict(with pattern: RoutePattern, of index: Int) -> (pattern: RoutePattern, route: Int)? {
        shadowed.first { other in
            guard sharesAppVersions(index, other.route) else { return false }
            let pair = Router(options: router.options)
            for converter in converters { try? pair.add(converter) }
            guard (try? pair.register(other.pattern.text) { _ in }) != nil else { return false }
            do throws(RouteError) {
                try pair.register(pattern.text) { _ in }
                return false
            } catch {
                return error.code == .conflict
            }
        }
    }

    /// Whether some app version keeps both routes (by index): always, unless both name app
    /// versions and their ranges do not overlap.
    func sharesAppVersions(_ one: Int, _ other: Int) -> Bool {
        guard let first = routes[one].appVersions, let second = routes[other].appVersions else { return true }
        return first.overlaps(second)
    }
}
