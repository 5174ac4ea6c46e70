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
        let mapFile = try place.read(file)
        let source: String
        do throws(RouteMapError) {
            source = try mapFile.map.swiftSource(typeName: typeName, access: access, source: (file as NSString).lastPathComponent)
        } catch {
            // A route's problem is said at its place in the file, as lint says a problem.
            var location = error.location
            if case .keyPath(let path) = location, !path.isEmpty, let place = mapFile.location(of: path) { location = place }
            throw CommandError(description: RouteMapError(file: file, location: location, message: error.message).description)
        }
        if let output {
            try OutputFile.write(source, to: output)
        } else {
            print(source, terminator: "")
        }
    }
}
