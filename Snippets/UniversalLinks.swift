import Junction
import JunctionRouteMap
import JunctionRouteMapTools

// The app's web host, and a route without a scheme: its web links and the
// app's own scheme reach it alike.
let map = try RouteMapFile(text: """
    {"schemes": ["shop"], "webHosts": ["shop.example.com"], "routes": [
      {"name": "product", "pattern": "/product/{id:int}", "page": "Product",
       "exposure": ["universal-link"], "description": "A product"}
    ]}
    """, format: .json)
let router = Router(options: RouterOptions().adding(map.map))
var bindings = RouteMapBindings()
bindings.page("Product") { request in
    "Product \(request.parameters["id"] ?? "")"
}
try map.load(into: router, bindings: bindings)

let link = RouteRequest(
    url: "https://shop.example.com/product/9", source: .universalLink)
print(try await router.open(link, as: String.self))
print(try await router.open("shop://product/9", as: String.self))

// The file shop.example.com serves at /.well-known/apple-app-site-association:
let appID = "ABCDE12345.com.example.shop"
let (association, _) = try map.appSiteAssociation(appID: appID)
for component in association.details[0].components {
    print(component.exclude ? "exclude" : "include", component.path ?? "")
}
