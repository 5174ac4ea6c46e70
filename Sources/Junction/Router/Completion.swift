/// The opener's side of a handler's completion: a callback, a waiting task, or both.
final class CompletionBox: Sendable {
    private enum State {
        case pending(callback: (@Sendable (Result<any Sendable, any Error>) -> Void)?,
                     waiter: CheckedContinuation<(any Sendable)?, any Error>?)
        case finished(Result<(any Sendable)?, any Error>)
    }

    private let state: Locked<State>

    init(callback: (@Sendable (Result<any Sendable, any Error>) -> Void)?) {
        state = Locked(.pending(callback: callback, waiter: nil))
    }

    /// Delivers the first result; later ones are ignored.
    func finish(_ result: Result<any Sendable, any Error>) {
        let (callback, waiter) = state.withLock { state -> ((@Sendable (Result<any Sendable, any Error>) -> Void)?, CheckedContinuation<(any Sendable)?, any Error>?) in
            guard case .pending(let callback, let waiter) = state else { return (nil, nil) }
            state = .finished(result.map { $0 as (any Sendable)? })
            return (callback, waiter)
        }
        callback?(result)
        waiter?.resume(with: result.map { $0 as (any Sendable)? })
    }

    /// Every copy of the handler's context is gone without a result: a waiter gets `nil`.
    func abandon() {
        let waiter = state.withLock { state -> CheckedContinuation<(any Sendable)?, any Error>? in
            guard case .pending(_, let waiter) = state else { return nil }
            state = .finished(.success(nil))
            return waiter
        }
        waiter?.resume(returning: nil)
    }

    /// Waits for the result: the completion's value, or `nil` when the handler let go of its
    /// context without completing.
    func value() async throws -> (any Sendable)? {
        try await withCheckedThrowingContinuation { continuation in
            let finished = state.withLock { state -> Result<(any Sendable)?, any Error>? in
                switch state {
                case .finished(let result):
                    return result
                case .pending(let callback, _):
                    state = .pending(callback: callback, waiter: continuation)
                    return nil
                }
            }
            if let finished { continuation.resume(with: finished) }
        }
    }
}

/// Held by the handler's context; when the last copy goes, an unfinished completion is abandoned.
final class CompletionToken: Sendable {
    let box: CompletionBox

    init(_ box: CompletionBox) {
        self.box = box
    }

    deinit {
        box.abandon()
    }
}
