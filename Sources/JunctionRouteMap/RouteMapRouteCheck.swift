import Junction

/// What a route of a map needs before it can be registered, checked the same way by
/// `Router.load` (which refuses the map) and by lint (which reports it): patterns, attribute
/// types and defaults, a target, redirect or web URL, a redirect or web URL every open can fill.
struct RouteMapRouteCheck {
    /// The route's attributes, bound to the converters that check their values.
    var attributes: RouteAttributeCheck
    /// The redirect's pattern, when the route has one.
    var redirect: RoutePattern?
    /// Each problem: the key path it is at, and what is wrong.
    var problems: [(path: String, message: String)] = []

    /// Checks `route`, the route at `index` of a map with the web hosts `webHosts` and the
    /// converters `declared`.
    init(_ route: RouteMap.Route, at index: Int, router: Router, webHosts: [String], declared: [String: ParameterConverter] = [:]) {
        // The key path is built only for a problem: a map that loads needs none.
        func path() -> String { "routes[\(index)]" }
        if route.patterns.isEmpty { problems.append((path(), "route \"\(route.name)\" has no pattern")) }
        attributes = RouteAttributeCheck(route.attributes, router: router, besides: declared)
        for problem in attributes.problems {
            problems.append(("\(path()).attributes[\(problem.index)].\(problem.key)", problem.message))
        }
        if let target = route.redirect {
            redirect = target
            if let problem = Self.fillingProblem(target, of: route, kind: "redirect") {
                problems.append(("\(path()).redirect", problem))
            }
        } else if route.target == nil, route.web == nil, route.disabled == nil {
            problems.append((path(), "route \"\(route.name)\" has no page, handler, redirect or web URL"))
        }
        if let web = route.web {
            if route.redirect != nil {
                problems.append(("\(path()).web", "route \"\(route.name)\" has both \"redirect\" and \"web\"; use one"))
            } else if let problem = Self.webProblem(web, of: route, webHosts: webHosts) {
                problems.append(("\(path()).web", problem))
            }
        }
        if !route.hosts.isEmpty || !route.schemes.isEmpty {
            do throws(RouteError) {
                _ = try route.patterns.first?.tied(hosts: route.hosts, schemes: route.schemes)
            } catch {
                problems.append(("\(path()).\(route.hosts.allSatisfy { (try? WebHost($0)) != nil } ? "schemes" : "hosts")", error.message))
            }
            if let index = route.patterns.firstIndex(where: { $0.scheme != nil }) {
                problems.append(("\(path()).patterns[\(index)]", RouteMapDecoder.tiedPatternProblem(route: route.name, route.patterns[index])))
            }
        }
        // Each version on its own, not as a list: a list would be made for every route.
        if let text = route.minAppVersion, AppVersion(text) == nil { problems.append(Self.versionProblem(text, at: "\(path()).minAppVersion")) }
        if let text = route.maxAppVersion, AppVersion(text) == nil { problems.append(Self.versionProblem(text, at: "\(path()).maxAppVersion")) }
    }

    /// The problem of an app version that does not read, at `path`.
    private static func versionProblem(_ text: String, at path: String) -> (path: String, message: String) {
        (path, "\"\(text)\" is not an app version (\(AppVersion.expected))")
    }

    /// Why a redirect or web URL (by `kind`) could fail on some open: a `*` (it has no value
    /// to take), or a capture that some of the route's patterns do not give and no attribute
    /// makes present.
    static func fillingProblem(_ target: RoutePattern, of route: RouteMap.Route, kind: String) -> String? {
        if target.pathSegments.contains(where: { $0.kind == .wildcard }) {
            return "\(kind) \"\(target.text)\" has a '*', which no open can fill; name it as a capture"
        }
        for name in target.parameterNames {
            let always = route.attributes.contains { $0.name == name && ($0.isRequired || $0.defaultValue != nil) }
                || route.patterns.flatMap(\.expansions).allSatisfy { $0.parameterNames.contains(name) || $0.defaults.contains { $0.name == name } }
            if !always {
                return "\(kind) \"\(target.text)\" needs \"\(name)\", which route \"\(route.name)\" does not always have"
            }
        }
        return nil
    }

    /// Why a web URL cannot be handed to the web fallback on every open: it is not `http` or
    /// `https`, its host is not one of the map's web hosts, or some open cannot fill it.
    static func webProblem(_ web: RoutePattern, of route: RouteMap.Route, webHosts: [String]) -> String? {
        guard web.scheme == "https" || web.scheme == "http" else {
            return "web URL \"\(web.text)\" of route \"\(route.name)\" is not an http or https URL; the web fallback opens only those"
        }
        let hosts = webHosts.map { $0.lowercased() }
        guard let first = web.pathSegments.first, first.kind == .literal, WebHost.isListed(first.text.lowercased(), in: hosts) else {
            let named = hosts.isEmpty ? "the map names none" : "the map names \(hosts.joined(separator: ", "))"
            return "web URL \"\(web.text)\" of route \"\(route.name)\" is not on one of the map's web hosts (\(named)); add its host to \"webHosts\""
        }
        return fillingProblem(web, of: route, kind: "web URL")
    }
}

extension RouteMap.Route {
    /// What loading would refuse in this route, the route at `index` of a map with the web hosts
    /// `webHosts`, checked with `router`'s converters: each problem's key path and message, as
    /// `Router.load` reports them. Lint reports the same problems with the same words.
    package func loadingProblems(
        at index: Int, router: Router, webHosts: [String], declared: [String: ParameterConverter] = [:]
    ) -> [(path: String, message: String)] {
        RouteMapRouteCheck(self, at: index, router: router, webHosts: webHosts, declared: declared).problems
    }
}
