import JunctionSupport

/// One step of the chain for a URL no route matches.
enum FallbackStep {
    case notFound(NotFoundHandler)
    case web(WebHandler, WebURL)
}

extension Router {
    /// The steps to try, in order: the scheme's not-found handler, the global one, then the web
    /// fallback; and the error to throw when every step passes (a step passes by throwing
    /// ``RouteError/Code/notFound``).
    func fallbacks(for request: RouteRequest, in snapshot: RouterSnapshot) -> (steps: [FallbackStep], error: RouteError) {
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
    func webFallback(for request: RouteRequest, in snapshot: RouterSnapshot) -> (steps: [FallbackStep], error: RouteError) {
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

extension Router {
    /// What a failure handler is: given what a route's handler or interceptor threw and the
    /// request, it answers in their place, or throws.
    typealias FailureHandler = @Sendable (any Error, RouteRequest) throws -> any Sendable

    /// Whether the failure handler is asked about `error`.
    static func mayAnswer(_ error: any Error) -> Bool {
        if error is CancellationError { return false }
        if let error = error as? RouteError, error.code == .asyncHandler { return false }
        return true
    }
}

extension Router {
    /// Calls `observer` with an event for every open from now on (one per open, after it ends).
    ///
    /// ```swift
    /// let observation = router.addObserver { event in analytics.log(event.json) }
    /// // ...
    /// observation.cancel()
    /// ```
    ///
    /// - Returns: The observation, to stop it with.
    @discardableResult
    public func addObserver(_ observer: @escaping @Sendable (RouteEvent) -> Void) -> RouteObservation {
        commit { state in
            let id = state.nextID
            state.nextID += 1
            state.observers.append((id, observer))
            return RouteObservation(id: id, router: self)
        }
    }
}

/// An observer added with ``Router/addObserver(_:)``: cancel it to stop its calls.
public struct RouteObservation: Sendable {
    let id: Int
    let router: Router

    /// Stops calling the observer. Opens that already began may still tell it of their end.
    public func cancel() {
        router.commit { state in state.observers.removeAll { $0.id == id } }
    }
}
