import ArgumentParser
import Junction
import JunctionRouteMap

/// `--map-scheme` and `--map-host`, on every command that reads a map: where a page map's pages
/// live when the map names no scheme or host, as an app gives them in code
/// (`RouteMapFile.placingPages(scheme:host:)`).
struct MapPlaceOptions: ParsableArguments {
    @Option(name: .customLong("map-scheme"), help: "The scheme a page map's pages live under, when the map names none (with --map-host).")
    var scheme: String?

    @Option(name: .customLong("map-host"), help: "The host a page map's pages live under, when the map names none.")
    var host: String?

    func validate() throws {
        if scheme != nil, host == nil { throw ValidationError("--map-scheme needs --map-host: a page map's pages live under a host") }
    }

    /// The map at `path`, its pages placed under the scheme and host given.
    ///
    /// - Throws: ``CommandError`` with the map's error, or the one placing its pages gives (a
    ///   map that is not a page map, a page map that names another place).
    func read(_ path: String) throws -> RouteMapFile {
        do {
            return try place(try RouteMapFile(contentsOf: path))
        } catch {
            throw CommandError(description: error.description)
        }
    }

    /// `file` with its pages placed, when a host was given.
    func place(_ file: RouteMapFile) throws(RouteMapError) -> RouteMapFile {
        guard let host else { return file }
        return try file.placingPages(scheme: scheme, host: host)
    }
}
