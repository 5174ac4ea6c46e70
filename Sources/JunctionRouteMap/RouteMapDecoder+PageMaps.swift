import Junction

/// The page manager's shape: a mapping of page id → `class` and `attributes`, with where its
/// pages live (`scheme`, `host`) as text beside them.
extension RouteMapDecoder {
    /// The keys a page map may give as text, beside its pages: where its pages live.
    package static let pageMapSettings = ["scheme", "host"]

    /// `{ pageId: { class: ..., attributes: [ { name, value, default, required } ] } }`,
    /// optionally with `scheme` and `host` as text: a mapping with none of the map's own keys
    /// whose other values are all mappings.
    func isPageManagerShape(_ entries: [MapNode.Entry]) -> Bool {
        entries.contains { if case .mapping = $0.value.value { true } else { false } } && entries.allSatisfy { entry in
            if Self.map.keys.contains(entry.key) { return false }
            if case .mapping = entry.value.value { return true }
            return Self.pageMapSettings.contains(entry.key)
        }
    }

    mutating func decodePageManager(_ entries: [MapNode.Entry]) throws(RouteMapError) -> RouteMap {
        var map = RouteMap()
        let settings = entries.filter { entry in
            if case .mapping = entry.value.value { false } else { Self.pageMapSettings.contains(entry.key) }
        }
        var place: (scheme: String?, host: String?) = (nil, nil)
        for setting in settings {
            record(setting.key, setting.value.location)
            let text = try nonEmptyString(setting.value, what: "\"\(setting.key)\"")
            if let problem = Self.settingProblem(setting.key, text) { throw error(problem, at: setting.value) }
            if setting.key == "scheme" { place.scheme = text.lowercased() } else { place.host = text.lowercased() }
        }
        if let scheme = settings.first(where: { $0.key == "scheme" }), place.host == nil {
            throw error("a page map with a \"scheme\" needs a \"host\" its pages live under", at: scheme.value)
        }
        if let scheme = place.scheme { map.schemes = [scheme] }
        let pages = entries.filter { if case .mapping = $0.value.value { true } else { false } }
        for (index, entry) in pages.enumerated() {
            func path() -> String { "routes[\(index)]" }
            let fields = try fields(try mapping(entry.value, what: "a page"), in: "a page", allowed: Self.page.keys, at: entry.value, path: path())
            record(path(), entry.keyLocation)
            record("\(path()).name", entry.keyLocation)
            record("\(path()).patterns[0]", entry.keyLocation)
            let text = switch place {
            case (let scheme?, let host?): "\(scheme)://\(host)/\(entry.key)"
            case (nil, let host?): "\(host)/\(entry.key)"
            default: "/\(entry.key)"
            }
            let pattern: RoutePattern
            do throws(RouteError) {
                pattern = try RoutePattern(text)
            } catch {
                throw RouteMapError(file: file, location: entry.keyLocation, message: "bad pattern \"\(text)\": \(error.unescapedMessage)")
            }
            patternsFromPageIDs.insert(pattern.text)
            var route = RouteMap.Route(name: entry.key, patterns: [pattern])
            let page = try required(fields, of: Self.page, at: entry.value) { "page \"\(entry.key)\" needs a \"\($0)\"" }[0]
            route.target = .page(try nonEmptyString(page, what: "a class"))
            if let attributes = fields["attributes"] {
                for (attributeIndex, node) in try list(attributes, what: "attributes").enumerated() {
                    route.attributes.append(try attribute(node, path: "\(path()).attributes[\(attributeIndex)]", inPageMap: true))
                }
            }
            map.routes.append(route)
        }
        return map
    }

    /// Why a page map's `scheme` or `host` cannot be used, or `nil`.
    private static func settingProblem(_ key: String, _ text: String) -> String? {
        let utf8 = Array(text.utf8)
        if key == "scheme" {
            let valid = utf8.first.map { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A } == true && utf8.allSatisfy { byte in
                (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || (0x30...0x39).contains(byte) || "+-._".utf8.contains(byte)
            }
            return valid ? nil : "\"\(text)\" is not a scheme (a letter, then letters, digits, '+', '-', '.' or '_')"
        }
        let refused = utf8.contains { $0 <= 0x20 || $0 == 0x7F || "/?#@\\()".utf8.contains($0) }
        return refused ? "\"\(text)\" is not a host (no '/', '?', '#', '@', '\\', parentheses, spaces or control characters)" : nil
    }
}
