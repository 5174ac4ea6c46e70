@testable import Junction
import JunctionSupport
import Testing

/// Lookups read the latest frozen table, published under a lock, while one task adds routes and
/// freezes after each add: a table's arrays are its own, never written after it is made. Run
/// under ThreadSanitizer: `swift test --sanitize=thread --filter RouteTableConcurrencyTests`.
struct RouteTableConcurrencyTests {
    static let routeCount = 400

    /// Route `i`'s pattern and a URL only it matches, with its capture count.
    static func route(_ index: Int) -> (pattern: String, url: String, captures: Int) {
        switch index % 4 {
        case 0: ("/r\(index)/item/{id:int}", "/r\(index)/item/5", 1)
        case 1: ("app://h\(index)/:name", "app://h\(index)/zz", 1)
        case 2: ("/m\(index)/{a}-{b}.json", "/m\(index)/x-y.json", 2)
        default: ("web://w\(index)/files/**", "web://w\(index)/files/a/b", 0)
        }
    }

    @Test func lookupsStayExactWhileAWriterAddsAndFreezes() async throws {
        let options = RouterOptions(caseInsensitive: true)
        var empty = RouteTableBuilder(options: options)
        let latest = Locked(empty.build())
        let writing = Locked(true)
        let looked = Locked(0)
        let patterns = try (0..<Self.routeCount).map { try RoutePattern(Self.route($0).pattern) }
        let (mismatches, lookups) = await withTaskGroup(of: (mismatches: Int, lookups: Int).self) { group in
            group.addTask {
                var builder = RouteTableBuilder(options: options)
                let clock = ContinuousClock()
                // At least 3 seconds and until the readers looked up 2,000 URLs (a loaded machine may
                // run them late), at most 120 seconds.
                let start = clock.now
                var rounds = 0
                while clock.now < start + .seconds(120),
                      clock.now < start + .seconds(3) || looked.withLock({ $0 }) < 2_000 || rounds == 0 {
                    for (index, pattern) in patterns.enumerated() {
                        try? builder.add(pattern, id: index)
                        let table = builder.build()
                        latest.withLock { $0 = table }
                    }
                    builder.removeAll()
                    rounds += 1
                    await Task.yield()
                }
                writing.withLock { $0 = false }
                return (0, 0)
            }
            for reader in 0..<3 {
                group.addTask {
                    var generator = SeededGenerator(seed: UInt64(reader))
                    var mismatches = 0
                    var lookups = 0
                    while writing.withLock({ $0 }) {
                        lookups += 1
                        if lookups.isMultiple(of: 100) {
                            looked.withLock { $0 += 100 }
                            await Task.yield()
                        }
                        let table = latest.withLock { $0 }
                        let index = Int.random(in: 0..<Self.routeCount, using: &generator)
                        let (_, url, captures) = Self.route(index)
                        let match = try? table.match(url, fallback: false)
                        let expected = index < table.routes.count ? Int32(index) : nil
                        if match?.routeIndex != expected || (match.map { Int($0.captures.count) } ?? captures) != captures {
                            mismatches += 1
                        }
                    }
                    return (mismatches, lookups)
                }
            }
            return await group.reduce((0, 0)) { ($0.0 + $1.mismatches, $0.1 + $1.lookups) }
        }
        #expect(mismatches == 0)
        #expect(lookups > 1_000)
    }
}
