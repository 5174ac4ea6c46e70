import Junction
import RoutingKit

/// Checks each router's answer for every lookup before anything is timed: a router that gives
/// another route, other captured values or another remainder stops the benchmark run, naming
/// the URL. A benchmark of wrong answers measures nothing.
///
/// Junction must give each capture decoded, `**`'s remainder as written and the query decoded.
/// routing-kit must give the same route, its captures decoded (a mixed segment as one value),
/// and its catchall's segments decoded.
public enum Validation {
    /// Checks a Junction router's `match` for every lookup.
    public static func check(_ router: Junction.Router, _ workload: Workload, _ lookups: [Lookup]) {
        precondition(lookups.count == Workload.lookupCount, "a lookup list must hold \(Workload.lookupCount) URLs")
        for lookup in lookups {
            let found: RouteMatch?
            do {
                found = try router.match(lookup.url)
            } catch {
                fail("Junction", lookup, "threw \(error)")
            }
            guard let expected = lookup.expectedRoute else {
                if let found { fail("Junction", lookup, "expected no route, got \(found.pattern.text)") }
                continue
            }
            guard let found else { fail("Junction", lookup, "expected \(workload.routes[expected].junctionPattern), got no route") }
            let pattern = workload.routes[expected].junctionPattern
            if found.pattern.text != pattern {
                fail("Junction", lookup, "expected \(pattern), got \(found.pattern.text)")
            }
            if found.parameters.path != lookup.expectedCaptures {
                fail("Junction", lookup, "expected captures \(lookup.expectedCaptures), got \(found.parameters.path)")
            }
            if found.remainder != lookup.expectedRemainder {
                fail("Junction", lookup, "expected remainder \(lookup.expectedRemainder ?? "nil"), got \(found.remainder ?? "nil")")
            }
            let query = found.parameters.query.map { QueryPair(name: $0.name, value: $0.value) }
            if query != lookup.expectedQuery {
                fail("Junction", lookup, "expected query \(lookup.expectedQuery), got \(query)")
            }
            if let probe = lookup.probeName, found.parameters[probe] == nil {
                fail("Junction", lookup, "parameter \(probe) is missing")
            }
        }
    }

    /// Checks a routing-kit router for every lookup, reading each URL as the benchmark does.
    public static func check(_ router: TrieRouter<Int>, _ workload: Workload, _ lookups: [Lookup]) {
        precondition(lookups.count == Workload.lookupCount, "a lookup list must hold \(Workload.lookupCount) URLs")
        for lookup in lookups {
            let segments = routingKitSegments(lookup.url)
            if segments != lookup.segments {
                fail("routing-kit", lookup, "split into \(segments), expected \(lookup.segments)")
            }
            var parameters = Parameters(Routers.routingKitLogger)
            let found = router.route(path: segments, parameters: &parameters)
            if found != lookup.expectedRoute {
                let name = { (index: Int?) in index.map { workload.routes[$0].junctionPattern } ?? "no route" }
                fail("routing-kit", lookup, "expected \(name(lookup.expectedRoute)), got \(name(found))")
            }
            guard lookup.isHit else { continue }
            var captures: [String: String] = [:]
            for name in parameters.allNames { captures[name] = parameters.get(name) }
            // A mixed segment is one capture for routing-kit: it must give the whole segment.
            if captures != lookup.peerCaptures {
                fail("routing-kit", lookup, "expected captures \(lookup.peerCaptures), got \(captures)")
            }
            let remainder = parameters.getCatchall()
            if remainder != lookup.peerRemainder {
                fail("routing-kit", lookup, "expected remainder \(lookup.peerRemainder), got \(remainder)")
            }
        }
    }

    private static func fail(_ router: String, _ lookup: Lookup, _ message: String) -> Never {
        fatalError("workload check failed: \(router) on \(lookup.url): \(message)")
    }
}
