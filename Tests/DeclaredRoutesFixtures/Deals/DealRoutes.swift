// Deals: a module whose routes match the same URLs as one of Catalog's and one of Account's;
// the launch reports both at once.
import Junction
import JunctionDeclaredRoutes

@Route("shop://product/{n:int}")
func dealPage(_ context: RouteContext) -> String { "deal" }

@Route("/account/{section}")
func accountSection(_ context: RouteContext) -> String { "section" }

@Route("shop://deals")
func deals(_ context: RouteContext) -> String { "deals" }
