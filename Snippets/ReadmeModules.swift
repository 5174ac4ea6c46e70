// The README's "Modules and services" example, as the README shows it. In an app each part
// lives in the module its comment names.

import Junction
import JunctionNavigation
import JunctionServices

// CartInterface: a small module that both feature modules import.
public protocol CartService: Sendable {
    func add(_ sku: String) async
    var count: Int { get async }
}

// CartFeature: imports CartInterface, JunctionServices, JunctionNavigation and Junction.
struct CartModule: AppModule, RoutedModule {
    let name = "cart"
    let priority = 100                    // set up before the modules that use the cart
    let cart = InMemoryCart()

    func setUp(_ context: ModuleContext) async throws {
        try context.services.register((any CartService).self, instance: cart)
    }

    func routes(navigator: Navigator, services: ServiceRegistry) throws -> RouteCollection {
        let pages = RouteCollection(name)
        try pages.registerPage("shop://cart", name: "cart", presentation: .root)
        try pages.registerPage("shop://cart/checkout", name: "checkout", parent: "cart", exposure: .sources(.push))
        return pages
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

// ProductFeature: imports CartInterface, JunctionServices, JunctionNavigation and Junction;
// never CartFeature.
struct ProductModule: AppModule, RoutedModule {
    let name = "product"

    func routes(navigator: Navigator, services: ServiceRegistry) throws -> RouteCollection {
        let pages = RouteCollection(name)
        try pages.register("shop://product/{sku}/buy") { context in
            let cart = try services.resolve((any CartService).self)            // by its protocol
            await cart.add(try context.parameters.require("sku", as: String.self))
            try await navigator.open("shop://cart")                            // the cart's page, by URL
        }
        return pages
    }
}

// The app: the one place that imports every module.
let navigator = Navigator(router: Router())
let host = ModuleHost()
let report = try await host.boot([ProductModule(), CartModule()])     // cart first: priority 100
for case let module as any RoutedModule<ServiceRegistry> in await host.modules {
    try navigator.router.add(module.routes(navigator: navigator, services: host.services))
}
await host.send(.launched)                                            // to cart, then to product
try await navigator.open("shop://product/A1/buy")                     // shows cart#1
try await navigator.open(RouteRequest(url: "shop://cart/checkout", source: .push))       // deepLink: cart#2 > checkout#3
// snippet.hide
precondition(navigator.state.outline == "cart#2 > checkout#3")
precondition(navigator.history.map(\.kind) == [.show, .deepLink])
let cartCount = await (try host.services.resolve((any CartService).self)).count
precondition(cartCount == 1)
precondition(report.entries.map(\.name) == ["cart", "product"])
let moduleNames = await host.modules.map(\.name)
precondition(moduleNames == ["cart", "product"])
precondition(navigator.router.registrations.map(\.description) == ["shop://cart", "shop://cart/checkout", "shop://product/{sku}/buy"])
