// The README's route map example, as the README shows it; run from the package's folder.

import Junction
import JunctionRouteMap

// snippet.hide
struct ProductPage: Sendable, Equatable {
    let id: Int
    let tab: String
}
// snippet.show
let file = try RouteMapFile(contentsOf: "Examples/RouteMaps/shop.yaml")
let router = Router(options: RouterOptions().adding(file.map))   // the map's schemes and web hosts
var bindings = RouteMapBindings()
bindings.page("ProductPage") { request in
    ProductPage(id: try request.parameters.require("id", as: Int.self), tab: request.parameters["tab"] ?? "")
}
do {
    try file.load(into: router, bindings: bindings)
} catch {
    print(error)   // every name not bound yet, one a line, nothing registered:
    // Examples/RouteMaps/shop.yaml:9:11: error: no page is bound to "HomePage"
    // Examples/RouteMaps/shop.yaml:16:11: error: no page is bound to "BannerPage"
    // ...
}
// snippet.hide
precondition(router.registrations.isEmpty)
