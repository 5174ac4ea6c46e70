extension RouteOpening {
    /// What observers are told beyond the request, in an object of its own: an open that
    /// nobody observes carries one `nil` reference, and the open's state keeps a layout
    /// fixed at compile time (a clock's `Instant` stored inline would make every copy of
    /// it go through runtime metadata).
    final class Observed {
        var pattern: String?
        let began = ContinuousClock.now
    }

    /// Tells every observer how the current request ended: an open nobody observes pays for
    /// one check.
    func report(error: (any Error)?, redirected: Bool, answered: Bool = false) {
        if !snapshot.observers.isEmpty { tellObservers(error: error, redirected: redirected, answered: answered) }
    }

    private func tellObservers(error: (any Error)?, redirected: Bool, answered: Bool) {
        guard let observed else { return }
        let elapsed = ContinuousClock.now - observed.began
        let outcome: RouteEvent.Outcome
        switch (error as? RouteError)?.code {
        case _ where answered: outcome = .answered
        case nil where error == nil: outcome = redirected ? .redirected : .handled
        case .notFound?: outcome = .notFound
        case .notAllowed?, .invalidURL?, .limitExceeded?: outcome = .notAllowed
        case .rejected?: outcome = .rejected
        default: outcome = .failed
        }
        let event = RouteEvent(
            url: request.url, source: request.source.name, pattern: observed.pattern, outcome: outcome,
            error: error.map { ($0 as? RouteError)?.message ?? "\($0)" },
            duration: elapsed.inSeconds)
        for observer in snapshot.observers { observer(event) }
    }
}
