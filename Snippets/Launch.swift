import Foundation
import Junction
import JunctionRouteMap

// The app's map, bundled with it: in an app,
// Bundle.main.url(forResource: "routes", withExtension: "json")!
let map = FileManager.default.temporaryDirectory.appendingPathComponent("routes.json")
try Data("""
    {"version": 1, "schemes": ["shop"], "routes": [
      {"name": "product", "pattern": "shop://product/{id:int}",
       "page": "ProductPage", "exposure": "everywhere"}
    ]}
    """.utf8).write(to: map)
var bindings = RouteMapBindings()
bindings.page("ProductPage") { request in
    "Product \(try request.parameters.require("id", as: Int.self))"
}
let router = Router(options: RouterOptions(schemes: ["shop"]))

// First thing at launch: returns at once. On a background task the map's routes are found
// in its file, and each is loaded when a URL first needs it; then the whole map.
let loading = RouteLoading.start(on: router, map: map, bindings: bindings)

// A push that launched the app arrives before the routes are found: it waits.
let push = RouteRequest(url: "shop://product/7", source: .push)
print(try await router.open(push, as: String.self))
try await loading.wait()  // every route is in
