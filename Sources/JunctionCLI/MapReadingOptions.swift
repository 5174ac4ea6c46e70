import ArgumentParser
import Junction
import JunctionRouteMap
import JunctionRouteMapTools
import JunctionSupport

/// What every command that reads a map takes: `--map-scheme` and `--map-host`, where a page
/// map's pages live when the map names no scheme or host, as an app gives them in code
/// (`RouteMapFile.placingPages(scheme:host:)`), and `--converter`, a converter the app adds.
///
/// Every such command reads a map the same way: it refuses a map that lint finds an error in,
/// with every error lint gives, as `file:line:column: error: message` lines (CLI.md).
struct MapReadingOptions: ParsableArguments {
    @Option(name: .customLong("map-scheme"), help: "The scheme a page map's pages live under, when the map names none (with --map-host).")
    var scheme: String?

    @Option(name: .customLong("map-host"), help: "The host a page map's pages live under, when the map names none.")
    var host: String?

    @Option(name: .customLong("converter"), help: "The name of a converter the app adds, accepted as any non-empty text (repeatable).")
    var converterNames: [String] = []

    func validate() throws {
        if scheme != nil, host == nil { throw ValidationError("--map-scheme needs --map-host: a page map's pages live under a host") }
        _ = try converters()
    }

    /// The converters named with `--converter`, each accepting any non-empty text.
    func converters() throws -> [ParameterConverter] {
        try converterNames.map { name in
            do throws(RouteError) {
                let converter = ParameterConverter(name) { _ in true }
                try Router().add(converter)
                return converter
            } catch {
                throw ValidationError("bad converter name \"\(DisplayEscaping.escape(name))\": \(error.message)")
            }
        }
    }

    /// The map at `path`, its pages placed under the scheme and host given, checked as lint
    /// checks it.
    ///
    /// - Throws: ``CommandError`` with the map's error, the one placing its pages gives (a map
    ///   that is not a page map, a page map that names another place), or every error lint
    ///   finds in it, one a line.
    func read(_ path: String) throws -> RouteMapFile {
        let file: RouteMapFile
        do {
            file = try place(try RouteMapFile(contentsOf: path))
        } catch {
            throw CommandError(description: error.description)
        }
        let errors = file.lint(converters: try converters()).filter { $0.severity == .error }
        guard errors.isEmpty else {
            let count = errors.count == 1 ? "an error" : "\(errors.count) errors"
            throw CommandError(description: (errors.map(\.description) + ["\(path): the map has \(count); junction lint lists them with its warnings"]).joined(separator: "\n"))
        }
        return file
    }

    /// `file` with its pages placed, when a host was given.
    func place(_ file: RouteMapFile) throws(RouteMapError) -> RouteMapFile {
        guard let host else { return file }
        return try file.placingPages(scheme: scheme, host: host)
    }
}
