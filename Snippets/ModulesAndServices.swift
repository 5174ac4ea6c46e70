// Modules and services: feature modules register services by protocol and hand the app their
// pages and routes; the app is the one place that knows them all.

import Junction
import JunctionNavigation
import JunctionServices

// snippet.registry
protocol Analytics: Sendable { func track(_ event: String) }
struct ConsoleAnalytics: Analytics { func track(_ event: String) { print("track \(event)") } }
protocol SearchProvider: Sendable { var name: String { get } }
struct ProductSearch: SearchProvider { let name = "products" }
struct OrderSearch: SearchProvider { let name = "orders" }

let services = ServiceRegistry()
try services.register((any Analytics).self) { _ in ConsoleAnalytics() }   // made once, on first use
services.contribute((any SearchProvider).self) { _ in ProductSearch() }    // plug-ins, in order
services.contribute((any SearchProvider).self) { _ in OrderSearch() }

try services.resolve((any Analytics).self).track("launch")                  // track launch
let providers = try services.resolveAll((any SearchProvider).self).map(\.name)   // ["products", "orders"]
// snippet.end
// snippet.hide
precondition(providers == ["products", "orders"])
// snippet.show

// snippet.modules
// CartInterface: a small module both feature modules import.
protocol CartService: Sendable {
    func add(_ sku: String) async
    var count: Int { get async }
}

// CartFeature: imports CartInterface, JunctionServices, JunctionNavigation and Junction.
struct CartModule: AppModule, RoutedModule {
    let name = "cart"
    let priority = 100   // set up before the modules that use the cart

    func setUp(_ context: ModuleContext) async throws {
        try context.services.register((any CartService).self) { _ in InMemoryCart() }
    }

    func routes(navigator: Navigator, services: ServiceRegistry) throws -> PageCollection {
        var pages = PageCollection(name)
        try pages.registerPage("shop://cart", name: "cart", presentation: .root)
        return pages
    }
}

actor InMemoryCart: CartService {
    private(set) var count = 0
    func add(_ sku: String) { count += 1 }
}

// ProductFeature: imports CartInterface and the libraries; never CartFeature.
struct ProductModule: AppModule, RoutedModule {
    let name = "product"

    func routes(navigator: Navigator, services: ServiceRegistry) throws -> PageCollection {
        var pages = PageCollection(name)
        try pages.routes.register("shop://product/{sku}/buy") { context in
            let cart = try services.resolve((any CartService).self)   // by its protocol
            await cart.add(try context.parameters.require("sku", as: String.self))
            try await navigator.open("shop://cart")                   // the cart's page, by URL
        }
        return pages
    }
}
// snippet.end

// snippet.app
// The app: the one place that imports every module.
let navigator = Navigator(router: Router())
let host = ModuleHost()
let report = try await host.boot([ProductModule(), CartModule()])   // cart first: priority 100
for case let module as any RoutedModule<ServiceRegistry> in await host.modules {
    try navigator.add(module.routes(navigator: navigator, services: host.services))
}
await host.send(.launched)
try await navigator.open("shop://product/A1/buy")                   // shows cart#1
let count = await (try host.services.resolve((any CartService).self)).count   // 1
// snippet.end
// snippet.hide
precondition(count == 1)
precondition(navigator.state.outline == "cart#1")
_ = report
// snippet.show
