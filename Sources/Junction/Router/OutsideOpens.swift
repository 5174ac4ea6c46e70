import JunctionSupport

/// Where a router holds opens from outside the app until the app is ready for them; see
/// ``Router/outsideOpens``.
///
/// Opens are held while any gate is closed; gates have names so that independent parts of the
/// app (launch, login, onboarding) close and reopen their own. An in-app open is not held (but
/// while routes load, see ``RouteLoading``), nor a parent page a navigator opens for a link. A held asynchronous open waits for its
/// answer; a held synchronous one throws ``RouteError/Code/held`` at once and runs later. The
/// limits are ``RouterOptions/heldOpens``: past the count the oldest is dropped, past the
/// expiry an open is not opened; each held, replayed, dropped or expired open is reported to
/// observers as an event.
///
/// ```swift
/// router.outsideOpens.hold(until: "launch")          // first thing at launch
/// // ... modules add their routes; a push link arrives and waits ...
/// await router.outsideOpens.resume(after: "launch")  // the held links open now, in order
/// ```
public final class OutsideOpens: Sendable {
    /// The gates closed, the opens held, and the router they are held for.
    let held = Locked(HeldOpens())

    init() {}

    /// Holds the opens of `router` from now on.
    func attach(_ router: Router) {
        held.withLock { $0.router = router }
    }

    private var router: Router? { held.withLock { $0.router } }
}

extension OutsideOpens {
    /// Closes `gate`: opens from outside wait from now on until every gate is open again.
    public func hold(until gate: String) {
        held.withLock { _ = $0.gates.insert(gate) }
        publishHolding()
    }

    /// Reopens a gate closed with ``hold(until:)``. When no gate stays closed, the held opens
    /// run, in the order they arrived, each after the one before has ended (an outside open
    /// that arrives meanwhile waits its turn behind them), and their openers get their
    /// answers. Returns once they have run, or once a gate is closed again (the rest stay
    /// held).
    public func resume(after gate: String) async {
        let replays = held.withLock { state in
            state.gates.remove(gate)
            guard state.gates.isEmpty, !state.replaying, state.nextToReplay() != nil else { return false }
            state.replaying = true
            return true
        }
        // Matches see the routes at once; opens that arrive during the replay queue behind it.
        publishHolding()
        if replays {
            await replayHeldOpens()
            publishHolding()
        }
    }

    /// The gates closed now, sorted: while there is one, outside opens are held.
    public var gates: [String] {
        held.withLock { $0.gates.sorted() }
    }

    /// Publishes in the router's snapshot whether opens must ask this gate, as it says now.
    /// Called after every change of the gates: the commit that runs last reads the last change.
    private func publishHolding() {
        router?.commit { state in
            (state.holdsOutsideOpens, state.isLoading) = held.withLock { ($0.holding, $0.loads > 0) }
        }
    }

    /// A load of routes begins (``RouteLoading``): every open waits until it ends.
    func beginLoad() {
        held.withLock { $0.loads += 1 }
        publishHolding()
    }

    /// A load of routes ended. When no other is under way, the opens it held run, in the order
    /// they arrived (outside ones only once no gate is closed); or, when it failed, they end
    /// with its error. Returns once they have run.
    func endLoad(failure: (any Error)?) async {
        let (replays, failed, failure) = held.withLock { state -> (Bool, [HeldOpens.Open], (any Error)?) in
            state.loads -= 1
            if state.loadFailure == nil { state.loadFailure = failure }
            guard state.loads == 0 else { return (false, [], nil) }
            if let failure = state.loadFailure {
                state.loadFailure = nil
                let failed = state.queue.filter { state.gates.isEmpty || !$0.request.source.isExternal }
                state.queue.removeAll { open in failed.contains { $0.id == open.id } }
                return (false, failed, failure)
            }
            guard !state.replaying, state.nextToReplay() != nil else { return (false, [], nil) }
            state.replaying = true
            return (true, [], nil)
        }
        if let router, let failure {
            for open in failed {
                open.timer?.cancel()
                tell(.failed, open.request, error: "the routes failed to load: \(failure)", waited: router.clock.now - open.arrived, on: router)
                open.waiter?.resume(returning: .failure(failure))
            }
        }
        // Matches see the routes at once; opens that arrive during the replay queue behind it.
        publishHolding()
        if replays {
            await replayHeldOpens()
            publishHolding()
        }
    }

    /// An asynchronous open that found outside opens held: an outside one waits for its turn;
    /// any other, or one that arrives once nothing is held, opens now.
    nonisolated(nonsending) func openOrHold(_ request: RouteRequest, on router: Router) async throws -> any Sendable {
        if isHoldable(request, on: router) {
            let id = held.withLock { state in
                state.nextID += 1
                return state.nextID
            }
            let answer = await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    if hold(request, id: id, waiter: continuation, on: router) == nil {
                        continuation.resume(returning: nil)
                    }
                }
            } onCancel: {
                guard let open = held.withLock({ $0.take(id) }) else { return }
                open.timer?.cancel()
                open.waiter?.resume(returning: .failure(CancellationError()))
            }
            if let answer { return try answer.get() }
        }
        return try await router.run(request, in: router.snapshot())
    }

    /// A synchronous open that found outside opens held: an outside one is held and this throws.
    ///
    /// - Throws: ``RouteError/Code/held`` when the open was held.
    func holdIfHeld(_ request: RouteRequest, on router: Router) throws(RouteError) {
        guard isHoldable(request, on: router) else { return }
        if !request.source.isExternal, held.withLock({ $0.loads > 0 }) {
            // Its caller wants the answer now: held, it would run later with nobody to hear it.
            throw RouteError(.notReady, "the routes are loading, so \(request.url) cannot be opened synchronously yet; open(_:) waits for them")
        }
        let id = held.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        guard let reason = hold(request, id: id, waiter: nil, on: router) else { return }
        throw RouteError(.held, "\(request.url) from \(request.source) is held until \(reason); it opens then")
    }

    /// Whether a request may wait: one the app did not make itself for a link (a parent page),
    /// no longer than the URL limit (a longer one is refused at once, as it would be on replay,
    /// rather than kept in memory). Whether it waits now is ``HeldOpens/holds(_:)``'s to say.
    private func isHoldable(_ request: RouteRequest, on router: Router) -> Bool {
        !request.source.isBuildingParent && request.url.utf8.count <= router.options.parsing.limits.maxURLLength
    }

    /// Holds an open when outside opens are held, dropping the oldest past the count, and starts
    /// its expiry.
    ///
    /// - Returns: What it waits for, for messages, or `nil` when it does not wait.
    private func hold(
        _ request: RouteRequest, id: Int,
        waiter: CheckedContinuation<Result<any Sendable, any Error>?, Never>?, on router: Router
    ) -> String? {
        let now = router.clock.now
        let limits = router.options.heldOpens
        let taken = held.withLock { state -> (reason: String, dropped: HeldOpens.Open?, cancelled: Bool)? in
            guard state.holds(request) else { return nil }
            // Checked under the lock the cancellation handler takes, so a cancellation is
            // seen here or finds the open in the queue.
            if Task.isCancelled { return ("", nil, true) }
            state.queue.append(HeldOpens.Open(
                id: id, request: request, arrived: now, waiter: waiter))
            // The limit is on outside opens; in-app ones (held while routes load) are the app's own.
            let outside = state.queue.indices.filter { state.queue[$0].request.source.isExternal }
            let dropped = request.source.isExternal && outside.count > limits.count ? state.queue.remove(at: outside[0]) : nil
            let reason = state.loads > 0 ? "the routes being loaded are in"
                : state.gates.isEmpty ? "the opens held before it have run"
                : "the app resumes outside opens after \(state.gateList)"
            return (reason, dropped, false)
        }
        guard let taken else { return nil }
        if taken.cancelled {
            waiter?.resume(returning: .failure(CancellationError()))
            return taken.reason
        }
        if let dropped = taken.dropped {
            dropped.timer?.cancel()
            end(dropped, .dropped, on: router, RouteError(
                .limitExceeded,
                "\(dropped.request.url) from \(dropped.request.source) was not opened: more than \(limits.count) outside opens were held and it was the oldest"))
        }
        tell(.held, request, error: nil, waited: .zero, on: router)
        let timer = router.clock.schedule(at: now + limits.expiry) { [weak self, weak router] in
            if let router { self?.expire(id, on: router) }
        }
        let stillHeld = held.withLock { state in
            guard let index = state.queue.firstIndex(where: { $0.id == id }) else { return false }
            state.queue[index].timer = timer
            return true
        }
        if !stillHeld { timer.cancel() }
        return taken.reason
    }

    /// Ends a held open that waited past the expiry.
    private func expire(_ id: Int, on router: Router) {
        guard let open = held.withLock({ $0.take(id) }) else { return }
        end(open, .expired, on: router, RouteError(
            .expired,
            "\(open.request.url) from \(open.request.source) was held longer than \(router.options.heldOpens.expiry) and was not opened"))
    }

    /// Tells observers and the opener that a held open will not be opened.
    private func end(_ open: HeldOpens.Open, _ outcome: RouteEvent.Outcome, on router: Router, _ error: RouteError) {
        tell(outcome, open.request, error: error.message, waited: router.clock.now - open.arrived, on: router)
        open.waiter?.resume(returning: .failure(error))
    }

    /// Runs the held opens in arrival order, one after another, until none is left or a gate is
    /// closed again.
    private func replayHeldOpens() async {
        guard let router else { return }
        while let open = held.withLock({ state -> HeldOpens.Open? in
            guard let next = state.nextToReplay() else {
                state.replaying = false
                return nil
            }
            return state.queue.remove(at: next)
        }) {
            open.timer?.cancel()
            tell(.replayed, open.request, error: nil, waited: router.clock.now - open.arrived, on: router)
            let answer: Result<any Sendable, any Error>
            do {
                answer = .success(try await router.run(open.request, in: router.snapshot()))
            } catch {
                answer = .failure(error)
            }
            open.waiter?.resume(returning: answer)
        }
    }

    /// Reports what happened to a held open to the observers.
    private func tell(_ outcome: RouteEvent.Outcome, _ request: RouteRequest, error: String?, waited: Duration, on router: Router) {
        let observers = router.snapshot().observers
        guard !observers.isEmpty else { return }
        let event = RouteEvent(
            url: request.url, source: request.source.name, pattern: nil, outcome: outcome, error: error,
            duration: waited.inSeconds)
        for observer in observers { observer(event) }
    }
}

