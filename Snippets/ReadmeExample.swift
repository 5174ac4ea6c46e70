import Junction

let router = Router()
try router.register("shop://product/{id:int}", name: "product") { context in
    "Product \(try context.parameters.require("id", as: Int.self))"
}

print(try await router.open("shop://product/42?ref=push", as: String.self))
print(try router.url(for: "product", ["id": "7"]))
print(router.canOpen("shop://product/abc"))

do {
    // Routes are in-app only unless they say otherwise.
    try await router.open(RouteRequest(url: "shop://product/7", source: .otherApp))
} catch {
    print(error)
}
