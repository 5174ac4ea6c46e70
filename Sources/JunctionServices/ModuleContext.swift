/// What a module receives to set itself up: the app's services.
///
/// The router is one of them: the app registers its `Router` and a module resolves it with
/// `try context.services.resolve(Router.self)`, so this library needs nothing from Junction.
public struct ModuleContext: Sendable {
    /// The registry the module registers its services in and resolves others' from.
    public let services: ServiceRegistry

    /// A context over `services`, such as a test that sets up one module on its own makes.
    public init(services: ServiceRegistry) {
        self.services = services
    }
}
