import Junction
import JunctionNavigation
import JunctionServices
import ShopInterfaces

/// Web pages: an `https` link on an allowed host that no route answers opens in a web page,
/// instead of failing; every other web link is refused. The module offers the page; the app,
/// which decides what reaches the router, sets the web fallback that answers it.
public struct WebModule: AppModule, RoutedModule {
    /// The module's name.
    public let name = "web"
    /// Set up last: its page shows what the other modules leave.
    public let priority = -10

    /// The hosts whose links no route answers open in the web page: the help site, and every
    /// subdomain of the shop's.
    public static let hosts = ["help.example.com", ".shop.example.com"]

    /// A web module.
    public init() {}

    /// The web page showing `url`: what the app's web fallback answers.
    public static func page(showing url: WebURL) -> PageDestination {
        PageDestination(route: "web", url: url.description, parameters: ["url": url.description])
    }

    /// The web page.
    public func routes(navigator: Navigator, services: ServiceRegistry) throws -> RouteCollection {
        let pages = RouteCollection(name)
        try pages.registerPage("shop://web", name: "web", attributes: [RouteAttribute(name: "url", isRequired: true)])
        return pages
    }
}
