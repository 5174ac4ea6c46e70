/// A feature of the app that registers, in one place, the services it offers.
///
/// ```swift
/// struct CartModule: AppModule {
///     let name = "cart"
///     let priority = 100   // set up before modules that use the cart
///
///     func setUp(_ context: ModuleContext) async throws {
///         try context.services.register((any CartService).self) { _ in InMemoryCart() }
///     }
///
///     func handle(_ event: AppEvent, context: ModuleContext) async {
///         if event == .enteredBackground { await saveCart() }
///     }
/// }
/// ```
///
/// A ``ModuleHost`` sets modules up in priority order and tells them of the app's events.
/// Modules do not import each other: what one offers another is a protocol in a module both
/// import, resolved from the registry, or a URL opened through the router. The registry holds
/// services, not routes: a module with pages or routes gives them to the app as a collection
/// (with `JunctionNavigation`, by also adopting `RoutedModule`), and the app adds it to its
/// router.
public protocol AppModule: Sendable {
    /// The module's name, unique among the modules a host boots.
    var name: String { get }

    /// Modules with a higher priority are set up, and told of events, first; modules of one
    /// priority go in the order they were given. `0` unless the module says otherwise.
    var priority: Int { get }

    /// Registers the module's services, and does any other set-up it needs. Does nothing
    /// unless the module says otherwise.
    ///
    /// - Throws: Whatever stops the module from working; the host stops booting and throws
    ///   ``ServiceError`` with code ``ServiceError/Code/setUpFailed`` wrapping it.
    func setUp(_ context: ModuleContext) async throws

    /// Reacts to an event of the app, with the same context set-up had (to resolve the
    /// services it needs). Does nothing unless the module says otherwise.
    func handle(_ event: AppEvent, context: ModuleContext) async
}

extension AppModule {
    /// `0`: modules that do not say are set up after those with a positive priority.
    public var priority: Int { 0 }

    /// Does nothing: a module with routes only has no services to register.
    public func setUp(_ context: ModuleContext) async throws {}

    /// Does nothing.
    public func handle(_ event: AppEvent, context: ModuleContext) async {}
}
