/// The routes of a router as lookups read them: an immutable trie of plain values, built once
/// from the registrations and then only read.
///
/// Every stored property is a `let` of `Sendable` values, and each array's buffer is never
/// written after the table is made (``RouteTableBuilder/build()`` copies what it goes on
/// changing, and the builder copies what it shares with the table before it changes it); so a
/// table is shared between threads without a lock, and lookups allocate nothing from it.
final class RouteTable: Sendable {
    /// A route as the table knows it. What most routes lack (a name, tags, skipped interceptors,
    /// an exposure other than in-app) is kept apart, in ``Details``, by those that have it.
    struct Route: Sendable {
        /// The registration's id.
        let id: Int
        let pattern: RoutePattern
        /// The route's name, exposure, tags and skipped interceptors; `nil` for an unnamed,
        /// in-app route with none of the others.
        private let details: Details?

        /// What few routes have, in an object of its own.
        private final class Details: Sendable {
            let name: String?
            let exposure: RouteExposure
            let tags: Set<String>
            let skippedInterceptors: Set<String>

            init(name: String?, exposure: RouteExposure, tags: Set<String>, skippedInterceptors: Set<String>) {
                self.name = name
                self.exposure = exposure
                self.tags = tags
                self.skippedInterceptors = skippedInterceptors
            }
        }

        init(
            id: Int, pattern: RoutePattern, name: String?, exposure: RouteExposure,
            tags: Set<String>, skippedInterceptors: Set<String>
        ) {
            self.id = id
            self.pattern = pattern
            let plain = name == nil && exposure == .inApp && tags.isEmpty && skippedInterceptors.isEmpty
            details = plain
                ? nil : Details(name: name, exposure: exposure, tags: tags, skippedInterceptors: skippedInterceptors)
        }

        /// The route's name, if it has one.
        var name: String? { details?.name }
        /// Who may open the route.
        var exposure: RouteExposure { details?.exposure ?? .inApp }
        /// Tags interceptors can be attached by.
        var tags: Set<String> { details?.tags ?? [] }
        /// Names of interceptors the route opts out of.
        var skippedInterceptors: Set<String> { details?.skippedInterceptors ?? [] }

        /// The capture names in the order the matcher meets their values: the pattern's, read
        /// from it rather than kept a second time.
        var captureNames: [String] { pattern.parameterNames }
    }

    /// Route `i` is `routes[i]`.
    let routes: [Route]
    let trie: Trie
    /// The converters typed captures name, by their index in the trie.
    let converters: [ParameterConverter]
    /// Each converter's built-in kind, `nil` for a custom one: read without copying the
    /// converter, which would retain its closure.
    let builtInKinds: [ParameterConverter.BuiltIn?]
    /// The web hosts, lower-cased, whose `http` and `https` URLs also reach the scheme-less
    /// routes (a malformed wildcard, which the builder refuses routes for, is left out).
    let webHosts: [WebHost]
    /// The web schemes, lower-cased, whose URLs on a web host do the same.
    let webSchemes: [[UInt8]]
    /// The most captures any route has.
    let maxCaptures: Int
    /// Whether a route's end reads the URL's host or scheme: some route lists hosts or schemes,
    /// or takes any host of its scheme (``Matcher/admits(_:)``).
    let checksHosts: Bool
    let options: RouterOptions

    init(routes: [Route], trie: Trie, converters: [ParameterConverter], maxCaptures: Int, options: RouterOptions) {
        self.routes = routes
        self.trie = trie
        self.converters = converters
        builtInKinds = converters.map(\.builtIn)
        webHosts = options.webHosts.sorted().compactMap { try? WebHost($0) }
        webSchemes = options.webSchemes.sorted().map { Array($0.utf8) }
        self.maxCaptures = maxCaptures
        self.options = options
        checksHosts = routes.contains { $0.pattern.hostsAndSchemes != nil || $0.pattern.takesAnyHost }
    }

    /// Whether some route has this (lower-cased) scheme.
    func hasScheme(_ scheme: String) -> Bool {
        let text = trie.literals.text
        return trie.schemes.contains { text[Int($0.textStart)..<Int($0.textStart + $0.textCount)].elementsEqual(scheme.utf8) }
    }
}

extension RouteTable {
    /// Finds the route for a URL (ROUTING.md §3): the scheme's routes, then the scheme-less
    /// ones; then, with `fallback`, the nearest ancestor. Allocates nothing.
    ///
    /// - Throws: ``RouteError/Code/limitExceeded`` when custom converters inside mixed segments
    ///   would be asked more than ``Matcher/customCheckBudget`` times.
    /// - Complexity: One hash probe per literal segment; captures and wildcards add backtracking
    ///   only where routes at one position need it. A mixed segment of *n* bytes costs
    ///   O(*n* × (*p* + *l*)) for a pattern segment of *p* pieces and *l* literal bytes.
    func match(_ url: RouteURL, fallback: Bool) throws(RouteError) -> RouteMatch? {
        let outcome = url.string.withUTF8Bytes { lookUp(url.offsets, $0, fallback: fallback) }
        return try match(url, outcome, fallback: fallback)
    }

    /// The same for a URL still to be read with the table's options: read and looked up over
    /// one loan of its bytes.
    ///
    /// - Throws: ``RouteError/Code/invalidURL`` or ``RouteError/Code/limitExceeded`` for a
    ///   malformed URL, and what ``match(_:fallback:)-(RouteURL,_)`` throws.
    func match(_ string: String, fallback: Bool) throws(RouteError) -> RouteMatch? {
        let parsing = options.parsing
        var offsets = URLOffsets()
        var outcome = Outcome()
        var failure: RouteError?
        string.withUTF8Bytes { bytes in
            let room = URLScanner.segmentRoom(bytes.count, parsing.limits)
            LentBuffer<URLSegment>.withWorkingMemory(count: room, initialValue: .unset) { segments in
                do throws(SyntaxProblem) {
                    offsets = try URLScanner(bytes: bytes, limits: parsing.limits).scan(recording: segments)
                    offsets.plusAsSpace = parsing.plusAsSpace
                    let found = segments.extracting(0..<Int(offsets.segmentCount))
                    outcome = lookUp(offsets, bytes, found, fallback: fallback)
                } catch {
                    failure = RouteError(error.code, error.message(in: bytes))
                }
            }
        }
        if let failure { throw failure }
        return try match(RouteURL(string: string, offsets: offsets), outcome, fallback: fallback)
    }

    /// The match a lookup's outcome stands for.
    private func match(_ url: RouteURL, _ outcome: Outcome, fallback: Bool) throws(RouteError) -> RouteMatch? {
        if outcome.exceededLimit {
            throw RouteError(
                .limitExceeded,
                "matching this URL needs more than \(Matcher.customCheckBudget) custom converter checks (the limit)")
        }
        guard outcome.route >= 0 else { return nil }
        let match = RouteMatch(
            url: url, route: routes[Int(outcome.route)], routeIndex: outcome.route, captures: outcome.captures,
            remainderOffset: outcome.remainderOffset)
        if match.route.pattern.pins { try match.refusePinnedValues() }
        return match
    }

    /// What a lookup found.
    private struct Outcome {
        var route: Int32 = -1
        /// Where the leftover segments start; `-1` for none, `-2` for `""`.
        var remainderOffset: Int32 = -1
        var captures = CaptureList()
        var exceededLimit = false
    }

    /// Looks the URL with these `offsets` and `bytes` up, its segments found again.
    private func lookUp(_ offsets: URLOffsets, _ bytes: LentBuffer<UInt8>, fallback: Bool) -> Outcome {
        LentBuffer<URLSegment>.withWorkingMemory(count: Int(offsets.segmentCount), initialValue: .unset) { segments in
            let count = URLSegment.read(bytes, offsets, into: segments)
            return lookUp(offsets, bytes, segments.extracting(0..<count), fallback: fallback)
        }
    }

    /// Looks the URL with these `offsets`, `bytes` and `segments` up.
    private func lookUp(
        _ offsets: URLOffsets, _ bytes: LentBuffer<UInt8>, _ segments: LentBuffer<URLSegment>, fallback: Bool
    ) -> Outcome {
        LentBuffer<CaptureRef>.withWorkingMemory(count: max(maxCaptures, 1), initialValue: CaptureRef()) { captures in
            var matcher = Matcher(table: self, url: offsets, bytes: bytes, segments: segments, captures: captures)
            var outcome = find(with: &matcher, fallback: fallback)
            outcome.exceededLimit = matcher.exceededLimit
            return outcome
        }
    }

    /// The scheme's routes, then the scheme-less ones, over the whole path; then, falling back,
    /// over ever shorter prefixes of it, the scheme's routes first at each length.
    private func find(with matcher: inout Matcher, fallback: Bool) -> Outcome {
        let schemeRoot = matcher.schemeRoot()
        let start = 0
        matcher.onWebHost = matcher.isOnWebHost()
        // A universal link on a web host reaches the scheme-less routes by its path alone: from
        // the segment after the authority. A web URL on another host reaches them, with its host
        // as the first segment, unless the options keep them to web hosts.
        let schemelessStart = matcher.onWebHost ? 1 : 0
        let schemelessRoot = matcher.onWebHost || !options.schemelessRoutesOnlyOnWebHosts || !matcher.hasWebScheme()
            ? Trie.schemelessRoot : -1
        var outcome = Outcome()
        func attempt(_ root: Int32, from start: Int, to limit: Int, fallingBack: Bool) -> Bool {
            matcher.captureCount = 0
            matcher.foldedOnly = false
            guard !matcher.exceededLimit, let (route, remainder) = matcher.find(root, from: start, before: limit) else {
                return matcher.exceededLimit
            }
            outcome.route = route
            outcome.remainderOffset = Int32(fallingBack ? matcher.segments[limit].start : remainder)
            outcome.captures = CaptureList(matcher.captures, count: matcher.captureCount)
            return true
        }
        let end = matcher.segments.count
        if schemeRoot >= 0, attempt(schemeRoot, from: start, to: end, fallingBack: false) { return outcome }
        if schemelessRoot >= 0, attempt(schemelessRoot, from: schemelessStart, to: end, fallingBack: false) { return outcome }
        guard fallback else { return outcome }
        // Ever shorter prefixes: `limit` is the first segment left out.
        var limit = end
        while limit > 0 {
            limit -= 1
            if schemeRoot >= 0, attempt(schemeRoot, from: start, to: limit, fallingBack: true) { return outcome }
            if schemelessRoot >= 0, limit >= schemelessStart,
               attempt(schemelessRoot, from: schemelessStart, to: limit, fallingBack: true) {
                return outcome
            }
        }
        return outcome
    }
}
