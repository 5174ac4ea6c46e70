extension Router {
    /// One step of the chain for a URL no route matches.
    enum FallbackStep {
        case notFound(NotFoundHandler)
        case web(WebHandler, WebURL)
    }

    /// The steps to try, in order: the scheme's not-found handler, the global one, then the web
    /// fallback; and the error to throw when every step passes (a step passes by throwing
    /// ``RouteError/Code/notFound``).
    func fallbacks(for request: RouteRequest, in snapshot: Snapshot) -> (steps: [FallbackStep], error: RouteError) {
        var steps: [FallbackStep] = []
        var error = RouteError.notFound(request.url)
        let url = try? RouteURL(request.url, options: options.parsing)
        if let scheme = url?.scheme, let handler = snapshot.schemeNotFound[scheme] { steps.append(.notFound(handler)) }
        if let handler = snapshot.notFound { steps.append(.notFound(handler)) }
        if let fallback = snapshot.webFallback, let url, url.scheme == "http" || url.scheme == "https" {
            switch fallback.validate(url) {
            case .success(let web): steps.append(.web(fallback.handler, web))
            case .failure(let refusal): error = refusal
            }
        }
        return (steps, error)
    }

    /// The one step for a URL a ``RouteRedirect/web(_:)`` hands to the web fallback, or why it
    /// cannot go there: not `http`/`https`, a host the fallback does not allow, or no fallback.
    func webFallback(for request: RouteRequest, in snapshot: Snapshot) -> (steps: [FallbackStep], error: RouteError) {
        guard let url = try? RouteURL(request.url, options: options.parsing), url.scheme == "http" || url.scheme == "https" else {
            return ([], RouteError(.notAllowed, "\(request.url) is not an http or https URL, so the web fallback cannot open it"))
        }
        guard let fallback = snapshot.webFallback else {
            return ([], RouteError(.notFound, "no web fallback to open \(request.url); add one with RouteFallback.web(allowing:_:)"))
        }
        switch fallback.validate(url) {
        case .success(let web): return ([.web(fallback.handler, web)], RouteError.notFound(request.url))
        case .failure(let refusal): return ([], refusal)
        }
    }
}
