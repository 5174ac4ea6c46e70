import Junction
import JunctionRouteMap

/// Every route of a map described for the people who link into the app (QA, marketing,
/// partners): its patterns, an example URL the router built and takes back, its parameters,
/// who may open it, its parent and what it is for.
///
/// ```swift
/// let catalog = RouteCatalog(file.map)
/// print(catalog.markdown)   // or catalog.html, one self-contained page
/// ```
public struct RouteCatalog: Hashable, Sendable {
    /// One route.
    public struct Entry: Hashable, Sendable {
        /// The route's name.
        public var name: String
        /// Its patterns, as written.
        public var patterns: [String]
        /// One example URL per pattern, built by the router from sample values (a scheme-less
        /// pattern of a route exposed to universal links on the map's first web host); `nil`
        /// where the router cannot build one.
        public var examples: [String?]
        /// Its parameters: path captures first, then the other attributes.
        public var parameters: [Parameter]
        /// Who may open it: `in-app`, `everywhere`, or the sources besides in-app.
        public var exposure: String
        /// The route its page's back stack is built from.
        public var parent: String?
        /// Where it now sends its opens.
        public var redirect: String?
        /// What it is for.
        public var description: String?
        /// The hosts its scheme-less patterns take; empty for any.
        public var hosts: [String] = []
        /// The schemes its scheme-less patterns take; empty for any.
        public var schemes: [String] = []
    }

    /// A parameter of a route.
    public struct Parameter: Hashable, Sendable {
        /// Its name.
        public var name: String
        /// Its type: `string`, `int`, `double`, `bool`, `uuid` or a converter's name.
        public var type: String
        /// Its default, as written.
        public var defaultValue: String?
        /// Whether an open without it fails.
        public var isRequired: Bool
        /// Whether it is part of the path.
        public var inPath: Bool
        /// What it means.
        public var description: String?
    }

    /// The map's routes, in the map's order.
    public var entries: [Entry]

    /// The catalog of a map's routes.
    public init(_ map: RouteMap) {
        let router = MapRouter(map)
        entries = map.routes.map { route in
            let parameters = Self.parameters(of: route)
            let values = Dictionary(parameters.map { ($0.name, $0.defaultValue ?? Self.sample(for: $0)) }) { first, _ in first }
            let query = parameters.filter { !$0.inPath && $0.isRequired && $0.defaultValue == nil }
                .map { QueryItem(name: $0.name, value: values[$0.name] ?? "") }
            let examples = route.patterns.enumerated().map { index, pattern -> String? in
                let own = values.filter { pattern.parameterNames.contains($0.key) }
                let wildcards = Array(repeating: "x", count: pattern.pathSegments.filter { $0.kind == .wildcard }.count)
                let remainder: String? = pattern.hasRemainder ? "x" : nil
                let built = index == 0
                    ? try? router.router.url(for: route.name, own, wildcards: wildcards, remainder: remainder, query: query)
                    : try? pattern.url(own, wildcards: wildcards, remainder: remainder, query: query)
                // A universal link is shown on the map's first web host, as it is shared.
                // A listed host before a wildcard, which is written as it is (`*.example.com`).
                // A route tied to hosts is shown on the first of its own.
                let listed = route.hosts.first { !WebHost.isWildcard($0) } ?? map.webHosts.first { !WebHost.isWildcard($0) } ?? map.webHosts.first
                let host = route.exposure.allows(.universalLink) ? listed : nil
                return built.map { url in host.map { MapRouter.onHost(url, host: $0) } ?? url }
            }
            return Entry(
                name: route.name, patterns: route.patterns.map(\.text), examples: examples, parameters: parameters,
                exposure: route.exposure.description, parent: route.parent, redirect: route.redirect?.text,
                description: route.description, hosts: route.hosts, schemes: route.schemes)
        }
    }

    /// Path captures (typed by their converter, or by the attribute of the same name), then the
    /// route's other attributes and the defaults its patterns declare.
    private static func parameters(of route: RouteMap.Route) -> [Parameter] {
        var parameters: [Parameter] = []
        let attributes = Dictionary(route.attributes.map { ($0.name, $0) }) { first, _ in first }
        for capture in route.patterns.flatMap(\.captures) where !parameters.contains(where: { $0.name == capture.name }) {
            let attribute = attributes[capture.name]
            let everywhere = route.patterns.allSatisfy { pattern in pattern.expansions.allSatisfy { $0.parameterNames.contains(capture.name) } }
            parameters.append(Parameter(
                name: capture.name, type: attribute?.type ?? capture.converter ?? "string", defaultValue: attribute?.defaultValue,
                isRequired: everywhere || (attribute?.isRequired ?? false), inPath: true, description: attribute?.description))
        }
        for attribute in route.attributes where !parameters.contains(where: { $0.name == attribute.name }) {
            parameters.append(Parameter(
                name: attribute.name, type: attribute.type, defaultValue: attribute.defaultValue,
                isRequired: attribute.isRequired, inPath: false, description: attribute.description))
        }
        for item in route.patterns.flatMap(\.defaults) where !parameters.contains(where: { $0.name == item.name }) {
            parameters.append(Parameter(name: item.name, type: "string", defaultValue: item.value, isRequired: false, inPath: false))
        }
        return parameters
    }

    private static func sample(for parameter: Parameter) -> String {
        MapRouter.sampleValue(for: RoutePattern.Capture(name: parameter.name, converter: parameter.type == "string" ? nil : parameter.type))
    }
}
