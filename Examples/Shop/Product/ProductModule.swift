import Junction
import JunctionDeclaredRoutes
import JunctionNavigation
import JunctionServices
import ShopInterfaces

/// Product pages: reachable from everywhere, by the app's scheme or a universal link, with the
/// home page as the parent a deep link builds; and their reviews, which pushes may open.
@DeclaredModule
public struct ProductModule: AppModule, RoutedModule {
    /// The module's name.
    public let name = "product"

    /// A product module.
    public init() {}

    /// The reviews page; the product page is declared below.
    public func routes(navigator: Navigator, services: ServiceRegistry) throws -> RouteCollection {
        let pages = RouteCollection(name)
        try pages.registerPage(
            "shop://product/{id:int}/reviews", name: "reviews", parent: "product",
            attributes: [RouteAttribute(name: "sort", defaultValue: "top")], exposure: .sources(.push))
        return pages
    }
}

/// The product page, by the app's scheme: a route declared where its handler is written. Its
/// handler reads the value passed beside the URL, then answers the page to show.
@Route("shop://product/{id:int}", name: "product", exposure: .everywhere)
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

/// The product page by a universal link: the same page.
@Route("https://shop.example.com/product/{id:int}", exposure: .everywhere)
func productLink(_ context: RouteContext, _ services: ServiceRegistry) throws -> PageDestination {
    try productPage(context, services)
}
