import Junction
import JunctionRouteMap
import JunctionSupport

/// A URL where an app's intent filters and a route map disagree
/// (`RouteMap.checkAndroid(_:file:hosts:)`).
public struct AndroidLinkFinding: Hashable, Sendable, CustomStringConvertible {
    /// What kind of disagreement: the kinds of ``UniversalLinkFinding``.
    public var kind: UniversalLinkFinding.Kind
    /// A URL that shows it.
    public var url: String
    /// The route that takes the URL in the map, if one does.
    public var route: String?
    /// The index of the first filter that takes the URL, when one does.
    public var filter: Int?
    /// Whether the filters `junction android` writes for the map disagree with it here too
    /// (with any minimum SDK): a limit of Android's filters that the writer warns about (no
    /// exclusion, no "any character but `/`", no URL of the scheme alone), not a problem of the
    /// file. A check passes with these; it prints them as warnings.
    public var isKnownLimit: Bool = false

    /// The source a URL of this scheme comes from: `universal-link` for `https`, `other-app` for
    /// the app's own schemes.
    var source: String {
        url.lowercased().hasPrefix("https:") ? "universal-link" : "other-app"
    }

    /// One line: the kind, the URL, and the route or filter behind it.
    public var description: String {
        let url = DisplayEscaping.escape(url)
        let route = route.map { "route \"\(DisplayEscaping.escape($0))\"" } ?? "its route"
        let filter = filter.map { "intent-filter[\($0)]" } ?? "a filter"
        let line = switch kind {
        case .exposedNotSent: "\(kind): \(url) (\(route) takes it from \(source), but no filter sends it to the app"
        case .inAppSent: "\(kind): \(url) (\(filter) sends it to the app, but \(route) is not exposed to \(source)"
        default: "\(kind): \(url) (\(filter) sends it to the app, where no route takes it"
        }
        guard isKnownLimit else { return line + ")" }
        return line + (kind == .exposedNotSent
            ? "; the filters junction android writes cannot send it either)"
            : "; the filters junction android writes send it too, as Android's filters cannot keep it out)")
    }

    /// The finding as a warning of the writer, which wrote the filters itself.
    var warning: String {
        let route = "route \"\(self.route ?? "")\""
        return switch kind {
        case .exposedNotSent: "\(route) takes \(url) from \(source), but no filter sends it to the app"
        case .inAppSent: "\(route) is not exposed to \(source), but Android has no exclusion: the filters send \(url) to the app, which refuses it"
        default: "the filters send \(url) to the app, where no route takes it"
        }
    }
}
