import Junction

/// A parent page that a deep link's back stack was built without, and why.
///
/// A page opened from outside is shown on its parents (``Navigator/open(_:presentation:animated:)``);
/// a parent the navigator could not build is left out, its own parent is tried, and the
/// transition lists it in ``NavigationTransition/leftOutParents``:
///
/// ```swift
/// try await navigator.open("shop://review/5?uid=ann", source: .push)
/// navigator.history.last?.leftOutParents.map(\.route)   // ["userOrders"]: in-app only, needs uid
/// ```
public struct LeftOutParent: Sendable, Hashable, CustomStringConvertible {
    /// The parent route's name.
    public var route: String
    /// Why it was left out: `RouteError.Code.notAllowed` for a parent that is not exposed to
    /// the link's source yet needs a value only the link could give (or whose URL reaches
    /// another route), `RouteError.Code.missingParameter` for a value the page lacks, or what
    /// the router, the parent's interceptors or its handler threw.
    public var reason: RouteError

    /// A parent left out for a reason.
    public init(route: String, reason: RouteError) {
        self.route = route
        self.reason = reason
    }

    /// `route: code: message`.
    public var description: String { "\(route): \(reason)" }
}
