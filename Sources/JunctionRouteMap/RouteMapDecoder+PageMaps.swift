import Junction

/// The page manager's shape: a mapping of page id → `class` and `attributes`, with where its
/// pages live (`scheme`, `host`), its web hosts and the app versions it is for beside them.
extension RouteMapDecoder {
    /// The keys a page map may give beside its pages: where its pages live, its web hosts, and
    /// the app versions it is for.
    static let pageMapSettings = ["scheme", "host", "webHosts", "minAppVersion", "maxAppVersion"]

    /// `{ pageId: { class: ..., attributes: [ { name, value, default, required } ] } }`,
    /// optionally with the settings beside the pages: a mapping with none of the keys only
    /// Junction's own shape has, whose other values are all mappings.
    func isPageManagerShape(_ entries: [MapNode.Entry]) -> Bool {
        entries.contains { if case .mapping = $0.value.value { true } else { false } } && entries.allSatisfy { entry in
            if Self.map.keys.contains(entry.key), !Self.pageMapSettings.contains(entry.key) { return false }
            if case .mapping = entry.value.value { return true }
            return Self.pageMapSettings.contains(entry.key)
        }
    }

    mutating func decodePageManager(_ entries: [MapNode.Entry]) throws(RouteMapError) -> RouteMap {
        var map = RouteMap()
        var settings = Fields()
        for entry in entries where Self.pageMapSettings.contains(entry.key) {
            if case .mapping = entry.value.value { continue }
            if case .null = entry.value.value { continue }
            settings.entries.append(entry)
            record(entry.key, entry.value.location)
        }
        var place = PageMapPlace.Written()
        for key in ["scheme", "host"] {
            guard let node = settings[key] else { continue }
            let text = try nonEmptyString(node, what: "\"\(key)\"")
            if let problem = PageMapPlace.problem(key, text) { throw error(problem, at: node) }
            if key == "scheme" { place.scheme = text.lowercased() } else { place.host = text.lowercased() }
        }
        if let scheme = settings["scheme"], place.host == nil {
            throw error("a page map with a \"scheme\" needs a \"host\" its pages live under", at: scheme)
        }
        pageMap = place
        if let scheme = place.scheme { map.schemes = [scheme] }
        if let node = settings["webHosts"] { map.webHosts = try webHosts(node) }
        (map.minAppVersion, map.maxAppVersion) = try appVersions(settings)
        let pages = entries.filter { if case .mapping = $0.value.value { true } else { false } }
        for (index, entry) in pages.enumerated() {
            func path() -> String { "routes[\(index)]" }
            let fields = try fields(try mapping(entry.value, what: "a page"), in: "a page", allowed: Self.page.keys, at: entry.value, path: path())
            record(path(), entry.keyLocation)
            record("\(path()).name", entry.keyLocation)
            record("\(path()).patterns[0]", entry.keyLocation)
            let pattern = try PageMapPlace.pattern(for: entry.key, place.scheme, place.host) { message throws(RouteMapError) in
                throw RouteMapError(file: file, location: entry.keyLocation, message: message)
            }
            patternsFromPageIDs.insert(pattern.text)
            var route = RouteMap.Route.Values(name: entry.key, patterns: [pattern])
            let page = try required(fields, of: Self.page, at: entry.value) { "page \"\(entry.key)\" needs a \"\($0)\"" }[0]
            route.target = .page(try nonEmptyString(page, what: "a class"))
            try readShared(fields, into: &route, path: path())
            if let attributes = fields["attributes"] {
                for (attributeIndex, node) in try list(attributes, what: "attributes").enumerated() {
                    route.attributes.append(try attribute(node, path: "\(path()).attributes[\(attributeIndex)]", inPageMap: true))
                }
            }
            map.routes.append(RouteMap.Route(route))
        }
        return map
    }
}
