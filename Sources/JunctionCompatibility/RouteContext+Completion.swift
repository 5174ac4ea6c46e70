import Junction

extension RouteContext {
    /// Hands a result to the opener's completion, now or later, for an open made with
    /// ``LegacyRouter/open(_:completion:)`` or ``LegacyRouter/openAndWait(_:)``. Only the first
    /// call counts; for any other open it does nothing.
    ///
    /// ```swift
    /// try router.register("mgj://upload/:file") { context in
    ///     Task { context.complete(with: await upload(context.parameters["file"])) }
    /// }
    /// ```
    public func complete(with value: any Sendable = ()) {
        (userInfo[CompletionToken.key] as? CompletionToken)?.box.finish(.success(value))
    }

    /// Tells the opener that the work failed. Only the first ``complete(with:)`` or `fail`
    /// call counts.
    public func fail(_ error: any Error) {
        (userInfo[CompletionToken.key] as? CompletionToken)?.box.finish(.failure(error))
    }
}

extension RouteRequest {
    /// Hands a result to the opener's completion from a not-found handler or a web fallback,
    /// which receive the request rather than a context; see `RouteContext.complete(with:)`.
    public func complete(with value: any Sendable = ()) {
        (userInfo[CompletionToken.key] as? CompletionToken)?.box.finish(.success(value))
    }
}
