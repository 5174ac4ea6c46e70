import Junction

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
/// // The app, after booting the modules:
/// for case let module as any RoutedModule<ServiceRegistry> in await host.modules {
///     try navigator.router.add(module.routes(navigator: navigator, services: host.services))
/// }
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
