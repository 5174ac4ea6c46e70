/// The text of a route map an app might ship, for the cold-start benchmarks: `routeCount`
/// routes in feature modules of 100, each with a name, a page, a title, exposure, tags, a
/// presentation, a parent and attributes, and patterns of five kinds in turn (literal, a typed
/// capture, optional groups with a second pattern, query defaults, mixed segments with a UUID).
public enum RouteMapText {
    /// The map as JSON, pretty-printed as editors and `junction compile` write it.
    public static func json(routeCount: Int) -> String {
        var text = "{\n  \"version\": 1,\n  \"schemes\": [\"app\"],\n  \"webHosts\": [\"app.example.com\"],\n  \"routes\": [\n"
        for index in 0..<routeCount {
            let route = Route(index)
            var members = ["\"name\": \"\(route.name)\""]
            members.append(route.patterns.count == 1
                ? "\"pattern\": \"\(route.patterns[0])\""
                : "\"patterns\": [" + route.patterns.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
            members.append("\"page\": \"\(route.page)\"")
            members.append("\"exposure\": " + (route.exposure.hasPrefix("[") ? route.exposure : "\"\(route.exposure)\""))
            members.append("\"tags\": [\"\(route.tag)\"]")
            members.append("\"presentation\": \"\(route.presentation)\"")
            if let parent = route.parent { members.append("\"parent\": \"\(parent)\"") }
            members.append("\"description\": \"\(route.description)\"")
            let attributes = route.attributes.map { attribute in
                "{" + attribute.map { "\"\($0.key)\": \($0.value.hasPrefix("\"") || $0.value == "true" || $0.value == "false" ? $0.value : "\"\($0.value)\"")" }
                    .joined(separator: ", ") + "}"
            }
            members.append("\"attributes\": [" + attributes.joined(separator: ", ") + "]")
            text += "    {\n      " + members.joined(separator: ",\n      ") + "\n    }" + (index == routeCount - 1 ? "\n" : ",\n")
        }
        return text + "  ]\n}\n"
    }

    /// The same map as YAML, in the block style people write by hand.
    public static func yaml(routeCount: Int) -> String {
        var text = "version: 1\nschemes: [app]\nwebHosts: [app.example.com]\nroutes:\n"
        for index in 0..<routeCount {
            let route = Route(index)
            text += "  - name: \(route.name)\n"
            text += route.patterns.count == 1
                ? "    pattern: \"\(route.patterns[0])\"\n"
                : "    patterns: [" + route.patterns.map { "\"\($0)\"" }.joined(separator: ", ") + "]\n"
            text += "    page: \(route.page)\n    exposure: \(route.exposure)\n    tags: [\(route.tag)]\n"
            text += "    presentation: \(route.presentation)\n"
            if let parent = route.parent { text += "    parent: \(parent)\n" }
            text += "    description: \(route.description)\n    attributes:\n"
            for attribute in route.attributes {
                text += "      - {" + attribute.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}\n"
            }
        }
        return text
    }

    /// A URL the map's route `index` reaches, with sample values.
    public static func url(routeIndex index: Int) -> String {
        let feature = index / 100, page = index % 100
        return switch index % 5 {
        case 0: "app://feature\(feature)/page\(page)"
        case 1: "app://feature\(feature)/item\(page)/42"
        case 2: "app://feature\(feature)/list\(page)/shoes/price"
        case 3: "app://feature\(feature)/search\(page)?q=boots"
        default: "app://feature\(feature)/user\(page)/00000000-0000-0000-0000-000000000001/post-7"
        }
    }

    /// One route's parts, as text.
    private struct Route {
        let name, page, tag, presentation, description, exposure: String
        let patterns: [String]
        let parent: String?
        /// Each attribute's keys and values in order; a value already quoted, or `true`/`false`, is written as is.
        let attributes: [[(key: String, value: String)]]

        init(_ index: Int) {
            let feature = index / 100, page = index % 100
            name = "feature\(feature).page\(page)"
            self.page = "Feature\(feature)Page\(page)"
            tag = "feature\(feature)"
            presentation = ["push", "modal", "root"][index % 3]
            description = "Page \(page) of feature \(feature), with a title"
            exposure = ["in-app", "everywhere", "[\"push\", \"universal-link\"]"][index % 3]
            parent = page == 0 ? nil : "feature\(feature).page0"
            var attributes: [[(key: String, value: String)]] = []
            switch index % 5 {
            case 0:
                patterns = ["app://feature\(feature)/page\(page)"]
            case 1:
                patterns = ["app://feature\(feature)/item\(page)/{id:int}"]
                attributes.append([("name", "id"), ("type", "int"), ("required", "true")])
            case 2:
                patterns = ["app://feature\(feature)/list\(page)(/:category(/:sort))", "/f\(feature)/l\(page)/{slug}"]
            case 3:
                patterns = ["app://feature\(feature)/search\(page)?sort=relevance&page=1"]
                attributes.append([("name", "q"), ("description", "The query")])
            default:
                patterns = ["app://feature\(feature)/user\(page)/{uid:uuid}/post-{post:int}"]
                attributes.append([("name", "post"), ("type", "int"), ("required", "true")])
            }
            attributes.append([("name", "ref"), ("default", "home")])
            if index % 7 == 0 { attributes.append([("name", "flag"), ("type", "bool"), ("default", "false")]) }
            self.attributes = attributes
        }
    }
}
