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
        let outcome = try lookUp(url, fallback: fallback, collectingEvery: false)
        guard outcome.route >= 0 else { return nil }
        return RouteMatch(
            url: url, table: self, captures: outcome.captures, routeIndex: outcome.route,
            remainderOffset: outcome.remainderOffset, fellBack: fallback)
    }

    /// The same for a URL still to be read with the table's options.
    ///
    /// - Throws: ``RouteError/Code/invalidURL`` or ``RouteError/Code/limitExceeded`` for a
    ///   malformed URL, and what ``match(_:fallback:)-(RouteURL,_)`` throws.
    func match(_ string: String, fallback: Bool) throws(RouteError) -> RouteMatch? {
        try match(RouteURL(string, options: options.parsing), fallback: fallback)
    }

    /// Every capture of `match`, found again by the lookup that made it (a match keeps four;
    /// see ``CaptureList``). The table and the URL are the same, so the lookup is too, unless a
    /// custom converter answers otherwise the second time: then the captures it no longer finds
    /// are empty.
    func captures(of match: RouteMatch) -> [CaptureRef] {
        let outcome = try? lookUp(match.url, fallback: match.fellBack, collectingEvery: true)
        let count = Int(match.captures.count)
        guard let outcome, outcome.route == match.routeIndex, outcome.every.count == count else {
            return (0..<count).map { $0 < CaptureList.inlineCapacity ? match.captures[$0] : CaptureRef() }
        }
        return outcome.every
    }

    /// What a lookup found.
    private struct Outcome {
        var route: Int32 = -1
        /// Where the leftover segments start; `-1` for none, `-2` for `""`.
        var remainderOffset: Int32 = -1
        var captures = CaptureList()
        /// Every capture, when asked for.
        var every: [CaptureRef] = []
    }

    private func lookUp(_ url: RouteURL, fallback: Bool, collectingEvery: Bool) throws(RouteError) -> Outcome {
        let offsets = url.offsets
        let (outcome, exceededLimit) = url.string.withUTF8Bytes { bytes in
            LentBuffer<CaptureRef>.withWorkingMemory(count: max(maxCaptures, 1), initialValue: CaptureRef()) { captures in
                var matcher = Matcher(table: self, url: offsets, bytes: bytes, captures: captures)
                let outcome = find(with: &matcher, fallback: fallback, collectingEvery: collectingEvery)
                return (outcome, matcher.exceededLimit)
            }
        }
        if exceededLimit {
            throw RouteError(
                .limitExceeded,
                "matching this URL needs more than \(Matcher.customCheckBudget) custom converter checks (the limit)")
        }
        return outcome
    }

    /// The scheme's routes, then the scheme-less ones, over the whole path; then, falling back,
    /// over ever shorter prefixes of it, the scheme's routes first at each length.
    private func find(with matcher: inout Matcher, fallback: Bool, collectingEvery: Bool) -> Outcome {
        let url = matcher.url
        let schemeRoot = matcher.schemeRoot()
        let start = url.firstSegmentStart
        // A universal link on a web host reaches the scheme-less routes by its path alone.
        let schemelessStart = matcher.isOnWebHost() ? Int(url.pathStart) : start
        var outcome = Outcome()
        func attempt(_ root: Int32, from start: Int, to limit: Int, fallingBack: Bool) -> Bool {
            matcher.captureCount = 0
            guard !matcher.exceededLimit, let (route, remainder) = matcher.find(root, from: start, before: limit) else {
                return matcher.exceededLimit
            }
            outcome.route = route
            outcome.remainderOffset = Int32(fallingBack ? limit : remainder)
            outcome.captures = CaptureList(matcher.captures, count: matcher.captureCount)
            if collectingEvery { outcome.every = Array(matcher.captures.prefix(matcher.captureCount)) }
            return true
        }
        let end = Int(url.pathEnd)
        if schemeRoot >= 0, attempt(schemeRoot, from: start, to: end, fallingBack: false) { return outcome }
        if attempt(Trie.schemelessRoot, from: schemelessStart, to: end, fallingBack: false) { return outcome }
        guard fallback else { return outcome }
        var limit = end
        while let previous = matcher.segmentStart(before: limit) {
            limit = previous
            if schemeRoot >= 0, attempt(schemeRoot, from: start, to: limit, fallingBack: true) { return outcome }
            if limit >= schemelessStart, attempt(Trie.schemelessRoot, from: schemelessStart, to: limit, fallingBack: true) {
                return outcome
            }
        }
        return outcome
    }
}
