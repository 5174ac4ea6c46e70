/// Runs `action` once `delay` has passed on `clock`, unless the returned task is cancelled
/// first: the one timer the package's modules use (a page's result that does not come, a
/// download that takes too long, the router's continuous clock).
@discardableResult
public func after(
    _ delay: Duration, on clock: some Clock<Duration> = ContinuousClock(), _ action: @escaping @Sendable () async -> Void
) -> Task<Void, Never> {
    Task {
        guard (try? await clock.sleep(for: delay)) != nil else { return }  // cancelled
        await action()
    }
}

/// What ``withTimeLimit(_:on:_:)`` throws when the time passes first.
public struct TimeLimitExceeded: Error, Sendable {
    /// The limit that passed.
    public let limit: Duration

    /// The error for `limit`.
    public init(limit: Duration) {
        self.limit = limit
    }
}

/// Runs `body`, or throws ``TimeLimitExceeded`` once `limit` has passed on `clock`; `body` is
/// then cancelled, and not waited for (work that ignores cancellation cannot hold its caller).
/// Cancelling the caller does the same, with `CancellationError`.
public func withTimeLimit<Value: Sendable>(
    _ limit: Duration, on clock: some Clock<Duration> = ContinuousClock(),
    _ body: @escaping @Sendable () async throws -> Value
) async throws -> Value {
    let slot = Locked<CheckedContinuation<Value, any Error>?>(nil)
    let work = Locked<Task<Void, Never>?>(nil)
    let timer = Locked<Task<Void, Never>?>(nil)
    @Sendable func finish(_ result: Result<Value, any Error>) {
        let continuation = slot.withLock { slot in
            defer { slot = nil }
            return slot
        }
        continuation?.resume(with: result)
    }

    func start(_ continuation: CheckedContinuation<Value, any Error>) {
        slot.withLock { $0 = continuation }
        // Cancelled before the continuation was there for the handler to end.
        if Task.isCancelled {
            finish(.failure(CancellationError()))
            return
        }
        // The timer first, so the work, however quick, always finds it to cancel.
        timer.withLock {
            $0 = after(limit, on: clock) {
                finish(.failure(TimeLimitExceeded(limit: limit)))
                work.withLock { $0?.cancel() }
            }
        }
        work.withLock {
            $0 = Task {
                let result: Result<Value, any Error>
                do {
                    result = .success(try await body())
                } catch {
                    result = .failure(error)
                }
                timer.withLock { $0?.cancel() }
                finish(result)
            }
        }
    }

    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
            start(continuation)
        }
    } onCancel: {
        // The caller stopped waiting: so does the call, and the work is told.
        finish(.failure(CancellationError()))
        timer.withLock { $0?.cancel() }
        work.withLock { $0?.cancel() }
    }
}
