import Junction
import JunctionNavigation
import JunctionServices
import ShopInterfaces

/// The home tab. Its title says where orders go, which it asks the user module's address
/// picker for, by URL, waiting for the page's result.
public struct HomeModule: AppModule, RoutedModule {
    /// The module's name.
    public let name = "home"

    /// A home module.
    public init() {}

    /// The home page and the action that asks for an address.
    public func routes(navigator: Navigator, services: ServiceRegistry) throws -> RouteCollection {
        let console = try services.resolve((any ShopConsole).self)
        let pages = RouteCollection(name)
        try pages.registerPage("shop://home", name: "home", presentation: .root, tab: "home", exposure: .everywhere)
        try pages.register("shop://home/deliver-to") { _ async throws in
            let address = try await navigator.open("shop://user/address", expecting: String.self)
            console.write("home", address.map { "title is now \"Deliver to \($0)\"" } ?? "title unchanged: no address picked")
        }
        return pages
    }
}
