// The README's "Opening URLs" examples, as the README shows them.

import Foundation
import Junction

// snippet.hide
let router = Router()
// snippet.show
struct CartItem: Sendable { let sku: String }

// Handlers return a value (or nothing), sync or async, and may throw.
try router.register("shop://cart/add/{sku}") { context in
    let item = context.userInfo["item"] as? CartItem           // in-process values travel beside the URL
    return "added \(item?.sku ?? "nothing")"
}
let request = RouteRequest(url: "shop://cart/add/A1", userInfo: ["item": CartItem(sku: "A1")])
let answer = try await router.open(request, as: String.self)      // "added A1"
try router.openSynchronously("shop://cart/add/A1")                // from sync code, for sync handlers
try await router.open(URL(string: "shop://cart/add/A1")!)         // a Foundation URL opens the same way

// An SJRouter-style request, and a Bifrost-style handler for URLs no route matches.
try router.register("video/playbackInfo") { context in context.parameters["video_id"] ?? "" }
let video = try await router.open(RouteRequest(path: "video/playbackInfo", parameters: ["video_id": "111"]), as: String.self)
try router.add(.notFound { request in "no page for \(request.url)" })

// Nearest-ancestor fallback, for the router or per call.
let lenient = Router(options: RouterOptions(ancestorFallback: true))
try lenient.register("shop://user/:name") { _ in }
let parent = lenient.canOpen("shop://user/ann/orders")                // true: shop://user/:name takes it
let exact = lenient.canOpen(RouteRequest(url: "shop://user/ann/orders", ancestorFallback: false))  // false

enum Tab: String, RouteParameterValue, Decodable { case home, cart }
struct SearchQuery: Decodable { var q: String; var page: Int?; var tab: Tab }

try router.register("shop://search/{tab}?page=1") { context in
    let page = try context.parameters.require("page", as: Int.self)  // missingParameter / invalidParameter
    let tab = context.parameters.value("tab", as: Tab.self)          // nil when not a Tab
    let query = try context.parameters.decode(SearchQuery.self)      // the whole view at once
    return "\(query.q) on page \(page) of \(tab ?? .home)"
}

let catalog = RouteCollection("catalog")
try catalog.register("shop://product/{id:int}") { context in
    "Product \(try context.parameters.require("id", as: Int.self))"
}
try catalog.add(.notFound(forScheme: "shop") { request in "no shop page for \(request.url)" })
try router.add(catalog)                     // every route of it, or none (a conflict throws)

let sale = RouteCollection("catalog-sale")
try sale.register("shop://product/{id:int}") { _ in "On sale" }
try router.replace("catalog", with: sale)   // the old routes go as the new ones come
// snippet.hide
precondition(answer == "added A1" && video == "111" && parent && !exact)
let search = try await router.open("shop://search/cart?q=shoes", as: String.self)
precondition(search == "shoes on page 1 of cart")
let third = try await router.open("shop://search/cart?q=shoes&page=3", as: String.self)
precondition(third == "shoes on page 3 of cart")
do {
    try await router.open("shop://search/me?q=shoes")
    preconditionFailure("a tab that is not a Tab")
} catch let error as RouteError {
    precondition(error == RouteError(.invalidParameter, "parameter \"tab\" is \"me\"; expected a raw value of Tab"))
}
let onSale = try await router.open("shop://product/7", as: String.self)
precondition(onSale == "On sale")
let gone = try await router.open("shop://nowhere", as: String.self)   // the global not-found handler: catalog's went with it
precondition(gone == "no page for shop://nowhere")
