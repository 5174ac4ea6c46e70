import Junction
import JunctionSupport

/// Values pages hand back to their openers.
extension Navigator {
    /// A page's result, from before the page is shown until its opener takes it: a page may
    /// be finished or closed while it is being shown, before its opener starts waiting.
    enum PageResult {
        /// Shown (or being shown), with no value yet and no opener waiting yet.
        case expected
        /// The opener waits.
        case waiting(CheckedContinuation<(any Sendable)?, any Error>)
        /// Finished with a value, or closed without one (`nil`), before the opener waited.
        case settled((any Sendable)?)
    }

    /// Opens a page and waits until it hands back a value with ``finish(_:with:animated:)``.
    ///
    /// The result cannot be lost: it is kept from before any host is told of the page, so a
    /// page that finishes as soon as it is shown (inside a host's
    /// ``NavigationHost/navigator(_:didApply:)``) still gives its value to the opener.
    ///
    /// ```swift
    /// let title = try await navigator.open("shop://edit/7", expecting: String.self, timeout: .seconds(30))
    /// ```
    ///
    /// - Parameters:
    ///   - request: The URL or request, opened as ``open(_:presentation:animated:)`` opens it.
    ///   - type: The type of the value expected.
    ///   - timeout: How long to wait for the value once the page is shown; `nil` (the default)
    ///     waits as long as the page is shown.
    ///   - presentation: How to show the page this time; `nil` uses its route's.
    ///   - animated: Whether hosts animate showing it.
    /// - Returns: The value, or `nil` when the page closes without one (back, dismiss, reset,
    ///   undo), when the value is not a `T`, when the URL showed no new page (an action, or a
    ///   page already shown), or when the waiting task is cancelled (the page then stays).
    /// - Throws: What ``open(_:presentation:animated:)`` throws, or
    ///   `RouteError.Code.timedOut` when `timeout` passes first: the page stays shown and no
    ///   longer has an opener, so a later ``finish(_:with:animated:)`` of it returns `false`.
    public func open<T: Sendable>(
        _ request: some RouteRequestConvertible, expecting type: T.Type, timeout: Duration? = nil,
        presentation: NavigationState.Presentation? = nil, animated: Bool = true
    ) async throws -> T? {
        let open = PageOpen(request: try request.routeRequest(), presentation: presentation, animated: animated, expectingResult: true)
        guard let (page, kind) = try await openPage(open), kind == .show || kind == .deepLink else { return nil }
        let id = page.id
        let timer = timeout.map { timeout in
            after(timeout) { @MainActor [weak self] in
                self?.stopWaiting(for: id, with: .failure(Self.timedOut(page, after: timeout)))
            }
        }
        defer { timer?.cancel() }
        let value: (any Sendable)? = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<(any Sendable)?, any Error>) in
                if case .settled(let value)? = results[id] {
                    // Finished, or closed, while it was being shown.
                    results[id] = nil
                    continuation.resume(returning: value)
                } else if Task.isCancelled {
                    results[id] = nil
                    continuation.resume(returning: nil)
                } else {
                    results[id] = .waiting(continuation)
                }
            }
        } onCancel: {
            Task { @MainActor in self.stopWaiting(for: id, with: .success(nil)) }
        }
        return value as? T
    }

    /// The ids of the pages whose opener waits for a result (see
    /// ``open(_:expecting:timeout:presentation:animated:)``).
    public var pagesAwaitingResult: Set<Int> {
        Set(results.compactMap { id, result in if case .settled = result { nil } else { id } })
    }

    /// Hands a page's result to its opener, then closes the page if it is on top and can be
    /// closed (a tab's root stays).
    ///
    /// A page may finish at any time after it is shown, even from inside a host's
    /// ``NavigationHost/navigator(_:didApply:)`` as it is being shown.
    ///
    /// - Parameters:
    ///   - pageID: The page's id.
    ///   - value: What the opener receives.
    ///   - animated: Whether hosts animate closing the page.
    /// - Returns: `false` when the page's opener expects no result (it was not opened with
    ///   ``open(_:expecting:timeout:presentation:animated:)``, or it is
    ///   finished already, closed, or its opener stopped waiting).
    @discardableResult
    public func finish(_ pageID: Int, with value: any Sendable, animated: Bool = true) -> Bool {
        switch results[pageID] {
        case .expected?:
            results[pageID] = .settled(value)
        case .waiting(let continuation)?:
            results[pageID] = nil
            continuation.resume(returning: value)
        case .settled?, nil:
            return false
        }
        if state.top?.id == pageID { back(animated: animated) }
        return true
    }

    /// Settles the results of pages no longer shown: `nil`, unless they were finished.
    func settleResults() {
        guard !results.isEmpty else { return }
        let shown = Set(state.allPages.map(\.id))
        for (id, result) in results where !shown.contains(id) {
            switch result {
            case .expected: results[id] = .settled(nil)
            case .waiting(let continuation):
                results[id] = nil
                continuation.resume(returning: nil)
            case .settled: break
            }
        }
    }

    /// Ends the opener's wait for a page, if it still waits.
    private func stopWaiting(for id: Int, with outcome: Result<(any Sendable)?, any Error>) {
        guard case .waiting(let continuation)? = results[id] else { return }
        results[id] = nil
        continuation.resume(with: outcome)
    }

    private static func timedOut(_ page: NavigationState.Page, after timeout: Duration) -> RouteError {
        RouteError(
            .timedOut,
            "page \"\(page.route)\" (#\(page.id), \(page.url)) gave no result within \(timeout); it stays shown")
    }
}
