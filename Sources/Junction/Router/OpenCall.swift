/// What an open needs next: its answer, or an asynchronous call to run and report back.
enum OpenStep {
    case answer(any Sendable)
    case call(OpenCall)
}

/// Work of an open that needs `await`: an asynchronous handler or fallback, or a handler
/// behind interceptors (they are asynchronous).
enum OpenCall {
    /// A route's handler, with its context.
    case handler(RouteHandler, RouteContext)
    /// The interceptors in scope, then the handler. The pattern, and the first interceptor
    /// that does not decide at once, are for messages.
    case intercepted(chain: RouteInterceptor.Next, RouteRequest, String, String)
    /// Work an interceptor waits for, then the interceptors from that one on and the handler;
    /// the reason is for a synchronous open's error.
    case waiting(for: @Sendable () async throws -> Void, then: RouteInterceptor.Next, RouteRequest, String)
    /// An asynchronous not-found handler.
    case notFound(@Sendable (RouteRequest) async throws -> any Sendable, RouteRequest)
    /// An asynchronous web fallback.
    case web(@Sendable (WebURL, RouteRequest) async throws -> any Sendable, WebURL, RouteRequest)

    nonisolated(nonsending) func run() async throws -> any Sendable {
        switch self {
        case .handler(let handler, let context): return try await handler.run(context)
        case .intercepted(let chain, let request, _, _): return try await chain(request)
        case .waiting(let work, let rest, let request, _):
            try await work()
            return try await rest(request)
        case .notFound(let handler, let request): return try await handler(request)
        case .web(let handler, let url, let request): return try await handler(url, request)
        }
    }

    /// Why a synchronous open cannot run this.
    var refusal: RouteError {
        switch self {
        case .handler(_, let context):
            RouteError(
                .asyncHandler,
                "the handler of \"\(context.match.pattern.text)\" is async; open \(context.match.url.string) with open(_:)")
        case .intercepted(_, let request, let pattern, let interceptor):
            RouteError(
                .asyncHandler,
                "the interceptor \"\(interceptor)\" of \"\(pattern)\" is asynchronous; open \(request.url) with open(_:), or make it a SynchronousRouteInterceptor")
        case .waiting(_, _, _, let reason):
            RouteError(.notReady, reason)
        case .notFound(_, let request), .web(_, _, let request):
            RouteError(.asyncHandler, "a fallback for \(request.url) is async; open it with open(_:)")
        }
    }

    /// Starts, on a task of its own, the work a synchronous open cannot wait for, so that a
    /// later open finds it done.
    func startWaitedWork() {
        if case .waiting(let work, _, _, _) = self {
            Task { try? await work() }
        }
    }
}
