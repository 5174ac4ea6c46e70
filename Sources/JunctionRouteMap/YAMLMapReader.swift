import Yams

/// Reads YAML (through Yams's parser, not its constructors) into located nodes. Lines and
/// columns are Yams's, counted from 1; YAML's columns count characters, not bytes. Scalars are
/// typed by Junction's own rules (`YAMLMapReader+Scalars.swift`).
struct YAMLMapReader {
    let file: String
    /// Aliases can make a small file stand for a huge tree: a file may have this many nodes, or
    /// one for every two bytes of its text when that is more (as JSON's densest text, `[1,1,1]`,
    /// has), and more are refused. A large map written out has fewer than that; one made of
    /// aliases does not.
    static let maximumNodes = 100_000
    /// The most nodes the text being read may stand for.
    private var nodeLimit = maximumNodes
    /// Deeper nesting is refused (libyaml stops at 1,000 levels, but aliases can nest past that).
    static let maximumDepth = 256
    private var visited = 0
    private var depth = 0

    init(file: String) {
        self.file = file
    }

    mutating func read(_ text: String) throws(RouteMapError) -> MapNode {
        nodeLimit = max(Self.maximumNodes, text.utf8.count / 2)
        let root: Node?
        do {
            // The basic resolver tags nothing by itself: no scalar is matched against YAML 1.1's
            // patterns (timestamps, base-60 numbers), and keys compare as the text written.
            root = try Yams.compose(yaml: text, .basic)
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
        if visited > nodeLimit {
            throw RouteMapError(file: file, location: location, message: "more than \(nodeLimit) values (aliases expand); refusing the file")
        }
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth {
            throw RouteMapError(file: file, location: location, message: "nesting deeper than \(Self.maximumDepth) levels")
        }
        switch node {
        case .scalar(let scalar):
            // Typed by Junction's rules (YAMLMapReader+Scalars.swift), never by Yams's constructors.
            return try scalarNode(scalar, at: location)
        case .sequence(let sequence):
            var elements: [MapNode] = []
            for element in sequence { elements.append(try convert(element)) }
            return MapNode(value: .list(elements), location: location)
        case .mapping(let mapping):
            var entries: [MapNode.Entry] = []
            for (key, value) in mapping {
                guard case .scalar(let scalar) = key else {
                    throw RouteMapError(file: file, location: Self.location(key.mark), message: "a key must be a plain string")
                }
                entries.append(MapNode.Entry(key: scalar.string, keyLocation: Self.location(key.mark), value: try convert(value)))
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
