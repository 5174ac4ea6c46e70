import Junction
import JunctionNavigation
import JunctionServices
import ShopInterfaces

/// The video player: a modal page that pushes and universal links may open.
public struct VideoModule: AppModule {
    /// The module's name.
    public let name = "video"

    /// A video module.
    public init() {}

    /// Registers the player page.
    public func setUp(_ context: ModuleContext) async throws {
        let navigator = try context.services.resolve(Navigator.self)
        try await navigator.registerPage(
            "shop://video/{id}", name: "video", presentation: .modal,
            attributes: [RouteAttribute(name: "start", type: "int", defaultValue: "0")], exposure: .sources(.push, .universalLink))
    }
}
