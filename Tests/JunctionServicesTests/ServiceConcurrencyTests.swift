import Foundation
import JunctionServices
import Testing

/// The registry from many threads at once. Run these under the thread sanitizer too:
/// `swift test --sanitize=thread --scratch-path .build-tsan --disable-xctest --filter JunctionServicesTests`.
@Suite(.timeLimit(.minutes(1))) struct ServiceConcurrencyTests {
    /// Many tasks ask for a singleton nobody has made yet, at the same time: the factory runs once
    /// and every task gets that one instance.
    @Test func concurrentFirstResolutionOfASingletonMakesOneInstance() async throws {
        for _ in 0..<20 {
            let services = ServiceRegistry()
            let tally = Tally()
            try services.register(Made.self) { _ in
                let serial = tally.next()
                usleep(2_000)  // a slow factory: the other tasks arrive while it runs
                return Made(serial)
            }
            let serials = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<64 {
                    group.addTask { try services.resolve(Made.self).serial }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(serials == Array(repeating: 1, count: 64))
            #expect(tally.value == 1)
        }
    }

    /// The same from threads of their own, more of them than the concurrency pool has, all let
    /// go at once.
    @Test func threadsThatAskAtOnceShareOneSingleton() async throws {
        let services = ServiceRegistry()
        let tally = Tally()
        try services.register(Made.self) { _ in
            let serial = tally.next()
            usleep(5_000)
            return Made(serial)
        }
        let start = DispatchSemaphore(value: 0)
        let threads = 16
        async let serials = withTaskGroup(of: Int?.self) { group in
            for _ in 0..<threads {
                group.addTask { await onNewThread { start.wait(); return try? services.resolve(Made.self).serial } }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        for _ in 0..<threads { start.signal() }
        #expect(await serials == Array(repeating: 1, count: threads))
        #expect(tally.value == 1)
    }

    /// While one thread runs a singleton's factory, another that asks for it waits and gets the
    /// first thread's instance.
    @Test func askingWhileAnotherThreadMakesTheSingletonWaitsForItsResult() async throws {
        let services = ServiceRegistry()
        let inside = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let tally = Tally()
        try services.register(Made.self) { _ in
            let serial = tally.next()
            inside.signal()
            release.wait()
            return Made(serial)
        }
        async let first = onNewThread { try? services.resolve(Made.self).serial }
        await onNewThread { inside.wait() }
        async let second = onNewThread { try? services.resolve(Made.self).serial }
        try await Task.sleep(for: .milliseconds(50))  // the second thread is asleep in resolve by now
        release.signal()
        #expect(await [first, second] == [1, 1])
        #expect(tally.value == 1)
    }

    /// Singletons that depend on each other, asked for in every order by many tasks at once: each
    /// is made once, and no task sees a cycle that is not there.
    @Test func dependentSingletonsResolvedInEveryOrderAreEachMadeOnce() async throws {
        let services = ServiceRegistry()
        let tally = Tally()
        try services.register((any AppRoot).self) { services in
            _ = try services.resolve((any CartService).self)
            tally.note("root")
            return Part()
        }
        try services.register((any CartService).self) { services in
            _ = try services.resolve((any UserSession).self)
            usleep(1_000)
            tally.note("cart")
            return Part()
        }
        try services.register((any UserSession).self) { _ in
            usleep(1_000)
            tally.note("session")
            return Part()
        }
        let failures = await withTaskGroup(of: String?.self) { group in
            for index in 0..<48 {
                group.addTask {
                    switch index % 3 {
                    case 0: failure { try services.resolve((any AppRoot).self) }
                    case 1: failure { try services.resolve((any CartService).self) }
                    default: failure { try services.resolve((any UserSession).self) }
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(failures.compactMap { $0 } == [])
        #expect(tally.notes == ["session", "cart", "root"])
    }

    /// Registering, overriding and resolving from many tasks at once leaves every registration
    /// in place and every contribution counted.
    @Test func registeringWhileResolvingKeepsEveryRegistration() async throws {
        let services = ServiceRegistry()
        try services.register(Made.self) { _ in Made(0) }
        let workers = 8, rounds = 100
        try await withThrowingTaskGroup(of: Void.self) { group in
            for worker in 0..<workers {
                group.addTask {
                    for round in 0..<rounds {
                        try services.register(Made.self, name: "\(worker)-\(round)", lifetime: .transient) { _ in Made(round) }
                        services.contribute(Made.self, instance: Made(worker))
                        services.override(Made.self, name: "shared") { _ in Made(worker) }
                        _ = try services.resolve(Made.self)
                        _ = try services.resolve(Made.self, name: "shared")
                        #expect(try services.resolve(Made.self, name: "\(worker)-\(round)").serial == round)
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try services.resolveAll(Made.self).count == workers * rounds)
        #expect(services.isRegistered(Made.self, name: "\(workers - 1)-\(rounds - 1)"))
    }
}
