// The security model: every open carries a source, routes say who may open them, and input
// from outside is checked before any route is considered.

import Junction

// snippet.exposure
let router = Router(options: RouterOptions(webHosts: ["shop.example.com"]))
try router.register("shop://product/:id", exposure: .everywhere) { _ in "product" }
try router.register("shop://orders/:id", exposure: .sources(.push)) { _ in "order" }
// in-app only: the default
try router.register("shop://debug/menu") { _ in "debug" }

// in-app: allowed
try await router.open("shop://debug/menu")
// allowed for pushes
try await router.open(RouteRequest(url: "shop://orders/7", source: .push))
do {
    try await router.open(RouteRequest(url: "shop://debug/menu", source: .otherApp))
} catch {
    // notAllowed: "shop://debug/menu" opens only from inside the app, not from other-app ...
    print(error)
}
// snippet.end
// snippet.hide
precondition(router.canOpen(RouteRequest(url: "shop://product/1", source: .universalLink)))
precondition(!router.canOpen(RouteRequest(url: "shop://orders/7", source: .otherApp)))
// snippet.show

// snippet.malformed
for link in ["javascript:alert(1)", "shop://user@product/1", "shop://product/%ZZ", "shop://product/../debug/menu"] {
    do {
        try await router.open(RouteRequest(url: link, source: .otherApp))
    } catch let error as RouteError {
        // notAllowed, invalidURL, invalidURL, invalidURL
        print(error.code)
    }
}
// snippet.end

// snippet.redirect
try router.register("shop://go", exposure: .everywhere) { context in
    // the redirect keeps the source
    RouteRedirect(context.parameters["next"] ?? "shop://product/1")
}
do {
    try await router.open(RouteRequest(url: "shop://go?next=shop://debug/menu", source: .otherApp))
} catch let error as RouteError {
    // notAllowed: the outside link stays an outside link
    print(error.code)
}
// snippet.end

// snippet.webFallback
try router.add(.web(allowing: ["shop.example.com", ".cdn.example.com"]) { url, _ in
    "load \(url) in a web view"
})
let web = try await router.open("https://img.cdn.example.com/a%20b", as: String.self)
// "load https://img.cdn.example.com/a%20b in a web view"
// false: never reaches the fallback
let refused = router.canOpen("file:///etc/passwd")
// snippet.end
// snippet.hide
precondition(web == "load https://img.cdn.example.com/a%20b in a web view")
precondition(!refused)
// snippet.show

// snippet.limits
let long = "shop://product/" + String(repeating: "a/", count: 40)
do {
    try await router.open(long)
} catch let error as RouteError {
    print(error.code)   // limitExceeded: more than 32 segments
}
// snippet.end
