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
    /// The file's name, as given (a path as given, or a resource as `subdirectory/name.ext`).
    public var file: String
    /// Where each part was written, found from the file's contents the first time one is asked for.
    private let places: RouteMapPlaces
    /// The patterns Junction made from a page map's page ids (`betSsq` → `/betSsq`), which
    /// lint does not ask to be written in lower case.
    package internal(set) var patternsFromPageIDs: Set<String>
    /// For a page map: where the file says its pages live (perhaps nowhere); `nil` for a map of
    /// Junction's own shape.
    package let pageMap: PageMapPlace.Written?
    /// Where the app said, in code, that a page map's pages live.
    package internal(set) var pagesPlacedInCode: PageMapPlace?

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
        try self.init(bytes: Array(data), format: format, file: file)
    }

    /// Reads a map from bytes already within the size limit: a file's, read straight into the
    /// array the readers work on, or those of the `data` given.
    init(bytes: [UInt8], format: Format, file: String) throws(RouteMapError) {
        // JSON in Junction's own shape is read straight into the model; anything that reader
        // does not take (an error above all) is read again into nodes, for the error and its place.
        if format == .json {
            var reader = JSONMapReader(bytes, file: file)
            if let map = reader.readRouteMap() {
                self.init(map: map, file: file, source: .contents(bytes, format), patternsFromPageIDs: [], pageMap: nil)
                return
            }
        }
        try self.init(decoding: Self.node(bytes: bytes, format: format, file: file), file: file, source: .contents(bytes, format))
    }

    /// Reads `data` as lint does: a key no mapping knows is noted and left out rather than the
    /// end of the reading, so one pass finds every such key and the rest of the map is still read
    /// and checked. Returns the file (`nil` when something else stops the reading) and the
    /// problems found reading it, in file order: none for a map ``init(data:format:file:maximumSize:)``
    /// reads.
    static func readingPastUnknownKeys(bytes: [UInt8], format: Format, file: String) -> (file: RouteMapFile?, problems: [RouteMapError]) {
        let first: RouteMapError
        do {
            return (try RouteMapFile(bytes: bytes, format: format, file: file), [])
        } catch {
            first = error
        }
        guard let root = try? node(bytes: bytes, format: format, file: file) else { return (nil, [first]) }
        var decoder = RouteMapDecoder(file: file)
        decoder.recordsLocations = false
        decoder.unknownKeys = []
        do {
            let map = try decoder.decode(root)
            let file = RouteMapFile(
                map: map, file: file, source: .contents(bytes, format), patternsFromPageIDs: decoder.patternsFromPageIDs,
                pageMap: decoder.pageMap)
            return (file, decoder.unknownKeys ?? [])
        } catch {
            return (nil, (decoder.unknownKeys ?? []) + [error])
        }
    }

    /// The map read through located nodes and the decoder alone, as before the direct JSON
    /// reader: what the tests hold that reader to.
    static func decodedFromNodes(data: Data, format: Format, file: String) throws(RouteMapError) -> RouteMap {
        var decoder = RouteMapDecoder(file: file)
        decoder.recordsLocations = false
        return try decoder.decode(node(bytes: Array(data), format: format, file: file))
    }

    /// The file's contents as located nodes, before the model is decoded from them: what the
    /// schema test checks against `docs/route-map.schema.json`.
    static func node(bytes: [UInt8], format: Format, file: String) throws(RouteMapError) -> MapNode {
        switch format {
        case .json:
            var reader = JSONMapReader(bytes, file: file)
            return try reader.read()
        case .yaml:
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw RouteMapError(file: file, location: .position(line: 1, column: 1), message: "the file is not UTF-8 text")
            }
            var reader = YAMLMapReader(file: file)
            return try reader.read(text)
        case .propertyList:
            return try PropertyListMapReader(file: file).read(bytes)
        }
    }

    /// Decodes a map from a JSON value already read (a signed map's `map` member), keeping the
    /// places of its parts.
    package init(root: MapNode, file: String) throws(RouteMapError) {
        try self.init(decoding: root, file: file, source: .node(root))
    }

    /// Decodes the model without noting where its parts were: `places` finds them again from
    /// `source` when one is first asked for.
    private init(decoding root: MapNode, file: String, source: RouteMapPlaces.Source) throws(RouteMapError) {
        var decoder = RouteMapDecoder(file: file)
        decoder.recordsLocations = false
        let map = try decoder.decode(root)
        self.init(map: map, file: file, source: source, patternsFromPageIDs: decoder.patternsFromPageIDs, pageMap: decoder.pageMap)
    }

    private init(
        map: RouteMap, file: String, source: RouteMapPlaces.Source, patternsFromPageIDs: Set<String>, pageMap: PageMapPlace.Written?
    ) {
        self.map = map
        self.file = file
        self.places = RouteMapPlaces(source, file: file)
        self.patternsFromPageIDs = patternsFromPageIDs
        self.pageMap = pageMap
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

    /// Where a part of the map was written, by its path: `routes[2]`, `routes[2].parent`,
    /// `routes[0].patterns[1]`, `routes[1].attributes[0].default`; `nil` for a part the file
    /// does not spell out.
    ///
    /// - Complexity: The first call reads the file's contents again, to find every part's place
    ///   (loading a map does not note them); later calls look the path up.
    public func location(of path: String) -> RouteMapLocation? {
        places.location(of: path)
    }

    /// The error for a map past the size limit, naming the limit.
    package static func tooLarge(file: String, size: Int?, maximumSize: Int, what: String = "the map") -> RouteMapError {
        let mebibytes = maximumSize > 0 && maximumSize % (1024 * 1024) == 0 ? " (\(maximumSize / (1024 * 1024)) MiB)" : ""
        let found = size.map { "\($0) bytes, " } ?? ""
        return RouteMapError(
            file: file, location: .keyPath(""),
            message: "\(what) is \(found)over the limit of \(maximumSize) bytes\(mebibytes); refusing to read it")
    }
}
