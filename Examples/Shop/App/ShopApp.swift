import Junction
import JunctionNavigation
import JunctionServices
import ShopAudio
import ShopCart
import ShopHome
import ShopInterfaces
import ShopProduct
import ShopUser
import ShopVideo
import ShopWeb

/// The demo shop's app target: the one place that knows every module. It makes the router,
/// the navigator and the registry, boots the modules (which register their services), adds
/// each module's pages and routes, and sets the web fallback, which is the app's to set.
@MainActor
public final class ShopApp {
    /// The app's modules; priorities decide the boot order.
    public nonisolated static var modules: [any AppModule] {
        [AudioModule(), CartModule(), HomeModule(), ProductModule(), UserModule(), VideoModule(), WebModule()]
    }

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

    /// Boots every module (registering its services, in priority order), then adds each
    /// module's pages and routes, each module's all or none; a module is set up on its first use.
    @discardableResult
    public func launch() async throws -> ModuleBootReport {
        let report = try await host.boot(Self.modules)
        try await host.addRoutes(to: navigator)
        // A web link no module's route answers opens in the web module's page.
        try router.add(.web(allowing: WebModule.hosts) { url, _ in WebModule.page(showing: url) })
        return report
    }
}
