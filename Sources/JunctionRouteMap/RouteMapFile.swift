import Foundation

/// A route map read from a file, with where each part of it was written, for diagnostics.
public struct RouteMapFile: Sendable {
    /// The formats a route map is read from.
    public enum Format: String, Sendable, CaseIterable {
        /// JSON (RFC 8259, strictly).
        case json
        /// YAML 1.1, read with Yams.
        case yaml
        /// A property list: XML, binary or OpenStep.
        case propertyList
    }

    /// The map.
    public var map: RouteMap
    /// The file's name, as given.
    public var file: String
    private var locations: [String: RouteMapLocation]

    /// Reads a map from a file's bytes.
    ///
    /// - Parameters:
    ///   - data: The file's contents.
    ///   - format: How it is written.
    ///   - file: The name errors and diagnostics use for it.
    /// - Throws: ``RouteMapError`` naming the place and what was expected.
    public init(data: Data, format: Format, file: String = "<input>") throws(RouteMapError) {
        let root: MapNode
        switch format {
        case .json:
            var reader = JSONMapReader(Array(data), file: file)
            root = try reader.read()
        case .yaml:
            guard let text = String(validating: data, as: UTF8.self) else {
                throw RouteMapError(file: file, location: .position(line: 1, column: 1), message: "the file is not UTF-8 text")
            }
            var reader = YAMLMapReader(file: file)
            root = try reader.read(text)
        case .propertyList:
            root = try PropertyListMapReader(file: file).read(data)
        }
        var decoder = RouteMapDecoder(file: file)
        self.map = try decoder.decode(root)
        self.file = file
        self.locations = decoder.locations
    }

    /// Reads a map from text.
    ///
    /// - Parameters:
    ///   - text: The file's contents.
    ///   - format: How it is written.
    ///   - file: The name errors and diagnostics use for it.
    /// - Throws: ``RouteMapError`` naming the place and what was expected.
    public init(text: String, format: Format, file: String = "<input>") throws(RouteMapError) {
        try self.init(data: Data(text.utf8), format: format, file: file)
    }

    /// Reads the map at a path, in the format its extension names (`.json`, `.yaml` or `.yml`,
    /// `.plist`).
    ///
    /// - Throws: ``RouteMapError`` for an unknown extension, a file that cannot be read, or
    ///   anything wrong inside it; errors name the path as given.
    public init(contentsOf path: String) throws(RouteMapError) {
        let format: Format
        let name = path.split(separator: "/").last ?? ""
        switch name.contains(".") ? name.split(separator: ".").last.map({ $0.lowercased() }) : nil {
        case "json": format = .json
        case "yaml", "yml": format = .yaml
        case "plist": format = .propertyList
        default:
            throw RouteMapError(file: path, location: .keyPath(""), message: "unknown route map format; name the file .json, .yaml, .yml or .plist")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RouteMapError(file: path, location: .keyPath(""), message: "cannot read the file")
        }
        try self.init(data: data, format: format, file: path)
    }

    /// Where a part of the map was written, by its path: `routes[2]`, `routes[2].parent`,
    /// `routes[0].patterns[1]`, `routes[1].attributes[0].default`; `nil` for a part the file
    /// does not spell out.
    public func location(of path: String) -> RouteMapLocation? {
        locations[path]
    }
}
