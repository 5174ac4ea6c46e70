import Junction
import JunctionSupport

/// Builds the model from located nodes, whatever format they came from, checking every key and
/// type and naming the place of anything wrong.
package struct RouteMapDecoder {
    let file: String
    /// Where each part of the map was written, by path (`routes[2].parent`).
    var locations: [String: RouteMapLocation] = [:]
    /// Whether `locations` is filled: off when a map is read to be loaded, where the places are
    /// found again only if something needs one (`RouteMapFile.location(of:)`).
    var recordsLocations = true
    /// When set, a key no mapping knows is noted here and left out, rather than thrown: what
    /// lint reads a map with, to find every such key in one pass.
    var unknownKeys: [RouteMapError]?
    /// The patterns made from a page map's page ids (`betSsq` → `/betSsq`): the map names
    /// its pages, Junction writes their patterns.
    var patternsFromPageIDs: Set<String> = []
    /// For a page map: where the file says its pages live, if it says.
    var pageMap: PageMapPlace.Written?

    package init(file: String) {
        self.file = file
    }

    // MARK: The shape, as data

    /// The keys one kind of mapping may have, in the order messages list them, and those it must
    /// have. The decoder reads its keys from these, and the schema test
    /// (`docs/route-map.schema.json`) compares them to the schema's `properties` and `required`.
    struct Shape: Sendable {
        let keys: [String]
        let required: [String]
    }

    /// The map itself, in Junction's own shape.
    static let map = Shape(keys: MapKey.allCases.map(\.rawValue), required: ["routes"])
    /// A route.
    static let route = Shape(keys: RouteKey.allCases.map(\.rawValue), required: ["name"])
    /// An attribute of a route.
    static let attribute = Shape(keys: AttributeKey.allCases.map(\.rawValue), required: ["name"])
    /// The keys of the map itself, in order; the fast JSON reader switches over them.
    enum MapKey: String, CaseIterable, Sendable {
        case version, schemes, webHosts, webSchemes, converters, routes, minAppVersion, maxAppVersion
    }

    /// The keys of a route, in order.
    enum RouteKey: String, CaseIterable, Sendable {
        case name, pattern, patterns, page, handler, exposure, tags, presentation, parent, tab, redirect, description, attributes
        case web, disabled, minAppVersion, maxAppVersion, caseInsensitive, hosts, schemes
    }

    /// The keys of a route's attribute, in order.
    enum AttributeKey: String, CaseIterable, Sendable {
        case name, type, `default`, required, description
    }

    /// An attribute of a page in a page map: a route's, and the `value` a page gets when an open gives none.
    static let pageMapAttribute = Shape(keys: ["name", "type", "value", "default", "required", "description"], required: ["name"])
    /// A page of a page map, under its page id: its class and attributes, and what a route of
    /// Junction's own shape says of itself.
    static let page = Shape(
        keys: ["class", "attributes", "exposure", "tags", "presentation", "parent", "tab", "description", "web", "disabled", "minAppVersion", "maxAppVersion"],
        required: ["class"])
    /// The words `exposure` may be instead of a list of sources, and what each means.
    static let exposureWords: [(word: String, exposure: RouteExposure)] = [("in-app", .inApp), ("everywhere", .everywhere)]

    /// The nodes of `shape`'s required keys, in its order; for the first that is missing, the
    /// error `missing` words for it, at `node`.
    func required(
        _ fields: Fields, of shape: Shape, at node: MapNode, missing: (String) -> String
    ) throws(RouteMapError) -> [MapNode] {
        var nodes: [MapNode] = []
        for key in shape.required {
            guard let value = fields[key] else { throw error(missing(key), at: node) }
            nodes.append(value)
        }
        return nodes
    }

    /// Notes where the part at `path` was written, when places are recorded; the path is only
    /// built then.
    mutating func record(_ path: @autoclosure () -> String, _ location: RouteMapLocation) {
        if recordsLocations { locations[path()] = location }
    }

    package func error(_ message: String, at node: MapNode) -> RouteMapError {
        RouteMapError(file: file, location: node.location, message: message)
    }

    mutating func decode(_ root: MapNode) throws(RouteMapError) -> RouteMap {
        let entries = try mapping(root, what: "the map")
        if isPageManagerShape(entries) { return try decodePageManager(entries) }
        let fields = try fields(entries, in: "the map", allowed: Self.map.keys, at: root, path: "")
        var map = RouteMap()
        if let node = fields["version"] {
            let version = try integer(node, what: "version")
            guard version == RouteMap.currentVersion else {
                throw error("unsupported version \(version); this Junction reads version \(RouteMap.currentVersion)", at: node)
            }
            map.version = version
        }
        if let node = fields["schemes"] { map.schemes = try strings(node, what: "schemes", path: "schemes") }
        if let node = fields["webHosts"] { map.webHosts = try webHosts(node) }
        if let node = fields["webSchemes"] { map.webSchemes = try strings(node, what: "webSchemes", path: "webSchemes") }
        if let node = fields["converters"] { map.converters = try converters(node) }
        (map.minAppVersion, map.maxAppVersion) = try appVersions(fields)
        let routes = try required(fields, of: Self.map, at: root) { "the map has no \"\($0)\"" }[0]
        for (index, node) in try list(routes, what: "routes").enumerated() {
            map.routes.append(try route(node, index: index))
        }
        return map
    }

    // MARK: Routes

    private mutating func route(_ node: MapNode, index routeIndex: Int) throws(RouteMapError) -> RouteMap.Route {
        func path() -> String { "routes[\(routeIndex)]" }
        let entries = try mapping(node, what: "a route")
        let fields = try fields(entries, in: "a route", allowed: Self.route.keys, at: node, path: path())
        let nameNode = try required(fields, of: Self.route, at: node) { "a route needs a \"\($0)\"" }[0]
        let name = try nonEmptyString(nameNode, what: "a route's name")
        var patterns: [RoutePattern] = []
        switch (fields["pattern"], fields["patterns"]) {
        case (let one?, nil):
            patterns = [try pattern(one, what: "a pattern")]
            record("\(path()).patterns[0]", one.location)
        case (nil, let many?):
            for (index, element) in try list(many, what: "patterns").enumerated() {
                patterns.append(try pattern(element, what: "an element of \"patterns\""))
                record("\(path()).patterns[\(index)]", element.location)
            }
            if patterns.isEmpty { throw error("route \"\(name)\" has an empty \"patterns\" list", at: many) }
        case (_?, let many?):
            throw error("route \"\(name)\" has both \"pattern\" and \"patterns\"; use one", at: many)
        case (nil, nil):
            throw error("route \"\(name)\" needs a \"pattern\" or \"patterns\"", at: node)
        }
        var route = RouteMap.Route.Values(name: name, patterns: patterns)
        switch (fields["page"], fields["handler"]) {
        case (let page?, nil): route.target = .page(try nonEmptyString(page, what: "a page"))
        case (nil, let handler?): route.target = .handler(try nonEmptyString(handler, what: "a handler"))
        case (_?, let handler?): throw error("route \"\(name)\" has both \"page\" and \"handler\"; use one", at: handler)
        case (nil, nil): break
        }
        if let redirect = fields["redirect"] {
            if let web = fields["web"] { throw error("route \"\(name)\" has both \"redirect\" and \"web\"; use one", at: web) }
            route.redirect = try pattern(redirect, what: "a redirect", kind: "redirect")
        }
        try readShared(fields, into: &route, path: path())
        if let node = fields["caseInsensitive"] { route.caseInsensitive = try boolean(node, what: "caseInsensitive") }
        if let node = fields["hosts"] { route.hosts = try webHosts(node, what: "hosts", path: "\(path()).hosts") }
        if let node = fields["schemes"] { route.schemes = try routeSchemes(node, of: patterns[0], path: "\(path()).schemes") }
        if !route.hosts.isEmpty || !route.schemes.isEmpty, let index = route.patterns.firstIndex(where: { $0.scheme != nil }) {
            let place = fields["patterns"].flatMap { if case .list(let elements) = $0.value { elements[index] } else { nil } } ?? fields["pattern"] ?? node
            throw error(Self.tiedPatternProblem(route: route.name, route.patterns[index]), at: place)
        }
        if let attributes = fields["attributes"] {
            for (index, node) in try list(attributes, what: "attributes").enumerated() {
                route.attributes.append(try attribute(node, path: "\(path()).attributes[\(index)]"))
            }
        }
        return RouteMap.Route(route)
    }

    /// An attribute. In a page map it may also have a `value`, what the page gets when an open
    /// gives none (before `default`), and `required` with a value or default means the
    /// parameter is always set, so it is read as not required.
    mutating func attribute(_ node: MapNode, path: @autoclosure () -> String, inPageMap: Bool = false) throws(RouteMapError) -> RouteMap.Attribute {
        let entries = try mapping(node, what: "an attribute")
        let shape = inPageMap ? Self.pageMapAttribute : Self.attribute
        let fields = try fields(entries, in: "an attribute", allowed: shape.keys, at: node, path: path())
        let nameNode = try required(fields, of: shape, at: node) { "an attribute needs a \"\($0)\"" }[0]
        var attribute = RouteMap.Attribute(name: try nonEmptyString(nameNode, what: "an attribute's name"))
        if let type = fields["type"] { attribute.type = try nonEmptyString(type, what: "a type") }
        var counted: MapNode.ScalarKind?
        for key in ["default", "value"] {
            guard let value = fields[key] else { continue }
            guard case .scalar(let text, let kind) = value.value else {
                throw error("expected a string, number or boolean for \"\(key)\", found \(value.kindDescription)", at: value)
            }
            attribute.defaultValue = text
            counted = kind
            // The default's problems are reported where the value that counts is written.
            record("\(path()).default", value.location)
        }
        // In a page map a typed value (`<integer>`, `<true/>`, a number) types its attribute,
        // unless the page says the type.
        if inPageMap, fields["type"] == nil, let counted, let text = attribute.defaultValue {
            switch counted {
            case .number: attribute.type = Int(text) != nil ? "int" : "double"
            case .bool: attribute.type = "bool"
            case .string: break
            }
        }
        if let required = fields["required"] {
            attribute.isRequired = try boolean(required, what: "required") && !(inPageMap && attribute.defaultValue != nil)
        }
        if let description = fields["description"] { attribute.description = try string(description, what: "a description") }
        return attribute
    }

    // MARK: Reading values

    /// The entries of a mapping by key, refusing keys outside `allowed` and recording where each was.
    package mutating func fields(
        _ entries: [MapNode.Entry], in what: String,
        allowed: [String], at node: MapNode, path: @autoclosure () -> String
    ) throws(RouteMapError) -> Fields {
        record(path(), node.location)
        var fields = Fields()
        fields.entries.reserveCapacity(entries.count)
        for entry in entries {
            // `null` is the same as leaving the key out.
            if case .null = entry.value.value, allowed.contains(entry.key) { continue }
            guard allowed.contains(entry.key) else {
                let expected = "expected one of \(allowed.map { "\"\($0)\"" }.joined(separator: ", "))"
                let meant = NearName.closest(to: entry.key, among: allowed).map { " (did you mean \"\($0)\"?)" } ?? ""
                let error = RouteMapError(file: file, location: entry.keyLocation, message: "unknown key \"\(entry.key)\" in \(what)\(meant); \(expected)")
                guard unknownKeys != nil else { throw error }
                unknownKeys?.append(error)
                continue
            }
            fields.entries.append(entry)
            record(path().isEmpty ? entry.key : "\(path()).\(entry.key)", entry.value.location)
        }
        return fields
    }

    /// A mapping's entries with known keys, by key; a mapping has a few keys, so a search beats
    /// a hash table. Its keys are unique: every reader refuses a key written twice.
    package struct Fields {
        var entries: [MapNode.Entry] = []

        package subscript(key: String) -> MapNode? {
            entries.first { $0.key == key }?.value
        }
    }

    package func mapping(_ node: MapNode, what: String) throws(RouteMapError) -> [MapNode.Entry] {
        guard case .mapping(let entries) = node.value else { throw error("expected a mapping for \(what), found \(node.kindDescription)", at: node) }
        return entries
    }

    package func list(_ node: MapNode, what: String) throws(RouteMapError) -> [MapNode] {
        guard case .list(let elements) = node.value else { throw error("expected a list for \"\(what)\", found \(node.kindDescription)", at: node) }
        return elements
    }

    package func string(_ node: MapNode, what: String) throws(RouteMapError) -> String {
        guard case .scalar(let text, .string) = node.value else { throw error("expected a string for \(what), found \(node.kindDescription)", at: node) }
        return text
    }

    /// A pattern (or a redirect, by `kind`), parsed here once; a syntax error is reported at the
    /// node, with the pattern's own column.
    func pattern(_ node: MapNode, what: String, kind: String = "pattern") throws(RouteMapError) -> RoutePattern {
        let text = try nonEmptyString(node, what: what)
        do throws(RouteError) {
            return try RoutePattern(text)
        } catch {
            throw self.error("bad \(kind) \"\(text)\": \(error.unescapedMessage)", at: node)
        }
    }

    package func nonEmptyString(_ node: MapNode, what: String) throws(RouteMapError) -> String {
        let text = try string(node, what: what)
        if text.isEmpty { throw error("\(what) may not be empty", at: node) }
        return text
    }

    mutating func strings(_ node: MapNode, what: String, path: @autoclosure () -> String) throws(RouteMapError) -> [String] {
        var result: [String] = []
        for (index, element) in try list(node, what: what).enumerated() {
            result.append(try nonEmptyString(element, what: "an element of \"\(what)\""))
            record("\(path())[\(index)]", element.location)
        }
        return result
    }

    private func integer(_ node: MapNode, what: String) throws(RouteMapError) -> Int {
        guard case .scalar(let text, .number) = node.value, let value = Int(text) else {
            let found = if case .scalar(let text, .number) = node.value { "the number \(text)" } else { node.kindDescription }
            throw error("expected an integer for \"\(what)\", found \(found)", at: node)
        }
        return value
    }

    package func boolean(_ node: MapNode, what: String) throws(RouteMapError) -> Bool {
        guard case .scalar(let text, .bool) = node.value else {
            throw error("expected true or false for \"\(what)\", found \(node.kindDescription)", at: node)
        }
        return text == "true"
    }
}
