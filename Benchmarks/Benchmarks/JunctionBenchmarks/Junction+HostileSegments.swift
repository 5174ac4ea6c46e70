import Benchmark
import Junction

/// Links an attacker could send against mixed segments (`{a}-{b}-{c}.html`): segments of
/// 100 B, 1 KB and 4 KB made of the separator, which every capture could end at, against
/// patterns with 1 to 4 captures, both reaching the route and missing it. One iteration is one
/// lookup. routing-kit has no mixed segments, so there is no peer figure.
func registerHostileSegments() {
    for size in HostileSegment.sizes {
        for captures in 1...4 {
            for matching in [true, false] {
                let segment = HostileSegment(size: size, captures: captures, matching: matching)
                Benchmark(segment.benchmarkName, configuration: Configurations.hostileSegment(targets: segment.targets)) { benchmark, state in
                    // No `ThreadClock`: reading it costs about a microsecond here, as much as a
                    // lookup of 100 B; these benchmarks are read on the wall clock.
                    for _ in benchmark.scaledIterations {
                        blackHole(try state.router.match(state.url))
                    }
                } setup: {
                    try segment.state()
                }
            }
        }
    }
}

/// One hostile segment benchmark: its route, its URL, and the check of its answer.
struct HostileSegment: Sendable {
    static let sizes = [100, 1_024, 4_096]

    let size: Int
    let captures: Int
    let matching: Bool

    var benchmarkName: String {
        let label = size >= 1_024 ? "\(size / 1_024) KB" : "\(size) B"
        return "Junction hostile segment \(label), \(captures) captures, \(matching ? "matching" : "missing")"
    }

    /// The 4 KB cases have a 50 µs target.
    var targets: Set<BenchmarkMetric> { size == 4_096 ? [.wallClock] : [] }

    /// `/h/{c0}-{c1}-…{cK}.html`.
    var pattern: String { "/h/" + (0..<captures).map { "{c\($0)}" }.joined(separator: "-") + ".html" }

    /// A segment of `size` bytes: dashes, ending in `.html` (and starting with a letter) when it
    /// should match.
    var url: String {
        guard matching else { return "/h/" + String(repeating: "-", count: size) }
        return "/h/a" + String(repeating: "-", count: size - 6) + "b.html"
    }

    struct State: Sendable {
        let router: Router
        let url: String
    }

    /// A router with the pattern (and limits that let a 4 KB segment in), checked against the URL.
    func state() throws -> State {
        let limits = URLLimits(maxURLLength: 8_192, maxSegmentLength: 8_192)
        let router = Router(options: RouterOptions(parsing: URLParsingOptions(limits: limits)))
        try router.register(pattern) { _ in }
        let found = try router.match(url)
        guard (found != nil) == matching else { fatalError("\(benchmarkName): wrong answer for \(url.prefix(40))…") }
        if let found, captures > 1 {
            // Shortest first: every capture but the last takes one character.
            guard found.parameters["c0"] == "a", found.parameters["c1"] == (captures == 2 ? String(url.dropFirst(5).dropLast(5)) : "-")
            else { fatalError("\(benchmarkName): wrong captures") }
        }
        return State(router: router, url: url)
    }
}
