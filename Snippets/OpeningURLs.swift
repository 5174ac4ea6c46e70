// Opening URLs: handlers, parameters, interceptors, collections, typed routes, and the
// answers an open can have.

import Junction

// snippet.handlers
let router = Router()
try router.register("shop://product/{id:int}", name: "product") { context in
    "Product \(try context.parameters.require("id", as: Int.self))"
}
try router.register("shop://cart/add/{sku}") { context in
    print("added \(context.parameters["sku"] ?? "")")          // an action: it returns nothing
}

let title = try await router.open("shop://product/42?ref=push", as: String.self)  // "Product 42"
try await router.open("shop://cart/add/A1")                                     // added A1
try router.openSynchronously("shop://cart/add/B2")                              // from sync code: added B2
let url = try router.url(for: "product", ["id": "7"])                           // "shop://product/7"
// snippet.end
// snippet.hide
precondition(title == "Product 42" && url == "shop://product/7")
// snippet.show

// snippet.parameters
enum Sort: String, RouteParameterValue, Decodable { case relevance, price }
struct Search: Decodable { var q: String; var page: Int; var sort: Sort }

try router.register("shop://search?page=1&sort=relevance") { context in
    let page = try context.parameters.require("page", as: Int.self)  // missingParameter / invalidParameter
    let sort = context.parameters.value("sort", as: Sort.self)       // nil when not a Sort
    let search = try context.parameters.decode(Search.self)          // the whole view at once
    return "\(search.q), page \(page), by \(sort ?? .relevance)"
}
let found = try await router.open("shop://search?q=boots&sort=price", as: String.self)  // "boots, page 1, by price"
// snippet.end
// snippet.hide
precondition(found == "boots, page 1, by price")
// snippet.show

// snippet.interceptors
let session = Session()
try router.register("shop://orders", tags: ["account"]) { _ in "orders" }
try router.register("shop://login") { _ in "login" }
try router.addInterceptor(name: "login", scope: .tags("account")) { interception, next in
    await session.isSignedIn ? try await next(interception.request) : RouteRedirect("shop://login")
}
let page = try await router.open("shop://orders", as: String.self)   // "login": not signed in yet
// snippet.end
// snippet.hide
precondition(page == "login")
await session.signIn()
let check6 = try await router.open("shop://orders", as: String.self) == "orders"
precondition(check6)
// snippet.show

// snippet.collections
let catalog = RouteCollection("catalog")
try catalog.register("shop://catalog/{slug}") { context in "Category \(context.parameters["slug"] ?? "")" }
try catalog.add(.notFound(forScheme: "shop") { request in "no shop page for \(request.url)" })
try router.add(catalog)                     // every route of it, or none (a conflict throws)

let sale = RouteCollection("catalog-sale")
try sale.register("shop://catalog/{slug}") { _ in "On sale" }
try router.replace("catalog", with: sale)   // the old routes go as the new ones come
let category = try await router.open("shop://catalog/shoes", as: String.self)   // "On sale"
// snippet.end
// snippet.hide
precondition(category == "On sale")
// snippet.show

// snippet.typed
struct ReviewsRoute: TypedRoute {
    static let pattern = "shop://reviews/{id:int}?sort=new"
    var id: Int
    var sort: String
}
try router.register(ReviewsRoute.self) { reviews, _ in "Reviews of \(reviews.id), \(reviews.sort) first" }
let link = try router.url(for: ReviewsRoute(id: 42, sort: "top"))   // "shop://reviews/42?sort=top"
let reviews = try await router.open("shop://reviews/42", as: String.self)   // "Reviews of 42, new first"
// snippet.end
// snippet.hide
precondition(link == "shop://reviews/42?sort=top" && reviews == "Reviews of 42, new first")
// snippet.show

// snippet.failures
try router.register("shop://broken") { _ in throw Unavailable() }
try router.add(.failure { error, request in "\(request.url) is not available" })
let answer = try await router.open("shop://broken", as: String.self)   // "shop://broken is not available"
do {
    try await router.open("https://example.com/x")
} catch let error as RouteError {
    print(error)   // notFound: no route matches https://example.com/x
}
// snippet.end
// snippet.hide
precondition(answer == "shop://broken is not available")
// snippet.show

// snippet.held
try router.register("shop://order/:id", exposure: .everywhere) { context in "order \(context.parameters["id"] ?? "")" }
router.outsideOpens.hold(until: "launch")               // first thing at launch
let held = Task {                                      // a link that arrives before the app is ready
    try await router.open(RouteRequest(url: "shop://order/7", source: .universalLink), as: String.self)
}
// ... the app finishes launching, then:
await router.outsideOpens.resume(after: "launch")       // the held link opens now
let order = try await held.value                       // "order 7"
// snippet.end
// snippet.hide
precondition(order == "order 7")
// snippet.show

/// Whether the user has signed in, as the app keeps it.
actor Session {
    var isSignedIn = false
    func signIn() { isSignedIn = true }
}

/// An error a handler throws.
struct Unavailable: Error {}
