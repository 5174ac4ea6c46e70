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
        return RouteMatch(
            url: url, route: routes[Int(outcome.route)], routeIndex: outcome.route, captures: outcome.captures,
            remainderOffset: outcome.remainderOffset)
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
        // A universal link on a web host reaches the scheme-less routes by its path alone: from
        // the segment after the authority.
        let schemelessStart = matcher.isOnWebHost() ? 1 : 0
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
        if attempt(Trie.schemelessRoot, from: schemelessStart, to: end, fallingBack: false) { return outcome }
        guard fallback else { return outcome }
        // Ever shorter prefixes: `limit` is the first segment left out.
        var limit = end
        while limit > 0 {
            limit -= 1
            if schemeRoot >= 0, attempt(schemeRoot, from: start, to: limit, fallingBack: true) { return outcome }
            if limit >= schemelessStart, attempt(Trie.schemelessRoot, from: schemelessStart, to: limit, fallingBack: true) {
                return outcome
            }
        }
        return outcome
    }
}
