// The README's typed route example, as the README shows it.

import Junction

// snippet.hide
let router = Router()
// snippet.show
struct ProductRoute: TypedRoute {
    static let pattern = "shop://product/{id:int}?tab=info"
    var id: Int
    var tab: String
    var ref: String?
}
try router.register(ProductRoute.self) { product, _ in "Product \(product.id), \(product.tab)" }
let link = try router.url(for: ProductRoute(id: 42, tab: "reviews"))   // "shop://product/42?tab=reviews"
try await router.open(ProductRoute(id: 42, tab: "info"))
// snippet.hide
precondition(link == "shop://product/42?tab=reviews")
let check5 = try await router.open(link, as: String.self) == "Product 42, reviews"
precondition(check5)
