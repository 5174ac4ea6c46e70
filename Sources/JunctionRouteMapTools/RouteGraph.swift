import Junction
import JunctionRouteMap
import JunctionSupport

/// A map's routes and how they relate: parent to child (the back stack of a deep link) and
/// route to the route its redirect reaches (`junction graph`).
public struct RouteGraph: Sendable {
    /// How two routes relate.
    public enum EdgeKind: String, Hashable, Sendable {
        /// From a parent to its child.
        case parent
        /// From a route to the route its redirect reaches.
        case redirect
    }

    /// One relation. `to` is a route's index, or `nil` when a redirect reaches no route (its
    /// URL is then in `label`).
    public struct Edge: Hashable, Sendable {
        /// The index of the route the edge starts at.
        public var from: Int
        /// The index of the route it ends at; `nil` for a redirect that reaches no route.
        public var to: Int?
        /// Parent or redirect.
        public var kind: EdgeKind
        /// For redirects, the URL pattern redirected to.
        public var label: String?
    }

    /// The route names, by index.
    public var routes: [String]
    /// Parent edges first, in the map's order, then redirect edges.
    public var edges: [Edge]

    /// The graph of a map. Parents that name no route are left out
    /// (`RouteMapFile.lint(converters:)` reports them).
    public init(_ map: RouteMap) {
        routes = map.routes.map(\.name)
        var firstIndex: [String: Int] = [:]
        for (index, route) in map.routes.enumerated() where firstIndex[route.name] == nil { firstIndex[route.name] = index }
        edges = map.routes.enumerated().compactMap { index, route in
            route.parent.flatMap { firstIndex[$0] }.map { Edge(from: $0, to: index, kind: .parent, label: nil) }
        }
        let router = Router(options: RouterOptions().adding(map))
        var owners: [String: Int] = [:]
        for (index, route) in map.routes.enumerated() {
            for pattern in route.patterns where (try? router.register(pattern.text) { _ in }) != nil { owners[pattern.text] = index }
        }
        for (index, route) in map.routes.enumerated() {
            guard let redirect = route.redirect else { continue }
            let reached = RouteMapLinter.sampleURL(for: redirect)
                .flatMap { url in (try? router.match(url)).flatMap { $0 } }
                .flatMap { owners[$0.pattern.text] }
            edges.append(Edge(from: index, to: reached, kind: .redirect, label: redirect.text))
        }
    }

    /// The graph in Mermaid's flowchart syntax.
    public var mermaid: String {
        var lines = ["flowchart LR"]
        for (index, name) in routes.enumerated() { lines.append("  r\(index)[\"\(OutputEscaping.mermaidText(name))\"]") }
        for (number, edge) in edges.enumerated() {
            switch (edge.kind, edge.to) {
            case (.parent, let to?): lines.append("  r\(edge.from) --> r\(to)")
            case (.redirect, let to?): lines.append("  r\(edge.from) -. redirect .-> r\(to)")
            case (_, nil):
                lines.append("  missing\(number)[\"\(OutputEscaping.mermaidText(edge.label ?? "")) (no route)\"]")
                lines.append("  r\(edge.from) -. redirect .-> missing\(number)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The graph in Graphviz's DOT language.
    public var dot: String {
        var lines = ["digraph routes {", "  rankdir=LR;", "  node [shape=box];"]
        for (index, name) in routes.enumerated() { lines.append("  r\(index) [label=\(OutputEscaping.dotString(name))];") }
        for (number, edge) in edges.enumerated() {
            switch (edge.kind, edge.to) {
            case (.parent, let to?): lines.append("  r\(edge.from) -> r\(to);")
            case (.redirect, let to?): lines.append("  r\(edge.from) -> r\(to) [style=dashed, label=\"redirect\"];")
            case (_, nil):
                lines.append("  missing\(number) [label=\(OutputEscaping.dotString("\(edge.label ?? "") (no route)")), style=dashed];")
                lines.append("  r\(edge.from) -> missing\(number) [style=dashed, label=\"redirect\"];")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
