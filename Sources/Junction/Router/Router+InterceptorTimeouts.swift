import JunctionLocking

extension Router {
    /// Adds an interceptor that must answer, reject or go on (call `next`) within `timeout`;
    /// otherwise the open throws ``RouteError/Code/interceptorTimedOut`` naming it, and the interceptor's
    /// task is cancelled. Time spent after it called `next` (in later interceptors and the
    /// handler) does not count. See ``addInterceptor(_:name:priority:scope:)``.
    ///
    /// ```swift
    /// router.addInterceptor(RemoteFlags(), name: "flags", timeout: .seconds(2))
    /// ```
    public func addInterceptor(
        _ interceptor: some RouteInterceptor, name: String, priority: Int = 0, scope: InterceptorScope = .all,
        timeout: Duration
    ) {
        commit { state in
            state.addInterceptor(interceptor, name: name, priority: priority, scope: scope, owner: nil, timeout: timeout)
        }
    }

    /// Adds an interceptor written as a closure that must answer or go on within `timeout`; see
    /// ``addInterceptor(_:name:priority:scope:timeout:)``.
    public func addInterceptor(
        name: String, priority: Int = 0, scope: InterceptorScope = .all, timeout: Duration,
        _ intercept: @escaping @Sendable (Interception, RouteInterceptor.Next) async throws -> any Sendable
    ) {
        addInterceptor(ClosureInterceptor(body: intercept), name: name, priority: priority, scope: scope, timeout: timeout)
    }
}

extension RouteCollection {
    /// Adds an interceptor written as a closure that must answer or go on within `timeout`; see
    /// ``Router/addInterceptor(_:name:priority:scope:timeout:)``.
    public mutating func addInterceptor(
        name: String, priority: Int = 0, scope: InterceptorScope = .all, timeout: Duration,
        _ intercept: @escaping @Sendable (Interception, RouteInterceptor.Next) async throws -> any Sendable
    ) {
        addInterceptor(ClosureInterceptor(body: intercept), name: name, priority: priority, scope: scope, timeout: timeout)
    }
}

extension InterceptorEntry {
    /// Runs the interceptor; with a timeout, in a task of its own raced against the clock, so an
    /// interceptor that never returns (even one that ignores cancellation) cannot stall the open.
    func intercept(
        _ interception: Interception, next: @escaping RouteInterceptor.Next, clock: any RouterClock
    ) async throws -> any Sendable {
        guard let timeout else { return try await interceptor.intercept(interception, next: next) }
        let race = InterceptorRace()
        let deadline = clock.now + timeout
        let error = RouteError(
            .interceptorTimedOut,
            "the interceptor \"\(name)\" neither answered nor went on within \(timeout), opening \(interception.request.url)")
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                race.start(continuation)
                race.setWork(Task { [interceptor] in
                    do {
                        race.finish(.success(try await interceptor.intercept(interception) { request in
                            race.wentOn()
                            return try await next(request)
                        }))
                    } catch {
                        race.finish(.failure(error))
                    }
                })
                race.setTimer(clock.schedule(at: deadline) { race.timeUp(error) })
            }
        } onCancel: {
            race.cancel()
        }
    }
}

/// One interceptor with a timeout against its clock: whichever ends first, the interceptor or
/// the timer, resumes the open, once.
private final class InterceptorRace: Sendable {
    private struct State {
        var continuation: CheckedContinuation<any Sendable, any Error>?
        var work: Task<Void, Never>?
        var timer: RouterTimer?
        /// Whether the interceptor called `next`: from then on the timer does not count.
        var wentOn = false
        var cancelled = false
    }

    private let state = Locked(State())

    /// Keeps the open's continuation: before the interceptor starts, so its end finds it.
    func start(_ continuation: CheckedContinuation<any Sendable, any Error>) {
        state.withLock { $0.continuation = continuation }
    }

    /// Keeps the interceptor's task, to cancel it on a timeout; cancels it at once when the
    /// open's task was cancelled already.
    func setWork(_ work: Task<Void, Never>) {
        let cancelled = state.withLock { state in
            state.work = work
            return state.cancelled
        }
        if cancelled { work.cancel() }
    }

    /// Keeps the timer to cancel it when the interceptor ends first; cancels it at once when it has.
    func setTimer(_ timer: RouterTimer) {
        let ended = state.withLock { state in
            guard state.continuation != nil else { return true }
            state.timer = timer
            return false
        }
        if ended { timer.cancel() }
    }

    func wentOn() {
        state.withLock { $0.wentOn = true }
    }

    func finish(_ result: Result<any Sendable, any Error>) {
        let (continuation, timer) = state.withLock { state in
            defer { (state.continuation, state.timer) = (nil, nil) }
            return (state.continuation, state.timer)
        }
        timer?.cancel()
        continuation?.resume(with: result)
    }

    /// Ends the open with `error` unless the interceptor ended or went on.
    func timeUp(_ error: RouteError) {
        let (continuation, work) = state.withLock {
            state -> (CheckedContinuation<any Sendable, any Error>?, Task<Void, Never>?) in
            guard !state.wentOn, let continuation = state.continuation else { return (nil, nil) }
            state.continuation = nil
            return (continuation, state.work)
        }
        work?.cancel()
        continuation?.resume(throwing: error)
    }

    /// The open's task was cancelled: so is the interceptor's, which ends the race its way.
    func cancel() {
        let work = state.withLock { state in
            state.cancelled = true
            return state.work
        }
        work?.cancel()
    }
}
