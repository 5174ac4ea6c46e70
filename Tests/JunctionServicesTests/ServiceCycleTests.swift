import Foundation
import JunctionServices
import Testing

protocol CartService: Sendable {}
protocol UserSession: Sendable {}
protocol Pricing: Sendable {}
protocol AppRoot: Sendable {}
/// What every factory here makes: it is each of the services.
struct Part: CartService, UserSession, Pricing, AppRoot {}

/// Factories that resolve each other in a loop throw a cycle error naming the loop, on one
/// thread or across two, and leave the registry working.
@Suite(.timeLimit(.minutes(1))) struct ServiceCycleTests {
    /// A registration: the type, its lifetime, and the types its factory resolves, in order.
    struct Wiring: Sendable {
        let type: any Sendable.Type
        let lifetime: ServiceLifetime
        let resolves: [any Sendable.Type]
    }

    static func wire(_ wirings: [Wiring]) throws -> ServiceRegistry {
        let services = ServiceRegistry()
        for wiring in wirings {
            try register(wiring.type, in: services, lifetime: wiring.lifetime, resolving: wiring.resolves)
        }
        return services
    }

    static func register<Service: Sendable>(
        _ type: Service.Type, in services: ServiceRegistry, lifetime: ServiceLifetime, resolving: [any Sendable.Type]
    ) throws {
        try services.register(type, lifetime: lifetime) { services in
            for dependency in resolving { _ = try resolve(dependency, in: services) }
            guard let part = Part() as? Service else { throw Offline() }
            return part
        }
    }

    static func resolve<Service: Sendable>(_ type: Service.Type, in services: ServiceRegistry) throws -> Service {
        try services.resolve(type)
    }

    @Test(arguments: [
        ("itself", [Wiring(type: (any CartService).self, lifetime: .singleton, resolves: [(any CartService).self])],
         "cycle: dependency cycle: CartService → CartService"),
        ("two singletons", [
            Wiring(type: (any CartService).self, lifetime: .singleton, resolves: [(any UserSession).self]),
            Wiring(type: (any UserSession).self, lifetime: .singleton, resolves: [(any CartService).self]),
        ], "cycle: dependency cycle: CartService → UserSession → CartService"),
        ("transients", [
            Wiring(type: (any CartService).self, lifetime: .transient, resolves: [(any UserSession).self]),
            Wiring(type: (any UserSession).self, lifetime: .transient, resolves: [(any Pricing).self]),
            Wiring(type: (any Pricing).self, lifetime: .transient, resolves: [(any CartService).self]),
        ], "cycle: dependency cycle: CartService → UserSession → Pricing → CartService"),
        ("below the service asked for", [
            Wiring(type: (any AppRoot).self, lifetime: .singleton, resolves: [(any Pricing).self, (any CartService).self]),
            Wiring(type: (any Pricing).self, lifetime: .singleton, resolves: []),
            Wiring(type: (any CartService).self, lifetime: .transient, resolves: [(any UserSession).self]),
            Wiring(type: (any UserSession).self, lifetime: .singleton, resolves: [(any CartService).self]),
        ], "cycle: dependency cycle: AppRoot → CartService → UserSession → CartService"),
    ])
    func cycleOnOneThreadNamesTheChain(_ label: String, wirings: [Wiring], expected: String) throws {
        let services = try Self.wire(wirings)
        let first = wirings[0].type
        #expect(failure { try Self.resolve(first, in: services) } == expected)
        // Nothing is left half made: asking again fails the same way, at once.
        #expect(failure { try Self.resolve(first, in: services) } == expected)
    }

    @Test func cycleThroughACapturedRegistryIsFoundToo() throws {
        let services = ServiceRegistry()
        // The factory ignores the registry it is given and uses the one it captured.
        try services.register((any CartService).self) { _ in _ = try services.resolve((any UserSession).self); return Part() }
        try services.register((any UserSession).self) { _ in _ = try services.resolve((any CartService).self); return Part() }
        #expect(failure { try services.resolve((any UserSession).self) }
            == "cycle: dependency cycle: UserSession → CartService → UserSession")
    }

    @Test func registryWorksAfterACycle() throws {
        let services = try Self.wire([
            Wiring(type: (any CartService).self, lifetime: .singleton, resolves: [(any UserSession).self]),
            Wiring(type: (any UserSession).self, lifetime: .singleton, resolves: [(any CartService).self]),
            Wiring(type: (any Pricing).self, lifetime: .singleton, resolves: []),
        ])
        #expect(failure { try services.resolve((any UserSession).self) } != nil)
        #expect(failure { try services.resolve((any Pricing).self) } == nil)
        services.override((any CartService).self) { _ in Part() }
        #expect(failure { try services.resolve((any UserSession).self) } == nil)
    }

    /// Thread one makes CartService, whose factory asks for UserSession; thread two makes
    /// UserSession, whose factory asks for CartService. Each would wait for the other forever:
    /// instead both throw, each naming the loop from where it started.
    @Test func cycleAcrossTwoThreadsThrowsOnBothInsteadOfHanging() async throws {
        let services = ServiceRegistry()
        let cartStarted = DispatchSemaphore(value: 0), sessionStarted = DispatchSemaphore(value: 0)
        let cartCalls = Tally(), sessionCalls = Tally()
        try services.register((any CartService).self) { services in
            if cartCalls.next() == 1 {  // the first time only: wait until the other thread is inside its factory
                cartStarted.signal()
                sessionStarted.wait()
            }
            _ = try services.resolve((any UserSession).self)
            return Part()
        }
        try services.register((any UserSession).self) { services in
            if sessionCalls.next() == 1 {
                sessionStarted.signal()
                cartStarted.wait()
            }
            _ = try services.resolve((any CartService).self)
            return Part()
        }
        async let cart = onNewThread { failure { try services.resolve((any CartService).self) } }
        async let session = onNewThread { failure { try services.resolve((any UserSession).self) } }
        #expect(await cart == "cycle: dependency cycle: CartService → UserSession → CartService")
        #expect(await session == "cycle: dependency cycle: UserSession → CartService → UserSession")
    }
}
