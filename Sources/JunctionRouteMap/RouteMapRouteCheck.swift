import Junction

/// What a route of a map needs before it can be registered, checked the same way by
/// `Router.load` (which refuses the map) and by lint (which reports it): patterns, attribute
/// types and defaults, a target or redirect, a redirect every open can fill.
struct RouteMapRouteCheck {
    /// The route's attributes, bound to the converters that check their values.
    var attributes: RouteAttributeCheck
    /// The redirect's pattern, when the route has one.
    var redirect: RoutePattern?
    /// Each problem: the key path it is at, and what is wrong.
    var problems: [(path: String, message: String)] = []

    init(_ route: RouteMap.Route, at index: Int, router: Router) {
        // The key path is built only for a problem: a map that loads needs none.
        func path() -> String { "routes[\(index)]" }
        if route.patterns.isEmpty { problems.append((path(), "route \"\(route.name)\" has no pattern")) }
        attributes = RouteAttributeCheck(route.attributes, router: router)
        for problem in attributes.problems {
            problems.append(("\(path()).attributes[\(problem.index)].\(problem.key)", problem.message))
        }
        if let target = route.redirect {
            redirect = target
            if let problem = Self.redirectProblem(target, of: route) {
                problems.append(("\(path()).redirect", problem))
            }
        } else if route.target == nil {
            problems.append((path(), "route \"\(route.name)\" has no page, handler or redirect"))
        }
    }

    /// Why a redirect could fail on some open: a `*` (it has no value to take), or a capture
    /// that some of the route's patterns do not give and no attribute makes present.
    static func redirectProblem(_ target: RoutePattern, of route: RouteMap.Route) -> String? {
        if target.pathSegments.contains(where: { $0.kind == .wildcard }) {
            return "redirect \"\(target.text)\" has a '*', which no open can fill; name it as a capture"
        }
        for name in target.parameterNames {
            let always = route.attributes.contains { $0.name == name && ($0.isRequired || $0.defaultValue != nil) }
                || route.patterns.flatMap(\.expansions).allSatisfy { $0.parameterNames.contains(name) || $0.defaults.contains { $0.name == name } }
            if !always {
                return "redirect \"\(target.text)\" needs \"\(name)\", which route \"\(route.name)\" does not always have"
            }
        }
        return nil
    }
}
