// Testing your routes: the app's real navigator, preloaded from its route map, with handlers
// recorded instead of run, and expectations that say what they found.

import Junction
import JunctionNavigation
import JunctionRouteMap
import JunctionTesting

// snippet.preloaded
let map = try RouteMapFile(text: """
    schemes: [shop]
    webHosts: [shop.example.com]
    routes:
      - {name: home, pattern: "shop://home", page: Home, presentation: root}
      - name: product
        patterns: ["shop://product/{id:int}", "https://shop.example.com/p/{id:int}"]
        page: Product
        parent: home
        exposure: everywhere
        attributes: [{name: tab, default: info}]
      - {name: addToCart, pattern: "shop://cart/add/{sku}", handler: cart.add}
    """, format: .yaml)

let navigator = try Navigator.preloaded(map)
let host = RecordingNavigationHost()
navigator.add(host)

try await navigator.open("https://shop.example.com/p/7", source: .universalLink)
try navigator.state.expect(visible: ["home", "product"])
try navigator.state.expect(top: "product", parameters: ["id": "7", "tab": "info"])
// host.kinds == [.deepLink]
// snippet.end
// snippet.hide
precondition(host.kinds == [.deepLink])
// snippet.show

// snippet.handlerCalls
let call = try await navigator.router.open("shop://cart/add/A1", as: HandlerCall.self)
// HandlerCall(handler: "cart.add", route: "addToCart", url: "shop://cart/add/A1", parameters: ["sku": "A1"])
// snippet.end
// snippet.hide
precondition(call == HandlerCall(handler: "cart.add", route: "addToCart", url: "shop://cart/add/A1", parameters: ["sku": "A1"]))
// snippet.show

// snippet.mismatch
do {
    try navigator.state.expect(top: "cart")
} catch {
    print(error)   // expected cart on top, found product
}
// snippet.end

// snippet.customize
let added = RouteRecorder()
let bound = try Navigator.preloaded(map) { bindings in
    bindings.handler("cart.add") { request in "added \(request.parameters["sku"] ?? "")" }
}
bound.router.addObserver(added.record)
let answer = try await bound.router.open("shop://cart/add/B2", as: String.self)   // "added B2"
// snippet.end
// snippet.hide
precondition(answer == "added B2")
precondition(added.events.map(\.url) == ["shop://cart/add/B2"])
// snippet.show
