import Junction
import JunctionNavigation
import JunctionServices
import Testing

/// Modules hand the app their routes as collections, never finding the router in the
/// registry: the app adds each module's collection, all or none, and other modules open the
/// routes by URL.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ModuleRoutesTests {
    /// The cart, as the cart module keeps it.
    actor Basket {
        private(set) var skus: [String] = []
        func add(_ sku: String, quantity: Int) -> Int {
            skus += Array(repeating: sku, count: quantity)
            return skus.count
        }
    }

    /// Offers CTMediator-style target-actions: each action of the target `Cart` is a route
    /// `mediator://Cart/<action>`, its parameters in the query and its objects in `userInfo`.
    struct CartTargetModule: AppModule, RoutedModule {
        let name = "cart"
        let basket = Basket()

        func routes(navigator: Navigator, services: ServiceRegistry) throws -> RouteCollection {
            let basket = basket
            let pages = RouteCollection(name)
            try pages.register("mediator://Cart/addItem?quantity=1") { context in
                let sku = try context.parameters.require("sku", as: String.self)
                let count = await basket.add(sku, quantity: try context.parameters.require("quantity", as: Int.self))
                (context.userInfo["done"] as? @Sendable (Int) -> Void)?(count)
                return count
            }
            try pages.register("mediator://Cart/items") { _ in await basket.skus }
            try pages.registerPage("mediator://Cart", name: "cart", presentation: .root)
            return pages
        }
    }

    /// A wish list whose items action takes the cart's URL: its collection conflicts with the cart's.
    struct WishlistModule: AppModule, RoutedModule {
        let name = "wishlist"

        func routes(navigator: Navigator, services: ServiceRegistry) throws -> RouteCollection {
            let pages = RouteCollection(name)
            try pages.registerPage("mediator://Wishlist", name: "wishlist", parent: "cart")
            try pages.register("mediator://Wishlist/clear") { _ in }
            try pages.register("mediator://Cart/items") { _ in ["wished"] }
            return pages
        }
    }

    /// A module whose routes use a service no module registers.
    struct ReviewsModule: AppModule, RoutedModule {
        let name = "reviews"

        func routes(navigator: Navigator, services: ServiceRegistry) throws -> RouteCollection {
            let reviews = try services.resolve(Int.self, name: "reviews per page")
            let pages = RouteCollection(name)
            try pages.register("mediator://Reviews/count") { _ in reviews }
            return pages
        }
    }

    /// What an app does: boots the modules, then adds each one's collection in boot order.
    static func launch(_ modules: [any AppModule], on navigator: Navigator) async throws -> ModuleHost {
        let host = ModuleHost()
        try await host.boot(modules)
        try await host.addRoutes(to: navigator)
        return host
    }

    /// Calls an action by its target's and action's names, as CTMediator's `performTarget:action:params:` does.
    static func perform<Value>(
        _ router: Router, target: String, action: String, query: String = "", objects: [String: any Sendable] = [:],
        as type: Value.Type
    ) async throws -> Value {
        try await router.open(RouteRequest(url: "mediator://\(target)/\(action)\(query)", userInfo: objects), as: type)
    }

    @Test func targetActionByNameIsARouteTheModuleHandsOver() async throws {
        let navigator = Navigator(router: Router())
        let host = try await Self.launch([CartTargetModule()], on: navigator)
        let router = navigator.router
        let told = Tally()
        let done: @Sendable (Int) -> Void = { told.note("done with \($0)") }

        let first = try await Self.perform(router, target: "Cart", action: "addItem", query: "?sku=A1", as: Int.self)
        let second = try await Self.perform(
            router, target: "Cart", action: "addItem", query: "?sku=B2&quantity=2", objects: ["done": done], as: Int.self)
        let items = try await Self.perform(router, target: "Cart", action: "items", as: [String].self)

        #expect([first, second] == [1, 3])
        #expect(items == ["A1", "B2", "B2"])
        #expect(told.notes == ["done with 3"])
        // An action no module offers is an error, not a crash.
        await #expect(throws: RouteError(.notFound, "no route matches mediator://Cart/removeAll")) {
            try await Self.perform(router, target: "Cart", action: "removeAll", as: Int.self)
        }
        await #expect(throws: RouteError(.missingParameter, "missing parameter \"sku\" (expected text)")) {
            try await Self.perform(router, target: "Cart", action: "addItem", as: Int.self)
        }
        // The registry holds no router: the module never looked for one.
        #expect(!host.services.isRegistered(Router.self))
        #expect(!host.services.isRegistered(Navigator.self))
    }

    @Test func aCollectionThatConflictsLeavesNothingOfItselfAndSaysWhy() async throws {
        let navigator = Navigator(router: Router())
        let error = await #expect(throws: RouteError.self) {
            try await Self.launch([CartTargetModule(), WishlistModule()], on: navigator)
        }
        #expect(error?.description == """
            conflict: "mediator://Cart/items" matches exactly the same URLs as "mediator://Cart/items", registered earlier
            """)
        // The cart's collection stays whole; nothing of the wish list's was added.
        #expect(navigator.router.registrations.map(\.description) == [
            "mediator://Cart/addItem?quantity=1", "mediator://Cart/items", "mediator://Cart",
        ])
        #expect(try await Self.perform(navigator.router, target: "Cart", action: "items", as: [String].self) == [])
        await #expect(throws: RouteError(.notFound, "no route matches mediator://Wishlist")) {
            try await navigator.open("mediator://Wishlist")
        }
        #expect(navigator.state.allPages.isEmpty)
    }

    @Test func routesThatNeedAMissingServiceSaySo() async throws {
        let navigator = Navigator(router: Router())
        let error = await #expect(throws: ServiceError.self) { try await Self.launch([ReviewsModule()], on: navigator) }
        #expect(error?.description == "missing: no service is registered for Int named \"reviews per page\"")
        #expect(navigator.router.registrations.isEmpty)
    }
}
