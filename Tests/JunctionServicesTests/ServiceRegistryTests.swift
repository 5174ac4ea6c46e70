import JunctionServices
import Testing

protocol Greeter: Sendable {
    var greeting: String { get }
}

struct FixedGreeter: Greeter {
    let greeting: String
}

struct Shop: Sendable {
    let greeter: any Greeter
}

struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
}

/// Registering and resolving on one thread: lifetimes, names, plug-ins, overrides and the
/// errors, each with its exact message.
@Suite(.timeLimit(.minutes(1))) struct ServiceRegistryTests {
    @Test(arguments: [
        (ServiceLifetime.singleton, [1, 1, 1], 1),
        (ServiceLifetime.transient, [1, 2, 3], 3),
    ])
    func lifetimeDecidesHowManyInstancesAreMade(lifetime: ServiceLifetime, serials: [Int], made: Int) throws {
        let services = ServiceRegistry()
        let tally = Tally()
        try services.register(Made.self, lifetime: lifetime) { _ in Made(tally.next()) }
        #expect(tally.value == 0)  // nothing is made before it is asked for
        let resolved = try (1...3).map { _ in try services.resolve(Made.self).serial }
        #expect(resolved == serials)
        #expect(tally.value == made)
    }

    @Test func lifetimesDescribeThemselves() {
        #expect([ServiceLifetime.singleton, .transient].map(\.description) == ["singleton", "transient"])
    }

    @Test func instanceRegistrationReturnsThatInstance() throws {
        let services = ServiceRegistry()
        let made = Made(7)
        try services.register(Made.self, instance: made)
        #expect(try services.resolve(Made.self) === made)
        #expect(try services.resolve(Made.self) === made)
    }

    @Test func typeCanComeFromTheAnnotation() throws {
        let services = ServiceRegistry()
        try services.register((any Greeter).self) { _ in FixedGreeter(greeting: "hi") }
        let greeter: any Greeter = try services.resolve()
        let maybe: (any Greeter)? = try services.resolveIfRegistered()
        #expect(greeter.greeting == "hi")
        #expect(maybe?.greeting == "hi")
    }

    @Test func namedRegistrationsAreSeparateFromEachOtherAndFromTheUnnamedOne() throws {
        let services = ServiceRegistry()
        try services.register((any Greeter).self) { _ in FixedGreeter(greeting: "hello") }
        try services.register((any Greeter).self, name: "guest") { _ in FixedGreeter(greeting: "welcome") }
        try services.register((any Greeter).self, name: "admin", instance: FixedGreeter(greeting: "sir"))
        let greetings = try [nil, "guest", "admin"].map { try services.resolve((any Greeter).self, name: $0).greeting }
        #expect(greetings == ["hello", "welcome", "sir"])
        #expect(services.isRegistered((any Greeter).self, name: "guest"))
        #expect(!services.isRegistered((any Greeter).self, name: "staff"))
        #expect(!services.isRegistered(Shop.self))
    }

    @Test func contributionsResolveInTheOrderTheyWereAdded() throws {
        let services = ServiceRegistry()
        let tally = Tally()
        services.contribute((any Greeter).self) { _ in FixedGreeter(greeting: "one \(tally.next())") }
        services.contribute((any Greeter).self, instance: FixedGreeter(greeting: "two"))
        services.contribute((any Greeter).self, lifetime: .transient) { _ in FixedGreeter(greeting: "three \(tally.next())") }
        #expect(try services.resolveAll((any Greeter).self).map(\.greeting) == ["one 1", "two", "three 2"])
        #expect(try services.resolveAll((any Greeter).self).map(\.greeting) == ["one 1", "two", "three 3"])
        #expect(try services.resolveAll(Shop.self).isEmpty)
        // A contribution is not a registration: resolving the type alone finds nothing.
        #expect(try services.resolveIfRegistered((any Greeter).self) == nil)
    }

    @Test func aFailingContributionIsNamedByItsPlace() {
        let services = ServiceRegistry()
        services.contribute((any Greeter).self, instance: FixedGreeter(greeting: "one"))
        services.contribute((any Greeter).self) { _ in throw Offline() }
        #expect(failure { try services.resolveAll((any Greeter).self) }
            == "factoryFailed: the factory for Greeter (contribution 2) threw: offline")
    }

    @Test func resolveIfRegisteredIsNilOnlyWhenNothingIsRegistered() throws {
        let services = ServiceRegistry()
        #expect(try services.resolveIfRegistered(Made.self) == nil)
        try services.register(Made.self) { _ in Made(1) }
        #expect(try services.resolveIfRegistered(Made.self)?.serial == 1)
        #expect(try services.resolveIfRegistered(Made.self, name: "other") == nil)
    }

    @Test func factoriesResolveWhatTheyDependOn() throws {
        let services = ServiceRegistry()
        try services.register(Shop.self) { services in Shop(greeter: try services.resolve((any Greeter).self)) }
        try services.register((any Greeter).self) { _ in FixedGreeter(greeting: "hello") }
        #expect(try services.resolve(Shop.self).greeter.greeting == "hello")
    }

    @Test(arguments: [
        ("top level", nil, "missing: no service is registered for Greeter"),
        ("named", "staff", "missing: no service is registered for Greeter named \"staff\""),
    ])
    func missingServiceNamesTheType(_ label: String, name: String?, expected: String) {
        let services = ServiceRegistry()
        #expect(failure { try services.resolve((any Greeter).self, name: name) } == expected)
    }

    @Test func missingDependencyNamesWhatWasBeingResolved() throws {
        let services = ServiceRegistry()
        try services.register(Made.self) { services in _ = try services.resolve(Shop.self); return Made(1) }
        try services.register(Shop.self) { services in Shop(greeter: try services.resolve((any Greeter).self)) }
        #expect(failure { try services.resolve(Made.self) }
            == "missing: no service is registered for Greeter (resolving Made → Shop → Greeter)")
    }

    @Test func registeringATypeAndNameTwiceIsAnError() throws {
        let services = ServiceRegistry()
        try services.register((any Greeter).self) { _ in FixedGreeter(greeting: "a") }
        try services.register((any Greeter).self, name: "guest", instance: FixedGreeter(greeting: "b"))
        #expect(failure { try services.register((any Greeter).self) { _ in FixedGreeter(greeting: "c") } }
            == "duplicate: Greeter is already registered; call override to replace it")
        #expect(failure { try services.register((any Greeter).self, name: "guest", instance: FixedGreeter(greeting: "d")) }
            == "duplicate: Greeter named \"guest\" is already registered; call override to replace it")
        // The first registrations stay.
        #expect(try services.resolve((any Greeter).self).greeting == "a")
        #expect(try services.resolve((any Greeter).self, name: "guest").greeting == "b")
    }

    @Test func overrideReplacesARegistrationAndDropsItsSingleton() throws {
        let services = ServiceRegistry()
        let tally = Tally()
        try services.register(Made.self) { _ in Made(tally.next()) }
        let before = try services.resolve(Made.self)
        services.override(Made.self) { _ in Made(100 + tally.next()) }
        let after = try services.resolve(Made.self)
        #expect([before.serial, after.serial, try services.resolve(Made.self).serial] == [1, 102, 102])
        services.override(Made.self, instance: Made(500))
        #expect(try services.resolve(Made.self).serial == 500)
        // With nothing to replace, override registers.
        services.override(Made.self, name: "new") { _ in Made(9) }
        #expect(try services.resolve(Made.self, name: "new").serial == 9)
    }

    @Test func factoryErrorsAreWrappedWithTheServiceThatFailed() throws {
        let services = ServiceRegistry()
        let tally = Tally()
        try services.register((any Greeter).self) { _ in
            if tally.next() == 1 { throw Offline() }
            return FixedGreeter(greeting: "back")
        }
        try services.register(Shop.self) { services in Shop(greeter: try services.resolve((any Greeter).self)) }
        let error = #expect(throws: ServiceError.self) { try services.resolve(Shop.self) }
        #expect(error?.description == "factoryFailed: the factory for Greeter threw: offline (resolving Shop → Greeter)")
        #expect(error?.underlying is Offline)
        // A singleton whose factory failed is made by the next resolve.
        #expect(try services.resolve(Shop.self).greeter.greeting == "back")
        #expect(failure { try services.resolve(Shop.self) } == nil)
    }

    @Test func codesMatchThrownErrorsInCatchClauses() {
        let services = ServiceRegistry()
        var caught = ""
        do {
            _ = try services.resolve(Made.self)
        } catch ServiceError.Code.missing {
            caught = "missing"
        } catch {
            caught = "other"
        }
        #expect(caught == "missing")
        #expect(ServiceError(.cycle, "loop").description == "cycle: loop")
    }
}
