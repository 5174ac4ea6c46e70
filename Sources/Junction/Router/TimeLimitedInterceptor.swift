import JunctionSupport

/// An interceptor whose own time is limited: the time before it calls `next` plus the time
/// after `next` returns, until it answers. Past the limit the open throws
/// ``RouteError/Code/interceptorTimedOut`` naming the interceptor, and the interceptor's task
/// is cancelled; one that never returns, even one that ignores cancellation, cannot stall the
/// open. The time `next` takes (later interceptors and the handler) does not count.
///
/// Made with ``RouteInterceptor/timeLimited(_:)``:
///
/// ```swift
/// try router.addInterceptor(RemoteFlags().timeLimited(.seconds(2)), name: "flags")
/// ```
///
/// It is asynchronous whatever it wraps: a ``SynchronousRouteInterceptor`` decides at once and
/// needs no limit.
public struct TimeLimitedInterceptor<Base: RouteInterceptor>: RouteInterceptor {
    /// The interceptor whose time is limited.
    public let base: Base
    /// How long its own time may be.
    public let limit: Duration

    /// Runs `base` in a task of its own, raced against the router's clock.
    ///
    /// - Throws: ``RouteError/Code/interceptorTimedOut`` past the limit;
    ///   ``RouteError/Code/invalidParameter`` for a limit that is not positive; what `base` throws.
    public func intercept(_ interception: Interception, next: @escaping Next) async throws -> any Sendable {
        let name = interception.interceptorName
        let opening = interception.request.url
        guard limit > .zero else {
            throw RouteError(
                .invalidParameter, "the interceptor \"\(name)\" has a time limit of \(limit); a time limit must be positive")
        }
        let race = InterceptorRace(
            budget: limit, clock: interception.clock,
            beforeNext: RouteError(
                .interceptorTimedOut, "the interceptor \"\(name)\" neither answered nor went on within \(limit), opening \(opening)"),
            afterNext: RouteError(
                .interceptorTimedOut,
                "the interceptor \"\(name)\" went on but did not answer within \(limit) of its own time (before it called next and after next returned), opening \(opening)"))
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                race.start(continuation)
                race.setWork(Task { [base] in
                    do {
                        race.finish(.success(try await base.intercept(interception) { request in
                            race.pause()
                            defer { race.goOn() }
                            return try await next(request)
                        }))
                    } catch {
                        race.finish(.failure(error))
                    }
                })
                race.countDown()
            }
        } onCancel: {
            race.cancel()
        }
    }
}

extension RouteInterceptor {
    /// This interceptor with its own time limited to `limit` (see ``TimeLimitedInterceptor``).
    public func timeLimited(_ limit: Duration) -> TimeLimitedInterceptor<Self> {
        TimeLimitedInterceptor(base: self, limit: limit)
    }
}

/// One interceptor with a time limit against its clock: whichever ends first, the interceptor or
/// its budget of time, resumes the open, once. The budget is spent only while the interceptor
/// itself runs: it pauses while `next` runs (later interceptors and the handler), and the
/// remainder is raced again once `next` returns.
private final class InterceptorRace: Sendable {
    private struct State {
        var continuation: CheckedContinuation<any Sendable, any Error>?
        var work: Task<Void, Never>?
        var timer: RouterTimer?
        /// The budget left when the clock last started counting it.
        var remaining: Duration
        /// When the clock started counting the budget; `nil` while `next` runs.
        var countingSince: Duration?
        /// How many calls of `next` are running (an interceptor may call it more than once).
        var callsOfNext = 0
        /// Whether the interceptor ever called `next`, for the error's wording.
        var wentOn = false
        /// Counts every start and stop of the clock, so a timer set before one does nothing.
        var stretch = 0
        var cancelled = false
    }

    private let state: Locked<State>
    private let clock: any RouterClock
    private let beforeNext: RouteError
    private let afterNext: RouteError

    /// Starts counting `budget` now.
    init(budget: Duration, clock: any RouterClock, beforeNext: RouteError, afterNext: RouteError) {
        state = Locked(State(remaining: budget, countingSince: clock.now))
        self.clock = clock
        self.beforeNext = beforeNext
        self.afterNext = afterNext
    }

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

    /// Sets a timer for the rest of the budget, unless the interceptor has ended or `next` runs.
    func countDown() {
        let plan: (deadline: Duration, stretch: Int)? = state.withLock { state in
            guard state.continuation != nil, let since = state.countingSince else { return nil }
            return (since + state.remaining, state.stretch)
        }
        guard let plan else { return }
        // Outside the lock: a clock may run the action at once, when the deadline has passed.
        let timer = clock.schedule(at: plan.deadline) { [self] in timeUp(stretch: plan.stretch) }
        let stale = state.withLock { state in
            guard state.continuation != nil, state.stretch == plan.stretch else { return true }
            state.timer = timer
            return false
        }
        if stale { timer.cancel() }
    }

    /// `next` was called: the budget stops, keeping what is left of it.
    func pause() {
        let now = clock.now
        let timer = state.withLock { state -> RouterTimer? in
            state.wentOn = true
            state.callsOfNext += 1
            guard let since = state.countingSince else { return nil }
            state.remaining -= now - since
            state.countingSince = nil
            state.stretch += 1
            defer { state.timer = nil }
            return state.timer
        }
        timer?.cancel()
    }

    /// `next` returned or threw: once no call of it runs, the budget goes on from where it stopped.
    func goOn() {
        let now = clock.now
        let counts = state.withLock { state in
            state.callsOfNext -= 1
            guard state.callsOfNext == 0 else { return false }
            state.countingSince = now
            state.stretch += 1
            return true
        }
        if counts { countDown() }
    }

    func finish(_ result: Result<any Sendable, any Error>) {
        let (continuation, timer) = state.withLock { state in
            defer { (state.continuation, state.timer) = (nil, nil) }
            return (state.continuation, state.timer)
        }
        timer?.cancel()
        continuation?.resume(with: result)
    }

    /// Ends the open with the timeout error, unless the interceptor ended, `next` runs, or the
    /// clock stopped or started since this timer was set.
    private func timeUp(stretch: Int) {
        let (continuation, work, wentOn) = state.withLock {
            state -> (CheckedContinuation<any Sendable, any Error>?, Task<Void, Never>?, Bool) in
            guard state.stretch == stretch, state.countingSince != nil, let continuation = state.continuation else {
                return (nil, nil, false)
            }
            (state.continuation, state.timer) = (nil, nil)
            return (continuation, state.work, state.wentOn)
        }
        work?.cancel()
        continuation?.resume(throwing: wentOn ? afterNext : beforeNext)
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
