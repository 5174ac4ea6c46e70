@testable import Junction

extension Router {
    /// The router's match for a request, or ``RouteError/Code/notFound`` when no route matches:
    /// what `resolve` was before `match` answered `nil` for that.
    func resolve(_ request: some RouteRequestConvertible) throws(RouteError) -> RouteMatch {
        let request = try request.routeRequest()
        guard let match = try match(request) else { throw RouteError.notFound(request.url) }
        return match
    }
}
