import Junction
import JunctionDeclaredRoutes
import JunctionNavigation
import JunctionServices
import ShopInterfaces
import ShopWeb

/// The demo shop's app target. It lists no module: the modules declare themselves
/// (`@DeclaredModule`) and some of their routes (`@Route`), and the app finds both at launch; it
/// imports the web module only for the web fallback, which is the app's to set. It makes the router, the navigator and the registry, boots the modules (which
/// register their services), adds the declared routes with one call, then each module's pages
/// and routes, and sets the web fallback.
@MainActor
public final class ShopApp {
    /// The app's modules, as declared; priorities decide the boot order.
    public nonisolated static var modules: [any AppModule] { DeclaredRoutes.all.instances(of: (any AppModule).self) }

    /// The router the modules' routes are added to.
    public let router: Router
    /// The navigator, with a home tab and a cart tab.
    public let navigator: Navigator
    /// Boots the modules and tells them of app events.
    public let host: ModuleHost

    /// The app, not yet launched; modules write to `console`.
    public init(console: any ShopConsole) throws {
        router = Router(options: RouterOptions(webHosts: ["shop.example.com"], schemes: ["shop"]))
        navigator = Navigator(router: router, state: NavigationState(tabs: ["home", "cart"]))
        let services = ServiceRegistry()
        try services.register((any ShopConsole).self, instance: console)
        host = ModuleHost(services: services)
    }

    /// Sets every module up, in priority order; adds the declared routes (all or none, every
    /// conflict between modules reported at once), then each module's pages and routes, each
    /// module's all or none.
    public func launch() async throws -> ModuleBootReport {
        let report = try await host.boot(Self.modules)
        try DeclaredRoutes.all.add(to: router, environment: host.services)
        for case let module as any RoutedModule<ServiceRegistry> in await host.modules {
            try router.add(module.routes(navigator: navigator, services: host.services))
        }
        // A web link no module's route answers opens in the web module's page.
        try router.add(.web(allowing: WebModule.hosts) { url, _ in WebModule.page(showing: url) })
        return report
    }
}
