import Junction
import JunctionNavigation
import JunctionServices
import ShopInterfaces

/// Web pages: an `https` link on an allowed host that no route answers opens in a web page,
/// instead of failing; every other web link is refused.
public struct WebModule: AppModule {
    /// The module's name.
    public let name = "web"
    /// Set up last: its fallback catches what the other modules leave.
    public let priority = -10

    /// A web module.
    public init() {}

    /// Registers the web page and the web fallback.
    public func setUp(_ context: ModuleContext) async throws {
        let navigator = try context.services.resolve(Navigator.self)
        try await navigator.registerPage("shop://web", name: "web", attributes: [RouteAttribute(name: "url", isRequired: true)])
        try navigator.router.setWebFallback(allowing: ["help.example.com", ".shop.example.com"]) { url, _ in
            PageDestination(route: "web", url: url.description, parameters: ["url": url.description])
        }
    }
}
