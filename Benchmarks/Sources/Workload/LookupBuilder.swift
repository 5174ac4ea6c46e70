/// Writes lookup URLs for a route table, with the answer each router must give.
struct LookupBuilder {
    let kind: Workload.Kind
    let routes: [WorkloadRoute]
    let moduleCount: Int

    /// How a miss is made from a route's URL: its raw segments are changed so that no route,
    /// in any router, takes them.
    enum Change {
        /// The segment at `position` (a literal) is replaced.
        case replace(position: Int, with: String)
        /// The last segment is dropped: the URL stops at a node no route ends at.
        case dropLast
        /// One more segment is added after the route's last.
        case append(String)
    }

    /// A URL that reaches a random route, with random values for its captures and `**`.
    func hit(withQuery: Bool, using generator: inout SeededGenerator) -> Lookup {
        let route = routes[Int.random(in: 0..<routes.count, using: &generator)]
        return write(route, withQuery: withQuery, using: &generator)
    }

    /// A URL that reaches no route.
    func miss(withQuery: Bool, using generator: inout SeededGenerator) -> Lookup {
        switch kind {
        case .short: shortMiss(withQuery: withQuery, using: &generator)
        case .long: longMiss(withQuery: withQuery, using: &generator)
        }
    }

    /// Half of the misses name a module that does not exist, half have a wrong literal deep in
    /// an otherwise valid path.
    private func shortMiss(withQuery: Bool, using generator: inout SeededGenerator) -> Lookup {
        let module = Int.random(in: 0..<moduleCount, using: &generator)
        if Bool.random(using: &generator) {
            let route = routes[module * 10 + Int.random(in: 0..<10, using: &generator)]
            let unknown = "m\(moduleCount + Int.random(in: 0..<1_000, using: &generator))"
            return write(route, withQuery: withQuery, change: .replace(position: 0, with: unknown), using: &generator)
        }
        // The deepest literal of a route with one past the module's first word:
        // route 1 `settings/privacy/data`, 4 `user/{id}/posts/:post`,
        // 5 `order/:order/item/{item}`, 6 `…/item/{item}/review/:review`.
        let (shape, position) = [(1, 3), (4, 3), (5, 3), (6, 5)][Int.random(in: 0..<4, using: &generator)]
        let route = routes[module * 10 + shape]
        guard case .literal(let word) = route.segments[position] else {
            fatalError("workload: segment \(position) of \(route.junctionPattern) is not a literal")
        }
        return write(route, withQuery: withQuery, change: .replace(position: position, with: word + "zz"), using: &generator)
    }

    /// Misses that share long prefixes with real routes: the deepest literal with its last
    /// letter changed (3 in 8), the URL cut one segment short (2 in 8), one segment too many
    /// (2 in 8), and an unknown module (1 in 8). Routes ending in `**` take any cut or added
    /// segment, so they only get a changed literal.
    private func longMiss(withQuery: Bool, using generator: inout SeededGenerator) -> Lookup {
        let route = routes[Int.random(in: 0..<routes.count, using: &generator)]
        var draw = Int.random(in: 0..<8, using: &generator)
        if route.hasRemainder, (3...6).contains(draw) { draw = 0 }
        let change: Change
        switch draw {
        case 0...2:
            guard let position = route.segments.lastIndex(where: { if case .literal = $0 { true } else { false } }),
                position > 0, case .literal(let word) = route.segments[position]
            else { fatalError("workload: \(route.junctionPattern) has no literal past its module") }
            change = .replace(position: position, with: String(word.dropLast()) + (word.last == "q" ? "x" : "q"))
        case 3, 4: change = .dropLast
        case 5, 6: change = .append(generator.token())
        default: change = .replace(position: 0, with: "m\(moduleCount + Int.random(in: 0..<1_000, using: &generator))")
        }
        return write(route, withQuery: withQuery, change: change, using: &generator)
    }

    /// Writes a URL for `route`; with a `change`, one that reaches no route.
    private func write(
        _ route: WorkloadRoute, withQuery: Bool, change: Change? = nil, using generator: inout SeededGenerator
    ) -> Lookup {
        var attempts = 0
        while true {
            var path = WrittenPath()
            for segment in route.segments {
                path.add(segment, kind: kind, using: &generator)
            }
            switch change {
            case .replace(let position, let text)?: path.segments[position] = text
            case .dropLast?: path.segments.removeLast()
            case .append(let text)?: path.segments.append(text)
            case nil: break
            }
            var url = Workload.scheme + "://" + path.segments.joined(separator: "/")
            var query: [QueryPair] = []
            switch kind {
            case .short:
                if withQuery {
                    query = Self.shortQuery
                    url += "?" + query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
                }
            case .long:
                // Every long URL is 60–120 bytes: a path shorter than 60 always carries a query.
                if withQuery || url.utf8.count < Workload.longURLLength.lowerBound {
                    query = Self.appendLongQuery(to: &url, using: &generator)
                }
                guard Workload.longURLLength.contains(url.utf8.count) else {
                    attempts += 1
                    precondition(attempts < 1_000, "workload: no URL of 60–120 bytes for \(route.junctionPattern)")
                    continue
                }
            }
            let isHit = change == nil
            return Lookup(
                url: url,
                segments: path.segments,
                expectedRoute: isHit ? route.index : nil,
                expectedCaptures: isHit ? path.captures : [:],
                peerCaptures: isHit ? path.peerCaptures : [:],
                expectedRemainder: isHit ? path.remainder.map { $0.joined(separator: "/") } : nil,
                peerRemainder: isHit ? path.decodedRemainder : [],
                expectedQuery: query,
                probeName: isHit ? (route.captureNames.first ?? query.first?.name) : nil
            )
        }
    }

    /// The query a third of the short URLs carry.
    static let shortQuery = [QueryPair(name: "ref", value: "push"), QueryPair(name: "tab", value: "2")]

    /// Appends a query of 2–5 items with distinct names (fewer when the URL would pass 120
    /// bytes), some values percent-encoded; returns the items, decoded.
    static func appendLongQuery(to url: inout String, using generator: inout SeededGenerator) -> [QueryPair] {
        let names = generator.sample(Int.random(in: 2...5, using: &generator), from: Workload.queryNames)
        var items: [QueryPair] = []
        for name in names {
            let value = Workload.longValue(using: &generator)
            let item = "\(name)=\(value.raw)"
            guard url.utf8.count + 1 + item.utf8.count <= Workload.longURLLength.upperBound else { break }
            url += (items.isEmpty ? "?" : "&") + item
            items.append(QueryPair(name: name, value: value.decoded))
        }
        return items
    }
}

/// The path of a URL being written, and what each router must read from it.
struct WrittenPath {
    /// The segments as written in the URL (percent-encoded where needed).
    var segments: [String] = []
    /// Junction's captures, decoded.
    var captures: [String: String] = [:]
    /// routing-kit's captures, decoded: a mixed segment is one value.
    var peerCaptures: [String: String] = [:]
    /// The segments `**` took, as written; `nil` when the route has no `**`.
    var remainder: [String]?
    /// The same, decoded.
    var decodedRemainder: [String] = []

    /// Writes `segment` with values drawn for its captures.
    mutating func add(_ segment: RouteSegment, kind: Workload.Kind, using generator: inout SeededGenerator) {
        switch segment {
        case .literal(let text):
            segments.append(text)
        case .capture(let name, let integer):
            let value = Workload.captureValue(kind, integer: integer, using: &generator)
            segments.append(value.raw)
            captures[name] = value.decoded
            peerCaptures[name] = value.decoded
        case .mixed(let parts):
            var raw = ""
            var decoded = ""
            for part in parts {
                switch part {
                case .text(let text):
                    raw += text
                    decoded += text
                case .capture(let name, let integer):
                    let value = Workload.mixedValue(integer: integer, using: &generator)
                    raw += value.raw
                    decoded += value.decoded
                    captures[name] = value.decoded
                }
            }
            segments.append(raw)
            peerCaptures[WorkloadRoute.peerCaptureName(parts)] = decoded
        case .remainder:
            let taken = Workload.remainderValues(kind, using: &generator)
            segments += taken.map(\.raw)
            remainder = taken.map(\.raw)
            decodedRemainder = taken.map(\.decoded)
        }
    }
}
