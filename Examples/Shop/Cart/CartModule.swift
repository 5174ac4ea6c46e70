import Junction
import JunctionNavigation
import JunctionServices
import ShopInterfaces

/// The cart tab and its service. Adding to the cart is a target-action by name: a route other
/// modules open, such as `shop://cart/add/A1`, whose handler calls the service.
public struct CartModule: AppModule, RoutedModule {
    /// The module's name.
    public let name = "cart"
    /// Set up before the modules that use the cart service.
    public let priority = 50

    /// A cart module.
    public init() {}

    /// Registers the cart service.
    public func register(_ services: ServiceRegistry) throws {
        try services.register((any CartService).self) { _ in InMemoryCart() }
    }

    /// The cart and checkout pages, and adding to the cart by name.
    public func routes(navigator: Navigator, services: ServiceRegistry) throws -> RouteCollection {
        let pages = RouteCollection(name)
        try pages.registerPage("shop://cart", name: "cart", presentation: .root, tab: "cart", exposure: .everywhere)
        try pages.registerPage("shop://cart/checkout", name: "checkout", parent: "cart", tab: "cart", tags: ["account"])
        try pages.register("shop://cart/add/{sku}") { context in try await addToCart(context, services) }
        return pages
    }

    /// Saves the cart when the app goes to the background.
    public func handle(_ event: AppEvent, context: ModuleContext) async {
        guard event == .enteredBackground, let cart = try? context.services.resolve((any CartService).self),
              let console = try? context.services.resolve((any ShopConsole).self)
        else { return }
        let count = await cart.count()
        console.write("cart", "saved \(count) item\(count == 1 ? "" : "s")")
    }
}

/// Adding to the cart by name: a target-action other modules reach by URL, with the app's
/// services.
func addToCart(_ context: RouteContext, _ services: ServiceRegistry) async throws -> Int {
    let sku = try context.parameters.require("sku", as: String.self)
    let cart = try services.resolve((any CartService).self)
    let console = try services.resolve((any ShopConsole).self)
    let count = await cart.add(sku: sku)
    console.write("cart", "added \(sku); the cart holds \(count) item\(count == 1 ? "" : "s")")
    return count
}

/// A cart kept in memory.
actor InMemoryCart: CartService {
    private var items: [String] = []

    func add(sku: String) -> Int {
        items.append(sku)
        return items.count
    }

    func count() -> Int { items.count }
}
