import JunctionServices
import Testing

/// A module that notes its set-up and each event it is told of.
struct NotingModule: AppModule {
    let name: String
    var priority = 0
    let log: Tally
    var failure: (any Error)?
    var setsUpAtLaunch = true

    func setUp(_ context: ModuleContext) async throws {
        log.note("set up \(name)")
        if let failure { throw failure }
    }

    func handle(_ event: AppEvent, context: ModuleContext) async {
        log.note("\(name): \(event)")
    }
}

/// A module that says nothing but its name.
struct QuietModule: AppModule {
    let name: String
    let setsUpAtLaunch = true
    func setUp(_ context: ModuleContext) async throws {}
}

/// A clock that reads the instants it was given, one per reading, then stays at the last.
struct ScriptedClock: Clock {
    struct Instant: InstantProtocol {
        let offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    let readings: [Duration]
    let count = Tally()

    var now: Instant { Instant(offset: readings[min(count.next(), readings.count) - 1]) }
    var minimumResolution: Duration { .zero }
    func sleep(until deadline: Instant, tolerance: Duration?) async throws {}
}

/// Booting in priority order, duplicate names, failed set-ups, timing and event fan-out.
@Suite(.timeLimit(.minutes(1))) struct ModuleHostTests {
    @Test(arguments: [
        ([("a", 0), ("b", 0), ("c", 0)], ["a", "b", "c"]),
        ([("low", -5), ("mid", 0), ("high", 10)], ["high", "mid", "low"]),
        ([("a", 0), ("b", 10), ("c", 0), ("d", 10), ("e", -5)], ["b", "d", "a", "c", "e"]),
    ])
    func modulesAreSetUpHighestPriorityFirstAndTiesKeepTheirOrder(_ given: [(String, Int)], expected: [String]) async throws {
        let log = Tally()
        let host = ModuleHost()
        let report = try await host.boot(given.map { NotingModule(name: $0.0, priority: $0.1, log: log) })
        #expect(log.notes == expected.map { "set up \($0)" })
        #expect(report.entries.map(\.name) == expected)
        #expect(await host.modules.map(\.name) == expected)
    }

    @Test func defaultPriorityIsZeroAndDefaultHandlerDoesNothing() async throws {
        let host = ModuleHost()
        let log = Tally()
        try await host.boot([QuietModule(name: "quiet"), NotingModule(name: "first", priority: 1, log: log)])
        await host.send(.launched)
        #expect(QuietModule(name: "quiet").priority == 0)
        #expect(await host.modules.map(\.name) == ["first", "quiet"])
        #expect(log.notes == ["set up first", "first: launched"])
    }

    @Test func twoModulesOfOneNameAreRejectedBeforeAnySetUp() async throws {
        let log = Tally()
        let host = ModuleHost()
        let error = await #expect(throws: ServiceError.self) {
            try await host.boot([
                NotingModule(name: "cart", log: log), NotingModule(name: "product", log: log),
                NotingModule(name: "cart", priority: 5, log: log),
            ])
        }
        #expect(error?.description == "duplicateModule: two modules are named \"cart\"")
        #expect(log.notes == [])
        #expect(await host.modules.isEmpty)
    }

    @Test func aNameAlreadyBootedIsRejected() async throws {
        let log = Tally()
        let host = ModuleHost()
        try await host.boot([NotingModule(name: "cart", log: log)])
        let error = await #expect(throws: ServiceError.self) {
            try await host.boot([NotingModule(name: "search", log: log), NotingModule(name: "cart", log: log)])
        }
        #expect(error?.description == "duplicateModule: a module named \"cart\" is booted already")
        #expect(log.notes == ["set up cart"])
        // A later boot with new names adds to the modules.
        try await host.boot([NotingModule(name: "search", log: log)])
        #expect(await host.modules.map(\.name) == ["cart", "search"])
    }

    @Test func aFailedSetUpStopsTheBootAndNamesTheModule() async throws {
        let log = Tally()
        let host = ModuleHost()
        let error = await #expect(throws: ServiceError.self) {
            try await host.boot([
                NotingModule(name: "first", priority: 2, log: log),
                NotingModule(name: "broken", priority: 1, log: log, failure: Offline()),
                NotingModule(name: "last", log: log),
            ])
        }
        #expect(error?.description == "setUpFailed: module \"broken\" failed to set up: offline")
        #expect(error?.underlying is Offline)
        #expect(log.notes == ["set up first", "set up broken"])
        // Every module is booted; those not set up are set up on first use, or when asked.
        #expect(await host.modules.map(\.name) == ["first", "broken", "last"])
        #expect(await host.report.notSetUp == ["broken", "last"])
        try await host.setUp("last")
        #expect(log.notes == ["set up first", "set up broken", "set up last"])
        #expect(await host.report.entries.map { "\($0.name): \($0.reason)" } == ["first: at launch", "last: requested"])
    }

    @Test func aSetUpThatMissesAServiceSaysWhich() async throws {
        struct NeedsCart: AppModule {
            let name = "product"
            let setsUpAtLaunch = true
            func setUp(_ context: ModuleContext) async throws {
                _ = try context.services.resolve((any CartService).self)
            }
        }
        let error = await #expect(throws: ServiceError.self) { try await ModuleHost().boot([NeedsCart()]) }
        #expect(error?.description
            == "setUpFailed: module \"product\" failed to set up: missing: no service is registered for CartService")
    }

    @Test func eachSetUpIsTimedByTheHostsClock() async throws {
        // The host's start, the boot's, then each set-up's start and end.
        let clock = ScriptedClock(readings: [.zero, .zero, .zero, .microseconds(1_230), .milliseconds(2), .microseconds(2_360)])
        let host = ModuleHost(clock: clock)
        let report = try await host.boot([QuietModule(name: "product"), NotingModule(name: "cart", priority: 100, log: Tally())])
        #expect(report.entries.map(\.duration) == [.microseconds(1_230), .microseconds(360)])
        #expect(report.entries.map(\.priority) == [100, 0])
        #expect(report.total == .microseconds(1_590))
        #expect(report.entries.map(\.start) == [.zero, .milliseconds(2)])
        #expect(report.description == """
            cart (priority 100): 1.2 ms, at launch
            product (priority 0): 0.4 ms, at launch
            total: 1.6 ms
            """)
    }

    @Test func aClockThatGoesBackReadsAsNoTime() async throws {
        let host = ModuleHost(clock: ScriptedClock(readings: [.zero, .zero, .seconds(5), .seconds(1)]))
        let report = try await host.boot([QuietModule(name: "odd")])
        #expect(report.description == "odd (priority 0): 0.0 ms, at launch\ntotal: 0.0 ms")
    }

    @Test func contextCarriesTheHostsServices() async throws {
        struct Registers: AppModule {
            let name = "registers"
            let setsUpAtLaunch = true
            func setUp(_ context: ModuleContext) async throws {
                try context.services.register(Made.self, instance: Made(3))
            }
        }
        let host = ModuleHost()
        try await host.boot([Registers()])
        #expect(try host.services.resolve(Made.self).serial == 3)
        // A test can set a module up on its own, over a registry of its own.
        let alone = ServiceRegistry()
        try await Registers().setUp(ModuleContext(services: alone))
        #expect(try alone.resolve(Made.self).serial == 3)
    }
}
