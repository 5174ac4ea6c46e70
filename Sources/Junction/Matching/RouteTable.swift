/// An immutable trie of routes, built once from registrations and then only read.
///
/// Lookups take no lock: a router swaps in a new table when its registrations change
/// (STYLE.md: build, then freeze).
final class RouteTable: Sendable {
    /// A route as the table knows it.
    struct Route: Sendable {
        let pattern: RoutePattern
        /// The capture names in the order the matcher meets their values.
        let captureNames: [String]
    }

    let routes: [Route]
    let schemeRoots: [String: TrieNode]
    let schemelessRoot: TrieNode?
    let options: RouterOptions

    init(routes: [Route], schemeRoots: [String: TrieNode], schemelessRoot: TrieNode?, options: RouterOptions) {
        self.routes = routes
        self.schemeRoots = schemeRoots
        self.schemelessRoot = schemelessRoot
        self.options = options
    }
}

/// One position of the trie: where each kind of candidate leads.
final class TrieNode: Sendable {
    struct Mixed: Sendable {
        enum Piece: Sendable {
            case literal([UInt8])
            /// A capture, with its converter when it is typed.
            case capture(ParameterConverter?)
        }

        let shape: MixedShape
        let pieces: [Piece]
        let node: TrieNode

        init(shape: MixedShape, converters: [String: ParameterConverter], node: TrieNode) {
            self.shape = shape
            self.node = node
            pieces = shape.pieces.map {
                switch $0 {
                case .literal(let text): .literal(Array(text.utf8))
                case .capture(let name): .capture(name.flatMap { converters[$0] })
                }
            }
        }
    }

    struct Typed: Sendable {
        let converter: ParameterConverter
        let node: TrieNode
    }

    let literals: [String: TrieNode]
    /// In precedence order (``MixedShape``'s `<`).
    let mixed: [Mixed]
    /// In precedence order: `int`, `double`, `uuid`, `bool`, then custom converters by name.
    let typed: [Typed]
    let capture: TrieNode?
    let wildcard: TrieNode?
    /// The route whose `**` stands here.
    let catchAll: Int?
    /// The route that ends here.
    let route: Int?

    init(
        literals: [String: TrieNode], mixed: [Mixed], typed: [Typed], capture: TrieNode?,
        wildcard: TrieNode?, catchAll: Int?, route: Int?
    ) {
        self.literals = literals
        self.mixed = mixed
        self.typed = typed
        self.capture = capture
        self.wildcard = wildcard
        self.catchAll = catchAll
        self.route = route
    }
}
