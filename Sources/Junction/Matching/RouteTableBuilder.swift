import JunctionSupport

/// Collects routes, refuses bad and conflicting ones as they come, grows the trie route by
/// route, and builds a ``RouteTable`` from them when asked.
///
/// A builder is a value: a copy never sees the original's later changes, nor the original the
/// copy's. A router keeps one under its lock and builds a table from it at each commit that
/// changes its routes.
struct RouteTableBuilder {
    private(set) var options: RouterOptions
    private(set) var converters: [String: ParameterConverter] = ParameterConverter.builtIn
    /// The converters in the order they were added, the built-in ones first: a typed edge of the
    /// trie names its converter by its place here.
    private var converterList: [ParameterConverter] = ParameterConverter.builtIns
    private var converterIndex = Dictionary(uniqueKeysWithValues: ParameterConverter.builtIns.enumerated().map { ($1.name, Int32($0)) })
    /// The routes in registration order; route `i` of a frozen table is `routes[i]`.
    private(set) var routes: [RouteTable.Route] = []
    /// The index in `routes` of each route by the hash of what it matches (``RouteShape``).
    private var shapes = ShapeIndex()
    /// The trie of `routes`, growing route by route. A build keeps only the trie it laid out, in
    /// `frozenTrie`, which the table it made shares (so that the routes' trie is not kept twice),
    /// until a route is added. With neither, after a removal, a rollback or a route refused while
    /// the trie grew, the next build lays it out afresh.
    private var growingTrie: TrieBuilder? = TrieBuilder()
    private(set) var frozenTrie: TrieBuilder.Frozen?
    /// Room for literal segments asked for while the trie was frozen, made when a route grows it
    /// again: so that a collection whose first route is refused leaves the frozen trie standing.
    private var literalRoom = 0
    /// The most captures any route has.
    private var maxCaptures = 0
    /// Each list of capture names the routes have, once: the pattern of a route without a name,
    /// or of a form of a pattern with optional groups, keeps the one here (``keptPattern(_:name:)``),
    /// so that routes with the same names (`id`, a module's `item`) share one array rather than
    /// each keeping its own.
    private var nameLists: Set<NameList> = []

    /// Why the options' web hosts cannot be read (a malformed wildcard), if they cannot: every
    /// route is refused with it, so that the mistake shows at the first registration rather
    /// than as links that never arrive.
    private let webHostProblem: RouteError?

    init(options: RouterOptions) {
        self.options = options
        do throws(RouteError) {
            _ = try options.readWebHosts()
            webHostProblem = nil
        } catch {
            webHostProblem = error
        }
    }

    /// Adds a named converter.
    mutating func add(_ converter: ParameterConverter) throws(RouteError) {
        let name = converter.name
        guard let first = name.utf8.first, first.isASCIILetter || first == .underscore,
              name.utf8.dropFirst().allSatisfy(\.isIdentifierContinuation)
        else {
            throw RouteError(.invalidPattern, "\"\(name)\" is not a converter name (a letter or '_', then letters, digits or '_')")
        }
        guard converters[name] == nil, name != "string" else {
            throw RouteError(.conflict, "a converter named \"\(name)\" already exists")
        }
        converters[name] = converter
        converterIndex[name] = Int32(converterList.count)
        converterList.append(converter)
    }

    /// Makes room for `count` routes about to be added that hold `literals` literal segments
    /// in all, so that adding a large collection grows the lists once, not step by step.
    mutating func reserveCapacity(forAdding count: Int, literals: Int) {
        routes.reserveCapacity(forAdding: count)
        shapes.reserveCapacity(forAdding: count)
        if growingTrie == nil {
            literalRoom += literals
        } else {
            growingTrie?.reserveLiteralEdges(forSegments: literals)
        }
    }

    /// Adds a route whose converters exist and that matches URLs no other route matches exactly.
    ///
    /// - Throws: ``RouteError/Code/invalidPattern`` for an unknown converter,
    ///   ``RouteError/Code/conflict`` naming the route that matches the same URLs.
    mutating func add(
        _ pattern: RoutePattern, id: Int, name: String? = nil, exposure: RouteExposure = .inApp,
        tags: Set<String> = [], skippedInterceptors: Set<String> = []
    ) throws(RouteError) {
        if let webHostProblem { throw webHostProblem }
        let index = Int32(routes.count)
        let (converters, converterIndex) = (converters, converterIndex)
        var shape = RouteShape.Hashing(pattern, foldCase: options.caseInsensitive)
        let lastBuilt = resumeGrowingTrie()
        do throws(RouteError) {
            if growingTrie == nil {
                try pattern.forEachSegment(names: false) { (view) throws(RouteError) in
                    try Self.checkConverters(of: view, in: pattern, converters: converters)
                    shape.add(view)
                }
            } else {
                // One read of the segments checks the converters, hashes the shape and grows the trie.
                try growingTrie?.insert(
                    pattern, route: index, foldCase: options.caseInsensitive, converter: { converterIndex[$0] ?? 0 }
                ) { (view) throws(RouteError) in
                    try Self.checkConverters(of: view, in: pattern, converters: converters)
                    shape.add(view)
                }
            }
            let key = UInt32(truncatingIfNeeded: shape.hash)
            if let earlier = route(matchingSameURLsAs: pattern, key: key) {
                throw RouteError(
                    .conflict,
                    "\"\(pattern.text)\" matches exactly the same URLs as \"\(earlier.pattern.text)\", registered earlier",
                    pattern: pattern.text)
            }
            shapes.insert(key: key, index: index)
        } catch {
            // The trie may hold part of the refused route's path, or the route in its earlier
            // twin's place: the last one built stands if this resumed it, else the next build
            // lays it out afresh.
            (growingTrie, frozenTrie) = (nil, lastBuilt)
            throw error
        }
        let route = RouteTable.Route(
            id: id, pattern: keptPattern(pattern, name: name), name: name, exposure: exposure,
            tags: tags, skippedInterceptors: skippedInterceptors)
        routes.append(route)
        maxCaptures = max(maxCaptures, route.captureNames.count)
    }

    /// Goes on growing the trie the last build left, if it left one; returns that frozen trie,
    /// which stands again if the change is taken back.
    @discardableResult
    private mutating func resumeGrowingTrie() -> TrieBuilder.Frozen? {
        guard let frozen = frozenTrie else { return nil }
        growingTrie = TrieBuilder(from: frozen, literalRoom: literalRoom)
        (frozenTrie, literalRoom) = (nil, 0)
        return frozen
    }

    /// Removes the route with that id; returns its index, or `nil` when there is none.
    mutating func remove(id: Int) -> Int? {
        guard let index = routes.firstIndex(where: { $0.id == id }) else { return nil }
        shapes.remove(index: Int32(index))
        routes.remove(at: index)
        (growingTrie, frozenTrie) = (nil, nil)
        return index
    }

    /// How many routes and converters the builder holds: a point to take back to.
    struct Mark {
        let routes: Int
        let converters: Int
    }

    /// The builder as it stands, for ``rollBack(to:)``.
    var mark: Mark { Mark(routes: routes.count, converters: converterList.count) }

    /// Takes back every route and converter added since `mark`, as if they had never been
    /// added. Adding only appends, so this drops the ends of the lists; the trie, which cannot
    /// drop a route, is laid out afresh at the next build.
    mutating func rollBack(to mark: Mark) {
        guard routes.count > mark.routes || converterList.count > mark.converters else { return }
        shapes.removeAll(fromIndex: Int32(mark.routes))
        routes.removeSubrange(mark.routes...)
        for converter in converterList[mark.converters...] {
            converters[converter.name] = nil
            converterIndex[converter.name] = nil
        }
        converterList.removeSubrange(mark.converters...)
        (growingTrie, frozenTrie) = (nil, nil)
    }

    mutating func removeAll() {
        routes = []
        nameLists.removeAll()
        shapes = ShapeIndex()
        maxCaptures = 0
        (growingTrie, frozenTrie) = (TrieBuilder(), nil)
    }

    /// The route that matches exactly the URLs `pattern` matches, if there is one.
    func route(matchingSameURLsAs pattern: RoutePattern) -> RouteTable.Route? {
        let key = UInt32(truncatingIfNeeded: RouteShape.hash(pattern, foldCase: options.caseInsensitive))
        return route(matchingSameURLsAs: pattern, key: key)
    }

    /// Builds the table of the routes: the trie laid out in arrays of its own, built afresh
    /// first when there is none (see `growingTrie`). The builder then keeps the frozen trie
    /// alone, which the table shares, and grows it again when a route is added.
    ///
    /// - Complexity: O(*n*) in the trie's nodes and edges and the routes; when the trie is
    ///   built afresh, the cost of adding every route again.
    mutating func build() -> RouteTable {
        let frozen: TrieBuilder.Frozen
        if let growingTrie {
            frozen = growingTrie.frozen()
        } else if let frozenTrie {
            frozen = frozenTrie
        } else {
            frozen = rebuiltTrie().frozen()
            maxCaptures = routes.reduce(0) { max($0, $1.captureNames.count) }
        }
        (growingTrie, frozenTrie, literalRoom) = (nil, frozen, 0)
        return RouteTable(
            routes: routes, trie: frozen.trie, converters: converterList,
            maxCaptures: maxCaptures, options: options)
    }

    /// A trie of every route, from scratch.
    private func rebuiltTrie() -> TrieBuilder {
        var rebuilt = TrieBuilder()
        rebuilt.reserveLiteralEdges(forSegments: routes.reduce(0) { $0 + $1.pattern.literalCount })
        for (index, route) in routes.enumerated() {
            // Every converter name was checked when its route was added.
            rebuilt.insert(
                route.pattern, route: Int32(index), foldCase: options.caseInsensitive, converter: { converterIndex[$0] ?? 0 },
                reading: { (_) throws(Never) in })
        }
        return rebuilt
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

    /// Throws for a capture in `view` whose converter the builder does not have.
    private static func checkConverters(
        of view: SegmentView, in pattern: RoutePattern, converters: [String: ParameterConverter]
    ) throws(RouteError) {
        func check(_ capture: PatternCapture) throws(RouteError) {
            if let converter = capture.converter, converters[converter] == nil {
                let meant = NearName.closest(to: converter, among: converters.keys.sorted()).map { "; did you mean \"\($0)\"?" } ?? ""
                throw RouteError(
                    .invalidPattern, "unknown converter \"\(converter)\"\(meant)",
                    pattern: pattern.text, column: pattern.column(ofOffset: capture.offset))
            }
        }
        switch view {
        case .segment(.capture(let capture)): try check(capture)
        case .segment(.mixed(let pieces)): for case .capture(let capture) in pieces { try check(capture) }
        default: break
        }
    }

    /// The pattern the table keeps for one added with `name`. A named route's registration
    /// keeps the pattern given in the router's names, so the table keeps that one: a copy
    /// sharing its capture names would be a second parts object beside it. Otherwise (a route
    /// without a name, a form of a pattern with optional groups) the copy that shares them
    /// (``sharingNames(_:)``), since the pattern given is most often freed with its collection;
    /// a route map's route keeps all its patterns, so its later, unnamed ones are kept twice.
    private mutating func keptPattern(_ pattern: RoutePattern, name: String?) -> RoutePattern {
        name == nil || pattern.origin != nil ? sharingNames(pattern) : pattern
    }

    /// The pattern keeping the array of its capture names that `nameLists` has, added there
    /// when it is new.
    private mutating func sharingNames(_ pattern: RoutePattern) -> RoutePattern {
        let names = pattern.parameterNames
        guard !names.isEmpty else { return pattern }
        let (inserted, kept) = nameLists.insert(NameList(names: names))
        return inserted ? pattern : pattern.sharing(parameterNames: kept.names)
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
}
