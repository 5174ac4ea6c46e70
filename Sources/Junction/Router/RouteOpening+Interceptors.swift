extension RouteOpening {
    /// Runs a route's handler, or hands it out with the interceptors in its scope. A chain of
    /// interceptors that all decide at once runs here, as the handler does.
    mutating func run(_ match: RouteMatch, _ entry: RouteEntry) throws -> OpenStep {
        observed?.pattern = match.pattern.text
        guard !snapshot.interceptors.isEmpty, try !request.skipsInterceptorsIfAllowed() else {
            return try run(entry.handler, match, request)
        }
        let route = match.route
        let chain = snapshot.interceptors.filter { $0.scope.covers(route) && !route.skippedInterceptors.contains($0.name) }
        guard !chain.isEmpty else { return try run(entry.handler, match, request) }
        let tags = route.tags
        if let waiting = chain.first(where: { $0.synchronous == nil }) {
            return .call(.intercepted(chain: interceptors(chain, match, tags, entry.handler), request, match.pattern.text, waiting.name))
        }
        var current = request
        for interceptor in chain {
            let decision: InterceptorDecision
            do {
                decision = try interceptor.synchronous!.decide(Interception(
                    request: current, match: match, tags: tags, interceptorName: interceptor.name, clock: router.clock))
            } catch {
                return try resume(afterFailure: error)
            }
            switch decision.kind {
            case .proceed(let request): current = request
            case .answer(let value): return try resume(afterValue: value)
            }
        }
        return try run(entry.handler, match, current)
    }

    /// The interceptors as one call: a fold, the handler innermost, each interceptor
    /// wrapping what runs after it.
    private func interceptors(
        _ chain: [InterceptorEntry], _ match: RouteMatch, _ tags: Set<String>, _ handler: RouteHandler
    ) -> RouteInterceptor.Next {
        let clock = router.clock
        var next: RouteInterceptor.Next = { request in
            try await handler.run(RouteContext(
                match: match, userInfo: request.userInfo, source: request.source))
        }
        for interceptor in chain.reversed() {
            let inner = next
            next = { request in
                try await interceptor.interceptor.intercept(
                    Interception(request: request, match: match, tags: tags, interceptorName: interceptor.name, clock: clock),
                    next: inner)
            }
        }
        return next
    }
}
