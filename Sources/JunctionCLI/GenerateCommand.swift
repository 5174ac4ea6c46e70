import ArgumentParser
import Foundation
import JunctionRouteMap
import JunctionRouteMapTools

/// `junction generate`: code from a route map.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate code from a route map.",
        discussion: HelpExample.text("junction generate swift --type-name ShopRoutes Examples/RouteMaps/shop.yaml"),
        subcommands: [GenerateSwiftCommand.self])
}

/// `junction generate swift`: a Swift value per route that builds its URL, and name constants.
struct GenerateSwiftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract: "Generate Swift: a value type per route that builds its URL, and constants for route names.",
        discussion: """
            Exit status: 0, or 2 when the map cannot be read or a name cannot be spelled in Swift.

            \(HelpExample.text("junction generate swift --type-name ShopRoutes Examples/RouteMaps/shop.yaml"))
            """)

    @Option(help: "The enum that holds the generated types.")
    var typeName = "Routes"

    @Option(help: "The access level of the generated declarations: public or internal.")
    var access = "internal"

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    @OptionGroup var place: MapReadingOptions

    @Argument(help: "The route map file (.json, .yaml, .yml or .plist).")
    var file: String

    func run() throws {
        let map = try place.read(file).map
        let source: String
        do {
            source = try map.swiftSource(typeName: typeName, access: access, source: (file as NSString).lastPathComponent)
        } catch {
            throw CommandError(description: error.description)
        }
        if let output {
            try OutputFile.write(source, to: output)
        } else {
            print(source, terminator: "")
        }
    }
}
