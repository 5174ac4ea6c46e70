import Junction
import JunctionServices

/// A feature module that gives the app its pages and routes as one `RouteCollection`, instead
/// of registering them on a router it finds somewhere.
///
/// The app, the one place that knows every module, asks each module for its collection and
/// adds it to its router. What the module's handlers need comes in as arguments:
/// the navigator, to open pages and wait for their results, and the app's services, of the
/// type the app chooses (a `ServiceRegistry` for an app that uses `JunctionServices`):
///
/// ```swift
/// struct CartModule: AppModule, RoutedModule {
///     let name = "cart"
///
///     func setUp(_ context: ModuleContext) async throws {
///         try context.services.register((any CartService).self) { _ in InMemoryCart() }
///     }
///
///     func routes(navigator: Navigator, services: ServiceRegistry) throws -> RouteCollection {
///         let pages = RouteCollection(name)
///         try pages.registerPage("shop://cart", name: "cart", presentation: .root, tab: "cart")
///         try pages.register("shop://cart/add/{sku}") { context in
///             let cart = try services.resolve((any CartService).self)
///             return await cart.add(sku: try context.parameters.require("sku", as: String.self))
///         }
///         return pages
///     }
/// }
///
/// // The app, after booting the modules: each module's routes, set up on first open.
/// try await host.addRoutes(to: navigator)
/// ```
public protocol RoutedModule<Services>: Sendable {
    /// What the app gives every module's routes besides the navigator, usually its service
    /// registry.
    associatedtype Services

    /// The module's pages, actions, interceptors and not-found handlers, as one collection for
    /// the app to add.
    ///
    /// - Parameters:
    ///   - navigator: The app's navigator, for handlers that open pages or wait for a page's
    ///     result.
    ///   - services: The app's services, for handlers that use what other modules offer.
    /// - Throws: What declaring a route throws (a pattern that does not parse), or what the
    ///   module needs and cannot get.
    func routes(navigator: Navigator, services: Services) throws -> RouteCollection
}

extension ModuleHost {
    /// Adds the routes of every booted module that adopts ``RoutedModule`` (with the host's
    /// registry as its services) to the navigator's router, each module's collection all or
    /// none, in boot order.
    ///
    /// The routes are known at once, without setting a module up: the first open of one of a
    /// module's routes sets the module up before the route's handler runs (an open that
    /// arrives during the set-up waits for it). A synchronous open (`openSynchronously`) cannot
    /// wait: before the module is set up it throws `RouteError` with code `notReady` and
    /// starts the set-up; a module whose routes are opened synchronously at launch sets up at
    /// launch (`AppModule.setsUpAtLaunch`).
    ///
    /// - Throws: What a module's ``RoutedModule/routes(navigator:services:)`` throws, or the
    ///   `RouteError` of adding its collection; the modules before it are added.
    public func addRoutes(to navigator: Navigator) throws {
        for module in modules {
            guard let routed = module as? any RoutedModule<ServiceRegistry> else { continue }
            let routes = try routed.routes(navigator: navigator, services: services)
            let name = module.name
            try routes.addInterceptor(
                ModuleSetUp(module: name, host: self), name: "set up \(name)", priority: Int.max,
                scope: .patterns(routes.patterns.map(\.text)))
            try navigator.router.add(routes)
        }
    }
}

/// Sets a module up before the first open of one of its routes goes on.
struct ModuleSetUp: SynchronousRouteInterceptor {
    let module: String
    let host: ModuleHost

    func decide(_ interception: Interception) throws -> InterceptorDecision {
        if host.isSetUp(module) { return .proceed(interception.request) }
        let (host, module, url) = (host, module, interception.request.url)
        return .wait(
            for: { try await host.setUp(module, reason: .open(url)) },
            reason: "the module \"\(module)\" is not set up yet: open \(url) asynchronously, or set the module up at launch")
    }
}
