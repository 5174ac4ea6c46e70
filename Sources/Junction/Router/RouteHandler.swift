/// What a route's handler is: synchronous or asynchronous, returning a value (`()` for an action).
@usableFromInline
enum RouteHandler: Sendable {
    case sync(@Sendable (RouteContext) throws -> any Sendable)
    case async(@Sendable (RouteContext) async throws -> any Sendable)
    /// Synchronous, on the main actor.
    case mainActor(@MainActor @Sendable (RouteContext) throws -> any Sendable)

    /// Runs the handler, whatever its kind: behind interceptors, and for an asynchronous open
    /// of an asynchronous handler (or of a main-actor one, from elsewhere than the main actor).
    nonisolated(nonsending) func run(_ context: RouteContext) async throws -> any Sendable {
        switch self {
        case .sync(let handler): try handler(context)
        case .async(let handler): try await handler(context)
        case .mainActor(let handler): try await handler(context)
        }
    }
}

/// What a not-found handler is.
enum NotFoundHandler: Sendable {
    case sync(@Sendable (RouteRequest) throws -> any Sendable)
    case async(@Sendable (RouteRequest) async throws -> any Sendable)
}

/// What the web fallback is: it receives the checked, re-serialized URL and the request.
enum WebHandler: Sendable {
    case sync(@Sendable (WebURL, RouteRequest) throws -> any Sendable)
    case async(@Sendable (WebURL, RouteRequest) async throws -> any Sendable)
}

/// What a failure handler is: given what a route's handler or interceptor threw and the
/// request, it answers in their place, or throws.
typealias FailureHandler = @Sendable (any Error, RouteRequest) throws -> any Sendable
