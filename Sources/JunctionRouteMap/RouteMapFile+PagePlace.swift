import Junction

extension RouteMapFile {
    /// This page map with its pages under `scheme` and `host`, given in code: for a page map
    /// that names neither, as a page manager's does when the app sets its scheme and host filter
    /// in code.
    ///
    /// Page `betSsq` then opens at `cc://page.cc/betSsq`, as if the file said `scheme: cc` and
    /// `host: page.cc` beside its pages; the scheme joins the map's ``RouteMap/schemes``. A
    /// signed remote page map that names no scheme or host is given the same ones when this
    /// file is the bundled map.
    ///
    /// ```swift
    /// let file = try RouteMapFile(resource: "CCPageMap", withExtension: "plist")
    ///     .placingPages(scheme: "cc", host: "page.cc")
    /// ```
    ///
    /// - Parameters:
    ///   - scheme: The scheme the pages live under, in any case; `nil` for pages that take URLs
    ///     of any scheme under `host`.
    ///   - host: The host the pages live under, in any case.
    /// - Returns: The map with every page's pattern made under the scheme and host.
    /// - Throws: ``RouteMapError`` for a map that is not a page map, a scheme or host that
    ///   cannot be one, or a page map that names another scheme or host itself.
    public func placingPages(scheme: String?, host: String) throws(RouteMapError) -> RouteMapFile {
        func refuse(_ message: String) -> RouteMapError {
            RouteMapError(file: file, location: .keyPath(""), message: message)
        }
        guard let written = pageMap else {
            throw refuse("not a page map: a scheme and host given in code are for a page map's pages (page id → class), and this map's routes write their own patterns")
        }
        if let scheme, let problem = PageMapPlace.problem("scheme", scheme) { throw refuse("the scheme given in code: \(problem)") }
        if let problem = PageMapPlace.problem("host", host) { throw refuse("the host given in code: \(problem)") }
        let place = PageMapPlace(scheme: scheme?.lowercased(), host: host.lowercased())
        if let own = written.place {
            guard own == place else {
                throw refuse("the page map says its pages live under \(Self.describe(own)); the code gives \(Self.describe(place)): give the same or leave one out")
            }
            var placed = self
            placed.pagesPlacedInCode = place
            return placed
        }
        var placed = self
        placed.patternsFromPageIDs = []
        for index in placed.map.routes.indices {
            let id = placed.map.routes[index].name
            let pattern = try PageMapPlace.pattern(for: id, place.scheme, place.host) { message throws(RouteMapError) in
                throw RouteMapError(file: file, location: location(of: "routes[\(index)]") ?? .keyPath("routes[\(index)]"), message: message)
            }
            placed.map.routes[index].patterns = [pattern]
            placed.patternsFromPageIDs.insert(pattern.text)
        }
        if let scheme = place.scheme, !placed.map.schemes.contains(scheme) { placed.map.schemes.append(scheme) }
        placed.pagesPlacedInCode = place
        return placed
    }

    /// `scheme "cc" and host "page.cc"`, or `host "page.cc"` for a host alone.
    private static func describe(_ place: PageMapPlace) -> String {
        (place.scheme.map { "scheme \"\($0)\" and " } ?? "") + "host \"\(place.host)\""
    }

    /// This file placed where `bundled` was placed in code, when it is a page map that names no
    /// place of its own and `bundled` was given one: how a remote page map lives where the
    /// bundled one does.
    package func placingPages(like bundled: RouteMapFile) throws(RouteMapError) -> RouteMapFile {
        guard let place = bundled.pagesPlacedInCode, let written = pageMap, written.place == nil else { return self }
        return try placingPages(scheme: place.scheme, host: place.host)
    }
}
