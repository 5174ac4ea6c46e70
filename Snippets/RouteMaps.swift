// Route maps: routes kept as data in a file, bound to the app's code, and checked like a
// compiler checks code.

import Junction
import JunctionRouteMap
import JunctionRouteMapTools

// snippet.load
let text = """
    version: 1
    schemes: [shop]
    webHosts: [shop.example.com]
    routes:
      - name: product
        patterns: ["shop://product/{id:int}", "/p/{id:int}"]
        page: ProductPage
        exposure: [universal-link, push]
        attributes:
          - {name: tab, default: info}
      - {name: addToCart, pattern: "shop://cart/add/{sku}", handler: cart.add}
      - {name: old, pattern: "shop://item/{id:int}", redirect: "shop://product/{id}"}
    """
let file = try RouteMapFile(text: text, format: .yaml, file: "shop.yaml")
// the map's schemes and web hosts
let router = Router(options: RouterOptions().adding(file.map))
var bindings = RouteMapBindings()
bindings.page("ProductPage") { request in
    "Product \(try request.parameters.require("id", as: Int.self)), \(request.parameters["tab"] ?? "")"
}
bindings.handler("cart.add") { request in "added \(request.parameters["sku"] ?? "")" }
// every route, or none
try file.load(into: router, bindings: bindings)

// "Product 7, info"
let page = try await router.open("https://shop.example.com/p/7", as: String.self)
// "Product 8, reviews"
let moved = try await router.open("shop://item/8?tab=reviews", as: String.self)
// snippet.end
// snippet.hide
precondition(page == "Product 7, info" && moved == "Product 8, reviews")
let check7 = try await router.open("shop://cart/add/A1", as: String.self) == "added A1"
precondition(check7)
// snippet.show

// snippet.unbound
do {
    try file.load(into: Router(), bindings: RouteMapBindings())
} catch {
    print(error)
    // shop.yaml:7:11: error: no page is bound to "ProductPage"
    // shop.yaml:11:66: error: no handler is bound to "cart.add"
}
// snippet.end

// snippet.lint
let broken = try RouteMapFile(text: """
    routes:
      - {name: product, pattern: "shop://product/{id:int}", page: ProductPage}
      - {name: item, pattern: "shop://product/{sku:int}", page: ItemPage}
      - {name: search, pattern: "shop://search", page: SearchPage, attributes: [{name: page, type: int, default: first}]}
    """, format: .yaml, file: "broken.yaml")
for diagnostic in broken.lint() {
    print(diagnostic)
    // broken.yaml:3:27: error: "shop://product/{sku:int}" matches exactly the same URLs as "shop://product/{id:int}" of route "product" (line 2)
    // broken.yaml:4:110: error: default "first" of attribute "page" is not a valid int
}
// snippet.end

// snippet.pages
// The page manager's map as written: page ids, classes and attributes, no scheme or host.
let pages = try RouteMapFile(contentsOf: "Examples/RouteMaps/CCPageMap.plist")
    // where the app's code put them
    .placingPages(scheme: "cc", host: "page.cc")
let lottery = Router(options: RouterOptions().adding(pages.map))
var pageBindings = RouteMapBindings()
pageBindings.page("CCViewController") { request in
    // `<integer>1</integer>`: an int
    let type = try request.parameters.require("CCType", as: Int.self)
    return "betSsq \(type) \(request.parameters["playMethod"] ?? "")"
}
try pages.load(into: lottery, bindings: pageBindings)
// "betSsq 1 -1"
let bet = try lottery.openSynchronously("cc://page.cc/betSsq", as: String.self)
// snippet.end
// snippet.hide
precondition(bet == "betSsq 1 -1")
// snippet.show

// snippet.web
let sent = try RouteMapFile(text: """
    schemes: [shop]
    webHosts: [m.shop.example.com]
    routes:
      - name: product
        pattern: "shop://product/{id:int}"
        page: ProductPage
        web: "https://m.shop.example.com/item/{id}"
      - {name: cart, pattern: "shop://cart", page: CartPage, disabled: The cart is closed for maintenance}
    """, format: .yaml, file: "shop.yaml")
let shop = Router(options: RouterOptions().adding(sent.map))
var shopBindings = RouteMapBindings()
shopBindings.page("ProductPage") { _ in "the native product page" }
shopBindings.page("CartPage") { _ in "the native cart" }
try sent.load(into: shop, bindings: shopBindings)
try shop.add(.web(allowing: ["m.shop.example.com"]) { url, _ in "web page \(url)" })

let product = try shop.openSynchronously("shop://product/7?ref=push", as: String.self)
// "web page https://m.shop.example.com/item/7?ref=push"
do {
    try shop.openSynchronously("shop://cart")
} catch let error as RouteError where error.code == .disabled {
    print(error.message)   // The cart is closed for maintenance
}
// snippet.end
// snippet.hide
precondition(product == "web page https://m.shop.example.com/item/7?ref=push")
// snippet.show
