/// Collects routes, rejects bad and conflicting ones as they come, grows the trie route by
/// route, and freezes it into a ``RouteTable``.
///
/// Freezing costs what changed since the last freeze (see ``TrieBuilder``), so a router can
/// freeze after every registration. A builder is a value: a copy never sees the original's
/// later changes, nor the original the copy's.
struct RouteTableBuilder {
    private(set) var options: RouterOptions
    private(set) var converters: [String: ParameterConverter] = ParameterConverter.builtIn
    /// The routes in registration order; route `i` of a frozen table is `routes[i]`.
    private(set) var routes = AppendOnlyArray<RouteTable.Route>()
    /// The index in `routes` of each route by the hash of what it matches (``RouteShape``).
    private var shapes = ShapeIndex()
    /// The trie of `routes`, or `nil` until the first freeze and after a removal or a new
    /// converter, until the next freeze builds it from `routes`.
    private var trie: TrieBuilder?
    /// The most captures any route has.
    private var maxCaptures = 0
    /// Each list of capture names the routes have, once: a route's pattern keeps the one here,
    /// so that routes with the same names (`id`, a module's `item`) share one array rather than
    /// each keeping its own.
    private var nameLists: Set<NameList> = []

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
        // Typed children are ordered by converter: the trie is rebuilt in the new order.
        trie = nil
    }

    /// Makes room for `count` routes about to be added that hold `literals` literal segments
    /// in all, so that adding a large collection grows the route list and the trie's literal
    /// hash table once, not step by step.
    mutating func reserveCapacity(forAdding count: Int, literals: Int) {
        routes.reserveCapacity(forAdding: count)
        shapes.reserveCapacity(forAdding: count)
        trie?.reserveLiteralEdges(forSegments: literals)
    }

    /// Adds a route whose converters exist and that matches URLs no other route matches exactly.
    mutating func add(
        _ pattern: RoutePattern, id: Int, name: String? = nil, exposure: RouteExposure = .inApp,
        tags: Set<String> = [], skippedInterceptors: Set<String> = []
    ) throws(RouteError) {
        let converters = converters
        // One read of the segments checks the converters and hashes the shape.
        let hash = try UInt32(truncatingIfNeeded: RouteShape.hash(pattern, foldCase: options.caseInsensitive) {
            capture throws(RouteError) in try Self.checkConverter(of: capture, in: pattern, converters: converters)
        })
        if let earlier = route(matchingSameURLsAs: pattern, key: hash) {
            throw RouteError(
                .conflict,
                "\"\(pattern.text)\" matches exactly the same URLs as \"\(earlier.pattern.text)\", registered earlier",
                pattern: pattern.text)
        }
        let index = Int32(routes.count)
        shapes.insert(key: hash, index: index)
        let route = RouteTable.Route(
            id: id, pattern: sharingNames(pattern), name: name, exposure: exposure,
            tags: tags, skippedInterceptors: skippedInterceptors)
        routes.append(route)
        maxCaptures = max(maxCaptures, route.captureNames.count)
        trie?.insert(pattern, route: index, foldCase: options.caseInsensitive)
    }

    /// The pattern keeping the array of its capture names that `nameLists` has, added there
    /// when it is new.
    private mutating func sharingNames(_ pattern: RoutePattern) -> RoutePattern {
        let names = pattern.parameterNames
        guard !names.isEmpty else { return pattern }
        let (inserted, kept) = nameLists.insert(NameList(names: names))
        if inserted || Self.sameStorage(kept.names, names) { return pattern }
        return pattern.sharing(parameterNames: kept.names)
    }

    /// Capture names as an element of `nameLists`, hashed in one pass over their bytes: hashing
    /// `[String]` hashes each string on its own, at several times the cost.
    private struct NameList: Hashable {
        let names: [String]

        static func == (lhs: NameList, rhs: NameList) -> Bool {
            lhs.names == rhs.names
        }

        func hash(into hasher: inout Hasher) {
            var bytes = ShapeHasher()
            for name in names { bytes.mix(name) }
            hasher.combine(bytes.hash)
        }
    }

    /// Whether two arrays are one buffer.
    private static func sameStorage(_ lhs: [String], _ rhs: [String]) -> Bool {
        lhs.withUnsafeBufferPointer { left in rhs.withUnsafeBufferPointer { left.baseAddress == $0.baseAddress } }
    }

    private static func checkConverter(
        of capture: PatternCapture, in pattern: RoutePattern, converters: [String: ParameterConverter]
    ) throws(RouteError) {
        if let converter = capture.converter, converters[converter] == nil {
            throw RouteError(
                .invalidPattern, "unknown converter \"\(converter)\"",
                pattern: pattern.text, column: pattern.column(ofOffset: capture.offset))
        }
    }

    /// Removes the route with that id; returns its index, or `nil` when there is none.
    mutating func remove(id: Int) -> Int? {
        guard let index = routes.firstIndex(where: { $0.id == id }) else { return nil }
        shapes.remove(index: Int32(index))
        routes = AppendOnlyArray(routes.enumerated().lazy.filter { $0.offset != index }.map(\.element))
        trie = nil
        return index
    }

    mutating func removeAll() {
        routes = AppendOnlyArray()
        nameLists.removeAll()
        shapes = ShapeIndex()
        maxCaptures = 0
        trie = nil
    }

    /// The route that matches exactly the URLs `pattern` matches, if there is one.
    func route(matchingSameURLsAs pattern: RoutePattern) -> RouteTable.Route? {
        let key = UInt32(truncatingIfNeeded: RouteShape.hash(pattern, foldCase: options.caseInsensitive))
        return route(matchingSameURLsAs: pattern, key: key)
    }

    /// The same, among the routes whose shape's hash cut to 32 bits is `key`; the pattern's
    /// shape is built only when one has that key.
    private func route(matchingSameURLsAs pattern: RoutePattern, key: UInt32) -> RouteTable.Route? {
        var shape: RouteShape?
        let found = shapes.first(key: key) { index in
            let wanted = shape ?? RouteShape(pattern, foldCase: options.caseInsensitive)
            shape = wanted
            return RouteShape(routes[Int(index)].pattern, foldCase: options.caseInsensitive) == wanted
        }
        return found.map { routes[Int($0)] }
    }

    /// Freezes the routes into a table, building the trie first on the first freeze and after a
    /// removal or a new converter. The table reads the builder's pages and buffers as they are
    /// now; later changes go to pages and capacity it does not read (see ``PagedArray``), so
    /// registrations never write to memory that lookups read.
    ///
    /// - Complexity: O(*p*) for *p* pages of trie nodes and slots (a pointer each, *p* is the
    ///   trie's size / 256), plus the pages changed since the last freeze; O(*n*) in the routes
    ///   after a removal or a new converter.
    mutating func build() -> RouteTable {
        var trie = trie.take() ?? rebuiltTrie()
        defer { self.trie = trie }
        return trie.freeze(routes: routes.freeze(), maxCaptures: maxCaptures, options: options)
    }

    /// A trie of every route, from scratch.
    private mutating func rebuiltTrie() -> TrieBuilder {
        var rebuilt = TrieBuilder(converters: ConverterTable(converters), webHosts: options.webHosts)
        // By index, reading the fields in place: a loop variable would copy every route.
        rebuilt.reserveLiteralEdges(forSegments: routes.indices.reduce(0) { $0 + routes[$1].pattern.literalCount })
        maxCaptures = 0
        for index in routes.indices {
            rebuilt.insert(routes[index].pattern, route: Int32(index), foldCase: options.caseInsensitive)
            maxCaptures = max(maxCaptures, routes[index].captureNames.count)
        }
        return rebuilt
    }
}

extension Array {
    /// A copy in a buffer of its own, for what lookups read without a lock.
    ///
    /// `Array(self)` or a plain assignment shares this array's buffer, and copy-on-write lets
    /// the owner write to that buffer in place again (`append`, `remove(at:)`) once it is the
    /// only owner, that is once the last lookup holding the shared copy has let go. That is
    /// safe, but what orders the lookup's reads before those writes is the runtime's reference
    /// counting, which ThreadSanitizer does not see, so it reported a race (finding 6 in
    /// `shared/findings`). A buffer of its own is never written after freezing: there is
    /// nothing to order.
    ///
    /// An empty array is the runtime's shared empty storage, never written by anyone; the
    /// initializer below would store its count of 0 there (a write TSan rightly reports).
    ///
    /// - Complexity: O(n), one allocation.
    func unsharedCopy() -> [Element] {
        guard !isEmpty else { return [] }
        return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = buffer.initialize(fromContentsOf: self)
        }
    }
}
