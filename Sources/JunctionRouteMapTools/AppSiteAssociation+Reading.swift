import Foundation
import Junction
import JunctionRouteMap

extension AppSiteAssociation {
    /// The largest file read: Apple's own limit for an association file, 128 KB.
    public static let maximumSize = 128 * 1024
    /// The most components read, over all details.
    public static let maximumComponents = 2_000

    /// Reads the `applinks` part of an `apple-app-site-association` file someone else wrote.
    ///
    /// The JSON is read strictly (RFC 8259: no comments, no trailing commas, no repeated keys),
    /// and so is the shape of `applinks`: every key must be one Apple documents, every value of
    /// its type. Other top-level parts (`webcredentials`, `appclips`) are skipped.
    ///
    /// ```swift
    /// let association = try AppSiteAssociation(contentsOf: "site/.well-known/apple-app-site-association")
    /// ```
    ///
    /// - Throws: `RouteMapError` naming the place (`file:line:column`) for malformed JSON or
    ///   shape, a file over ``maximumSize`` bytes, more than ``maximumComponents`` components, the
    ///   older `paths` form without `components`, or substitution variables.
    public init(json data: Data, file: String = "<input>") throws(RouteMapError) {
        guard data.count <= Self.maximumSize else {
            throw RouteMapFile.tooLarge(file: file, size: data.count, maximumSize: Self.maximumSize, what: "the file")
        }
        try self.init(bytes: Array(data), file: file)
    }

    /// Reads bytes already within ``maximumSize``.
    private init(bytes: [UInt8], file: String) throws(RouteMapError) {
        var decoder = AssociationDecoder(base: RouteMapDecoder(file: file))
        self = try decoder.decode(try MapNode(json: bytes, file: file))
    }

    /// Reads the file at a path, refusing one over ``maximumSize`` bytes before reading it.
    ///
    /// - Throws: `RouteMapError` when the file cannot be read (saying why), and everything
    ///   ``init(json:file:)`` throws.
    public init(contentsOf path: String) throws(RouteMapError) {
        let bytes = try RouteMapFile.contents(of: path, file: path, maximumSize: Self.maximumSize, what: "the file")
        try self.init(bytes: bytes, file: path)
    }
}

/// Builds the model from located JSON nodes, with the route map decoder's checks of keys and types.
private struct AssociationDecoder {
    var base: RouteMapDecoder
    var componentCount = 0

    mutating func decode(_ root: MapNode) throws(RouteMapError) -> AppSiteAssociation {
        let entries = try base.mapping(root, what: "the file")
        guard let applinks = entries.first(where: { $0.key == "applinks" })?.value else {
            throw base.error("the file has no \"applinks\"", at: root)
        }
        let fields = try base.fields(
            try base.mapping(applinks, what: "\"applinks\""), in: "\"applinks\"",
            allowed: ["apps", "details", "defaults", "substitutionVariables"], at: applinks, path: "applinks")
        if let variables = fields["substitutionVariables"] {
            throw base.error("substitution variables are not read here; write each pattern out in full", at: variables)
        }
        guard let details = fields["details"] else { throw base.error("\"applinks\" has no \"details\"", at: applinks) }
        var association = AppSiteAssociation(details: [])
        if let defaults = fields["defaults"] { association.defaults = try settings(defaults, what: "\"defaults\"") }
        for (index, node) in try base.list(details, what: "details").enumerated() {
            association.details.append(try detail(node, path: "applinks.details[\(index)]"))
        }
        return association
    }

    private mutating func detail(_ node: MapNode, path: String) throws(RouteMapError) -> AppSiteAssociation.Detail {
        let fields = try base.fields(
            try base.mapping(node, what: "a detail"), in: "a detail",
            allowed: ["appID", "appIDs", "components", "paths", "defaults"], at: node, path: path)
        var appIDs: [String] = []
        if let one = fields["appID"] { appIDs.append(try base.nonEmptyString(one, what: "\"appID\"")) }
        if let many = fields["appIDs"] {
            for element in try base.list(many, what: "appIDs") { appIDs.append(try base.nonEmptyString(element, what: "an element of \"appIDs\"")) }
        }
        if appIDs.isEmpty { throw base.error("a detail needs \"appID\" or \"appIDs\"", at: node) }
        guard let components = fields["components"] else {
            if let paths = fields["paths"] {
                throw base.error("this detail has only the older \"paths\" form; write it as \"components\", which is what is checked", at: paths)
            }
            throw base.error("a detail needs \"components\"", at: node)
        }
        var detail = AppSiteAssociation.Detail(appIDs: appIDs, components: [])
        if let defaults = fields["defaults"] { detail.defaults = try settings(defaults, what: "\"defaults\"") }
        for (index, element) in try base.list(components, what: "components").enumerated() {
            componentCount += 1
            guard componentCount <= AppSiteAssociation.maximumComponents else {
                throw base.error("more than \(AppSiteAssociation.maximumComponents) components; refusing to check the file", at: element)
            }
            detail.components.append(try component(element, path: "\(path).components[\(index)]"))
        }
        return detail
    }

    private mutating func component(_ node: MapNode, path: String) throws(RouteMapError) -> AppSiteAssociation.Component {
        let fields = try base.fields(
            try base.mapping(node, what: "a component"), in: "a component",
            allowed: ["/", "?", "#", "exclude", "comment", "caseSensitive", "percentEncoded"], at: node, path: path)
        var component = AppSiteAssociation.Component()
        if let pathNode = fields["/"] { component.path = try base.string(pathNode, what: "\"/\"") }
        if let fragment = fields["#"] { component.fragment = try base.string(fragment, what: "\"#\"") }
        if let query = fields["?"] {
            if case .mapping(let entries) = query.value {
                var items: [QueryItem] = []
                for entry in entries { items.append(QueryItem(name: entry.key, value: try base.string(entry.value, what: "a query item's pattern"))) }
                component.query = .items(items)
            } else {
                component.query = .whole(try base.string(query, what: "\"?\" (a string or a mapping of item names to patterns)"))
            }
        }
        if let exclude = fields["exclude"] { component.exclude = try base.boolean(exclude, what: "exclude") }
        if let comment = fields["comment"] { component.comment = try base.string(comment, what: "\"comment\"") }
        component.settings = try settings(fields, at: node)
        return component
    }

    private mutating func settings(_ node: MapNode, what: String) throws(RouteMapError) -> AppSiteAssociation.Settings {
        let fields = try base.fields(try base.mapping(node, what: what), in: what, allowed: ["caseSensitive", "percentEncoded"], at: node, path: "")
        return try settings(fields, at: node)
    }

    private func settings(_ fields: RouteMapDecoder.Fields, at node: MapNode) throws(RouteMapError) -> AppSiteAssociation.Settings {
        var settings = AppSiteAssociation.Settings()
        if let value = fields["caseSensitive"] { settings.caseSensitive = try base.boolean(value, what: "caseSensitive") }
        if let value = fields["percentEncoded"] { settings.percentEncoded = try base.boolean(value, what: "percentEncoded") }
        return settings
    }
}
