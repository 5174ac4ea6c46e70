// Catalog: a feature module of the README's example. It imports Junction and the
// declarations, never Account or Deals, and nothing lists its routes.
import Junction
import JunctionDeclaredRoutes

@Route("shop://product/{id:int}", name: "product", exposure: .everywhere)
func productPage(_ context: RouteContext) throws -> String {
    "product \(try context.parameters.require("id", as: Int.self))"
}

/// A pattern with a default: `sort` is `relevance` unless the URL says otherwise.
@Route("shop://catalog/search?sort=relevance")
func search(_ context: RouteContext) async throws -> String {
    "search by \(try context.parameters.require("sort", as: String.self))"
}
