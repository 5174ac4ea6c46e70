import Junction
import JunctionNavigation
import JunctionServices
import ShopInterfaces

/// Product pages: reachable from everywhere, by the app's scheme or a universal link, with the
/// home page as the parent a deep link builds; and their reviews, which pushes may open.
public struct ProductModule: AppModule, RoutedModule {
    /// The module's name.
    public let name = "product"

    /// A product module.
    public init() {}

    /// The product page, by the app's scheme and by a universal link, and its reviews page.
    public func routes(navigator: Navigator, services: ServiceRegistry) throws -> RouteCollection {
        let pages = RouteCollection(name)
        try pages.register("shop://product/{id:int}", name: "product", exposure: .everywhere) { context in
            try productPage(context, services)
        }
        try pages.register("https://shop.example.com/product/{id:int}", exposure: .everywhere) { context in
            try productPage(context, services)
        }
        try pages.registerPage(
            "shop://product/{id:int}/reviews", name: "reviews", parent: "product",
            attributes: [RouteAttribute(name: "sort", defaultValue: "top")], exposure: .sources(.push))
        return pages
    }
}

/// The product page: it reads the value passed beside the URL, then answers the page to show.
func productPage(_ context: RouteContext, _ services: ServiceRegistry) throws -> PageDestination {
    let id = try context.parameters.require("id", as: Int.self)
    if let preview = context.userInfo["preview"] as? ProductPreview {
        let console = try services.resolve((any ShopConsole).self)
        let cents = preview.cents % 100
        let price = "\(preview.cents / 100).\(cents < 10 ? "0" : "")\(cents)"
        console.write("product", "page \(id) drawn from the value beside the URL: \(preview.name), \(price) (nothing fetched)")
    }
    return PageDestination(route: "product", url: context.url.description, parameters: ["id": String(id)], parent: "home")
}
