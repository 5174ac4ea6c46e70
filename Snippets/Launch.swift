import Junction
import JunctionRouteMap

// The app's map, bundled with it; read from the app's bundle in an app.
let map = """
    {"version": 1, "schemes": ["shop"], "routes": [
      {"name": "product", "pattern": "shop://product/{id:int}",
       "page": "ProductPage", "exposure": "everywhere"}
    ]}
    """
var bindings = RouteMapBindings()
bindings.page("ProductPage") { request in
    "Product \(try request.parameters.require("id", as: Int.self))"
}
let pages = bindings
let router = Router(options: RouterOptions(schemes: ["shop"]))

// First thing at launch: returns at once, the map loads on a background task.
RouteLoading.start(on: router) { router in
    let file = try RouteMapFile(text: map, format: .json, file: "shop.json")
    try file.load(into: router, bindings: pages)
}

// A push that launched the app arrives before the routes are in: it waits.
let push = RouteRequest(url: "shop://product/7", source: .push)
print(try await router.open(push, as: String.self))
