/// A route map read from a file, with where each part of it was written, for diagnostics.
public struct RouteMapFile: Sendable {
    /// The formats a route map is read from.
    public enum Format: String, Sendable, CaseIterable {
        /// JSON (RFC 8259, strictly).
        case json
        /// YAML 1.1, read with Yams.
        case yaml
    }

    /// The map.
    public var map: RouteMap
    /// The file's name, as given.
    public var file: String
    private var locations: [String: RouteMapLocation]

    /// Reads a map from text.
    ///
    /// - Parameters:
    ///   - text: The file's contents.
    ///   - format: How it is written.
    ///   - file: The name errors and diagnostics use for it.
    /// - Throws: ``RouteMapError`` naming the place and what was expected.
    public init(text: String, format: Format, file: String = "<input>") throws(RouteMapError) {
        let root: MapNode
        switch format {
        case .json:
            var reader = JSONMapReader(text, file: file)
            root = try reader.read()
        case .yaml:
            var reader = YAMLMapReader(file: file)
            root = try reader.read(text)
        }
        var decoder = RouteMapDecoder(file: file)
        self.map = try decoder.decode(root)
        self.file = file
        self.locations = decoder.locations
    }

    /// Where a part of the map was written, by its path: `routes[2]`, `routes[2].parent`,
    /// `routes[0].patterns[1]`, `routes[1].attributes[0].default`; `nil` for a part the file
    /// does not spell out.
    public func location(of path: String) -> RouteMapLocation? {
        locations[path]
    }
}
