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

/// The demo shop's app target: the only code that knows every module. It makes the router,
/// the navigator and the registry, hands them to the modules as services, and boots them.
@MainActor
public final class ShopApp {
    /// The app's modules, in the order the app lists them; priorities decide the boot order.
    public nonisolated static let modules: [any AppModule] = [
        HomeModule(), ProductModule(), UserModule(), CartModule(), VideoModule(), AudioModule(), WebModule(),
    ]

    /// The router every module registers on.
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
        try services.register(Navigator.self, instance: navigator)
        try services.register((any ShopConsole).self, instance: console)
        host = ModuleHost(services: services)
    }

    /// Sets every module up, in priority order.
    public func launch() async throws -> ModuleBootReport {
        try await host.boot(Self.modules)
    }
}
