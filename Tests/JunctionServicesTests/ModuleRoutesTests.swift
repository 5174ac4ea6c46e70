import Junction
import JunctionServices
import Testing

/// Modules reach the app's router as a service: they register routes in set-up, and other
/// modules open them by URL.
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
    struct CartTargetModule: AppModule {
        let name = "cart"
        let basket = Basket()

        func setUp(_ context: ModuleContext) async throws {
            let router = try context.services.resolve(Router.self)
            let basket = basket
            try router.register("mediator://Cart/addItem?quantity=1") { context in
                let sku = try context.parameters.require("sku", as: String.self)
                let count = await basket.add(sku, quantity: try context.parameters.require("quantity", as: Int.self))
                (context.userInfo["done"] as? @Sendable (Int) -> Void)?(count)
                return count
            }
            try router.register("mediator://Cart/items") { _ in await basket.skus }
        }
    }

    /// Calls an action by its target's and action's names, as CTMediator's `performTarget:action:params:` does.
    static func perform<Value>(
        _ router: Router, target: String, action: String, query: String = "", objects: [String: any Sendable] = [:],
        as type: Value.Type
    ) async throws -> Value {
        try await router.open("mediator://\(target)/\(action)\(query)", as: type, userInfo: objects)
    }

    @Test func targetActionByNameIsARouteTheModuleRegisters() async throws {
        let router = Router()
        let host = ModuleHost()
        try host.services.register(Router.self, instance: router)
        try await host.boot([CartTargetModule()])
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
    }

    @Test func aModuleWithoutTheRouterSaysSo() async throws {
        let error = await #expect(throws: ServiceError.self) { try await ModuleHost().boot([CartTargetModule()]) }
        #expect(error?.description == "setUpFailed: module \"cart\" failed to set up: missing: no service is registered for Router")
    }
}
