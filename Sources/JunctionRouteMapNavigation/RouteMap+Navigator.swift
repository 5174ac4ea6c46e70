import Junction
import JunctionNavigation
import JunctionRouteMap

extension RouteMapFile {
    /// Adds a route map to the navigator's router, so that every page of the map opens as a
    /// page of this navigator, and every handler runs the app's code.
    ///
    /// ```swift
    /// let file = try RouteMapFile(contentsOf: "Examples/RouteMaps/shop.yaml")
    /// let navigator = Navigator(router: Router(options: RouterOptions().adding(file.map)))
    /// var bindings = RouteMapBindings()
    /// bindings.handler("cart.add") { request in "added \(request.parameters["sku"] ?? "")" }
    /// try file.load(into: navigator, bindings: bindings)
    /// try await navigator.open(RouteRequest(url: "shop://product/7", source: .push))   // deepLink: catalog#1 > product#2
    /// ```
    ///
    /// A page the map declares needs no binding: it answers the ``JunctionNavigation/PageDestination``
    /// its route describes (name, presentation, parent, tab, and the parameters its attributes
    /// checked; see ``JunctionNavigation/PageDestination/init(_:)``). A page the app binds
    /// itself runs that code, which must answer a `PageDestination` (to check something first,
    /// or change the parameters): any other answer fails the open with
    /// `RouteError` `typeMismatch` instead of showing nothing. Each page's presentation,
    /// parent and tab ride on its route, so `target(of:)`, per-call presentations and deep
    /// links' parents know them, under each of their patterns.
    ///
    /// The map loads whole or not at all, as `RouteMapFile.load(into:bindings:)` loads it into a
    /// router. Before that, this refuses a map the navigator could not follow: a web host the
    /// router's options lack (its universal links would all be refused), a scheme the router's
    /// options lack when they name schemes, and a page in a tab the navigator's state does not
    /// have.
    ///
    /// - Parameters:
    ///   - navigator: The navigator whose router takes the map.
    ///   - bindings: The code for the map's handler keys, and for the pages the app checks itself.
    /// - Returns: The registrations, in the map's order.
    /// - Throws: `RouteMapLoadError` with every problem found, each at its
    ///   place in the file; nothing is loaded.
    @MainActor
    @discardableResult
    public func load(into navigator: Navigator, bindings: RouteMapBindings = RouteMapBindings()) throws(RouteMapLoadError) -> [RouteRegistration] {
        try navigator.check(map, file: file) { location(of: $0) ?? .keyPath($0) }
        return try load(into: navigator.router, bindings: navigator.pageBindings(for: map, besides: bindings))
    }
}

extension RouteMap {
    /// Adds a route map built in code to the navigator's router; see
    /// ``JunctionRouteMap/RouteMapFile/load(into:bindings:)``. Errors name key
    /// paths (`routes[2].tab`).
    @MainActor
    @discardableResult
    public func load(into navigator: Navigator, bindings: RouteMapBindings = RouteMapBindings()) throws(RouteMapLoadError) -> [RouteRegistration] {
        try navigator.check(self, file: "<map>") { .keyPath($0) }
        return try load(into: navigator.router, bindings: navigator.pageBindings(for: self, besides: bindings))
    }
}

extension Navigator {
    /// Throws every problem of ``problems(following:place:)``, if there are any.
    fileprivate func check(_ map: RouteMap, file: String, place: (String) -> RouteMapLocation) throws(RouteMapLoadError) {
        let problems = problems(following: map, place: place)
        guard problems.isEmpty else {
            throw RouteMapLoadError(errors: problems.map { RouteMapError(file: file, location: $0.place, message: $0.message) })
        }
    }

    /// What in a map this navigator could not follow, in the file's order: schemes and web
    /// hosts its router's options lack, and tabs its state lacks.
    private func problems(following map: RouteMap, place: (String) -> RouteMapLocation) -> [(place: RouteMapLocation, message: String)] {
        var problems: [(place: RouteMapLocation, message: String)] = []
        let options = router.options
        let remedy = "make the router with RouterOptions().adding(map)"
        if !options.schemes.isEmpty {
            for (index, scheme) in map.schemes.enumerated() where !options.schemes.contains(scheme.lowercased()) {
                problems.append((
                    place("schemes[\(index)]"),
                    "the router's options lack the scheme \"\(scheme)\" (it has \(options.schemes.sorted().joined(separator: ", "))), so its links from outside would be refused; \(remedy)"))
            }
        }
        for (index, host) in map.webHosts.enumerated() where !options.webHosts.contains(host.lowercased()) {
            let known = options.webHosts.isEmpty ? "it has none" : "it has \(options.webHosts.sorted().joined(separator: ", "))"
            problems.append((
                place("webHosts[\(index)]"),
                "the router's options lack the web host \"\(host)\" (\(known)), so its universal links would be refused; \(remedy)"))
        }
        let tabs = state.tabPaths
        for (index, route) in map.routes.enumerated() {
            guard let tab = route.tab, state.tab(at: tab) == nil else { continue }
            problems.append((
                place("routes[\(index)].tab"),
                "tab \"\(tab)\" of route \"\(route.name)\" is not one of the navigator's tabs (\(tabs.joined(separator: ", "))); make the navigator with NavigationState(tabs:)"))
        }
        return problems
    }

    /// `bindings` with every page of the map bound: to the page its route describes, or to the
    /// app's own code, whose answer must be a page; and each page route's presentation, parent
    /// and tab kept on its route (a route that redirects, goes to the web or is switched off
    /// opens no page).
    fileprivate func pageBindings(for map: RouteMap, besides bindings: RouteMapBindings) -> RouteMapBindings {
        var all = bindings
        all.pageRoute = { route in
            guard case .page? = route.target, route.redirect == nil, route.web == nil, route.disabled == nil else { return nil }
            return PageRoute(
                name: route.name, presentation: route.presentation ?? .push, parent: route.parent, tab: route.tab,
                attributes: [], reuse: .top)
        }
        for route in map.routes {
            guard case .page(let name)? = route.target else { continue }
            guard let own = bindings.pages[name] else {
                all.page(name) { PageDestination($0) }
                continue
            }
            all.page(name) { request in
                let answer = try own(request)
                guard let page = answer as? PageDestination else {
                    throw RouteError(
                        .typeMismatch,
                        "page \"\(name)\" of route \"\(request.route.name)\" answered \(type(of: answer)), not a PageDestination, so the navigator has nothing to show; answer PageDestination(request), or leave \"\(name)\" unbound")
                }
                return page
            }
        }
        return all
    }
}
