import Junction
import JunctionRouteMap
import JunctionSupport

extension RouteMap {
    /// The map as JSON in its own shape, as `junction compile -o routes.json` writes it,
    /// whatever format the map was written in.
    ///
    /// Reading the text back gives this map: patterns and redirects as their text, a page
    /// map's pages as routes with their patterns, attribute defaults as strings, exposure as
    /// `"everywhere"` or a sorted list of sources, and keys that hold their default value left
    /// out. Comments and the layout of the source are not kept.
    ///
    /// ```swift
    /// let source = try RouteMapFile(contentsOf: "routes.yaml")
    /// try Data(source.map.json.utf8).write(to: URL(fileURLWithPath: "routes.json"))
    /// ```
    public var json: String {
        var object = JSONValue.Object()
        object.append("version", .number(version))
        if !schemes.isEmpty { object.append("schemes", .array(schemes.map(JSONValue.string))) }
        if !webHosts.isEmpty { object.append("webHosts", .array(webHosts.map(JSONValue.string))) }
        if !webSchemes.isEmpty { object.append("webSchemes", .array(webSchemes.map(JSONValue.string))) }
        if !converters.isEmpty {
            var declared = JSONValue.Object()
            for converter in converters {
                switch converter.rule {
                case .values(let values): declared.append(converter.name, .array(values.map(JSONValue.string)))
                case .webURL: declared.append(converter.name, .string("webURL"))
                }
            }
            object.append("converters", .object(declared))
        }
        object.append("routes", .array(routes.map { .object($0.jsonObject) }))
        if let minAppVersion { object.append("minAppVersion", .string(minAppVersion)) }
        if let maxAppVersion { object.append("maxAppVersion", .string(maxAppVersion)) }
        return JSONValue.object(object).pretty(indent: "") + "\n"
    }
}

extension RouteMap.Route {
    /// The route's keys, in the order the format documents them.
    fileprivate var jsonObject: JSONValue.Object {
        var object = JSONValue.Object()
        object.append("name", .string(name))
        if patterns.count == 1 {
            object.append("pattern", .string(patterns[0].text))
        } else {
            object.append("patterns", .array(patterns.map { .string($0.text) }))
        }
        switch target {
        case .page(let page)?: object.append("page", .string(page))
        case .handler(let key)?: object.append("handler", .string(key))
        case nil: break
        }
        if exposure.allowsEverySource {
            object.append("exposure", .string("everywhere"))
        } else if !exposure.sources.isEmpty {
            object.append("exposure", .array(exposure.sources.map(\.name).sorted().map(JSONValue.string)))
        }
        if !tags.isEmpty { object.append("tags", .array(tags.map(JSONValue.string))) }
        if let presentation { object.append("presentation", Self.json(presentation)) }
        if let parent { object.append("parent", .string(parent)) }
        if let tab { object.append("tab", .string(tab)) }
        if let redirect { object.append("redirect", .string(redirect.text)) }
        if let description { object.append("description", .string(description)) }
        if !attributes.isEmpty {
            object.append("attributes", .array(attributes.map { attribute in
                var object = JSONValue.Object()
                object.append("name", .string(attribute.name))
                if attribute.type != RouteMap.Attribute(name: attribute.name).type { object.append("type", .string(attribute.type)) }
                if let value = attribute.defaultValue { object.append("default", .string(value)) }
                if attribute.isRequired { object.append("required", .bool(true)) }
                if let description = attribute.description { object.append("description", .string(description)) }
                return .object(object)
            }))
        }
        if let web { object.append("web", .string(web.text)) }
        if let disabled { object.append("disabled", disabled.message.map(JSONValue.string) ?? .bool(true)) }
        if let minAppVersion { object.append("minAppVersion", .string(minAppVersion)) }
        if let maxAppVersion { object.append("maxAppVersion", .string(maxAppVersion)) }
        if caseInsensitive { object.append("caseInsensitive", .bool(true)) }
        if !hosts.isEmpty { object.append("hosts", .array(hosts.map(JSONValue.string))) }
        if !schemes.isEmpty { object.append("schemes", .array(schemes.map(JSONValue.string))) }
        return object
    }
}

extension RouteMap.Route {
    /// A presentation as a map writes it: its word, or `{"sheet": [...]}` / `{"popover": "..."}`.
    static func json(_ presentation: RoutePresentation) -> JSONValue {
        if let word = presentation.word { return .string(word) }
        var object = JSONValue.Object()
        if let source = presentation.modalStyle?.popoverSource {
            object.append("popover", .string(source))
        } else {
            object.append("sheet", .array((presentation.modalStyle?.detents ?? []).map { .string($0.description) }))
        }
        return .object(object)
    }
}
