// Runs one scenario a given number of times, for `Benchmarks/instructions`, which counts the
// instructions of a run under callgrind with the scenario repeated R times and with it repeated
// 0 times: the difference over R operations is the instructions of one operation, setup excluded.
//
//     InstructionCounts SCENARIO ROUTES REPEATS [WORKLOAD]
//
// WORKLOAD is `short` (the default) or `long` (see Workload.Kind).
//
// A scenario's answers are checked before anything is repeated, as the benchmarks' setups are.

import Foundation
import Junction
import JunctionRouteMap
import RoutingKit
import Workload

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never)
func keep<Value>(_ value: Value) {
    withExtendedLifetime(value) {}
}

struct Scenario {
    /// What one operation is, for the report.
    let unit: String
    /// Operations per repeat.
    let operations: Int
    /// Runs `repeats` times.
    let run: (_ repeats: Int) throws -> Void
}

func junctionRouter(_ workload: Workload) throws -> Junction.Router {
    let router = Junction.Router()
    let collection = RouteCollection("workload")
    for route in workload.routes {
        try collection.register(route.junctionPattern) { _ in }
    }
    try router.add(collection)
    return router
}

func junctionRouter(_ patterns: [String]) throws -> Junction.Router {
    let router = Junction.Router()
    let collection = RouteCollection("workload")
    for pattern in patterns { try collection.register(pattern) { _ in } }
    try router.add(collection)
    return router
}

func scenario(_ name: String, routeCount: Int, kind: Workload.Kind) throws -> Scenario {
    let workload = Workload(kind, routeCount: routeCount)
    switch name {
    case "match", "match-hits", "match-misses":
        let list = name == "match" ? workload.lookups : name == "match-hits" ? workload.hits : workload.misses
        let router = try junctionRouter(workload)
        Validation.check(router, workload, list)
        let urls = list.map(\.url)
        return Scenario(unit: "lookup", operations: urls.count) { repeats in
            for _ in 0..<repeats {
                for url in urls { keep(try router.match(url)) }
            }
        }
    case "open":
        let router = try junctionRouter(workload)
        Validation.check(router, workload, workload.hits)
        let urls = workload.hits.map(\.url)
        return Scenario(unit: "open", operations: urls.count) { repeats in
            for _ in 0..<repeats {
                for url in urls { keep(try router.openSynchronously(url)) }
            }
        }
    case "parameters":
        // Matching and making the parameters a handler sees (no value read).
        let router = try junctionRouter(workload)
        Validation.check(router, workload, workload.hits)
        let urls = workload.hits.map(\.url)
        return Scenario(unit: "lookup", operations: urls.count) { repeats in
            for _ in 0..<repeats {
                for url in urls { keep(try router.match(url)?.parameters) }
            }
        }
    case "open-miss":
        // Opening URLs no route matches, from synchronous code: each throws `notFound`.
        let router = try junctionRouter(workload)
        Validation.check(router, workload, workload.misses)
        let urls = workload.misses.map(\.url)
        return Scenario(unit: "open", operations: urls.count) { repeats in
            for _ in 0..<repeats {
                for url in urls { keep(try? router.openSynchronously(url)) }
            }
        }
    case "build":
        let patterns = workload.routes.map(\.junctionPattern)
        let probe = workload.hits[0].url
        return Scenario(unit: "route", operations: patterns.count) { repeats in
            for _ in 0..<repeats {
                let router = Junction.Router()
                let collection = RouteCollection("workload")
                for pattern in patterns { try collection.register(pattern) { _ in } }
                try router.add(collection)
                keep(try router.match(probe))
            }
        }
    case "build-one-by-one", "build-interleaved":
        // Every route registered on its own (a commit each), then one lookup; or a lookup after
        // each registration, which freezes the table each time.
        let patterns = workload.routes.map(\.junctionPattern)
        let probe = workload.hits[0].url
        let afterEach = name == "build-interleaved"
        return Scenario(unit: "route", operations: patterns.count) { repeats in
            for _ in 0..<repeats {
                let router = Junction.Router()
                for pattern in patterns {
                    try router.register(pattern) { _ in }
                    if afterEach { keep(try router.match(probe)) }
                }
                keep(try router.match(probe))
            }
        }
    case "memory":
        // Routers of N routes built as in `build`, kept while a block of 1 GiB is allocated
        // and freed, for valgrind's massif (`--peak-inaccuracy=0`): the peak with R repeats less
        // the peak with none, over R, is one router's bytes.
        let patterns = workload.routes.map(\.junctionPattern)
        let probe = workload.hits[0].url
        return Scenario(unit: "route", operations: patterns.count) { repeats in
            var routers: [Junction.Router] = []
            routers.reserveCapacity(repeats)
            for _ in 0..<repeats {
                let router = try junctionRouter(patterns)
                keep(try router.match(probe))
                routers.append(router)
            }
            let peak = UnsafeMutableRawPointer.allocate(byteCount: 1 << 30, alignment: 16)
            keep(peak)
            peak.deallocate()
            keep(routers)
        }
    case "memory-empty":
        // Routers with no route, after one lookup, kept as in `memory`: what a router costs
        // before its first route (`Benchmarks/memory` prints it on a line of its own).
        return Scenario(unit: "router", operations: 1) { repeats in
            var routers: [Junction.Router] = []
            for _ in 0..<repeats {
                let router = Junction.Router()
                keep(try router.match("app://home"))
                routers.append(router)
            }
            let peak = UnsafeMutableRawPointer.allocate(byteCount: 1 << 30, alignment: 16)
            keep(peak)
            peak.deallocate()
            keep(routers)
        }
    case "coldstart-json": return try coldStartScenario(.json, routeCount: routeCount)
    case "coldstart-yaml": return try coldStartScenario(.yaml, routeCount: routeCount)
    case "routing-kit":
        let router = Routers.routingKit(workload)
        Validation.check(router, workload, workload.lookups)
        let urls = workload.lookups.map(\.url)
        return Scenario(unit: "lookup", operations: urls.count) { repeats in
            for _ in 0..<repeats {
                for url in urls {
                    var parameters = Parameters(Routers.routingKitLogger)
                    keep(router.route(path: routingKitSegments(url), parameters: &parameters))
                }
            }
        }
    default:
        throw UsageError(message: "unknown scenario \"\(name)\"; expected match, match-hits, match-misses, open, parameters, open-miss, build, build-one-by-one, build-interleaved, memory, memory-empty, coldstart-json, coldstart-yaml or routing-kit")
    }
}

struct UsageError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 3 || arguments.count == 4, let routeCount = Int(arguments[1]), let repeats = Int(arguments[2]),
    let kind = arguments.count == 4 ? Workload.Kind(rawValue: arguments[3]) : .short
else {
    print("usage: InstructionCounts SCENARIO ROUTES REPEATS [short|long]")
    exit(2)
}
do {
    let chosen = try scenario(arguments[0], routeCount: routeCount, kind: kind)
    try chosen.run(repeats)
    print("\(chosen.operations) \(chosen.unit)s a repeat")
} catch {
    print("error: \(error)")
    exit(1)
}
