@testable import Junction
import JunctionLocking
import Testing

/// A commit that changes routes publishes no snapshot: the first lookup after it freezes the
/// table once, however many commits came before; other commits reuse the table they find.
struct LazyFreezeTests {
    @Test func registrationsAreFrozenOnceByTheNextLookup() throws {
        let router = Router()
        let first = router.snapshot()
        for index in 0..<50 { try router.register("app://m\(index)/item/{id:int}") { _ in } }
        #expect(router.published.value == nil)
        let frozen = router.snapshot()
        #expect(frozen !== first)
        #expect(frozen.table.routes.count == 50)
        #expect(router.snapshot() === frozen)
        #expect(try router.match("app://m49/item/7")?.parameters["id"] == "7")
        #expect(router.snapshot() === frozen)
    }

    @Test func aCommitOfNoRoutesReusesTheFrozenTable() throws {
        let router = Router()
        try router.register("app://a/:x") { _ in }
        let frozen = router.snapshot()
        try router.addInterceptor(name: "gate") { interception, next in try await next(interception.request) }
        let next = try #require(router.published.value)
        #expect(next !== frozen)
        #expect(next.table === frozen.table)
        #expect(next.interceptors.count == 1)
    }

    @Test func aRefusedCommitLeavesTheSnapshotAsItWas() throws {
        let router = Router()
        try router.register("app://a/:x") { _ in }
        let frozen = router.snapshot()
        let collection = RouteCollection("clash")
        try collection.register("app://b") { _ in }
        try collection.register("app://a/{y}") { _ in }
        #expect(throws: RouteError.self) { try router.add(collection) }
        // Nothing changed: the table stands as it was, frozen once.
        #expect(router.published.value?.table === frozen.table)
        #expect(try router.match("app://b") == nil)
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

    /// Many readers freeze while a writer registers one route at a time: each lookup finds every
    /// route registered before it started, and the routes' tables are frozen at most once each.
    /// Run under ThreadSanitizer too: `swift test --sanitize=thread --filter LazyFreezeTests`.
    @Test func readersFreezeSafelyWhileAWriterRegisters() async throws {
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
