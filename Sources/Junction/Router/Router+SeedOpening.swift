extension Router {
    // The forms the seed routers had, for apps moving from them: a completion closure the
    // handler calls whenever it is done (MGJRouter's `openURL:completion:`, Bifrost), and a wait
    // for that completion. Both run the one open every other form runs.

    /// Opens a URL and hands `completion` the value the handler later passes to
    /// ``RouteContext/complete(with:)`` (or the error it passes to ``RouteContext/fail(_:)``),
    /// whenever it does.
    ///
    /// - Returns: The handler's own value: `()` for an action.
    /// - Throws: What ``open(_:userInfo:)-(String,_)`` throws.
    @discardableResult
    public func open(
        _ url: String, userInfo: [String: any Sendable] = [:],
        completion: @escaping @Sendable (Result<any Sendable, any Error>) -> Void
    ) async throws -> any Sendable {
        try await open(RouteRequest(url: url, userInfo: userInfo), completion: CompletionToken(CompletionBox(callback: completion)))
    }

    /// Opens a URL and waits for the handler to complete: returns the value it passes to
    /// ``RouteContext/complete(with:)``, or `nil` when it lets go of its context without
    /// completing.
    ///
    /// - Throws: What ``open(_:userInfo:)-(String,_)`` throws, or the error the handler passes to
    ///   ``RouteContext/fail(_:)``.
    public func openAndWait(_ url: String, userInfo: [String: any Sendable] = [:]) async throws -> (any Sendable)? {
        let box = CompletionBox(callback: nil)
        box.hold()
        do {
            // The token lives only in the open and the handler's context, so it dies with the
            // last copy of it.
            _ = try await open(RouteRequest(url: url, userInfo: userInfo), completion: CompletionToken(box))
            box.release()
        } catch {
            box.finish(.failure(error))
        }
        return try await box.value()
    }
}
