@testable import Junction
import JunctionSupport
import Testing

/// Each commit builds and publishes its snapshot before it returns; a lookup only reads it.
/// Commits that change no route reuse the table they find.
struct CommitSnapshotTests {
    @Test func eachCommitPublishesASnapshotThatLookupsOnlyRead() throws {
        let router = Router()
        let empty = router.snapshot()
        #expect(empty.table.routes.isEmpty)
        try router.register("app://m0/item/{id:int}") { _ in }
        let first = router.snapshot()
        #expect(first !== empty)
        #expect(first.table.routes.map(\.pattern.text) == ["app://m0/item/{id:int}"])
        // A lookup builds nothing: the snapshot it reads is the one the commit published.
        #expect(try router.match("app://m0/item/7")?.parameters["id"] == "7")
        #expect(router.snapshot() === first)
        try router.register("app://m1/item/{id:int}") { _ in }
        let second = router.snapshot()
        #expect(second !== first)
        #expect(second.table.routes.count == 2)
        // The earlier snapshot is immutable: an open that holds it still sees one route.
        #expect(first.table.routes.count == 1)
        #expect(try first.table.match("app://m1/item/7", fallback: false) == nil)
    }

    @Test func aCommitOfNoRoutesReusesTheTable() throws {
        let router = Router()
        try router.register("app://a/:x") { _ in }
        let before = router.snapshot()
        try router.addInterceptor(name: "gate") { interception, next in try await next(interception.request) }
        let after = router.snapshot()
        #expect(after !== before)
        #expect(after.table === before.table)
        #expect(after.interceptors.map(\.name) == ["gate"])
        #expect(before.interceptors.isEmpty)
    }

    @Test func aRefusedCommitLeavesTheSnapshotAsItWas() throws {
        let router = Router()
        try router.register("app://a/:x") { _ in }
        let before = router.snapshot()
        let collection = RouteCollection("clash")
        try collection.register("app://b") { _ in }
        try collection.register("app://a/{y}") { _ in }
        #expect(throws: RouteError.self) { try router.add(collection) }
        #expect(router.snapshot() === before)
        #expect(try router.match("app://b") == nil)
        // The builder was taken back too: the next commit builds a table without the refused routes.
        try router.register("app://c") { _ in }
        #expect(router.snapshot().table.routes.map(\.pattern.text) == ["app://a/:x", "app://c"])
    }

    /// Registrations and lookups interleaved: each lookup sees every route registered before it.
    @Test func aLookupAfterARegistrationSeesIt() throws {
        let router = Router()
        for index in 0..<200 {
            try router.register("/r\(index)/{id:int}") { _ in }
            #expect(try router.match("/r\(index)/1")?.pattern.text == "/r\(index)/{id:int}")
        }
        #expect(router.snapshot().table.routes.count == 200)
    }

    /// Many readers look up while a writer registers one route at a time: each lookup finds
    /// every route registered before it started. Run under ThreadSanitizer too:
    /// `swift test --sanitize=thread --filter CommitSnapshotTests`.
    @Test func readersLookUpSafelyWhileAWriterRegisters() async throws {
        let router = Router()
        let routeCount = 300
        let registered = Locked(0)
        let mismatches = await withTaskGroup(of: Int.self) { group in
            group.addTask {
                for index in 0..<routeCount {
                    _ = try? router.register("app://w\(index)/:id") { _ in index }
                    registered.withLock { $0 = index + 1 }
                    if index.isMultiple(of: 16) { await Task.yield() }
                }
                return 0
            }
            for reader in 0..<3 {
                group.addTask {
                    var mismatches = 0
                    var generator = SeededGenerator(seed: UInt64(reader))
                    while registered.withLock({ $0 }) < routeCount {
                        let known = registered.withLock { $0 }
                        guard known > 0 else { await Task.yield(); continue }
                        let index = Int.random(in: 0..<known, using: &generator)
                        if (try? router.match("app://w\(index)/x"))?.pattern.text != "app://w\(index)/:id" { mismatches += 1 }
                        if Int.random(in: 0..<8, using: &generator) == 0 { await Task.yield() }
                    }
                    return mismatches
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
        #expect(router.snapshot().table.routes.count == routeCount)
    }
}
