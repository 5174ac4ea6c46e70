import Junction
import JunctionRouteMap
import JunctionSupport

/// A place where an association file and a route map disagree about a universal link, with a
/// URL that shows it (`RouteMap.check(_:file:appID:hosts:)`).
public struct UniversalLinkFinding: Hashable, Sendable, CustomStringConvertible {
    /// What kind of disagreement.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The name, as the summary counts it.
        public let description: String

        /// The file sends the URL to the app, where no route takes it: the user lands on nothing.
        public static let sentWithoutRoute = Kind(description: "no route")
        /// A route exposed to universal links takes the URL, but the file keeps it in the browser.
        public static let exposedNotSent = Kind(description: "not sent")
        /// The file sends the URL to the app, whose route takes it only from inside the app: the
        /// router refuses it.
        public static let inAppSent = Kind(description: "in-app only")
    }

    /// What kind of disagreement.
    public var kind: Kind
    /// A URL that shows it.
    public var url: String
    /// The route that takes the URL in the map, if one does.
    public var route: String?
    /// The place of the file's component that decides the URL
    /// (`applinks.details[0].components[2]`), when one does.
    public var componentPlace: String?
    /// That component's path pattern, if it has one.
    public var componentPattern: String?
    /// Whether the file `RouteMapFile.appSiteAssociation(appID:host:)` writes for the map
    /// decides this URL the same way: a place where Apple's patterns cannot say the map (the
    /// writer warns about it), not a mistake in the file. A check gates on the others.
    public var isKnownLimit = false
    /// That component's index in its detail, for the writer that widens its own file.
    var componentIndex: Int?
    /// The host the URL stands for, as the map or the caller names it (`*.example.com`).
    var host: String = ""
    /// Whether Apple's patterns can say the URL's spelling: not so for a case-insensitive route
    /// spelled with a non-ASCII letter the router folds (`É` for `é`, the Kelvin sign for `k`).
    /// The writer does not widen its file for such a spelling.
    var saidByApple = true

    /// One line: the kind, the URL, and the route or component behind it.
    public var description: String {
        let url = DisplayEscaping.escape(url)
        let route = route.map { "route \"\(DisplayEscaping.escape($0))\"" }
        let component = componentPlace.map { path in
            path + (componentPattern.map { " \"\(DisplayEscaping.escape($0))\"" } ?? "")
        }
        return switch kind {
        case .exposedNotSent: "\(kind): \(url) (\(route ?? "a route") is exposed to universal links, but no component sends it to the app)"
        case .inAppSent: "\(kind): \(url) (\(component ?? "a component") sends it to the app, but \(route ?? "its route") is not exposed to universal links)"
        default: "\(kind): \(url) (\(component ?? "a component") sends it to the app, where no route takes it)"
        }
    }

    /// Findings are equal when they say the same thing.
    public static func == (lhs: UniversalLinkFinding, rhs: UniversalLinkFinding) -> Bool {
        lhs.description == rhs.description
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }
}
