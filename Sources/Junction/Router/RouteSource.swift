/// Where an open comes from: the app itself, or the outside world.
///
/// Every open carries a source (``RouteRequest/source``, `.inApp` unless you say otherwise).
/// A source other than ``inApp`` is external, and can only reach routes exposed to it
/// (``RouteExposure``). Sources are values, not cases: add your own with ``init(_:)``.
///
/// When a navigator builds the back stack of a page opened from outside, it opens the page's
/// parents with the link's own source, marked with ``buildingParent``: a handler or an
/// interceptor sees `context.source == .push` and `context.source.isBuildingParent`.
public struct RouteSource: Hashable, Sendable, CustomStringConvertible {
    /// The source's name, as the CLI's `--source` takes it.
    public let name: String
    /// Whether this open builds a parent page for a link from this source (see
    /// ``buildingParent``). Not part of equality: `.push.buildingParent == .push`.
    public private(set) var isBuildingParent = false

    /// A source with a name of your own, such as `"widget"` or `"watch"`.
    public init(_ name: String) {
        self.name = name
    }

    /// This source, marked as opening a parent page that the app builds for a link from it.
    ///
    /// An open with a marked source may reach every route, exposed or not: the app chose the
    /// route and the values in its URL. The mark covers that route alone: a redirect from it is
    /// opened with the source unmarked, so the route it reaches must be exposed to the source.
    /// JunctionNavigation's `Navigator` marks the parents it opens; never mark the source of a URL
    /// that came from outside.
    public var buildingParent: RouteSource {
        var marked = self
        marked.isBuildingParent = true
        return marked
    }

    /// Whether two sources have the same name; the ``isBuildingParent`` mark does not count.
    public static func == (lhs: RouteSource, rhs: RouteSource) -> Bool {
        lhs.name == rhs.name
    }

    /// Hashes the name only, as ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }

    /// The app's own modules. In-app opens can reach every route.
    public static let inApp = RouteSource("in-app")
    /// Another app, through a custom-scheme URL.
    public static let otherApp = RouteSource("other-app")
    /// A universal link (an `https` URL on one of the app's web hosts).
    public static let universalLink = RouteSource("universal-link")
    /// A push notification.
    public static let push = RouteSource("push")
    /// A page in a web view.
    public static let webView = RouteSource("web-view")
    /// A link in content the app shows: text, Markdown or a `Link` in one of its own views,
    /// which may come from a server or another user (a review, a chat message, a product
    /// description). External like any outside source, so it reaches only routes exposed to it
    /// (`exposure: .sources(.appContent)`, or `["app-content"]` in a route map). JunctionNavigation's
    /// `Navigator.follow(_:source:failed:)` and SwiftUI's `routingURLs(through:)` open a view's
    /// links with it unless the app says its content is trusted (`source: .inApp`).
    public static let appContent = RouteSource("app-content")

    /// The sources Junction names, in-app first: what the CLI's `--source` lists. A route map's
    /// exposure and `--source` also take any other non-empty name, a source of the app's own.
    public static let named: [RouteSource] = [.inApp, .otherApp, .universalLink, .push, .webView, .appContent]

    /// Whether the open comes from outside the app.
    public var isExternal: Bool { name != "in-app" }

    /// The name.
    public var description: String { name }
}

/// Who may open a route. In-app opens always may; the default lets nothing else in.
///
/// ```swift
/// try router.register("shop://product/:id", exposure: .everywhere) { _ in }        // shareable
/// try router.register("shop://orders", exposure: .sources(.push, .universalLink)) { _ in }
/// try router.register("shop://debug/menu") { _ in }                                 // in-app only
/// ```
public struct RouteExposure: Hashable, Sendable, CustomStringConvertible {
    /// The external sources allowed besides the app's own modules: empty for ``inApp``, and
    /// for ``everywhere``, which allows every source (see ``allowsEverySource``).
    public let sources: Set<RouteSource>
    /// Whether every source may open the route (``everywhere``).
    public let allowsEverySource: Bool

    /// Only the app's own modules (the default).
    public static let inApp = RouteExposure(sources: [], allowsEverySource: false)
    /// Every source, in-app and external.
    public static let everywhere = RouteExposure(sources: [], allowsEverySource: true)

    /// The app's modules and the given external sources.
    public static func sources(_ sources: RouteSource...) -> RouteExposure {
        RouteExposure(sources: Set(sources), allowsEverySource: false)
    }

    /// The app's modules and the given external sources, from a collection (a route map's
    /// list); `in-app`, allowed always, is not listed again.
    public static func sources(_ sources: some Sequence<RouteSource>) -> RouteExposure {
        RouteExposure(sources: Set(sources.filter(\.isExternal)), allowsEverySource: false)
    }

    /// Whether an open from `source` may reach the route: an in-app open or one that builds a
    /// parent page (``RouteSource/isBuildingParent``) always may.
    public func allows(_ source: RouteSource) -> Bool {
        !source.isExternal || source.isBuildingParent || allowsEverySource || sources.contains(source)
    }

    /// Whether some source outside the app may open the route.
    public var reachesOutside: Bool {
        allowsEverySource || sources.contains(where: \.isExternal)
    }

    /// `in-app`, `everywhere`, or the sources allowed besides in-app, sorted.
    public var description: String {
        if allowsEverySource { return "everywhere" }
        return (["in-app"] + sources.map(\.name).sorted()).joined(separator: ", ")
    }
}
