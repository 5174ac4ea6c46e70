import Junction
import JunctionRouteMap
import JunctionSupport

/// The most a remote map may expose each of its routes to, set by the app in code.
///
/// A remote map with a route exposed beyond its limit is refused whole. This is what still
/// protects users if a signing key leaks: a page the app keeps in-app only cannot be opened from
/// outside through a map someone else signed. A remote map may send a page to its web version
/// (`web`) or switch it off (`disabled`): neither opens the page to anyone new, so both stay
/// within the limit, and under ``bundledMap(_:)`` a web URL must be on one of the bundled map's
/// web hosts.
///
/// ```swift
/// options.exposureLimit = .bundledMap(bundled.map)   // the default
/// options.exposureLimit = .inAppOnly                 // remote maps change in-app links only
/// ```
public struct RemoteMapExposureLimit: Sendable {
    /// The widest exposure a route may have.
    let widest: @Sendable (RouteMap.Route) -> RouteExposure
    /// For ``bundledMap(_:)``: the types, defaults and parents the bundled map gives the pages
    /// that open from outside.
    let values: BundledValues?

    /// A limit computed per route: its exposure only (types, defaults and parents are the app's
    /// to check in `widest`).
    public init(_ widest: @escaping @Sendable (RouteMap.Route) -> RouteExposure) {
        self.widest = widest
        self.values = nil
    }

    private init(_ widest: @escaping @Sendable (RouteMap.Route) -> RouteExposure, values: BundledValues) {
        self.widest = widest
        self.values = values
    }

    /// No limit: a route may be exposed to every source.
    public static let unlimited = RemoteMapExposureLimit { _ in .everywhere }

    /// Every route stays in-app only.
    public static let inAppOnly = RemoteMapExposureLimit { _ in .inApp }

    /// A page or handler may be exposed to the sources some route of `map` (the map bundled with
    /// the app) exposes it to, and no others; a page or handler `map` does not name stays in-app
    /// only. A route that redirects may be exposed to any source: the router opens the URL it
    /// redirects to with the same source, so the route reached there is checked again.
    ///
    /// A route that opens from outside must also bring its page no more than the bundled map's
    /// routes to the same page or handler that open from outside do: every parameter any of them
    /// declares with a type one of them gives it (one that does not declare it takes it as text);
    /// only defaults one of them sets, to the same values; and, up the chain, only the parents
    /// the bundled map builds for a link to that page, or routes of the map exposed to every
    /// source the link may come from; a parent that is not a route of the map (one the app
    /// registers in code) only where the bundled map names it. A new pattern to an exposed page
    /// is allowed.
    /// A route's `web` URL must be on one of `map`'s web hosts.
    public static func bundledMap(_ map: RouteMap) -> RemoteMapExposureLimit {
        var widest: [RouteMap.Target: RouteExposure] = [:]
        for route in map.routes {
            guard let target = route.target, route.redirect == nil else { continue }
            widest[target] = widest[target].map { $0.union(route.exposure) } ?? route.exposure
        }
        let limits = widest
        let widestOf: @Sendable (RouteMap.Route) -> RouteExposure = { route in
            if route.redirect != nil { return .everywhere }
            guard let target = route.target else { return .inApp }
            return limits[target] ?? .inApp
        }
        return RemoteMapExposureLimit(widestOf, values: BundledValues(map))
    }

    /// The first route of `map` exposed beyond its limit, or bringing a page opened from outside
    /// more than the bundled map does, as the error that refuses the map; `nil` when the map
    /// stays within the limit. Remote maps ask this of every map they fetch, and `junction
    /// verify` of a map before it is signed; an app's tests can ask it of a map its server sends.
    public func violation(in map: RouteMap) -> RemoteMapError? {
        for route in map.routes {
            let limit = widest(route)
            guard !route.exposure.isWithin(limit) else { continue }
            return RemoteMapError(
                .widensExposure,
                "route \"\(DisplayEscaping.escape(route.name))\" is exposed to \(route.exposure); the app allows remote maps at most \(limit)")
        }
        return values?.violation(in: map)
    }
}

extension RouteExposure {
    /// Whether every source this exposure lets in, `limit` lets in too.
    func isWithin(_ limit: RouteExposure) -> Bool {
        if limit.allowsEverySource { return true }
        if allowsEverySource { return false }
        return sources.isSubset(of: limit.sources)
    }

    /// The sources either exposure lets in.
    func union(_ other: RouteExposure) -> RouteExposure {
        allowsEverySource || other.allowsEverySource ? .everywhere : .sources(sources.union(other.sources))
    }
}
