import Junction
import JunctionNavigation
import JunctionServices
import ShopInterfaces

/// Signing in, the user's pages, and the login interceptor: a page tagged `account` opens only
/// once someone is signed in, and until then the interceptor shows the login page and waits.
public struct UserModule: AppModule, RoutedModule {
    /// The module's name.
    public let name = "user"
    /// Set up before the modules whose pages the login interceptor guards.
    public let priority = 90
    /// Who is signed in.
    let session = Session()

    /// A user module.
    public init() {}

    /// Registers the session service.
    public func register(_ services: ServiceRegistry) throws {
        try services.register((any UserSession).self, instance: session)
    }

    /// The pages, the sign-in and address actions, and the login interceptor.
    public func routes(navigator: Navigator, services: ServiceRegistry) throws -> RouteCollection {
        let console = try services.resolve((any ShopConsole).self)
        let session = session
        let pages = RouteCollection(name)
        try pages.registerPage("shop://user/login", name: "login", presentation: .modal)
        try pages.registerPage("shop://user/orders", name: "orders", parent: "home", tags: ["account"])
        try pages.registerPage("shop://user/settings", name: "settings")
        try pages.registerPage("shop://user/address", name: "address", presentation: .modal)

        try pages.addInterceptor(name: "login", scope: .tags("account")) { interception, next in
            if await session.userName() == nil {
                console.write("user", "\(interception.request.url) needs a signed-in user: showing the login page and waiting")
                guard try await navigator.open("shop://user/login", expecting: Bool.self) == true else {
                    throw RouteError(.rejected, "\(interception.request.url) needs a signed-in user")
                }
                console.write("user", "signed in as \(await session.userName() ?? "?"); going on to \(interception.request.url)")
            }
            return try await next(interception.request)
        }
        // What the login page's button does: sign in, and hand the result to the interceptor.
        try pages.register("shop://user/login/submit") { context async throws in
            let name = try context.parameters.require("name", as: String.self)
            await session.signIn(name)
            await navigator.finishTop(route: "login", with: true)
        }
        // What the address picker's rows do: hand the address to the page that asked.
        try pages.register("shop://user/address/choose") { context async throws in
            let line = try context.parameters.require("line", as: String.self)
            await navigator.finishTop(route: "address", with: line)
        }
        return pages
    }
}

/// The signed-in user, kept in memory.
actor Session: UserSession {
    private var name: String?

    func userName() -> String? { name }

    func signIn(_ name: String) { self.name = name }
}

extension Navigator {
    /// Hands `value` to the opener of the visible page of `route` nearest the top.
    fileprivate func finishTop(route: String, with value: any Sendable) {
        if let page = state.visiblePages.last(where: { $0.route == route }) { finish(page.id, with: value) }
    }
}
