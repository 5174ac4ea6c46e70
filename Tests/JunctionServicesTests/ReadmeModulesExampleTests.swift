import Junction
import JunctionServices
import Testing

/// The README's "Modules and services" example, verbatim, so it keeps compiling and saying
/// what it says. In an app each part lives in the module its comment names.
@Suite(.timeLimit(.minutes(1))) struct ReadmeModulesExampleTests {
    // CartInterface: a small module that both feature modules import.
    public protocol CartService: Sendable {
        func add(_ sku: String) async
        var count: Int { get async }
    }

    // CartFeature: imports CartInterface, JunctionServices and Junction.
    struct CartModule: AppModule {
        let name = "cart"
        let priority = 100                    // set up before the modules that use the cart
        let cart = InMemoryCart()

        func setUp(_ context: ModuleContext) async throws {
            try context.services.register((any CartService).self, instance: cart)
            let router = try context.services.resolve(Router.self)
            try router.register("shop://cart") { [cart] _ in "cart (\(await cart.count))" }
        }

        func handle(_ event: AppEvent, context: ModuleContext) async {
            if event == .enteredBackground { await cart.save() }
        }
    }

    actor InMemoryCart: CartService {
        private(set) var count = 0
        func add(_ sku: String) { count += 1 }
        func save() {}
    }

    // ProductFeature: imports CartInterface, JunctionServices and Junction; never CartFeature.
    struct ProductModule: AppModule {
        let name = "product"

        func setUp(_ context: ModuleContext) async throws {
            let services = context.services
            let router = try services.resolve(Router.self)
            try router.register("shop://product/{sku}/buy") { context in
                let cart = try services.resolve((any CartService).self)            // by its protocol
                await cart.add(try context.parameters.require("sku", as: String.self))
                return try await router.open("shop://cart", as: String.self)       // the cart's page, by URL
            }
        }
    }

    @Test func modulesAndServicesExample() async throws {
        // The app: the one place that imports every module.
        let router = Router()
        let host = ModuleHost()
        try host.services.register(Router.self, instance: router)
        let report = try await host.boot([ProductModule(), CartModule()])     // cart first: priority 100
        await host.send(.launched)                                            // to cart, then to product
        let page = try await router.open("shop://product/A1/buy", as: String.self)   // "cart (1)"

        #expect(page == "cart (1)")
        #expect(report.entries.map(\.name) == ["cart", "product"])
        #expect(await host.modules.map(\.name) == ["cart", "product"])
    }
}
