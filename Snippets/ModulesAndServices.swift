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
// made once, on first use
try services.register((any Analytics).self) { _ in ConsoleAnalytics() }
// plug-ins, in order
services.contribute((any SearchProvider).self) { _ in ProductSearch() }
services.contribute((any SearchProvider).self) { _ in OrderSearch() }

// track launch
try services.resolve((any Analytics).self).track("launch")
// ["products", "orders"]
let providers = try services.resolveAll((any SearchProvider).self).map(\.name)
// snippet.end
// snippet.hide
precondition(providers == ["products", "orders"])
// snippet.show

// snippet.modules
// AccountInterface: a small module that both feature modules import.
protocol UserSession: Sendable {
    var userName: String? { get async }
}

// AccountFeature: imports AccountInterface, JunctionServices, JunctionNavigation and Junction.
struct AccountModule: AppModule, RoutedModule {
    let name = "account"
    let priority = 100   // set up before the modules that use the session

    func setUp(_ context: ModuleContext) async throws {
        try context.services.register((any UserSession).self) { _ in SignedInSession() }
    }

    func routes(navigator: Navigator, services: ServiceRegistry) throws -> RouteCollection {
        let pages = RouteCollection(name)
        try pages.registerPage("shop://account/login", name: "login", presentation: .modal)
        return pages
    }
}

actor SignedInSession: UserSession {
    var userName: String? = "ann"
}

// OrdersFeature: imports AccountInterface and the libraries; never AccountFeature.
struct OrdersModule: AppModule, RoutedModule {
    let name = "orders"

    func routes(navigator: Navigator, services: ServiceRegistry) throws -> RouteCollection {
        let pages = RouteCollection(name)
        try pages.registerPage("shop://orders", name: "orders", presentation: .root)
        try pages.register("shop://orders/reorder/{id:int}") { context in
            // by its protocol
            let session = try services.resolve((any UserSession).self)
            let signedIn = await session.userName != nil
            // pages of two modules, by URL
            try await navigator.open(signedIn ? "shop://orders" : "shop://account/login")
        }
        return pages
    }
}
// snippet.end

// snippet.app
// The app: the one place that imports every module.
let navigator = Navigator(router: Router())
let host = ModuleHost()
// account first: priority 100
let report = try await host.boot([OrdersModule(), AccountModule()])
for case let module as any RoutedModule<ServiceRegistry> in await host.modules {
    try navigator.router.add(module.routes(navigator: navigator, services: host.services))
}
await host.send(.launched)
// signed in: shows orders#1
try await navigator.open("shop://orders/reorder/7")
// snippet.end
// snippet.hide
precondition(navigator.state.outline == "orders#1")
let names = await host.modules.map(\.name)
precondition(names == ["account", "orders"])
precondition(report.entries.map(\.name) == ["account", "orders"])
