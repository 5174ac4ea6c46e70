// The README's "Security" example, as the README shows it.

import Junction

// snippet.hide
let router = Router()
// snippet.show
try router.register("shop://product/:id", exposure: .everywhere) { _ in }
try router.register("shop://debug/menu") { _ in }   // in-app only
do {
    try await router.open(RouteRequest(url: "shop://debug/menu", source: .otherApp))
} catch {
    print(error)   // notAllowed: "shop://debug/menu" opens only from inside the app, not from other-app (shop://debug/menu)
}
try router.add(.web(allowing: ["shop.example.com", ".cdn.example.com"]) { url, _ in
    print("load \(url) in a web view")
})
// snippet.hide
try await router.open("https://img.cdn.example.com/a%20b")
precondition(router.canOpen(RouteRequest(url: "shop://product/7", source: .otherApp)))
