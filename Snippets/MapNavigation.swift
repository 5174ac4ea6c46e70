// A route map's pages opened through the navigator: the app binds only the map's handlers.
// Run from the package's folder.

import Junction
import JunctionNavigation
import JunctionRouteMap
import JunctionRouteMapNavigation

let file = try RouteMapFile(contentsOf: "Examples/RouteMaps/shop.yaml")
let mapNavigator = Navigator(router: Router(options: RouterOptions().adding(file.map)))
// no pages: the navigator shows them
var bindings = RouteMapBindings()
for key in ["product.share", "cart.add", "cart.remove", "cart.coupon", "help.web"] {
    bindings.handler(key) { request in "\(key) \(request.parameters.merged)" }
}
try file.load(into: mapNavigator, bindings: bindings)

try await mapNavigator.open(RouteRequest(url: "https://shop.example.com/p/7", source: .universalLink))
// deepLink: catalog#1 > product#2 (id=7, tab=info), the map's parent under the product
try await mapNavigator.open("shop://product/7/gallery/2", presentation: .push, animated: false)
// search#4 (q=red shoes, ...)
try await mapNavigator.open(RouteRequest(path: "shop://search", parameters: ["q": "red shoes"]))
// handler cart.add at shop://cart/add
let target = mapNavigator.target(of: "shop://cart/add")
// snippet.hide
precondition(mapNavigator.history[0].description.hasPrefix("deepLink https://shop.example.com/p/7 from universal-link ("))
precondition(mapNavigator.history[1].animated == false)
let outline = "catalog#1 > product#2 (id=7, tab=info) > product.gallery#3 (id=7, index=2) > search#4 (inStock=false, q=red shoes, sort=relevance)"
precondition(mapNavigator.state.outline == outline)
precondition(mapNavigator.state.top?.parameters == ["q": "red shoes", "sort": "relevance", "inStock": "false"])
print(target)
