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
