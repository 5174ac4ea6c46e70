import ArgumentParser
import JunctionRouteMap
import JunctionRouteMapTools

/// `junction graph`: a map's routes, parents and redirects as a graph.
struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Print a route map's routes, parents and redirects as a Mermaid or Graphviz graph.",
        discussion: """
            Parent edges are solid (parent → child); redirect edges are dashed. Exit status: 0, or 2 when the map cannot be read.

            \(HelpExample.text("junction graph --format dot Examples/RouteMaps/shop.yaml"))
            """)

    /// The graph languages.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case mermaid, dot
    }

    @Option(help: "mermaid or dot.")
    var format: Format = .mermaid

    @OptionGroup var place: MapReadingOptions

    @Argument(help: "The route map file (.json, .yaml, .yml or .plist).")
    var file: String

    func run() throws {
        let graph = RouteGraph(try place.read(file).map)
        print(format == .mermaid ? graph.mermaid : graph.dot, terminator: "")
    }
}
