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

    func register(_ services: ServiceRegistry) throws {
        try services.register((any UserSession).self) { _ in SignedInSession() }
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
// registers each module's services, account's first (priority 100); sets none up yet
try await host.boot([OrdersModule(), AccountModule()])
// every module's routes; a module is set up on the first open of one of them
try await host.addRoutes(to: navigator)
// sets orders up, then shows orders#1 (signed in)
try await navigator.open("shop://orders/reorder/7")
// first open of shop://orders/reorder/7
print(await host.report.entries[0].reason)
// snippet.end
// snippet.hide
precondition(navigator.state.outline == "orders#1")
let names = await host.modules.map(\.name)
precondition(names == ["account", "orders"])
// The session's first resolve sets the account module up, without the open waiting for it.
while !host.isSetUp("account") { await Task.yield() }
let reasons = await host.report.entries.map { "\($0.name): \($0.reason)" }
precondition(reasons.sorted() == ["account: first resolve of UserSession", "orders: first open of shop://orders/reorder/7"])
