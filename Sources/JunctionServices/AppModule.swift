/// A feature of the app that registers, in one place, the services it offers, and is set up
/// when it is first used.
///
/// ```swift
/// struct CartModule: AppModule {
///     let name = "cart"
///     let priority = 100   // set up before modules that use the cart
///
///     func register(_ services: ServiceRegistry) throws {
///         try services.register((any CartService).self) { _ in InMemoryCart() }
///     }
///
///     func setUp(_ context: ModuleContext) async throws {
///         await CartStore.shared.load()   // the work the module's pages and services need
///     }
///
///     func handle(_ event: AppEvent, context: ModuleContext) async {
///         if event == .enteredBackground { await saveCart() }
///     }
/// }
/// ```
///
/// A ``ModuleHost`` registers every module's services when it boots them, and sets a module up
/// on its first use: the first open of one of its routes (see `ModuleHost.addRoutes(to:)` in
/// `JunctionNavigation`) or the first resolve of one of its services. A module that must be
/// ready at launch says so with ``setsUpAtLaunch``.
///
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

    /// Whether the host sets the module up when it boots it, highest priority first, rather
    /// than on first use. `false` unless the module says otherwise.
    var setsUpAtLaunch: Bool { get }

    /// Registers the services the module offers, without making them: the host calls it when
    /// it boots the module, before any module is set up, and a factory runs on the service's
    /// first resolve. Does nothing unless the module says otherwise.
    ///
    /// - Throws: What registering throws (``ServiceError/Code/duplicate``); the host stops
    ///   booting and throws ``ServiceError`` with code ``ServiceError/Code/setUpFailed``.
    func register(_ services: ServiceRegistry) throws

    /// Does the work the module needs before its pages open and its services are used: at
    /// launch when ``setsUpAtLaunch``, otherwise on first use. Does nothing unless the module
    /// says otherwise. A module may still register services here, but they are found only
    /// once it is set up.
    ///
    /// - Throws: Whatever stops the module from working: the host throws ``ServiceError`` with
    ///   code ``ServiceError/Code/setUpFailed`` wrapping it, and tries again at the next use.
    func setUp(_ context: ModuleContext) async throws

    /// Reacts to an event of the app, with the same context set-up had (to resolve the
    /// services it needs). Does nothing unless the module says otherwise.
    func handle(_ event: AppEvent, context: ModuleContext) async
}

extension AppModule {
    /// `0`: modules that do not say are set up after those with a positive priority.
    public var priority: Int { 0 }

    /// `false`: the module is set up on first use.
    public var setsUpAtLaunch: Bool { false }

    /// Does nothing: a module with routes only has no services to register.
    public func register(_ services: ServiceRegistry) throws {}

    /// Does nothing: a module whose services need no work before use has nothing to set up.
    public func setUp(_ context: ModuleContext) async throws {}

    /// Does nothing.
    public func handle(_ event: AppEvent, context: ModuleContext) async {}
}
