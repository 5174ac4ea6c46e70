import JunctionSupport

/// Finds the implementation of a service by its type: modules register implementations of
/// protocols, and other modules resolve them by the protocol alone, without importing the
/// module that implements it.
///
/// ```swift
/// let services = ServiceRegistry()
/// try services.register((any UserSession).self) { _ in SignedOutSession() }
/// try services.register((any CartService).self) { services in
///     InMemoryCart(session: try services.resolve((any UserSession).self))
/// }
/// let cart = try services.resolve((any CartService).self)   // made once, on this first resolve
/// let same: any CartService = try services.resolve()         // the type from the annotation
/// ```
///
/// A registration has a type, an optional name (for several implementations of one type that
/// callers choose between) and a ``ServiceLifetime``. ``contribute(_:lifetime:factory:)`` adds
/// to a list instead, for plug-ins, which ``resolveAll(_:)`` returns in the order they came.
///
/// Factories receive the registry to resolve what they depend on. A registry is safe to use from
/// any thread, and no lock is held while a factory runs: a thread that asks for a singleton
/// another thread is making waits for that thread's result, and factories that resolve each
/// other in a loop, on one thread or across several, throw ``ServiceError/Code/cycle`` naming
/// the loop instead of hanging.
public final class ServiceRegistry: Sendable {
    let state = Locked(State())

    /// An empty registry.
    public init() {}

    /// What a registration makes, and (for a singleton) what it made or which thread is making it.
    struct Entry: Sendable {
        /// The type's name, and the registration's name if it has one, for messages.
        let label: String
        let lifetime: ServiceLifetime
        let make: @Sendable (ServiceRegistry) throws -> any Sendable
        /// The module whose ``AppModule/register(_:)`` made the registration, if any.
        var module: String? = nil
        /// The singleton, once made.
        var made: (any Sendable)?
        /// The thread running the singleton's factory right now.
        var maker: ThreadID?
    }

    /// One registration a thread is resolving.
    struct Step: Sendable {
        let entry: Int
        let label: String
    }

    /// A type and a name, the key a registration is found by.
    struct Key: Hashable, Sendable {
        let type: ObjectIdentifier
        let name: String?
    }

    struct State: Sendable {
        /// Every registration by its number. A replaced one is removed, so a factory still
        /// running for it cannot store its result.
        var entries: [Int: Entry] = [:]
        var services: [Key: Int] = [:]
        var contributions: [ObjectIdentifier: [Int]] = [:]
        var nextEntry = 0
        /// For each thread inside a resolve: the registrations it is resolving, outermost first.
        var resolving: [ThreadID: [Step]] = [:]
        /// For each thread asleep until another thread makes a singleton: that singleton.
        var waiting: [ThreadID: Step] = [:]
        /// Told, once for each module, of the first resolve of a service the module registered:
        /// the module's name and the service's label. A ``ModuleHost`` sets the module up.
        var firstUse: (@Sendable (_ module: String, _ service: String) -> Void)?
        /// The modules ``firstUse`` was told of.
        var usedModules: Set<String> = []

        /// Stores `entry` under a new number and returns it.
        mutating func add(_ entry: Entry) -> Int {
            let number = nextEntry
            nextEntry += 1
            entries[number] = entry
            return number
        }
    }

    /// The module registering services on this task, while a ``ModuleHost`` runs its
    /// ``AppModule/register(_:)``.
    @TaskLocal static var registeringModule: String?

    /// `CartService`, or `CartService named "guest"`.
    static func label(_ type: Any.Type, name: String?) -> String {
        name.map { "\(type) named \"\($0)\"" } ?? "\(type)"
    }
}
