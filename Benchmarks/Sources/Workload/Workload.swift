/// The routes and lookups every benchmark shares, for one workload and one table size.
///
/// There are two workloads, ``Kind/short`` and ``Kind/long``, each generated identically on
/// every run from a seeded generator. A table of `routeCount` routes is made of `routeCount / 10`
/// modules (`m0`, `m1`, …), each with the same ten route shapes and its own literal words.
///
/// The short workload's shapes:
///
/// | # | shape | kind |
/// |---|---|---|
/// | 0 | `app://m17/settings/about` | static |
/// | 1 | `app://m17/settings/privacy/data` | static |
/// | 2 | `app://m17/user/me` | static, beside a typed capture |
/// | 3 | `app://m17/user/{id:int}` | 1 capture (typed) |
/// | 4 | `app://m17/user/{id:int}/posts/:post` | 2 captures |
/// | 5 | `app://m17/order/:order/item/{item:int}` | 2 captures |
/// | 6 | `app://m17/order/:order/item/{item:int}/review/:review` | 3 captures |
/// | 7 | `app://m17/catalog/:category/:sub/:product` | 3 captures |
/// | 8 | `app://m17/files/**` | trailing wildcard |
/// | 9 | `app://m17/docs/:section/**` | capture and trailing wildcard |
///
/// Its lookups are URL strings: ``lookups`` holds 1,000 of them, 90 % hits (a third of those
/// with a query such as `?ref=push&tab=2`) and 10 % misses (half an unknown module, half a
/// wrong literal deep in the path); ``hits`` and ``misses`` hold 1,000 of each alone. The long
/// workload's shapes and URLs are described in `Workload+LongURLs.swift`.
public struct Workload: Sendable {
    /// Which workload: the short app links or the long ones.
    public enum Kind: String, CaseIterable, Sendable {
        /// App links of about 40–50 bytes, few captures, a third with a two-item query.
        case short
        /// Links of 60–120 bytes with queries of several items, percent-encoding in segments
        /// and query values, mixed segments, and misses that share long prefixes with routes.
        case long

        /// What the names of this workload's benchmarks end with: nothing for the short
        /// workload (its benchmarks came first), `, long URLs` for the long one.
        public var benchmarkSuffix: String { self == .short ? "" : ", long URLs" }
    }

    /// The scheme of every route and URL.
    public static let scheme = "app"
    /// The table sizes every benchmark is run at.
    public static let sizes = [10, 100, 1_000, 10_000]
    /// How many URLs each lookup list holds: one benchmark iteration looks up all of them.
    public static let lookupCount = 1_000
    /// The share of hits in ``lookups``, in per cent.
    public static let hitPercentage = 90

    /// Which workload this is.
    public let kind: Kind
    /// The number of routes in the table.
    public let routeCount: Int
    /// The routes, indexed by ``WorkloadRoute/index``.
    public let routes: [WorkloadRoute]
    /// 1,000 URLs: 90 % hits and 10 % misses, shuffled.
    public let lookups: [Lookup]
    /// 1,000 URLs that all reach a route.
    public let hits: [Lookup]
    /// 1,000 URLs that reach no route.
    public let misses: [Lookup]

    /// The short workload for a table of `routeCount` routes (a multiple of 10).
    public init(routeCount: Int) {
        self.init(.short, routeCount: routeCount)
    }

    /// The workload `kind` for a table of `routeCount` routes (a multiple of 10). The same kind
    /// and count always give the same routes and the same URLs.
    public init(_ kind: Kind, routeCount: Int) {
        precondition(routeCount > 0 && routeCount % 10 == 0, "the route count must be a multiple of 10")
        self.kind = kind
        self.routeCount = routeCount
        let seed = (kind == .short ? 0x4A75_6E63_7469_6F6E : 0x4C6F_6E67_5552_4C73) ^ UInt64(routeCount)
        var routeGenerator = SeededGenerator(seed: seed)
        switch kind {
        case .short: routes = Self.makeRoutes(moduleCount: routeCount / 10, using: &routeGenerator)
        case .long: routes = Self.makeLongRoutes(moduleCount: routeCount / 10, using: &routeGenerator)
        }

        let builder = LookupBuilder(kind: kind, routes: routes, moduleCount: routeCount / 10)
        // Short: every third URL of each kind carries a query. Long: two in three do, and so
        // does every URL whose path alone is under 60 bytes.
        let withQuery = { (index: Int) in kind == .short ? index % 3 == 0 : index % 3 != 0 }
        var mixedGenerator = SeededGenerator(seed: seed &+ 1)
        let hitCount = Self.lookupCount * Self.hitPercentage / 100
        var mixed = (0..<hitCount).map { builder.hit(withQuery: withQuery($0), using: &mixedGenerator) }
        mixed += (hitCount..<Self.lookupCount).map { builder.miss(withQuery: withQuery($0), using: &mixedGenerator) }
        mixed.shuffle(using: &mixedGenerator)
        lookups = mixed

        var hitGenerator = SeededGenerator(seed: seed &+ 2)
        hits = (0..<Self.lookupCount).map { builder.hit(withQuery: withQuery($0), using: &hitGenerator) }
        var missGenerator = SeededGenerator(seed: seed &+ 3)
        misses = (0..<Self.lookupCount).map { builder.miss(withQuery: withQuery($0), using: &missGenerator) }
    }
}

extension Workload {
    /// The length of every URL of the long workload, in bytes.
    static let longURLLength = 60...120

    /// First words of a module's routes (`settings`, `user`, …): six distinct ones per module.
    static let firstWords = [
        "settings", "user", "order", "catalog", "files", "docs", "profile", "cart", "search", "feed",
        "inbox", "account", "store", "media", "help", "wallet", "news", "events", "groups", "photos",
        "videos", "music", "maps", "notes", "tasks", "calendar", "contacts", "billing", "shop", "chat",
    ]
    /// Deeper literal words (`about`, `posts`, …): six distinct ones per module.
    static let deeperWords = [
        "about", "privacy", "data", "posts", "item", "review", "details", "edit", "history", "share",
        "legal", "export", "comments", "likes", "members", "archive", "photos", "status", "reply", "gift",
    ]

    static func makeRoutes(moduleCount: Int, using generator: inout SeededGenerator) -> [WorkloadRoute] {
        makeTable(moduleCount: moduleCount, first: (firstWords, 6), deeper: (deeperWords, 6), using: &generator) { first, deeper in
            [
                [.literal(first[0]), .literal(deeper[0])],
                [.literal(first[0]), .literal(deeper[1]), .literal(deeper[2])],
                [.literal(first[1]), .literal("me")],
                [.literal(first[1]), .capture("id", integer: true)],
                [.literal(first[1]), .capture("id", integer: true), .literal(deeper[3]), .capture("post", integer: false)],
                [.literal(first[2]), .capture("order", integer: false), .literal(deeper[4]), .capture("item", integer: true)],
                [
                    .literal(first[2]), .capture("order", integer: false), .literal(deeper[4]),
                    .capture("item", integer: true), .literal(deeper[5]), .capture("review", integer: false),
                ],
                [
                    .literal(first[3]), .capture("category", integer: false), .capture("sub", integer: false),
                    .capture("product", integer: false),
                ],
                [.literal(first[4]), .remainder],
                [.literal(first[5]), .capture("section", integer: false), .remainder],
            ]
        }
    }

    /// A table of `moduleCount` modules (`m0`, `m1`, …). For each module, `first.count` distinct
    /// words are drawn from `first.words` and `deeper.count` from `deeper.words`, and `shapes`
    /// makes the module's routes of them (the module's segment is put first).
    static func makeTable(
        moduleCount: Int, first: (words: [String], count: Int), deeper: (words: [String], count: Int),
        using generator: inout SeededGenerator, shapes: (_ first: [String], _ deeper: [String]) -> [[RouteSegment]]
    ) -> [WorkloadRoute] {
        var routes: [WorkloadRoute] = []
        routes.reserveCapacity(moduleCount * 10)
        for moduleIndex in 0..<moduleCount {
            let module = "m\(moduleIndex)"
            let firstWords = generator.sample(first.count, from: first.words)
            let deeperWords = generator.sample(deeper.count, from: deeper.words)
            for shape in shapes(firstWords, deeperWords) {
                routes.append(WorkloadRoute(index: routes.count, module: module, segments: [.literal(module)] + shape))
            }
        }
        return routes
    }
}
