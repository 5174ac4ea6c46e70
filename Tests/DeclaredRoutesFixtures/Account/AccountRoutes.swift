// Account: the README's other feature module. It never imports Catalog or Deals, and nothing
// lists its routes.
import Junction
import JunctionDeclaredRoutes

@Route("shop://user/{name}/orders")
func orders(_ context: RouteContext, _ shop: String) throws -> String {
    "orders of \(try context.parameters.require("name", as: String.self)) at \(shop)"
}

/// An optional group: `/account` and `/account/{tab}`.
@Route("/account(/{tab})")
func account(_ context: RouteContext) -> String {
    "account, tab \(context.parameters["tab"] ?? "none")"
}
