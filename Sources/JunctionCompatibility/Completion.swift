import Junction
import JunctionSupport

/// The opener's side of a handler's completion: a callback, a waiting task, or both. The token
/// that holds it travels in the request's user info, under ``CompletionToken/key``, from the
/// open to the handler's context.
final class CompletionBox: Sendable {
    typealias Callback = @Sendable (Result<any Sendable, any Error>) -> Void

    private struct Pending {
        var callback: Callback?
        var waiter: CheckedContinuation<(any Sendable)?, any Error>?
        /// While the handler call is under way, letting go of the context does not count yet:
        /// the handler may be throwing, and its error must win.
        var held = false
        var abandoned = false
    }

    private enum State {
        case pending(Pending)
        case finished(Result<(any Sendable)?, any Error>)
    }

    private let state: Locked<State>

    init(callback: Callback?) {
        state = Locked(.pending(Pending(callback: callback)))
    }

    /// Delivers the first result; later ones are ignored.
    func finish(_ result: Result<any Sendable, any Error>) {
        finish(with: result.map { $0 as (any Sendable)? })
    }

    private func finish(with result: Result<(any Sendable)?, any Error>) {
        let pending = state.withLock { state -> Pending? in
            guard case .pending(let pending) = state else { return nil }
            state = .finished(result)
            return pending
        }
        guard let pending else { return }
        if let callback = pending.callback, case .success(let value?) = result {
            callback(.success(value))
        } else if let callback = pending.callback, case .failure(let error) = result {
            callback(.failure(error))
        }
        pending.waiter?.resume(with: result)
    }

    /// Holds off ``abandon()`` until ``release()``.
    func hold() {
        state.withLock { state in
            if case .pending(var pending) = state {
                pending.held = true
                state = .pending(pending)
            }
        }
    }

    /// Ends a ``hold()``: if the context was let go meanwhile, the result is `nil` now.
    func release() {
        let abandoned = state.withLock { state -> Bool in
            guard case .pending(var pending) = state else { return false }
            pending.held = false
            state = .pending(pending)
            return pending.abandoned
        }
        if abandoned { finish(with: .success(nil)) }
    }

    /// Every copy of the handler's context is gone without a result: a waiter gets `nil`.
    func abandon() {
        let now = state.withLock { state -> Bool in
            guard case .pending(var pending) = state else { return false }
            pending.abandoned = true
            state = .pending(pending)
            return !pending.held
        }
        if now { finish(with: .success(nil)) }
    }

    /// Waits for the result: the completion's value, or `nil` when the handler let go of its
    /// context without completing.
    func value() async throws -> (any Sendable)? {
        try await withCheckedThrowingContinuation { continuation in
            let finished = state.withLock { state -> Result<(any Sendable)?, any Error>? in
                switch state {
                case .finished(let result):
                    return result
                case .pending(var pending):
                    pending.waiter = continuation
                    state = .pending(pending)
                    return nil
                }
            }
            if let finished { continuation.resume(with: finished) }
        }
    }
}

/// Held in the user info of the open's request, and so of the handler's context; when the last
/// copy goes, an unfinished completion is abandoned.
final class CompletionToken: Sendable {
    /// The user-info key the token travels under.
    static let key = "JunctionCompatibility.completion"

    let box: CompletionBox

    init(_ box: CompletionBox) {
        self.box = box
    }

    deinit {
        box.abandon()
    }
}

extension RouteRequest {
    /// This request with `box`'s token in its user info.
    func completing(with box: CompletionBox) -> RouteRequest {
        var request = self
        request.userInfo[CompletionToken.key] = CompletionToken(box)
        return request
    }
}
