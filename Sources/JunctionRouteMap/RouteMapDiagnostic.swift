import Junction
import JunctionSupport

/// A finding about a map, printed like a compiler diagnostic: an error reading it
/// (``RouteMapError/diagnostic``), or what lint (`RouteMapFile.lint(converters:)`, in
/// `JunctionRouteMapTools`) or a link file's writer reports.
public struct RouteMapDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a finding is.
    public enum Severity: String, Hashable, Sendable {
        /// The map is wrong: loading it would fail, or it would not route as written.
        case error
        /// The map works but is probably not what was meant.
        case warning
    }

    /// How serious it is.
    public var severity: Severity
    /// The file's name as given.
    public var file: String
    /// Where in the file.
    public var location: RouteMapLocation
    /// The key path in the map (`routes[2].parent`), also for formats with positions.
    public var keyPath: String
    /// What is wrong; text quoted from the file is as written there (``description`` escapes
    /// it for display).
    public var message: String

    /// Makes a diagnostic.
    public init(_ severity: Severity, file: String, location: RouteMapLocation, keyPath: String, message: String) {
        self.severity = severity
        self.file = file
        self.location = location
        self.keyPath = keyPath
        self.message = message
    }

    /// `file:line:column: severity: message`, always one line: the file's name, the key path
    /// and the message are shown with every character that could break the line or reorder it
    /// written as `\u{HEX}`, as in `RouteError.message`.
    public var description: String {
        let file = DisplayEscaping.escape(file)
        let message = DisplayEscaping.escape(message)
        return switch location {
        case .position: "\(file):\(location): \(severity.rawValue): \(message)"
        case .keyPath(""): "\(file): \(severity.rawValue): \(message)"
        case .keyPath(let path): "\(file): \(DisplayEscaping.escape(path)): \(severity.rawValue): \(message)"
        }
    }
}

extension RouteMapError {
    /// This error as an error diagnostic.
    public var diagnostic: RouteMapDiagnostic {
        let path = if case .keyPath(let path) = location { path } else { "" }
        return RouteMapDiagnostic(.error, file: file, location: location, keyPath: path, message: message)
    }
}
