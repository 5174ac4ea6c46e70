import ArgumentParser
import Junction
import JunctionRouteMap
import JunctionRouteMapTools
import JunctionSupport

/// `junction routes`: what a route map routes, as a tree of segments or a table of routes.
struct RoutesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routes",
        abstract: "Show a route map's routes as a tree of segments, or as a table.",
        discussion: """
            Exit status: 0, or 2 when the map cannot be read.

            \(HelpExample.text("junction routes --table Examples/RouteMaps/shop.yaml"))
            """)

    @Flag(help: "Print a table of routes instead of the tree.")
    var table = false

    @OptionGroup var place: MapReadingOptions

    @Argument(help: "The route map file (.json, .yaml, .yml or .plist).")
    var file: String

    func run() throws {
        let map = try place.read(file).map
        print(table ? Self.table(map) : Self.tree(map), terminator: "")
    }

    /// Each scheme's tree: one segment a line, its kind in brackets, and the routes ending there.
    static func tree(_ map: RouteMap) -> String {
        var output = ""
        for branch in RouteTree(map).branches {
            output += (branch.scheme.map { "\(DisplayEscaping.escape($0))://" } ?? "/ (any scheme)") + routes(branch.root) + "\n"
            write(branch.root.children, prefix: "", into: &output)
        }
        return output
    }

    private static func write(_ nodes: [RouteTree.Node], prefix: String, into output: inout String) {
        for (index, node) in nodes.enumerated() {
            let last = index == nodes.count - 1
            let segment = node.segment.map { "\(DisplayEscaping.escape($0.text)) \(DisplayEscaping.escape(kind($0.kind)))" } ?? ""
            output += prefix + (last ? "└─ " : "├─ ") + segment + routes(node) + "\n"
            write(node.children, prefix: prefix + (last ? "   " : "│  "), into: &output)
        }
    }

    private static func kind(_ kind: RoutePattern.Segment.Kind) -> String {
        switch kind {
        case .literal: "[literal]"
        case .capture(let capture): capture.converter.map { "[capture: \($0)]" } ?? "[capture]"
        case .mixed: "[mixed]"
        case .wildcard: "[wildcard]"
        case .remainder: "[remainder]"
        }
    }

    private static func routes(_ node: RouteTree.Node) -> String {
        node.routes.isEmpty ? "" : "  → " + DisplayEscaping.escape(node.routes.joined(separator: ", "))
    }

    /// One route a line: name, patterns, target, exposure, presentation, parent or redirect;
    /// text from the map is escaped (`DisplayEscaping`), so a route is always one line.
    static func table(_ map: RouteMap) -> String {
        let header = ["NAME", "PATTERNS", "TARGET", "OPENS FROM", "SHOWN", "PARENT / REDIRECT"]
        let rows = map.routes.map { route -> [String] in
            let target = switch route.target {
            case .page(let name)?: "page \(name)"
            case .handler(let key)?: "handler \(key)"
            case nil: "-"
            }
            let link = route.redirect.map { "→ \($0.text)" } ?? route.parent ?? "-"
            return [route.name, route.patterns.flatMap(\.expansions).map(\.text).joined(separator: " "), target, route.exposure.description, route.presentation?.description ?? "-", link]
                .map { DisplayEscaping.escape($0) }
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        return ([header] + rows).map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}
