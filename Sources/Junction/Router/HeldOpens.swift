/// How many outside opens a router holds while the app is not ready, and for how long.
///
/// Past the ``count``, the oldest held open is dropped (its opener gets
/// ``RouteError/Code/limitExceeded``); an open held longer than the ``expiry`` is not opened
/// (its opener gets ``RouteError/Code/expired``). Either way observers get an event.
public struct HeldOpenLimits: Sendable, Hashable {
    /// How many opens are held at most (at least one): 16 by default.
    public var count: Int
    /// How long an open may wait: five minutes by default, long enough for a login or an
    /// onboarding screen, short enough that a stale link does not open out of nowhere.
    public var expiry: Duration

    /// Limits with the given values.
    public init(count: Int = 16, expiry: Duration = .seconds(300)) {
        self.count = max(count, 1)
        self.expiry = expiry
    }
}

/// The opens a router holds (outside ones while a gate is closed, every one while routes load),
/// and why it holds them. Read and written under the lock
/// of the router's ``OutsideOpens`` only.
struct HeldOpens: Sendable {
    /// The router the opens are held for.
    weak var router: Router?
    /// One held open, with whoever waits for its answer.
    struct Open: Sendable {
        let id: Int
        let request: RouteRequest
        /// When it arrived, on the router's clock.
        let arrived: Duration
        /// The asynchronous opener waiting for the answer; `nil` for a synchronous one, which
        /// was told the open is held.
        let waiter: CheckedContinuation<Result<any Sendable, any Error>?, Never>?
        var timer: RouterTimer?
    }

    /// The gates the app closed (``OutsideOpens/hold(until:)``) and has not reopened.
    var gates: Set<String> = []
    /// Whether held opens are being replayed: outside opens that arrive meanwhile queue behind them.
    var replaying = false
    /// How many loads (``RouteLoading``) are under way: while one is, every open waits.
    var loads = 0
    /// The first error of the loads under way, which the opens they held end with.
    var loadFailure: (any Error)?
    /// The opens held, in arrival order.
    var queue: [Open] = []
    var nextID = 0

    /// Whether an outside open that arrives now waits.
    var holding: Bool { !gates.isEmpty || replaying || loads > 0 }

    /// Whether `request`, arriving now, waits: any open while routes load, an outside one while
    /// a gate is closed or held opens replay. (An in-app open made while the opens a load held
    /// replay does not wait: it may be made by one of them.)
    func holds(_ request: RouteRequest) -> Bool {
        loads > 0 || (request.source.isExternal && holding)
    }

    /// The next held open that may run: none while routes load; with a gate closed, only an
    /// in-app one.
    func nextToReplay() -> Int? {
        guard loads == 0 else { return nil }
        return queue.firstIndex { gates.isEmpty || !$0.request.source.isExternal }
    }

    /// Removes and returns the held open with that id, if it is still held.
    mutating func take(_ id: Int) -> Open? {
        guard let index = queue.firstIndex(where: { $0.id == id }) else { return nil }
        return queue.remove(at: index)
    }

    /// The gates, sorted and quoted, for messages.
    var gateList: String {
        gates.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
