import Foundation
import JunctionServices

/// The service registry for Objective-C code: services registered and resolved by their
/// `@protocol`, as Bifrost and BeeHive do, in the same `ServiceRegistry` that
/// Swift modules use.
///
/// ```objc
/// JNCServices *services = JNCServices.shared;
/// [services registerService:[CartService new] forProtocol:@protocol(CartServiceProtocol) error:&error];
/// id<CartServiceProtocol> cart = [services serviceForProtocol:@protocol(CartServiceProtocol) error:&error];
/// ```
///
/// A protocol is known by its name (`NSStringFromProtocol`), so the forms that take a name
/// reach the same registrations; a Swift module resolves an Objective-C service with
/// ``service(forProtocolNamed:)``.
#if canImport(ObjectiveC)
@objc(JNCServices) @objcMembers
#endif
public final class JNCServices: NSObject, Sendable {
    /// The Swift registry underneath.
    public let registry: ServiceRegistry

    /// One registry for the whole app, as BeeHive's `shareInstance` and Bifrost's class methods
    /// have. An app whose Swift code makes its own registry wraps it with ``init(registry:)``.
    public static let shared = JNCServices()

    /// A layer over `registry`.
    public init(registry: ServiceRegistry) {
        self.registry = registry
    }

    /// A layer over a new registry.
    public override convenience init() {
        self.init(registry: ServiceRegistry())
    }

    /// Registers an object made already as the service of the protocol named `name`.
    ///
    /// - Throws: An `NSError` with ``JNCErrorCode/serviceDuplicate`` when the protocol has a
    ///   service already.
    public func registerService(_ service: Any, forProtocolNamed name: String) throws {
        try reporting { try registry.register(ObjectiveCObject.self, name: name, instance: ObjectiveCObject(service)) }
    }

    /// Registers a block that makes the protocol's service: when it is first resolved (with
    /// `singleton` `YES`) or at each resolution (`NO`); it receives these services to resolve
    /// what it needs.
    ///
    /// - Throws: An `NSError` with ``JNCErrorCode/serviceDuplicate`` when the protocol has a
    ///   service already.
    public func registerFactory(
        _ factory: @escaping @Sendable (JNCServices) -> Any?, forProtocolNamed name: String, singleton: Bool
    ) throws {
        try register(name, singleton: singleton) { services in
            guard let service = factory(services) else {
                throw ServiceError(.factoryFailed, "the factory of \(name) returned nil")
            }
            return service
        }
    }

    /// Registers what `make` makes, or throws, as the service of the protocol named `name`.
    private func register(_ name: String, singleton: Bool, make: @escaping @Sendable (JNCServices) throws -> Any) throws {
        try reporting {
            try registry.register(ObjectiveCObject.self, name: name, lifetime: singleton ? .singleton : .transient) { registry in
                ObjectiveCObject(try make(JNCServices(registry: registry)))
            }
        }
    }

    /// The service of the protocol named `name`.
    ///
    /// - Throws: An `NSError` with ``JNCErrorCode/serviceMissing`` when none is registered,
    ///   ``JNCErrorCode/serviceCycle`` or ``JNCErrorCode/serviceFactoryFailed``.
    public func service(forProtocolNamed name: String) throws -> Any {
        do {
            // Registrations hold objects, never nil (a factory that returns nil fails instead).
            guard let service = try registry.resolve(ObjectiveCObject.self, name: name).value else {
                throw ServiceError(.factoryFailed, "the service of \(name) is nil")
            }
            return service
        } catch {
            throw JNCError.error(from: error)
        }
    }

    /// Whether the protocol named `name` has a service.
    public func hasService(forProtocolNamed name: String) -> Bool {
        registry.isRegistered(ObjectiveCObject.self, name: name)
    }

    #if canImport(ObjectiveC)
    /// Registers an object made already as the service of `protocol`. BeeHive and Bifrost
    /// register a class and make its object themselves; here the app makes it, now or in a
    /// factory (``registerFactory(_:forProtocol:singleton:)``).
    ///
    /// - Throws: An `NSError` with ``JNCErrorCode/serviceFactoryFailed`` when the object does
    ///   not conform to `protocol`, or as ``registerService(_:forProtocolNamed:)``.
    public func registerService(_ service: Any, forProtocol protocol: Protocol) throws {
        try reporting { try Self.checkConformance(service, to: `protocol`) }
        try registerService(service, forProtocolNamed: NSStringFromProtocol(`protocol`))
    }

    /// Registers a block that makes the service of `protocol`; see
    /// ``registerFactory(_:forProtocolNamed:singleton:)``. An object the block makes that does
    /// not conform to `protocol` fails its resolution.
    public func registerFactory(
        _ factory: @escaping @Sendable (JNCServices) -> Any?, forProtocol protocol: Protocol, singleton: Bool
    ) throws {
        // The block keeps the protocol's name, and finds the protocol by it: `Protocol` is not
        // `Sendable`.
        let name = NSStringFromProtocol(`protocol`)
        try register(name, singleton: singleton) { services in
            guard let service = factory(services) else {
                throw ServiceError(.factoryFailed, "the factory of \(name) returned nil")
            }
            if let conformed = NSProtocolFromString(name) { try Self.checkConformance(service, to: conformed) }
            return service
        }
    }

    /// The service of `protocol` (Bifrost's `moduleByService:`, BeeHive's `createService:`).
    ///
    /// - Throws: As ``service(forProtocolNamed:)``.
    public func service(forProtocol protocol: Protocol) throws -> Any {
        try service(forProtocolNamed: NSStringFromProtocol(`protocol`))
    }

    private static func checkConformance(_ service: Any, to protocol: Protocol) throws {
        guard !(service as AnyObject).conforms(to: `protocol`) else { return }
        throw ServiceError(.factoryFailed, "\(type(of: service)) does not conform to \(NSStringFromProtocol(`protocol`))")
    }
    #endif

    private func reporting(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch {
            throw JNCError.error(from: error)
        }
    }
}
