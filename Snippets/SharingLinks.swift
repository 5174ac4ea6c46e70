import Junction

let router = Router(options: RouterOptions(webHosts: ["shop.example.com"]))
try router.register("/product/{id:int}", name: "product", exposure: .everywhere) { context in
    "Product \(try context.parameters.require("id", as: Int.self))"
}
try router.register("shop://search", name: "search") { context in
    "Search for \(context.parameters["q"] ?? "")"
}

// A link to share: the route's URL by name, on the app's web host.
let link = "https://shop.example.com" + (try router.url(for: "product", ["id": "7"]))
print(link)
let shared = RouteRequest(url: link, source: .universalLink)
print(try await router.open(shared, as: String.self))

// Query items are encoded for their place: a space, an `&`, a `#`.
let search = try router.url(
    for: "search", query: [QueryItem(name: "q", value: "red & blue #1")])
print(search)
print(try await router.open(search, as: String.self))
