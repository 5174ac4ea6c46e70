/// Where an open comes from: the app itself, or the outside world.
///
/// Every open carries a source (``RouteRequest/source``, `.inApp` unless you say otherwise).
/// A source other than ``inApp`` is external, and can only reach routes exposed to it
/// (``RouteExposure``). Sources are values, not cases: add your own with ``init(_:)``.
public struct RouteSource: Hashable, Sendable, CustomStringConvertible {
    /// The source's name, as the CLI's `--source` takes it.
    public let name: String

    /// A source with a name of your own, such as `"widget"` or `"watch"`.
    public init(_ name: String) {
        self.name = name
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
    let sources: Set<RouteSource>
    let everywhere: Bool

    /// Only the app's own modules (the default).
    public static let inApp = RouteExposure(sources: [], everywhere: false)
    /// Every source, in-app and external.
    public static let everywhere = RouteExposure(sources: [], everywhere: true)

    /// The app's modules and the given external sources.
    public static func sources(_ sources: RouteSource...) -> RouteExposure {
        RouteExposure(sources: Set(sources), everywhere: false)
    }

    /// The app's modules and the given external sources, from a collection (a route map's
    /// list); `in-app`, allowed always, is not listed again.
    public static func sources(_ sources: some Sequence<RouteSource>) -> RouteExposure {
        RouteExposure(sources: Set(sources.filter(\.isExternal)), everywhere: false)
    }

    /// Whether an open from `source` may reach the route.
    public func allows(_ source: RouteSource) -> Bool {
        !source.isExternal || everywhere || sources.contains(source)
    }

    /// `in-app`, `everywhere`, or the sources allowed besides in-app, sorted.
    public var description: String {
        if everywhere { return "everywhere" }
        return (["in-app"] + sources.map(\.name).sorted()).joined(separator: ", ")
    }
}
