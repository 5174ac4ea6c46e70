import ArgumentParser
import Foundation
import JunctionRouteMap
import JunctionRouteMapTools

/// `junction compile`: any route map as the JSON an app ships.
struct CompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Write a route map (JSON, YAML, property list, page map) as the JSON an app ships.",
        discussion: """
            The output is JSON in the route map's own shape, every pattern, default and \
            exposure as the map reads them; loading it gives the same routes as loading the \
            source.

            Exit status: 0, or 2 when the map cannot be read or the output cannot be written.

            \(HelpExample.text("junction compile -o routes.json Examples/RouteMaps/shop.yaml"))
            """)

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    @OptionGroup var place: MapReadingOptions

    @Argument(help: "The route map file (.json, .yaml, .yml or .plist).")
    var file: String

    func run() throws {
        let map = try place.read(file).map
        if let output {
            try OutputFile.write(map.json, to: output)
        } else {
            print(map.json, terminator: "")
        }
    }
}
