/// Collects routes, rejects bad and conflicting ones as they come, and freezes them into a
/// ``RouteTable``.
struct RouteTableBuilder {
    private(set) var options: RouterOptions
    private(set) var converters: [String: ParameterConverter] = ParameterConverter.builtIn
    /// Registration id → pattern, in registration order (ids only grow).
    private(set) var patterns: [(id: Int, pattern: RoutePattern)] = []
    /// Conflict signature → the pattern that holds it.
    private var signatures: [String: RoutePattern] = [:]

    init(options: RouterOptions) {
        self.options = options
    }

    /// Adds a named converter.
    mutating func add(_ converter: ParameterConverter) throws(RouteError) {
        var name = converter.name
        let valid = name.withUTF8 { bytes in
            guard let first = bytes.first, first.isASCIILetter || first == .underscore else { return false }
            return bytes.dropFirst().allSatisfy(\.isIdentifierContinuation)
        }
        guard valid else {
            throw RouteError(.invalidPattern, "\"\(converter.name)\" is not a converter name (a letter or '_', then letters, digits or '_')")
        }
        guard converters[name] == nil, name != "string" else {
            throw RouteError(.conflict, "a converter named \"\(name)\" already exists")
        }
        converters[name] = converter
    }

    /// Checks a pattern against this builder: its converters exist and no route matches the same URLs.
    func check(_ pattern: RoutePattern) throws(RouteError) {
        for capture in pattern.segments.flatMap(\.captures) {
            if let name = capture.converter, converters[name] == nil {
                throw RouteError(
                    .invalidPattern, "unknown converter \"\(name)\"",
                    pattern: pattern.text, column: capture.column)
            }
        }
        if let earlier = signatures[signature(of: pattern)] {
            throw RouteError(
                .conflict,
                "\"\(pattern.text)\" matches exactly the same URLs as \"\(earlier.text)\", registered earlier",
                pattern: pattern.text)
        }
    }

    mutating func add(_ pattern: RoutePattern, id: Int) throws(RouteError) {
        try check(pattern)
        signatures[signature(of: pattern)] = pattern
        patterns.append((id, pattern))
    }

    mutating func remove(id: Int) {
        guard let index = patterns.firstIndex(where: { $0.id == id }) else { return }
        signatures[signature(of: patterns[index].pattern)] = nil
        patterns.remove(at: index)
    }

    mutating func removeAll() {
        patterns.removeAll()
        signatures.removeAll()
    }

    /// Two patterns that match exactly the same URLs have the same signature: captures are
    /// nameless, `*` is an untyped capture, defaults are left out, literals are folded when the
    /// router ignores case.
    func signature(of pattern: RoutePattern) -> String {
        var text = (pattern.scheme ?? "") + "\u{1}"
        for segment in pattern.segments {
            switch segment {
            case .literal(let value): text += "L" + fold(value)
            case .capture(let capture): text += capture.converter.map { "T" + $0 } ?? "C"
            case .wildcard: text += "C"
            case .catchAll: text += "A"
            case .mixed(let pieces):
                text += "M"
                for piece in pieces {
                    switch piece {
                    case .literal(let value): text += "\u{2}" + (options.caseInsensitive ? value.asciiLowercased() : value)
                    case .capture(let capture): text += "\u{3}" + (capture.converter ?? "")
                    }
                }
            }
            text += "\u{4}"
        }
        return text
    }

    private func fold(_ text: String) -> String {
        options.caseInsensitive ? text.lowercased() : text
    }

    /// Freezes the routes into a table; route `i` of the table is `patterns[i]`.
    func build() -> RouteTable {
        var schemeRoots: [String: BuilderNode] = [:]
        let schemeless = BuilderNode()
        var routes: [RouteTable.Route] = []
        routes.reserveCapacity(patterns.count)
        for (index, entry) in patterns.enumerated() {
            let pattern = entry.pattern
            var node: BuilderNode
            if let scheme = pattern.scheme {
                node = schemeRoots[scheme] ?? BuilderNode()
                schemeRoots[scheme] = node
            } else {
                node = schemeless
            }
            for segment in pattern.segments {
                if case .catchAll = segment {
                    node.catchAll = index
                    break
                }
                node = node.child(for: segment, foldCase: options.caseInsensitive)
            }
            if !pattern.hasRemainder { node.route = index }
            routes.append(RouteTable.Route(pattern: pattern, captureNames: pattern.parameterNames))
        }
        return RouteTable(
            routes: routes,
            schemeRoots: schemeRoots.mapValues { $0.freeze(converters) },
            schemelessRoot: patterns.contains { $0.pattern.scheme == nil } ? schemeless.freeze(converters) : nil,
            options: options)
    }
}

/// A trie node while the table is being built.
private final class BuilderNode {
    var literals: [String: BuilderNode] = [:]
    var mixed: [MixedShape: BuilderNode] = [:]
    var typed: [String: BuilderNode] = [:]
    var capture: BuilderNode?
    var wildcard: BuilderNode?
    var catchAll: Int?
    var route: Int?

    func child(for segment: PatternSegment, foldCase: Bool) -> BuilderNode {
        switch segment {
        case .literal(let value):
            let key = foldCase ? value.lowercased() : value
            if let node = literals[key] { return node }
            let node = BuilderNode()
            literals[key] = node
            return node
        case .capture(let capture):
            if let converter = capture.converter {
                if let node = typed[converter] { return node }
                let node = BuilderNode()
                typed[converter] = node
                return node
            }
            if let capture = self.capture { return capture }
            let node = BuilderNode()
            self.capture = node
            return node
        case .mixed(let pieces):
            let shape = MixedShape(pieces, foldCase: foldCase)
            if let node = mixed[shape] { return node }
            let node = BuilderNode()
            mixed[shape] = node
            return node
        case .wildcard:
            if let wildcard { return wildcard }
            let node = BuilderNode()
            wildcard = node
            return node
        case .catchAll:
            return self
        }
    }

    func freeze(_ converters: [String: ParameterConverter]) -> TrieNode {
        // Every converter name was checked when its pattern was added.
        let typedChildren = typed.compactMap { name, node in
            converters[name].map { TrieNode.Typed(converter: $0, node: node.freeze(converters)) }
        }.sorted { ($0.converter.rank, $0.converter.name) < ($1.converter.rank, $1.converter.name) }
        let mixedChildren = mixed.map { shape, node in
            TrieNode.Mixed(shape: shape, converters: converters, node: node.freeze(converters))
        }.sorted { $0.shape < $1.shape }
        return TrieNode(
            literals: literals.mapValues { $0.freeze(converters) },
            mixed: mixedChildren,
            typed: typedChildren,
            capture: capture?.freeze(converters),
            wildcard: wildcard?.freeze(converters),
            catchAll: catchAll,
            route: route)
    }
}
