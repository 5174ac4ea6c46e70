extension Router {
    /// What a failure handler is: given what a route's handler or interceptor threw and the
    /// request, it answers in their place, or throws.
    typealias FailureHandler = @Sendable (any Error, RouteRequest) throws -> any Sendable

    /// Sets the handler that answers in place of a route's handler or interceptor that threw
    /// (Bifrost's exception handler, ARouter's degrade service): it gets the error and the
    /// request, and returns what the open returns (a `RouteRedirect` opens another URL), or
    /// throws (rethrow what it does not answer) to end the open with that error.
    ///
    /// ```swift
    /// router.setFailureHandler { error, request in
    ///     ErrorPage(url: request.url, message: "\(error)")
    /// }
    /// ```
    ///
    /// It answers failures of routes only: a URL no route matches has the not-found handlers
    /// and the web fallback, a source that may not open a route or a malformed URL is refused
    /// before any handler runs, and what a fallback throws ends the open. It is not asked about
    /// a cancelled task (`CancellationError`) or ``RouteError/Code/asyncHandler`` (a
    /// synchronous open of an `async` route). Observers see the open as ``RouteEvent/Outcome/answered``,
    /// with the error it answered. One handler per router; setting one replaces the one before.
    public func setFailureHandler<Value: Sendable>(
        _ handler: @escaping @Sendable (any Error, RouteRequest) throws -> Value
    ) {
        commit { state in state.failureHandler = { try handler($0, $1) } }
    }

    /// Removes the failure handler: a handler or interceptor that throws ends the open again.
    public func removeFailureHandler() {
        commit { state in state.failureHandler = nil }
    }

    /// Whether the failure handler is asked about `error`.
    static func mayAnswer(_ error: any Error) -> Bool {
        if error is CancellationError { return false }
        if let error = error as? RouteError, error.code == .asyncHandler { return false }
        return true
    }
}
