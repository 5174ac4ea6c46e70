import Yams

/// Reads YAML (through Yams) into located nodes. Lines and columns are Yams's, counted from 1;
/// YAML's columns count characters, not bytes.
struct YAMLMapReader {
    let file: String
    /// Aliases can make a small file stand for a huge tree; more nodes than this are refused.
    static let maximumNodes = 100_000
    /// Deeper nesting is refused (libyaml stops at 1,000 levels, but aliases can nest past that).
    static let maximumDepth = 256
    private var visited = 0
    private var depth = 0

    init(file: String) {
        self.file = file
    }

    mutating func read(_ text: String) throws(RouteMapError) -> MapNode {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw Self.translate(error, file: file)
        } catch {
            throw RouteMapError(file: file, location: .position(line: 1, column: 1), message: "\(error)")
        }
        guard let root else {
            throw RouteMapError(file: file, location: .position(line: 1, column: 1), message: "the file holds no YAML document")
        }
        return try convert(root)
    }

    private mutating func convert(_ node: Node) throws(RouteMapError) -> MapNode {
        let location = Self.location(node.mark)
        visited += 1
        if visited > Self.maximumNodes {
            throw RouteMapError(file: file, location: location, message: "more than \(Self.maximumNodes) values (aliases expand); refusing the file")
        }
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth {
            throw RouteMapError(file: file, location: location, message: "nesting deeper than \(Self.maximumDepth) levels")
        }
        switch node {
        case .scalar(let scalar):
            // Yams resolves a plain scalar's type on request (quoted ones stay strings).
            if node.null != nil { return MapNode(value: .null, location: location) }
            if let bool = node.bool { return MapNode(value: .scalar(bool ? "true" : "false", .bool), location: location) }
            if node.int != nil || node.float != nil { return MapNode(value: .scalar(scalar.string, .number), location: location) }
            return MapNode(value: .scalar(scalar.string, .string), location: location)
        case .sequence(let sequence):
            var elements: [MapNode] = []
            for element in sequence { elements.append(try convert(element)) }
            return MapNode(value: .list(elements), location: location)
        case .mapping(let mapping):
            var entries: [(key: String, keyLocation: RouteMapLocation, value: MapNode)] = []
            for (key, value) in mapping {
                guard case .scalar(let scalar) = key else {
                    throw RouteMapError(file: file, location: Self.location(key.mark), message: "a key must be a plain string")
                }
                entries.append((scalar.string, Self.location(key.mark), try convert(value)))
            }
            return MapNode(value: .mapping(entries), location: location)
        case .alias:
            throw RouteMapError(file: file, location: location, message: "an alias Yams left unresolved")
        }
    }

    private static func location(_ mark: Mark?) -> RouteMapLocation {
        .position(line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    /// Yams's errors, as located route-map errors with libyaml's problem text.
    private static func translate(_ error: YamlError, file: String) -> RouteMapError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            // libyaml stops deep nesting itself (at 1,000 levels) but words it for its own API.
            let message = problem.hasPrefix("Maximum nesting level reached") ? "nesting too deep" : problem
            return RouteMapError(file: file, location: location(mark), message: message)
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.map { "\"\($0)\"" }.joined(separator: ", ")
            return RouteMapError(file: file, location: location(context.mark), message: "duplicate key \(keys) in the mapping that starts here")
        case .reader(let problem, _, _, _):
            return RouteMapError(file: file, location: .position(line: 1, column: 1), message: problem)
        default:
            return RouteMapError(file: file, location: .position(line: 1, column: 1), message: "\(error)")
        }
    }
}
