/// One open, from its first URL to its answer across redirects and fallbacks: finding the
/// route, the interceptors, the fallback chain, redirects, the failure handler and telling
/// observers. What is synchronous it runs itself (most handlers are), so the common open
/// builds its handler's context once and hands it straight to the handler; what needs
/// `await` it hands out as an ``OpenCall``, which the asynchronous open runs and reports
/// back, and the synchronous open refuses with ``OpenCall/refusal``.
struct RouteOpening {
    let router: Router
    /// What the open reads; made again when the routes a request may reach are made first
    /// (``RoutesMadeWhenReached``).
    private(set) var snapshot: RouterSnapshot
    /// Whether the open runs on the main actor, where a main-actor handler runs in place.
    let onMainActor: Bool
    /// The request being opened: the first, or the last redirect's.
    var request: RouteRequest
    /// The redirect chain, started only when a redirect happens.
    private var visited: [String] = []
    /// Whether the current request goes straight to the web fallback (``RouteRedirect/web(_:)``).
    private var toWeb = false
    /// The fallbacks not tried yet, and what to throw when every one passes; `nil` while a
    /// route's handler runs.
    private var fallbacks: PendingFallbacks?
    /// For observers: the pattern reached and when the current request began; `nil` while
    /// nobody observes.
    var observed: Observed?

    /// An object, made only when no route matches: an open that finds its route carries
    /// one `nil` reference, which costs next to nothing to copy and destroy.
    private final class PendingFallbacks {
        var steps: ArraySlice<FallbackStep>
        let error: RouteError

        init(steps: ArraySlice<FallbackStep>, error: RouteError) {
            self.steps = steps
            self.error = error
        }
    }

    init(
        _ request: consuming RouteRequest, in snapshot: RouterSnapshot, by router: Router, onMainActor: Bool
    ) {
        self.request = request
        self.snapshot = snapshot
        self.router = router
        self.onMainActor = onMainActor
    }

    /// What the open needs first: its answer, or an asynchronous call to run.
    mutating func start() throws -> OpenStep {
        try prepare()
    }

    /// What comes after a call returned `value`: the open's answer, or what the redirect
    /// it returned leads to.
    mutating func resume(afterValue value: any Sendable) throws -> OpenStep {
        guard let redirect = RouteOpening.redirect(in: value) else {
            report(error: nil, redirected: false)
            return .answer(value)
        }
        report(error: nil, redirected: true)
        try follow(redirect)
        return try prepare()
    }

    /// What comes after a call threw `error`: the next fallback when a fallback passed (by
    /// throwing ``RouteError/Code/notFound``), or the failure handler's answer for a route's
    /// handler or interceptor; otherwise this throws the open's error.
    mutating func resume(afterFailure error: any Error) throws -> OpenStep {
        if fallbacks != nil, let passed = error as? RouteError, passed.code == .notFound {
            if let step = fallbacks?.steps.popFirst() { return try run(step) }
            let error = fallbacks?.error ?? passed
            report(error: error, redirected: false)
            throw error
        }
        if fallbacks == nil, let failureHandler = snapshot.failureHandler, Router.mayAnswer(error) {
            return try resume(afterValue: answer(error, with: failureHandler))
        }
        report(error: error, redirected: false)
        throw error
    }

    /// Runs a synchronous handler's work and goes on from how it ended.
    mutating func settle(_ work: () throws -> any Sendable) throws -> OpenStep {
        let value: any Sendable
        do {
            value = try work()
        } catch {
            return try resume(afterFailure: error)
        }
        return try resume(afterValue: value)
    }

    /// What the failure handler answers for a route's handler or interceptor that threw
    /// `error`; what it throws ends the open.
    private mutating func answer(_ error: any Error, with failureHandler: FailureHandler) throws -> any Sendable {
        let value: any Sendable
        do {
            value = try failureHandler(error, request)
        } catch {
            report(error: error, redirected: false)
            throw error
        }
        report(error: error, redirected: false, answered: true)
        observed = nil  // told already: the answer is not reported again as handled
        return value
    }

    /// Opens the current request: its route's handler (through the interceptors in scope),
    /// or its first fallback.
    private mutating func prepare() throws -> OpenStep {
        if !snapshot.unmade.isEmpty {
            let url = request.url
            do {
                snapshot = try router.snapshot(from: snapshot) { routes throws(RouteError) in try routes.makeRoutes(reaching: url, in: router) }
            } catch {
                report(error: error, redirected: false)
                throw error
            }
        }
        fallbacks = nil
        if !snapshot.observers.isEmpty { observed = Observed() }
        if !toWeb, let match = try find() { return try run(match, snapshot.entry(of: match)) }
        let (steps, error) = toWeb ? router.webFallback(for: request, in: snapshot) : router.fallbacks(for: request, in: snapshot)
        var remaining = steps[...]
        guard let first = remaining.popFirst() else {
            // Boxed once, for observers and the caller alike.
            let thrown: any Error = error
            report(error: thrown, redirected: false)
            throw thrown
        }
        fallbacks = PendingFallbacks(steps: remaining, error: error)
        return try run(first)
    }

    /// The current request's match, or `nil`; what makes the URL unroutable
    /// (malformed, or not allowed from its source) is reported and thrown.
    func find() throws(RouteError) -> RouteMatch? {
        do {
            return try router.find(
                request.url, in: snapshot, ancestorFallback: request.ancestorFallback, source: request.source)
        } catch {
            report(error: error, redirected: false)
            throw error
        }
    }

    /// Runs a route's handler when it can run here: a synchronous one, or one on the main
    /// actor when the open is on the main actor. Any other is handed out.
    mutating func run(_ handler: RouteHandler, _ match: RouteMatch, _ request: RouteRequest) throws -> OpenStep {
        let context = RouteContext(match: match, userInfo: request.userInfo, source: request.source)
        switch handler {
        case .sync(let handler):
            return try settle { try handler(context) }
        case .mainActor(let handler):
            guard onMainActor else { return .call(.handler(.mainActor(handler), context)) }
            return try settle { try MainActor.assumeIsolated { try handler(context) } }
        case .async:
            return .call(.handler(handler, context))
        }
    }

    /// Runs a fallback when it is synchronous; an asynchronous one is handed out.
    private mutating func run(_ step: FallbackStep) throws -> OpenStep {
        let request = request
        switch step {
        case .notFound(.sync(let handler)): return try settle { try handler(request) }
        case .web(.sync(let handler), let url): return try settle { try handler(url, request) }
        case .notFound(.async(let handler)): return .call(.notFound(handler, request))
        case .web(.async(let handler), let url): return .call(.web(handler, url, request))
        }
    }

    /// Moves on to a redirect's URL, with the same source, user info and choice to skip
    /// interceptors (so a redirect cannot turn an external open into an in-app one), after
    /// checking the chain's length. The source loses its ``RouteSource/isBuildingParent``
    /// mark: the app chose the parent's route, not the one it redirects to, so the route
    /// reached is checked against the link's own source like any new open.
    ///
    /// From outside, a redirect to a path (`/settings/newTab`, a link inside a link) is read
    /// against the URL it comes from, which an outside open needs: ``RouteRedirect`` says how.
    private mutating func follow(_ redirect: RouteRedirect) throws(RouteError) {
        if visited.isEmpty { visited.append(request.url) }
        visited.append(redirect.url)
        guard visited.count <= RouteOpening.redirectLimit + 1 else {
            throw RouteError(
                .tooManyRedirects, "more than \(RouteOpening.redirectLimit) redirects: \(visited.joined(separator: " -> "))")
        }
        let url = request.source.isExternal ? redirect.url(readAgainst: request.url) : redirect.url
        request = RouteRequest(
            url: url, userInfo: request.userInfo, ancestorFallback: request.ancestorFallback,
            source: RouteSource(request.source.name), skipsInterceptors: request.skipsInterceptors)
        toWeb = redirect.toWeb
    }
}

extension RouteOpening {
    /// Runs a route's handler, or hands it out with the interceptors in its scope. A chain of
    /// interceptors that all decide at once runs here, as the handler does.
    mutating func run(_ match: RouteMatch, _ entry: RouteEntry) throws -> OpenStep {
        observed?.pattern = match.pattern.text
        guard !snapshot.interceptors.isEmpty, try !request.skipsInterceptorsIfAllowed() else {
            return try run(entry.handler, match, request)
        }
        let route = match.route
        let chain = snapshot.interceptors.filter { $0.scope.covers(route) && !route.skippedInterceptors.contains($0.name) }
        guard !chain.isEmpty else { return try run(entry.handler, match, request) }
        let tags = route.tags
        if let waiting = chain.first(where: { $0.synchronous == nil }) {
            return .call(.intercepted(chain: interceptors(chain, match, tags, entry.handler), request, match.pattern.text, waiting.name))
        }
        var current = request
        for (index, interceptor) in chain.enumerated() {
            let decision: InterceptorDecision
            do {
                decision = try interceptor.synchronous!.decide(Interception(
                    request: current, match: match, tags: tags, interceptorName: interceptor.name, clock: router.clock))
            } catch {
                return try resume(afterFailure: error)
            }
            switch decision.kind {
            case .proceed(let request): current = request
            case .answer(let value): return try resume(afterValue: value)
            case .wait(let work, let reason):
                let rest = interceptors(Array(chain[index...]), match, tags, entry.handler)
                return .call(.waiting(for: work, then: rest, current, reason))
            }
        }
        return try run(entry.handler, match, current)
    }

    /// The interceptors as one call: a fold, the handler innermost, each interceptor
    /// wrapping what runs after it.
    private func interceptors(
        _ chain: [InterceptorEntry], _ match: RouteMatch, _ tags: Set<String>, _ handler: RouteHandler
    ) -> RouteInterceptor.Next {
        let clock = router.clock
        var next: RouteInterceptor.Next = { request in
            try await handler.run(RouteContext(
                match: match, userInfo: request.userInfo, source: request.source))
        }
        for interceptor in chain.reversed() {
            let inner = next
            next = { request in
                try await interceptor.interceptor.intercept(
                    Interception(request: request, match: match, tags: tags, interceptorName: interceptor.name, clock: clock),
                    next: inner)
            }
        }
        return next
    }
}

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

extension RouteOpening {
    /// The redirect a handler or an interceptor returned, if it returned one. A metatype
    /// comparison, not a dynamic cast, so an open that returns anything else pays next to nothing.
    static func redirect(in value: any Sendable) -> RouteRedirect? {
        guard type(of: value) == RouteRedirect.self else { return nil }
        return value as? RouteRedirect
    }

    /// How many redirects one open may follow.
    static let redirectLimit = 8
}
