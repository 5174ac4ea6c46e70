import Foundation
import JunctionSupport

/// Where each part of a map was written, by key path, found only when first asked for: reading
/// a map to load it does not note the places of its parts (building a path for each of them
/// cost more than reading the file), so the first diagnostic that needs a place reads the
/// contents again, noting them all.
final class RouteMapPlaces: Sendable {
    /// What the map was read from.
    enum Source: Sendable {
        /// A file's contents, in its format.
        case contents([UInt8], RouteMapFile.Format)
        /// Nodes already read (a signed map's `map` member).
        case node(MapNode)
    }

    private let source: Source
    private let file: String
    /// Every part's place, once asked for.
    private let found = Locked<[String: RouteMapLocation]?>(nil)

    init(_ source: Source, file: String) {
        self.source = source
        self.file = file
    }

    /// The place of the part at `path`, or `nil` for a part the file does not spell out.
    func location(of path: String) -> RouteMapLocation? {
        found.withLock { found in
            if found == nil { found = Self.find(in: source, file: file) }
            return found?[path]
        }
    }

    /// Every part's place: the contents decoded again, noting them. The contents were read
    /// once, so they read the same way now; a key no mapping knows, which lint reads past, is
    /// passed over here too.
    private static func find(in source: Source, file: String) -> [String: RouteMapLocation] {
        var decoder = RouteMapDecoder(file: file)
        decoder.unknownKeys = []
        do throws(RouteMapError) {
            let root: MapNode
            switch source {
            case .contents(let bytes, let format): root = try RouteMapFile.node(bytes: bytes, format: format, file: file)
            case .node(let node): root = node
            }
            _ = try decoder.decode(root)
        } catch {
            return [:]
        }
        return decoder.locations
    }
}
