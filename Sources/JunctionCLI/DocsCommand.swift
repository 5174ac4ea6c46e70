import ArgumentParser
import Foundation
import JunctionRouteMap
import JunctionRouteMapTools

/// `junction docs`: a catalog of every route of a map, for the people who link into the app.
struct DocsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Print a catalog of a route map's routes: patterns, an example URL, parameters, exposure, parent, description.",
        discussion: """
            HTML is one self-contained page. Exit status: 0, or 2 when the map cannot be read.

            \(HelpExample.text("junction docs --format html -o routes.html Examples/RouteMaps/shop.yaml"))
            """)

    /// The catalog's formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case markdown, html
    }

    @Option(help: "markdown or html.")
    var format: Format = .markdown

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    @OptionGroup var place: MapReadingOptions

    @Argument(help: "The route map file (.json, .yaml, .yml or .plist).")
    var file: String

    func run() throws {
        let catalog = RouteCatalog(try place.read(file).map)
        let title = "Routes of \((file as NSString).lastPathComponent)"
        let text = format == .markdown ? catalog.markdown(title: title) : catalog.html(title: title)
        if let output {
            try OutputFile.write(text, to: output)
        } else {
            print(text, terminator: "")
        }
    }
}
