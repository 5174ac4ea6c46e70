/// An error from the service registry or the module host: a code you can branch on and a
/// message that names the service, the chain of services being resolved, or the module.
///
/// ```swift
/// do {
///     let cart = try services.resolve((any CartService).self)
/// } catch let error as ServiceError where error.code == .missing {
///     print(error.message)   // no service is registered for CartService
/// }
/// ```
public struct ServiceError: Error, Sendable, CustomStringConvertible {
    /// What kind of problem this is. New codes may be added, so `switch` over it with a `default`.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The name of the code (`missing`, `cycle`, ...).
        public let name: String

        /// A code with the given name.
        public init(_ name: String) { self.name = name }

        /// The code's name.
        public var description: String { name }

        /// Nothing is registered for the type (and name) asked for, or no module of the name
        /// asked for is booted.
        public static let missing = Code("missing")
        /// Factories resolve each other in a loop; the message names the loop.
        public static let cycle = Code("cycle")
        /// The type (and name) is registered already; `override` replaces a registration.
        public static let duplicate = Code("duplicate")
        /// A factory threw an error of its own; it is the ``ServiceError/underlying`` error.
        public static let factoryFailed = Code("factoryFailed")
        /// Two modules have one name, or a module of that name is booted already.
        public static let duplicateModule = Code("duplicateModule")
        /// A module's set-up threw; its error is the ``ServiceError/underlying`` error.
        public static let setUpFailed = Code("setUpFailed")
    }

    /// What kind of problem this is.
    public let code: Code
    /// One line saying what went wrong, without the code.
    public let message: String
    /// The error a factory or a module's set-up threw, for ``Code/factoryFailed`` and
    /// ``Code/setUpFailed``.
    public let underlying: (any Error)?

    /// An error with a code, a message and, when it wraps one, the error that caused it.
    public init(_ code: Code, _ message: String, underlying: (any Error)? = nil) {
        self.code = code
        self.message = message
        self.underlying = underlying
    }

    /// `code: message`.
    public var description: String { "\(code): \(message)" }
}

extension ServiceError.Code {
    /// Lets `catch ServiceError.Code.missing` match a thrown ``ServiceError`` by its code.
    public static func ~= (code: ServiceError.Code, error: any Error) -> Bool {
        (error as? ServiceError)?.code == code
    }
}

// The wording of every error, in one place.
extension ServiceError {
    /// `chain` is what the thread was resolving when it asked for `service`, outermost first.
    static func missing(_ service: String, resolving chain: [String]) -> ServiceError {
        ServiceError(.missing, "no service is registered for \(service)" + trail(chain + [service], from: chain))
    }

    /// `chain` runs from the outermost service to the one asked for again.
    static func cycle(_ chain: [String]) -> ServiceError {
        ServiceError(.cycle, "dependency cycle: \(chain.joined(separator: " → "))")
    }

    static func duplicate(_ service: String) -> ServiceError {
        ServiceError(.duplicate, "\(service) is already registered; call override to replace it")
    }

    /// `chain` ends with `service`, the one whose factory threw.
    static func factoryFailed(_ service: String, resolving chain: [String], error: any Error) -> ServiceError {
        ServiceError(
            .factoryFailed, "the factory for \(service) threw: \(error)" + trail(chain, from: chain.dropLast()),
            underlying: error)
    }

    static func duplicateModule(_ name: String, booted: Bool) -> ServiceError {
        ServiceError(.duplicateModule, booted ? "a module named \"\(name)\" is booted already" : "two modules are named \"\(name)\"")
    }

    static func unknownModule(_ name: String) -> ServiceError {
        ServiceError(.missing, "no module named \"\(name)\" is booted")
    }

    static func setUpFailed(_ name: String, error: any Error) -> ServiceError {
        ServiceError(.setUpFailed, "module \"\(name)\" failed to set up: \(error)", underlying: error)
    }

    /// ` (resolving A → B)` when the service was asked for from inside another's factory.
    private static func trail(_ chain: [String], from outer: some Collection<String>) -> String {
        outer.isEmpty ? "" : " (resolving \(chain.joined(separator: " → ")))"
    }
}
