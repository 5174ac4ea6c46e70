/// What a module receives to set itself up: the app's services.
///
/// The registry holds services only; a module's routes go to the app as a collection, so this
/// library needs nothing from Junction.
public struct ModuleContext: Sendable {
    /// The registry the module registers its services in and resolves others' from.
    public let services: ServiceRegistry

    /// A context over `services`, such as a test that sets up one module on its own makes.
    public init(services: ServiceRegistry) {
        self.services = services
    }
}
