import Junction
import JunctionNavigation
import JunctionServices
import Testing

/// Modules set up on first use: the first open of one of their routes, the first resolve of
/// one of their services, or at launch when they ask; opens that arrive during a set-up wait
/// for it, and a failed set-up is tried again.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ModuleSetUpTests {
    /// Opens once, and lets everyone waiting through.
    actor Gate {
        private var isOpen = false
        private var waiters: [CheckedContinuation<Void, Never>] = []

        func wait() async {
            if isOpen { return }
            await withCheckedContinuation { waiters.append($0) }
        }

        func open() {
            isOpen = true
            for waiter in waiters { waiter.resume() }
            waiters = []
        }
    }

    /// What a module keeps: its stock, a service other modules resolve.
    struct Stock: Sendable {
        let module: String
    }

    /// A module with a route `shop://NAME/:id`, a service `Stock` named NAME, a set-up that
    /// can wait at a gate and fail its first `failures` times, and events it notes.
    struct ShopModule: AppModule, RoutedModule {
        let name: String
        let log: Tally
        var setsUpAtLaunch = false
        var gate: Gate?
        var failures = 0
        let attempts = Tally()

        func register(_ services: ServiceRegistry) throws {
            let (name, log) = (name, log)
            try services.register(Stock.self, name: name) { _ in
                log.note("made \(name) stock")
                return Stock(module: name)
            }
        }

        func setUp(_ context: ModuleContext) async throws {
            log.note("set up \(name)")
            if let gate { await gate.wait() }
            if attempts.next() <= failures { throw Offline() }
            log.note("\(name) ready")
        }

        func handle(_ event: AppEvent, context: ModuleContext) async {
            log.note("\(name): \(event)")
        }

        func routes(navigator: Navigator, services: ServiceRegistry) throws -> RouteCollection {
            let (name, log) = (name, log)
            let pages = RouteCollection(name)
            try pages.register("shop://\(name)/:id") { context in
                let id = try context.parameters.require("id", as: String.self)
                log.note("open \(name) \(id)")
                return "\(name) \(id)"
            }
            return pages
        }
    }

    /// Boots `modules` and adds their routes to a new navigator's router.
    static func launch(_ modules: [any AppModule], clock: ScriptedClock? = nil) async throws -> (ModuleHost, Router) {
        let host = clock.map { ModuleHost(clock: $0) } ?? ModuleHost()
        let navigator = Navigator(router: Router())
        try await host.boot(modules)
        try await host.addRoutes(to: navigator)
        return (host, navigator.router)
    }

    /// Waits, yielding, until `condition` holds.
    static func until(_ condition: () -> Bool) async {
        while !condition() { await Task.yield() }
    }

    @Test func aModuleIsSetUpOnTheFirstOpenOfOneOfItsRoutesBeforeTheHandler() async throws {
        let log = Tally()
        // The host's start, the boot's, then the set-ups' starts and ends.
        let clock = ScriptedClock(readings: [
            .zero, .milliseconds(1), .milliseconds(1), .milliseconds(3), .milliseconds(40), .microseconds(40_500),
        ])
        let (host, router) = try await Self.launch(
            [ShopModule(name: "cart", log: log), ShopModule(name: "analytics", log: log, setsUpAtLaunch: true)],
            clock: clock)
        #expect(log.notes == ["set up analytics", "analytics ready"])
        // The routes are known before their module is set up.
        #expect(router.registrations.map(\.description) == ["shop://cart/:id", "shop://analytics/:id"])
        #expect(router.canOpen("shop://cart/1"))
        #expect(await host.report.notSetUp == ["cart"])

        #expect(try await router.open("shop://cart/1", as: String.self) == "cart 1")
        #expect(try await router.open("shop://cart/2", as: String.self) == "cart 2")
        #expect(log.notes == ["set up analytics", "analytics ready", "set up cart", "cart ready", "open cart 1", "open cart 2"])
        let report = await host.report
        #expect(report.notSetUp == [])
        #expect(report.entries.map(\.reason) == [.launch, .open("shop://cart/1")])
        #expect(report.description == """
            analytics (priority 0): 2.0 ms, at launch
            cart (priority 0): 0.5 ms, 39.0 ms after boot, first open of shop://cart/1
            total: 2.5 ms
            """)
    }

    @Test func opensDuringASetUpWaitForItAndTheSetUpRunsOnce() async throws {
        let log = Tally()
        let gate = Gate()
        let (host, router) = try await Self.launch([ShopModule(name: "cart", log: log, gate: gate)])
        let opens = (1...3).map { id in Task { try await router.open("shop://cart/\(id)", as: String.self) } }
        await Self.until { log.notes.contains("set up cart") }
        for _ in 0..<100 { await Task.yield() }
        #expect(log.notes == ["set up cart"])
        #expect(!host.isSetUp("cart"))
        await gate.open()
        var answers: [String] = []
        for open in opens { answers.append(try await open.value) }
        #expect(answers == ["cart 1", "cart 2", "cart 3"])
        #expect(log.notes.filter { $0.hasPrefix("set up") } == ["set up cart"])
        #expect(Set(log.notes.filter { $0.hasPrefix("open") }) == ["open cart 1", "open cart 2", "open cart 3"])
        #expect(await host.report.entries.count == 1)
    }

    @Test func aFailedSetUpFailsTheOpenAndTheNextUseTriesAgain() async throws {
        let log = Tally()
        let (host, router) = try await Self.launch([ShopModule(name: "cart", log: log, failures: 1)])
        let error = await #expect(throws: ServiceError.self) { try await router.open("shop://cart/1") }
        #expect(error?.description == "setUpFailed: module \"cart\" failed to set up: offline")
        #expect(!host.isSetUp("cart"))
        #expect(await host.report.entries.isEmpty)
        #expect(try await router.open("shop://cart/2", as: String.self) == "cart 2")
        #expect(log.notes == ["set up cart", "set up cart", "cart ready", "open cart 2"])
    }

    @Test func theFirstResolveOfAServiceStartsItsModulesSetUpWithoutWaiting() async throws {
        let log = Tally()
        let gate = Gate()
        let (host, _) = try await Self.launch([ShopModule(name: "cart", log: log, gate: gate)])
        // Made at once, from the factory registered at boot; the set-up starts beside it.
        #expect(try host.services.resolve(Stock.self, name: "cart").module == "cart")
        await Self.until { log.notes.contains("set up cart") }
        #expect(log.notes == ["made cart stock", "set up cart"] || log.notes == ["set up cart", "made cart stock"])
        await gate.open()
        await Self.until { host.isSetUp("cart") }
        #expect(await host.report.entries.map(\.reason) == [.resolve("Stock named \"cart\"")])
        // Later resolves set nothing up again.
        _ = try host.services.resolve(Stock.self, name: "cart")
        #expect(log.notes.filter { $0.hasPrefix("set up") } == ["set up cart"])
    }

    @Test func aSynchronousOpenBeforeTheSetUpSaysNotReadyAndStartsIt() async throws {
        let log = Tally()
        let (host, router) = try await Self.launch([ShopModule(name: "cart", log: log)])
        #expect(throws: RouteError(.notReady, "the module \"cart\" is not set up yet: open shop://cart/1 asynchronously, or set the module up at launch")) {
            try router.openSynchronously("shop://cart/1")
        }
        await Self.until { host.isSetUp("cart") }
        #expect(try router.openSynchronously("shop://cart/2", as: String.self) == "cart 2")
        #expect(log.notes == ["set up cart", "cart ready", "open cart 2"])
        #expect(await host.report.entries.map(\.reason) == [.open("shop://cart/1")])
    }

    @Test func eventsGoToTheModulesSetUpInBootOrder() async throws {
        let log = Tally()
        let (host, router) = try await Self.launch([
            ShopModule(name: "cart", log: log), ShopModule(name: "orders", log: log),
            ShopModule(name: "analytics", log: log, setsUpAtLaunch: true),
        ])
        await host.send(.launched)
        _ = try await router.open("shop://orders/1")
        _ = try await router.open("shop://cart/1")
        await host.send(.enteredBackground)
        #expect(log.notes.filter { $0.contains(": ") } == [
            "analytics: launched", "cart: enteredBackground", "orders: enteredBackground", "analytics: enteredBackground",
        ])
    }

    @Test func aModuleTheHostDoesNotKnowIsMissing() async throws {
        let host = ModuleHost()
        let error = await #expect(throws: ServiceError.self) { try await host.setUp("cart") }
        #expect(error?.description == "missing: no module named \"cart\" is booted")
    }

    @Test func aRegistrationThatFailsStopsTheBootAfterTheModulesBeforeIt() async throws {
        let log = Tally()
        let host = ModuleHost()
        try host.services.register(Stock.self, name: "cart", instance: Stock(module: "app"))
        let error = await #expect(throws: ServiceError.self) {
            try await host.boot([
                ShopModule(name: "orders", log: log), ShopModule(name: "cart", log: log), ShopModule(name: "user", log: log),
            ])
        }
        #expect(error?.description == """
            setUpFailed: module "cart" failed to set up: duplicate: Stock named "cart" is already registered; call override to replace it
            """)
        #expect(await host.modules.map(\.name) == ["orders"])
        #expect(host.services.isRegistered(Stock.self, name: "orders"))
        #expect(!host.services.isRegistered(Stock.self, name: "user"))
    }
}
