/// Where in a route-map file something was written.
///
/// JSON and YAML files give a line and a column, both counted from 1 (a JSON column counts
/// UTF-8 bytes, as compilers do; a YAML column, as Yams gives it, counts characters). Property
/// lists carry no positions, so a place in one is its key path (`routes[0].attributes[1].name`).
public enum RouteMapLocation: Hashable, Sendable, CustomStringConvertible {
    /// A line and a column in a text file.
    case position(line: Int, column: Int)
    /// A key path such as `routes[0].attributes[1].name`, for formats without positions.
    case keyPath(String)

    /// `line:column`, or the key path.
    public var description: String {
        switch self {
        case .position(let line, let column): "\(line):\(column)"
        case .keyPath(let path): path
        }
    }
}

/// A problem found while reading a route map, printed like a compiler diagnostic:
/// `file:line:column: error: message`.
public struct RouteMapError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's name as it was given, or `<input>` for text that came from memory.
    public var file: String
    /// Where in the file.
    public var location: RouteMapLocation
    /// What was wrong, and what was expected; text quoted from the file is as written there
    /// (``description`` escapes it for display).
    public var message: String

    /// Makes an error at a place in a file.
    public init(file: String, location: RouteMapLocation, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    /// `file:line:column: error: message` (`file: key.path: error: message` for property lists,
    /// `file: error: message` for a property list that could not be read at all), on one line:
    /// see ``RouteMapDiagnostic/description``.
    public var description: String { diagnostic.description }
}
