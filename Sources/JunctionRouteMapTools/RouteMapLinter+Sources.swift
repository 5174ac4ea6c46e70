import Junction
import JunctionRouteMap
import JunctionSupport

/// Sources written nearly as the named ones: `universal_link` is a source of the app's own,
/// which no universal link ever is, so a route exposed to it stays closed to the links it meant.
extension RouteMapLinter {
    /// Warns of each source of `route`'s exposure that is not one of ``RouteSource/named`` but
    /// nearly spells one (another separator or case, or one or two letters off).
    mutating func checkExposureSources(of route: RouteMap.Route, at index: Int) {
        let named = RouteSource.named.map(\.name)
        for source in route.exposure.sources.map(\.name).sorted() where !named.contains(source) {
            guard let meant = NearName.closest(to: source, among: named) else { continue }
            report(.warning, "routes[\(index)].exposure", "exposure \"\(source)\" of route \"\(route.name)\" is a source of the app's own, not \"\(meant)\"; did you mean \"\(meant)\"?")
        }
    }
}
