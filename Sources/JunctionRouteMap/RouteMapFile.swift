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

    /// The map, its patterns and redirects parsed.
    public var map: RouteMap
    /// The file's name, as given.
    public var file: String
    private var locations: [String: RouteMapLocation]

    /// The largest map read unless told otherwise: 16 MiB, some 100,000 routes.
    public static let defaultMaximumSize = 16 * 1024 * 1024

    /// Reads a map from a file's bytes.
    ///
    /// - Parameters:
    ///   - data: The file's contents.
    ///   - format: How it is written.
    ///   - file: The name errors and diagnostics use for it.
    ///   - maximumSize: The most bytes read; a larger map is refused before it is parsed.
    /// - Throws: ``RouteMapError`` naming the place and what was expected (a pattern or redirect
    ///   that does not parse is refused here, at its place), or the limit a map goes past.
    public init(data: Data, format: Format, file: String = "<input>", maximumSize: Int = RouteMapFile.defaultMaximumSize) throws(RouteMapError) {
        if data.count > maximumSize {
            throw Self.tooLarge(file: file, size: data.count, maximumSize: maximumSize)
        }
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
    ///   - maximumSize: The most bytes (of UTF-8) read; a larger map is refused before it is
    ///     parsed.
    /// - Throws: ``RouteMapError`` naming the place and what was expected, or the limit a map
    ///   goes past.
    public init(text: String, format: Format, file: String = "<input>", maximumSize: Int = RouteMapFile.defaultMaximumSize) throws(RouteMapError) {
        if text.utf8.count > maximumSize {
            throw Self.tooLarge(file: file, size: text.utf8.count, maximumSize: maximumSize)
        }
        try self.init(data: Data(text.utf8), format: format, file: file, maximumSize: maximumSize)
    }

    /// Reads the map at a path, in the format its extension names (`.json`, `.yaml` or `.yml`,
    /// `.plist`).
    ///
    /// A file larger than `maximumSize` is refused before it is read: its size is checked
    /// first, and no more than `maximumSize` bytes (and one more) are ever read.
    ///
    /// - Throws: ``RouteMapError`` for an unknown extension, a file that cannot be read, a file
    ///   larger than `maximumSize`, or anything wrong inside it; errors name the path as given.
    public init(contentsOf path: String, maximumSize: Int = RouteMapFile.defaultMaximumSize) throws(RouteMapError) {
        let format: Format
        let name = path.split(separator: "/").last ?? ""
        switch name.contains(".") ? name.split(separator: ".").last.map({ $0.lowercased() }) : nil {
        case "json": format = .json
        case "yaml", "yml": format = .yaml
        case "plist": format = .propertyList
        default:
            throw RouteMapError(file: path, location: .keyPath(""), message: "unknown route map format; name the file .json, .yaml, .yml or .plist")
        }
        let data = try Self.contents(of: path, maximumSize: maximumSize)
        try self.init(data: data, format: format, file: path, maximumSize: maximumSize)
    }

    /// Where a part of the map was written, by its path: `routes[2]`, `routes[2].parent`,
    /// `routes[0].patterns[1]`, `routes[1].attributes[0].default`; `nil` for a part the file
    /// does not spell out.
    public func location(of path: String) -> RouteMapLocation? {
        locations[path]
    }

    /// A file's bytes, refused without reading it all when there are more than `maximumSize`.
    private static func contents(of path: String, maximumSize: Int) throws(RouteMapError) -> Data {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw RouteMapError(file: path, location: .keyPath(""), message: "cannot read the file")
        }
        defer { try? handle.close() }
        // A regular file's size answers at once; a pipe or a device is read up to the limit.
        if let size = try? handle.seekToEnd(), size > UInt64(max(maximumSize, 0)) {
            throw tooLarge(file: path, size: Int(clamping: size), maximumSize: maximumSize)
        }
        let data: Data?
        do {
            try handle.seek(toOffset: 0)
            data = try handle.read(upToCount: max(min(maximumSize, Int.max - 1), 0) + 1)
        } catch {
            throw RouteMapError(file: path, location: .keyPath(""), message: "cannot read the file")
        }
        let contents = data ?? Data()
        if contents.count > maximumSize {
            throw tooLarge(file: path, size: nil, maximumSize: maximumSize)
        }
        return contents
    }

    /// The error for a map past the size limit, naming the limit.
    private static func tooLarge(file: String, size: Int?, maximumSize: Int) -> RouteMapError {
        let mebibytes = maximumSize > 0 && maximumSize % (1024 * 1024) == 0 ? " (\(maximumSize / (1024 * 1024)) MiB)" : ""
        let found = size.map { "\($0) bytes, " } ?? ""
        return RouteMapError(
            file: file, location: .keyPath(""),
            message: "the map is \(found)over the limit of \(maximumSize) bytes\(mebibytes); refusing to read it")
    }
}
