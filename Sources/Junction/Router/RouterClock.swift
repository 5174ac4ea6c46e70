import JunctionSupport

/// The time the router's timers read (interceptors' time limits, held opens' expiry): the continuous
/// clock in an app, a clock the test moves by hand in tests.
protocol RouterClock: Sendable {
    /// The time since a fixed start.
    var now: Duration { get }

    /// Runs `action` once ``now`` reaches `deadline` (at once when it has), unless the returned
    /// timer is cancelled first.
    func schedule(at deadline: Duration, _ action: @escaping @Sendable () -> Void) -> RouterTimer
}

/// A scheduled action; cancelling one that ran or was cancelled does nothing.
struct RouterTimer: Sendable {
    let cancel: @Sendable () -> Void
}

/// `ContinuousClock`, counted from when the router was made.
struct ContinuousRouterClock: RouterClock {
    private let start = ContinuousClock.now

    var now: Duration { ContinuousClock.now - start }

    func schedule(at deadline: Duration, _ action: @escaping @Sendable () -> Void) -> RouterTimer {
        let task = after(deadline - now) { action() }
        return RouterTimer { task.cancel() }
    }
}

extension Duration {
    /// The duration in seconds, as events report it.
    var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
