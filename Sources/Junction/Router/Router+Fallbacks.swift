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
        var error = RouteError(.notFound, "no route matches \(request.url)")
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

    func runFallbacks(_ request: RouteRequest, in snapshot: Snapshot) async throws -> any Sendable {
        let (steps, error) = fallbacks(for: request, in: snapshot)
        for step in steps {
            do {
                switch step {
                case .notFound(.sync(let handler)): return try handler(request)
                case .notFound(.async(let handler)): return try await handler(request)
                case .web(.sync(let handler), let url): return try handler(url, request)
                case .web(.async(let handler), let url): return try await handler(url, request)
                }
            } catch let passed as RouteError where passed.code == .notFound {
                continue
            }
        }
        throw error
    }

    func runFallbacksSynchronously(_ request: RouteRequest, in snapshot: Snapshot) throws -> any Sendable {
        let (steps, error) = fallbacks(for: request, in: snapshot)
        for step in steps {
            do {
                switch step {
                case .notFound(.sync(let handler)): return try handler(request)
                case .web(.sync(let handler), let url): return try handler(url, request)
                case .notFound(.async), .web(.async, _):
                    throw RouteError(.asyncHandler, "a fallback for \(request.url) is async; open it with open(_:)")
                }
            } catch let passed as RouteError where passed.code == .notFound {
                continue
            }
        }
        throw error
    }
}
