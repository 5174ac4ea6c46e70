import Junction

extension RouterOptions {
    /// These options with the map's schemes, web hosts and web schemes added.
    public func adding(_ map: RouteMap) -> RouterOptions {
        var options = self
        options.schemes.formUnion(map.schemes)
        options.webHosts.formUnion(map.webHosts)
        options.webSchemes.formUnion(map.webSchemes)
        return options
    }
}

extension RouteMapFile {
    /// Adds every route of the map to `router`, bound to the app's code, as one route
    /// collection named after the file (`route map shop.yaml`).
    ///
    /// ```swift
    /// let file = try RouteMapFile(contentsOf: "Examples/RouteMaps/shop.yaml")
    /// let router = Router(options: RouterOptions().adding(file.map))
    /// try file.load(into: router, bindings: bindings)
    /// ```
    ///
    /// Each pattern of a route is registered with the route's exposure and tags; the first is
    /// named after the route, so `url(for:_:wildcards:remainder:query:)` builds its URLs. On
    /// every open the route's attributes are checked (a missing required one is
    /// `RouteError.Code.missingParameter`, a value its type rejects
    /// `RouteError.Code.invalidParameter`) and defaults are applied before the bound code runs.
    /// A route with a `redirect` opens that URL instead, with the original source. A route with
    /// a `web` URL hands that URL, filled from the open's parameters, to the router's web
    /// fallback (`RouteFallback.web(allowing:_:)`) instead of running its page. A route
    /// switched off (`disabled`) goes to its `web` URL when it has one, and otherwise fails with
    /// ``Junction/RouteError/Code/disabled`` and the map's message. Every route loads, whatever
    /// app versions it names: remote maps read `minAppVersion` and `maxAppVersion`.
    ///
    /// The map's routes are applied as one route collection, in one commit: opens running
    /// meanwhile see every route of the map or none, and `router.remove(_:)` with the
    /// collection's id takes them all away. Nothing is added unless everything can be: an
    /// unbound page or handler, an unknown attribute type or converter, a redirect that could
    /// not be filled, and a conflict are all reported at once. (A pattern or redirect that does
    /// not parse is already refused when the map is read.)
    ///
    /// - Parameters:
    ///   - router: The router to add the routes to.
    ///   - bindings: The code for the map's page names and handler keys.
    /// - Returns: The registrations, in the map's order.
    /// - Throws: `RouteMapLoadError` with every problem found, each at its place in the file.
    @discardableResult
    public func load(into router: Router, bindings: RouteMapBindings) throws(RouteMapLoadError) -> [RouteRegistration] {
        try router.load(self, bindings: bindings, id: nil, replacing: nil)
    }
}

extension RouteMap {
    /// Adds every route of a map built in code to `router`; see
    /// ``RouteMapFile/load(into:bindings:)``. Errors name key paths (`routes[2].page`).
    @discardableResult
    public func load(into router: Router, bindings: RouteMapBindings) throws(RouteMapLoadError) -> [RouteRegistration] {
        try router.load(self, bindings: bindings, file: "<map>") { .keyPath($0) }
    }
}

extension Router {
    /// Loads a map as the collection `id`, in place of the collection `old` when given, in one
    /// commit: opens see the old map's routes or the new one's, never a mix. Remote maps swap
    /// themselves in this way.
    ///
    /// Only the routes `including` keeps are loaded (remote maps keep those for the app's version).
    /// With `unmade`, the map has routes not loaded yet, which the router asks for before
    /// lookups (``LoadingRouteMap``).
    @discardableResult
    package func load(
        _ file: RouteMapFile, bindings: RouteMapBindings, id: String?, replacing old: String?,
        including: (RouteMap.Route) -> Bool = { _ in true }, unmade: (any RoutesMadeWhenReached)? = nil
    ) throws(RouteMapLoadError) -> [RouteRegistration] {
        try load(file.map, bindings: bindings, file: file.file, id: id, replacing: old, including: including, unmade: unmade) {
            file.location(of: $0) ?? .keyPath($0)
        }
    }

    func load(
        _ map: RouteMap, bindings: RouteMapBindings, file: String, id: String? = nil, replacing old: String? = nil,
        including: (RouteMap.Route) -> Bool = { _ in true }, unmade: (any RoutesMadeWhenReached)? = nil,
        place: (String) -> RouteMapLocation
    ) throws(RouteMapLoadError) -> [RouteRegistration] {
        var errors: [RouteMapError] = []
        func report(_ path: String, _ message: String) {
            errors.append(RouteMapError(file: file, location: place(path), message: message))
        }
        // Key paths are built only for a problem: a map that loads needs none.
        var plans: [(index: Int, action: RouteMapAction)] = []
        plans.reserveCapacity(map.routes.count)
        // The converters the map declares serve its own routes, and go with them.
        let declared = Dictionary(map.converters.map { ($0.name, $0.parameterConverter) }) { _, last in last }
        // By index, reading each route in place: a loop variable would copy every route.
        for index in map.routes.indices where including(map.routes[index]) {
            func path() -> String { "routes[\(index)]" }
            let check = RouteMapRouteCheck(map.routes[index], at: index, router: self, webHosts: map.webHosts, declared: declared)
            for problem in check.problems { report(problem.path, problem.message) }
            let checks = check.attributes
            let action: RouteMapAction?
            if let web = map.routes[index].web {
                action = .web(web, checks)
            } else if let disabled = map.routes[index].disabled {
                action = .disabled(disabled)
            } else if map.routes[index].redirect != nil {
                action = check.redirect.map { .redirect($0, checks) }
            } else {
                switch map.routes[index].target {
                case .page(let name)?:
                    action = bindings.pages[name].map { .run($0, checks) }
                    if action == nil { report("\(path()).page", "no page is bound to \"\(name)\"") }
                case .handler(let key)?:
                    action = bindings.handlers[key].map { .run($0, checks) }
                    if action == nil { report("\(path()).handler", "no handler is bound to \"\(key)\"") }
                case nil:
                    action = nil
                }
            }
            if let action { plans.append((index, action)) }
        }
        guard errors.isEmpty else { throw RouteMapLoadError(errors: errors) }

        // One collection, applied in one commit: opens see the whole map or none of it.
        let collection = RouteCollection(id ?? "route map \(file)")
        // A collection takes any converter; the router refuses a name it has already.
        for converter in map.converters { try? collection.add(converter.parameterConverter) }
        // The route and pattern of each registration, for an error's place.
        var places: [(route: Int, pattern: Int)] = []
        places.reserveCapacity(plans.reduce(0) { $0 + map.routes[$1.index].patterns.count })
        // The last route's tags as a set: routes of a module often share them.
        var lastTags: (list: [String], set: Set<String>) = ([], [])
        for plan in plans {
            // One opening, one handler and one set of tags for all of a route's patterns; the
            // route is read in place, not copied.
            let opening = RouteMapOpening(route: map.routes[plan.index], action: plan.action)
            let handler: @Sendable (RouteContext) throws -> any Sendable = { context in try opening.perform(context) }
            let page = bindings.pageRoute?(opening.route)
            if opening.route.tags != lastTags.list { lastTags = (opening.route.tags, Set(opening.route.tags)) }
            for patternIndex in opening.route.patterns.indices {
                collection.register(
                    opening.route.registeredPattern(at: patternIndex), name: patternIndex == 0 ? opening.route.name : nil,
                    exposure: opening.route.exposure, tags: lastTags.set, page: page, handler: handler)
                places.append((plan.index, patternIndex))
            }
        }
        switch apply(collection, replacing: old, uniquingID: id == nil, unmade: unmade) {
        case .success(let registrations):
            return registrations
        case .failure(let failure):
            for (index, error) in failure.problems {
                guard let index else {
                    // A converter the map declares under a name the router has.
                    let converter = map.converters.first { error.unescapedMessage.contains("\"\($0.name)\"") }
                    report(converter.map { "converters.\($0.name)" } ?? "routes", error.unescapedMessage)
                    continue
                }
                let message = error.code == .conflict
                    ? error.unescapedMessage
                    : "bad pattern \"\(collection.patterns[index])\": \(error.unescapedMessage)"
                report("routes[\(places[index].route)].patterns[\(places[index].pattern)]", message)
            }
            throw RouteMapLoadError(errors: errors)
        }
    }
}

extension RouteMap.Route {
    /// The route's pattern at `index` as a router registers it: with the route's case rule
    /// (``caseInsensitive``), and tied to its ``hosts`` and ``schemes``. Loading a map registers
    /// its patterns so, and a tool that builds a router of a map's patterns registers them the
    /// same way.
    ///
    /// - Precondition: `index` is an index of ``patterns``.
    public func registeredPattern(at index: Int) -> RoutePattern {
        var pattern = patterns[index]
        if caseInsensitive { pattern.caseInsensitive = true }
        if !hosts.isEmpty || !schemes.isEmpty, let tied = try? pattern.tied(hosts: hosts, schemes: schemes) { pattern = tied }
        return pattern
    }

    /// Whether a URL of `scheme` (lower-cased) on `host` reaches the route's scheme-less
    /// patterns, as its ``hosts`` and ``schemes`` say; `host` may be a wildcard entry
    /// (`*.example.com`), which stands for a subdomain no other entry names.
    public func takes(scheme: String, host: String) -> Bool {
        guard schemes.isEmpty || schemes.contains(where: { $0.lowercased() == scheme }) else { return false }
        guard !hosts.isEmpty else { return true }
        let example = WebHost.isWildcard(host) ? "x-junction-example" + host.dropFirst() : host.lowercased()
        return hosts.contains { (try? WebHost($0))?.matches(example) ?? false }
    }
}

/// A route of a map and what opening it does, shared by the handlers of its patterns.
final class RouteMapOpening: Sendable {
    let route: RouteMap.Route
    let action: RouteMapAction

    init(route: RouteMap.Route, action: RouteMapAction) {
        self.route = route
        self.action = action
    }

    func perform(_ context: RouteContext) throws -> any Sendable {
        try action.perform(context, route: route)
    }
}

/// What opening a map's route does.
enum RouteMapAction: Sendable {
    case run(RouteMapBindings.Handler, RouteAttributeCheck)
    case redirect(RoutePattern, RouteAttributeCheck)
    /// The route's web URL, handed to the web fallback.
    case web(RoutePattern, RouteAttributeCheck)
    /// The route is switched off, with no web URL to go to.
    case disabled(RouteMap.Disabled)

    func perform(_ context: RouteContext, route: RouteMap.Route) throws -> any Sendable {
        switch self {
        case .run(let handler, let checks):
            let parameters = try checks.parameters(of: context.match)
            return try handler(RouteMapRequest(context: context, route: route, parameters: parameters))
        case .redirect(let target, let checks):
            let parameters = try checks.parameters(of: context.match)
            var values: [String: String] = [:]
            for name in target.parameterNames {
                guard let value = parameters[name] else {
                    throw RouteError(.missingParameter, "redirect \"\(target.text)\" needs parameter \"\(name)\"")
                }
                values[name] = value
            }
            // Query items the redirect does not capture travel on.
            let query = parameters.query.filter { !target.parameterNames.contains($0.name) }
            let url = try target.url(values, remainder: target.hasRemainder ? (context.remainder ?? "") : nil, query: query)
            return RouteRedirect(url)
        case .web(let template, let checks):
            let parameters = try checks.parameters(of: context.match)
            return RouteRedirect.web(try Self.webURL(template, parameters, remainder: context.remainder))
        case .disabled(let disabled):
            throw RouteError(.disabled, disabled.message ?? "route \"\(route.name)\" is switched off")
        }
    }

    /// The web URL of a route: the template's captures filled from the parameters, then as
    /// query items the template's own query (less what a parameter overrides) and every other
    /// parameter (the route's captures, the query, the defaults), so the web page gets what the
    /// native page would have.
    ///
    /// - Throws: `RouteError` when the template needs a parameter the open does not have, or a
    ///   value its converter refuses.
    static func webURL(_ template: RoutePattern, _ parameters: RouteParameters, remainder: String?) throws(RouteError) -> String {
        let used = Set(template.parameterNames)
        var values: [String: String] = [:]
        for name in template.parameterNames {
            guard let value = parameters[name] else {
                throw RouteError(.missingParameter, "web URL \"\(template.text)\" needs parameter \"\(name)\"")
            }
            values[name] = value
        }
        // The template's own query, then the open's other parameters in the order they came:
        // the route's captures, the URL's query (repeated names kept in place), the defaults.
        var query = template.defaults.filter { parameters[$0.name] == nil }
        var given: Set<String> = []
        let path = parameters.path
        for name in parameters.names where !used.contains(name) {
            guard let value = path[name] else { continue }
            query.append(QueryItem(name: name, value: value))
            given.insert(name)
        }
        for item in parameters.query where !used.contains(item.name) && !given.contains(item.name) {
            query.append(item)
        }
        given.formUnion(parameters.query.map(\.name))
        for item in parameters.defaults where !used.contains(item.name) && !given.contains(item.name) {
            query.append(item)
            given.insert(item.name)
        }
        return try template.url(values, remainder: template.hasRemainder ? (remainder ?? "") : nil, query: query)
    }
}

extension RouteError.Code {
    /// The route is switched off by its route map (`disabled`); the error's message is the
    /// map's, to show the user, or says which route it is when the map gives none.
    public static let disabled = RouteError.Code("disabled")
}
