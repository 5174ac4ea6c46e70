import Junction
import JunctionNavigation
import JunctionServices
import ShopInterfaces

/// The video player: a page over the whole screen that pushes and universal links may open.
public struct VideoModule: AppModule, RoutedModule {
    /// The module's name.
    public let name = "video"

    /// A video module.
    public init() {}

    /// The player page.
    public func routes(navigator: Navigator, services: ServiceRegistry) throws -> RouteCollection {
        let pages = RouteCollection(name)
        try pages.registerPage(
            "shop://video/{id}", name: "video", presentation: .fullScreenCover,
            attributes: [RouteAttribute(name: "start", type: "int", defaultValue: "0")], exposure: .sources(.push, .universalLink))
        return pages
    }
}
