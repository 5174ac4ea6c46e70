// Counts the heap allocations of each URL on its own, for `Benchmarks/run`: the benchmarks give
// averages over 1,000 URLs, this gives the maximum for any one URL and the URL that reached it.
//
//     AllocationCounts [ROUTES...]        (default: 10 100 1000 10000)
//
// For both workloads and each table size it prints one tab-separated line per operation:
//
//     workload  N  operation  URLs  average  maximum  URL-at-the-maximum
//
// Each workload's first line is its `summary`, as `workload  N  summary  TEXT`.
//
// Operations: `parameters` (`try router.match(url)?.parameters[name]` over the hits, as the
// "resolve parameters" benchmark), and a miss on each path: `match`, `canOpen`,
// `openSynchronously` and `open` over the misses. Each URL is counted once, after a pass over
// the whole list that warms every cache. Every router's answers are checked first.
//
// The counts come from the malloc interposer package-benchmark uses; it must be loaded before
// `main` (`LD_PRELOAD=…/libMallocInterposerSwift.so` on Linux, as `Benchmarks/run` does).

import Foundation
import Junction
import MallocInterposerSwift
import Workload

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never)
func keep<Value>(_ value: Value) {
    withExtendedLifetime(value) {}
}

/// The allocations `body` makes.
func allocations(_ body: () throws -> Void) rethrows -> Int {
    let before = MallocInterposerSwift.getStatistics().mallocCount
    try body()
    return MallocInterposerSwift.getStatistics().mallocCount - before
}

/// The allocations `body` makes, for an asynchronous body.
func allocations(_ body: () async throws -> Void) async rethrows -> Int {
    let before = MallocInterposerSwift.getStatistics().mallocCount
    try await body()
    return MallocInterposerSwift.getStatistics().mallocCount - before
}

/// Counts for one operation over one list: the average, the maximum and the URL at it.
struct Tally {
    var total = 0
    var count = 0
    var maximum = -1
    var maximumURL = ""

    mutating func add(_ allocations: Int, _ url: String) {
        total += allocations
        count += 1
        if allocations > maximum {
            maximum = allocations
            maximumURL = url
        }
    }

    func line(_ kind: Workload.Kind, _ routeCount: Int, _ operation: String) -> String {
        let average = String(format: "%.3f", Double(total) / Double(max(count, 1)))
        return [kind.rawValue, String(routeCount), operation, String(count), average, String(maximum), maximumURL]
            .joined(separator: "\t")
    }
}

func measure(_ kind: Workload.Kind, routeCount: Int) async {
    let workload = Workload(kind, routeCount: routeCount)
    print([kind.rawValue, String(routeCount), "summary", workload.summary].joined(separator: "\t"))
    let router = Routers.junction(workload)
    Validation.check(router, workload, workload.hits)
    Validation.check(router, workload, workload.misses)
    let hits = workload.hits.map { (url: $0.url, probe: $0.probeName ?? "ref") }
    let misses = workload.misses.map(\.url)

    let parameters = { (hit: (url: String, probe: String)) in keep(try? router.match(hit.url)?.parameters[hit.probe]) }
    let synchronousMisses: [(String, (String) -> Void)] = [
        ("match", { url in keep(try? router.match(url)) }),
        ("canOpen", { url in keep(router.canOpen(url)) }),
        ("openSynchronously", { url in keep(try? router.openSynchronously(url)) }),
    ]

    var tally = Tally()
    hits.forEach(parameters)
    for hit in hits { tally.add(allocations { parameters(hit) }, hit.url) }
    print(tally.line(kind, routeCount, "parameters"))

    for (name, operation) in synchronousMisses {
        var tally = Tally()
        misses.forEach(operation)
        for url in misses { tally.add(allocations { operation(url) }, url) }
        print(tally.line(kind, routeCount, "\(name) miss"))
    }

    tally = Tally()
    for url in misses { keep(try? await router.open(url)) }
    for url in misses { tally.add(await allocations { keep(try? await router.open(url)) }, url) }
    print(tally.line(kind, routeCount, "open miss"))
}

MallocInterposerSwift.initialize()
MallocInterposerSwift.hook()
// The interposer must see this array's allocation, or it is not loaded.
guard allocations({ keep([Int](repeating: 7, count: 1_000)) }) > 0 else {
    print("error: allocations are not counted; load the malloc interposer with LD_PRELOAD")
    exit(3)
}
let sizes = CommandLine.arguments.dropFirst().compactMap { Int($0) }
for kind in Workload.Kind.allCases {
    for routeCount in sizes.isEmpty ? Workload.sizes : sizes {
        await measure(kind, routeCount: routeCount)
    }
}
