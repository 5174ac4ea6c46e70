import JunctionSupport

extension InterceptorEntry {
    /// Runs the interceptor; with a timeout, in a task of its own raced against the clock, so an
    /// interceptor that never returns (even one that ignores cancellation) cannot stall the open.
    /// The clock counts the interceptor's own time: it stops while `next` runs and goes on from
    /// where it stopped when `next` returns.
    func intercept(
        _ interception: Interception, next: @escaping RouteInterceptor.Next, clock: any RouterClock
    ) async throws -> any Sendable {
        guard let timeout else { return try await interceptor.intercept(interception, next: next) }
        let opening = interception.request.url
        let race = InterceptorRace(
            budget: timeout, clock: clock,
            beforeNext: RouteError(
                .interceptorTimedOut, "the interceptor \"\(name)\" neither answered nor went on within \(timeout), opening \(opening)"),
            afterNext: RouteError(
                .interceptorTimedOut,
                "the interceptor \"\(name)\" went on but did not answer within \(timeout) of its own time (before it called next and after next returned), opening \(opening)"))
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                race.start(continuation)
                race.setWork(Task { [interceptor] in
                    do {
                        race.finish(.success(try await interceptor.intercept(interception) { request in
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

/// One interceptor with a timeout against its clock: whichever ends first, the interceptor or
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
