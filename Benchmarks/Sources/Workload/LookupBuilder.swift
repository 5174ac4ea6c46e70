/// Writes lookup URLs for a route table, with the answer each router must give.
struct LookupBuilder {
    let routes: [WorkloadRoute]
    let moduleCount: Int

    /// The query a third of the URLs carry.
    static let query = [QueryPair(name: "ref", value: "push"), QueryPair(name: "tab", value: "2")]

    /// A URL that reaches a random route, with random values for its captures and `**`.
    func hit(withQuery: Bool, using generator: inout SeededGenerator) -> Lookup {
        let route = routes[Int.random(in: 0..<routes.count, using: &generator)]
        return write(route, withQuery: withQuery, using: &generator)
    }

    /// A URL that reaches no route: half of them name a module that does not exist, half have a
    /// wrong literal deep in an otherwise valid path.
    func miss(withQuery: Bool, using generator: inout SeededGenerator) -> Lookup {
        let module = Int.random(in: 0..<moduleCount, using: &generator)
        if Bool.random(using: &generator) {
            let route = routes[module * 10 + Int.random(in: 0..<10, using: &generator)]
            let unknown = "m\(moduleCount + Int.random(in: 0..<1_000, using: &generator))"
            return write(route, replacingSegment: 0, with: unknown, withQuery: withQuery, using: &generator)
        }
        // The deepest literal of a route with one past the module's first word:
        // route 1 `settings/privacy/data`, 4 `user/{id}/posts/:post`,
        // 5 `order/:order/item/{item}`, 6 `…/item/{item}/review/:review`.
        let (shape, position) = [(1, 3), (4, 3), (5, 3), (6, 5)][Int.random(in: 0..<4, using: &generator)]
        let route = routes[module * 10 + shape]
        guard case .literal(let word) = route.segments[position] else {
            fatalError("workload: segment \(position) of \(route.junctionPattern) is not a literal")
        }
        return write(route, replacingSegment: position, with: word + "zz", withQuery: withQuery, using: &generator)
    }

    /// Writes a URL for `route`; with `replacingSegment`, one literal is replaced so the URL
    /// reaches no route.
    private func write(
        _ route: WorkloadRoute, replacingSegment replaced: Int? = nil, with replacement: String = "",
        withQuery: Bool, using generator: inout SeededGenerator
    ) -> Lookup {
        var segments: [String] = []
        var captures: [String: String] = [:]
        var remainder: String?
        for (position, segment) in route.segments.enumerated() {
            switch segment {
            case .literal(let text):
                segments.append(position == replaced ? replacement : text)
            case .capture(let name, let integer):
                let value = integer ? String(Int.random(in: 1...99_999, using: &generator)) : generator.token()
                segments.append(value)
                captures[name] = value
            case .remainder:
                let taken = (0..<Int.random(in: 1...3, using: &generator)).map { _ in generator.token() }
                segments += taken
                remainder = taken.joined(separator: "/")
            }
        }
        var url = Workload.scheme + "://" + segments.joined(separator: "/")
        if withQuery {
            url += "?" + Self.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        }
        let isHit = replaced == nil
        return Lookup(
            url: url,
            segments: segments,
            expectedRoute: isHit ? route.index : nil,
            expectedCaptures: isHit ? captures : [:],
            expectedRemainder: isHit ? remainder : nil,
            expectedQuery: withQuery ? Self.query : [],
            probeName: isHit ? (route.captureNames.first ?? (withQuery ? Self.query[0].name : nil)) : nil
        )
    }
}
