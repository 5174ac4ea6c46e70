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
    ///   finds in it, one a line, then a line that counts them.
    func read(_ path: String) throws -> RouteMapFile {
        let (file, diagnostics) = try checked(path)
        let errors = diagnostics.filter { $0.severity == .error }
        guard let file, errors.isEmpty else {
            var lines = errors.map(\.description)
            if file != nil {
                let count = errors.count == 1 ? "an error" : "\(errors.count) errors"
                lines.append("\(path): the map has \(count); junction lint lists them with its warnings")
            }
            throw CommandError(description: lines.joined(separator: "\n"))
        }
        return file
    }

    /// The map at `path` with its pages placed (`nil` when it cannot be read or placed), and
    /// what lint says of it, in file order: every key no mapping knows, found in one pass, then,
    /// when the rest of the map reads, every other problem.
    func checked(_ path: String) throws -> (file: RouteMapFile?, diagnostics: [RouteMapDiagnostic]) {
        let (read, problems) = RouteMapFile.readingPastUnknownKeys(contentsOf: path)
        var diagnostics = problems.map(\.diagnostic)
        var placed: RouteMapFile?
        if let read {
            do throws(RouteMapError) {
                placed = try place(read)
            } catch {
                diagnostics.append(error.diagnostic)
            }
        }
        if let placed { diagnostics += placed.lint(converters: try converters()) }
        let ordered = diagnostics.enumerated().sorted { left, right in
            switch (left.element.location, right.element.location) {
            case (.position(let l1, let c1), .position(let l2, let c2)) where (l1, c1) != (l2, c2): (l1, c1) < (l2, c2)
            default: left.offset < right.offset
            }
        }.map(\.element)
        return (placed, ordered)
    }

    /// `file` with its pages placed, when a host was given.
    func place(_ file: RouteMapFile) throws(RouteMapError) -> RouteMapFile {
        guard let host else { return file }
        return try file.placingPages(scheme: scheme, host: host)
    }
}
