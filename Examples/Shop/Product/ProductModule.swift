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

    /// The product and reviews pages.
    public func routes(navigator: Navigator, services: ServiceRegistry) throws -> PageCollection {
        let console = try services.resolve((any ShopConsole).self)
        var pages = PageCollection(name)
        // A page route written out: its handler reads the value passed beside the URL, then
        // answers the page to show.
        for pattern in ["shop://product/{id:int}", "https://shop.example.com/product/{id:int}"] {
            try pages.routes.register(pattern, name: pattern.hasPrefix("shop") ? "product" : nil, exposure: .everywhere) { context in
                let id = try context.parameters.require("id", as: Int.self)
                if let preview = context.userInfo["preview"] as? ProductPreview {
                    let cents = preview.cents % 100
                    let price = "\(preview.cents / 100).\(cents < 10 ? "0" : "")\(cents)"
                    console.write("product", "page \(id) drawn from the value beside the URL: \(preview.name), \(price) (nothing fetched)")
                }
                return PageDestination(route: "product", url: context.url.description, parameters: ["id": String(id)], parent: "home")
            }
        }
        try pages.registerPage(
            "shop://product/{id:int}/reviews", name: "reviews", parent: "product",
            attributes: [RouteAttribute(name: "sort", defaultValue: "top")], exposure: .sources(.push))
        return pages
    }
}
