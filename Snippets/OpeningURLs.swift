// Opening URLs: handlers, parameters, interceptors, collections, typed routes, and the
// answers an open can have.

import Foundation
import Junction
import Synchronization

// snippet.handlers
let router = Router()
try router.register("shop://product/{id:int}", name: "product") { context in
    "Product \(try context.parameters.require("id", as: Int.self))"
}
try router.register("shop://cart/add/{sku}") { context in
    // an action: it returns nothing
    print("added \(context.parameters["sku"] ?? "")")
}

// "Product 42"
let title = try await router.open("shop://product/42?ref=push", as: String.self)
// added A1
try await router.open("shop://cart/add/A1")
// from sync code: added B2
try router.openSynchronously("shop://cart/add/B2")
// "shop://product/7"
let url = try router.url(for: "product", ["id": "7"])
// snippet.end
// snippet.hide
precondition(title == "Product 42" && url == "shop://product/7")
// snippet.show

// snippet.requests
struct Item: Sendable { let sku: String }

try router.register("shop://wishlist/add/{sku}") { context in
    // a value that is not text travels beside the URL
    let item = context.userInfo["item"] as? Item
    return "kept \(item?.sku ?? "a link")"
}
let request = RouteRequest(url: "shop://wishlist/add/A1", userInfo: ["item": Item(sku: "A1")])
// "kept A1"
let kept = try await router.open(request, as: String.self)
// a Foundation URL opens as its absoluteString does: "kept a link"
let linked = try await router.open(URL(string: "shop://wishlist/add/B2")!, as: String.self)

try router.register("shop://video/{id}") { context in context.parameters["quality"] ?? "auto" }
// values given beside a URL join its query: "hd"
let quality = try await router.open(
    RouteRequest(path: "shop://video/9", parameters: ["quality": "hd"]), as: String.self)
// snippet.end
// snippet.hide
precondition(kept == "kept A1" && linked == "kept a link" && quality == "hd")
// snippet.show

// snippet.parameters
enum Sort: String, RouteParameterValue, Decodable { case relevance, price }
struct Search: Decodable { var q: String; var page: Int; var sort: Sort }

try router.register("shop://search?page=1&sort=relevance") { context in
    // missingParameter / invalidParameter
    let page = try context.parameters.require("page", as: Int.self)
    // nil when not a Sort
    let sort = context.parameters.value("sort", as: Sort.self)
    // the whole view at once
    let search = try context.parameters.decode(Search.self)
    return "\(search.q), page \(page), by \(sort ?? .relevance)"
}
// "boots, page 1, by price"
let found = try await router.open("shop://search?q=boots&sort=price", as: String.self)
// snippet.end
// snippet.hide
precondition(found == "boots, page 1, by price")
// snippet.show

// snippet.interceptors
// Whether the user has signed in, as the app keeps it.
actor Session {
    var isSignedIn = false
    func signIn() { isSignedIn = true }
}

let session = Session()
try router.register("shop://orders", tags: ["account"]) { _ in "orders" }
try router.register("shop://login") { _ in "login" }
try router.addInterceptor(name: "login", scope: .tags("account")) { interception, next in
    await session.isSignedIn ? try await next(interception.request) : RouteRedirect("shop://login")
}
// "login": not signed in yet
let page = try await router.open("shop://orders", as: String.self)
// snippet.end
// snippet.hide
precondition(page == "login")
await session.signIn()
let check6 = try await router.open("shop://orders", as: String.self) == "orders"
precondition(check6)
// snippet.show

// snippet.synchronous-interceptors
final class Account: Sendable {
    private let flags = Mutex((restored: false, signedIn: false))
    var state: (restored: Bool, signedIn: Bool) { flags.withLock { $0 } }
    func restore() async { flags.withLock { $0.restored = true } }
}

struct AccountRequired: SynchronousRouteInterceptor {
    let account: Account
    func decide(_ interception: Interception) throws -> InterceptorDecision {
        let (restored, signedIn) = account.state
        // only at launch: an open waits, a synchronous open throws notReady
        guard restored else {
            return .wait(for: account.restore, reason: "the account is loading")
        }
        if signedIn { return .proceed(interception.request) }
        return .redirect("shop://login")
    }
}
let account = Account()
try router.register("shop://wallet", tags: ["wallet"]) { _ in "wallet" }
try router.addInterceptor(
    AccountRequired(account: account), name: "account", scope: .tags("wallet"))
// "login": waits for the account to load, then decides
let wallet = try await router.open("shop://wallet", as: String.self)
// "login" too, decided at once from now on
let again = try router.openSynchronously("shop://wallet", as: String.self)
// snippet.end
// snippet.hide
precondition(wallet == "login" && again == "login")
// snippet.show

// snippet.collections
let catalog = RouteCollection("catalog")
try catalog.register("shop://catalog/{slug}") { context in "Category \(context.parameters["slug"] ?? "")" }
try catalog.add(.notFound(forScheme: "shop") { request in "no shop page for \(request.url)" })
// every route of it, or none (a conflict throws)
try router.add(catalog)

let sale = RouteCollection("catalog-sale")
try sale.register("shop://catalog/{slug}") { _ in "On sale" }
// the old routes go as the new ones come
try router.replace("catalog", with: sale)
// "On sale"
let category = try await router.open("shop://catalog/shoes", as: String.self)
// snippet.end
// snippet.hide
precondition(category == "On sale")
// snippet.show

// snippet.groups
let accountPages = try RouteGroup("shop://account", in: router)
// shop://account/orders and shop://account/orders/{id:int}
try accountPages.register("orders") { _ in "all orders" }
try accountPages.register("orders/{id:int}") { context in
    "order \(try context.parameters.require("id", as: Int.self))"
}
// runs for the group's routes only, those added later too
try accountPages.addInterceptor(DecidingInterceptor { interception in
    .proceed(interception.request)
}, name: "account pages")
// "order 7"
let accountOrder = try router.openSynchronously("shop://account/orders/7", as: String.self)
// snippet.end
// snippet.hide
precondition(accountOrder == "order 7")
// snippet.show

// snippet.typed
struct ReviewsRoute: TypedRoute {
    static let pattern = "shop://reviews/{id:int}?sort=new"
    var id: Int
    var sort: String
}
try router.register(ReviewsRoute.self) { reviews, _ in "Reviews of \(reviews.id), \(reviews.sort) first" }
// "shop://reviews/42?sort=top"
let link = try router.url(for: ReviewsRoute(id: 42, sort: "top"))
// "Reviews of 42, new first"
let reviews = try await router.open("shop://reviews/42", as: String.self)
// snippet.end
// snippet.hide
precondition(link == "shop://reviews/42?sort=top" && reviews == "Reviews of 42, new first")
// snippet.show

// snippet.inner-links
let links = Router(options: RouterOptions(schemes: ["shop"]))
// a mail's click-tracking wrapper: it opens the link it carries
try links.register("shop://track", exposure: .everywhere) { context in
    RouteRedirect(try context.parameters.require("url", as: String.self))
}
try links.register("/deals/{id:int}", exposure: .everywhere) { context in
    "deal \(try context.parameters.require("id", as: Int.self)) from \(context.source)"
}
try links.register("/wallet") { _ in "wallet" }
// "deal 7 from other-app": the outer link's source, never a wider one
let deal = try await links.open(
    RouteRequest(url: "shop://track?url=/deals/7", source: .otherApp), as: String.self)
// throws notAllowed: the wallet opens only from inside the app
let wrapped = try? await links.open(RouteRequest(url: "shop://track?url=/wallet", source: .otherApp))
// snippet.end
// snippet.hide
precondition(deal == "deal 7 from other-app" && wrapped == nil)
// snippet.show

// snippet.failures
struct Unavailable: Error {}

try router.register("shop://broken") { _ in throw Unavailable() }
try router.add(.failure { error, request in "\(request.url) is not available" })
// "shop://broken is not available"
let answer = try await router.open("shop://broken", as: String.self)
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
// first thing at launch
router.outsideOpens.hold(until: "launch")
// a link that arrives before the app is ready
let held = Task {
    try await router.open(RouteRequest(url: "shop://order/7", source: .universalLink), as: String.self)
}
// ... the app finishes launching, then:
// the held link opens now
await router.outsideOpens.resume(after: "launch")
let order = try await held.value                       // "order 7"
// snippet.end
// snippet.hide
precondition(order == "order 7")
// snippet.show

