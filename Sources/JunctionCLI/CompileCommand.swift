import ArgumentParser
import Foundation
import JunctionRouteMap

/// `junction compile`: any route map as the form an app ships: compiled (`-o FILE.jmap`), read
/// fastest at launch, or JSON.
struct CompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Write a route map (JSON, YAML, property list, page map) as the compiled map or the JSON an app ships.",
        discussion: """
            With -o FILE.jmap, the output is the compiled map: Junction's own binary form, read \
            at launch faster than JSON, its integrity checked when read (a file cut \
            short, changed or compiled by another version of Junction is refused). Compile it \
            with the Junction version the app links. Otherwise the output is JSON in the route \
            map's own shape, every pattern, default and exposure as the map reads them. Either \
            way, loading it gives the same routes as loading the source.

            Exit status: 0, or 2 when the map cannot be read or the output cannot be written.

            \(HelpExample.text("junction compile -o routes.jmap Examples/RouteMaps/shop.yaml"))
            """)

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output; a .jmap file gets the compiled map.")
    var output: String?

    @OptionGroup var place: MapPlaceOptions

    @Argument(help: "The route map file (.json, .yaml, .yml or .plist).")
    var file: String

    func run() throws {
        let map = try place.read(file).map
        if let output {
            let compiled = output.lowercased().hasSuffix(".jmap")
            guard FileManager.default.createFile(atPath: output, contents: compiled ? map.compiled : Data(map.json.utf8)) else {
                throw CommandError(description: "error: cannot write \(output)")
            }
        } else {
            print(map.json, terminator: "")
        }
    }
}
