import ArgumentParser
import Foundation
import JunctionRouteMap

/// `junction compile`: any route map as the JSON an app ships, the form read fastest at launch.
struct CompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Write a route map (JSON, YAML, property list, page map) as the JSON an app ships.",
        discussion: """
            The output is JSON in the route map's own shape, every pattern, default and exposure \
            as the map reads them: loading it gives the same routes as loading the source, and \
            an app reads it faster than YAML or a property list.

            Exit status: 0, or 2 when the map cannot be read or the output cannot be written.

            Example: junction compile -o routes.json Examples/RouteMaps/shop.yaml
            """)

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    @OptionGroup var place: MapPlaceOptions

    @Argument(help: "The route map file (.json, .yaml, .yml or .plist).")
    var file: String

    func run() throws {
        let json = try place.read(file).map.json
        if let output {
            guard FileManager.default.createFile(atPath: output, contents: Data(json.utf8)) else {
                throw CommandError(description: "error: cannot write \(output)")
            }
        } else {
            print(json, terminator: "")
        }
    }
}
