extension Router {
    /// One open, from its first URL to its answer across redirects and fallbacks: finding the
    /// route, the interceptors, the fallback chain, redirects and telling observers. It never
    /// calls a handler itself; it hands out ``Call``s, which the asynchronous and the
    /// synchronous open each run their way, and is told how each ended.
    struct Opening {
        private let router: Router
        private let snapshot: Snapshot
        private let completion: CompletionToken?
        /// The request being opened: the first, or the last redirect's.
        private var request: RouteRequest
        /// The redirect chain, started only when a redirect happens.
        private var visited: [String] = []
        /// The fallbacks not tried yet, and what to throw when every one passes; `nil` while a
        /// route's handler runs.
        private var fallbacks: PendingFallbacks?
        /// For observers: the pattern reached and when the current request began; `nil` while
        /// nobody observes.
        private var observed: Observed?

        /// What observers are told beyond the request, in an object of its own: an open that
        /// nobody observes carries one `nil` reference, and the open's state keeps a layout
        /// fixed at compile time (a clock's `Instant` stored inline would make every copy of
        /// it go through runtime metadata).
        private final class Observed {
            var pattern: String?
            let began = ContinuousClock.now
        }

        /// A named type, not a tuple: a tuple of these types would be copied through runtime
        /// metadata on every open.
        private struct PendingFallbacks {
            var steps: ArraySlice<FallbackStep>
            let error: RouteError
        }

        init(_ request: RouteRequest, in snapshot: Snapshot, by router: Router, completion: CompletionToken?) {
            self.request = request
            self.snapshot = snapshot
            self.router = router
            self.completion = completion
        }

        /// The first call.
        @inline(__always)
        mutating func start() throws -> Call {
            try prepare()
        }

        /// What comes after a call returned `value`: the call for a redirect's URL, or `nil`
        /// when `value` is the open's answer.
        @inline(__always)
        mutating func next(afterValue value: any Sendable) throws -> Call? {
            guard let redirect = Router.redirect(in: value) else {
                report(error: nil, redirected: false)
                return nil
            }
            report(error: nil, redirected: true)
            try follow(redirect)
            return try prepare()
        }

        /// What comes after a call threw `error`: the next fallback when a fallback passed (by
        /// throwing ``RouteError/Code/notFound``); otherwise this throws the open's error.
        mutating func next(afterFailure error: any Error) throws -> Call {
            if fallbacks != nil, let passed = error as? RouteError, passed.code == .notFound {
                if let step = fallbacks?.steps.popFirst() { return call(step) }
                let error = fallbacks?.error ?? passed
                report(error: error, redirected: false)
                throw error
            }
            if fallbacks == nil, let failureHandler = snapshot.failureHandler, Router.mayAnswer(error) {
                return .answer(try answer(error, with: failureHandler))
            }
            report(error: error, redirected: false)
            throw error
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

        /// The call for the current request: its route's handler (through the interceptors in
        /// scope), or its first fallback.
        @inline(__always)
        private mutating func prepare() throws -> Call {
            fallbacks = nil
            if !snapshot.observers.isEmpty { observed = Observed() }
            do {
                if let (match, entry) = try router.find(
                    request.url, in: snapshot, ancestorFallback: request.ancestorFallback, source: request.source) {
                    return try call(match, entry)
                }
            } catch {
                report(error: error, redirected: false)
                throw error
            }
            let (steps, error) = router.fallbacks(for: request, in: snapshot)
            var remaining = steps[...]
            guard let first = remaining.popFirst() else {
                report(error: error, redirected: false)
                throw error
            }
            fallbacks = PendingFallbacks(steps: remaining, error: error)
            return call(first)
        }

        /// The call for a route's handler, through the interceptors in its scope.
        @inline(__always)
        private mutating func call(_ match: RouteMatch, _ entry: Entry) throws(RouteError) -> Call {
            observed?.pattern = match.pattern.text
            let completion = completion
            guard !snapshot.interceptors.isEmpty, try !request.skipsInterceptorsIfAllowed() else {
                return .handler(entry.handler, RouteContext(
                    match: match, userInfo: request.userInfo, source: request.source, completion: completion))
            }
            let chain = router.interceptors(for: match, in: snapshot)
            guard !chain.isEmpty else {
                return .handler(entry.handler, RouteContext(
                    match: match, userInfo: request.userInfo, source: request.source, completion: completion))
            }
            let tags = snapshot.table.routes[Int(match.routeIndex)].tags
            // A fold: the handler innermost, each interceptor wrapping what runs after it.
            let clock = router.clock
            var next: RouteInterceptor.Next = { request in
                try await Call.handler(entry.handler, RouteContext(
                    match: match, userInfo: request.userInfo, source: request.source, completion: completion)).run()
            }
            for interceptor in chain.reversed() {
                let inner = next
                next = { request in
                    try await interceptor.intercept(
                        Interception(request: request, match: match, tags: tags), next: inner, clock: clock)
                }
            }
            return .intercepted(next, request, match.pattern.text)
        }

        private func call(_ step: FallbackStep) -> Call {
            switch step {
            case .notFound(let handler): .notFound(handler, request)
            case .web(let handler, let url): .web(handler, url, request)
            }
        }

        /// Moves on to a redirect's URL, with the same source, user info and choice to skip
        /// interceptors (so a redirect cannot turn an external open into an in-app one), after
        /// checking the chain's length.
        private mutating func follow(_ redirect: RouteRedirect) throws(RouteError) {
            if visited.isEmpty { visited.append(request.url) }
            visited.append(redirect.url)
            guard visited.count <= Router.redirectLimit + 1 else {
                throw RouteError(
                    .tooManyRedirects, "more than \(Router.redirectLimit) redirects: \(visited.joined(separator: " -> "))")
            }
            request = RouteRequest(
                url: redirect.url, userInfo: request.userInfo, ancestorFallback: request.ancestorFallback,
                source: request.source, skipsInterceptors: request.skipsInterceptors)
        }

        /// Tells every observer how the current request ended; inlined, so an open nobody
        /// observes pays for one check.
        @inline(__always)
        private func report(error: (any Error)?, redirected: Bool, answered: Bool = false) {
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

    /// What an open runs once the route (or fallback) is found.
    enum Call {
        /// A route's handler, with its context.
        case handler(Handler, RouteContext)
        /// The interceptors in scope, then the handler: asynchronous only. The pattern is for
        /// messages.
        case intercepted(RouteInterceptor.Next, RouteRequest, String)
        case notFound(NotFoundHandler, RouteRequest)
        case web(WebHandler, WebURL, RouteRequest)
        /// The failure handler's answer, given already.
        case answer(any Sendable)

        func run() async throws -> any Sendable {
            switch self {
            case .handler(.async(let handler), let context): return try await handler(context)
            case .handler(.asyncAction(let handler), let context): return try await handler(context)
            case .intercepted(let chain, let request, _): return try await chain(request)
            case .notFound(.async(let handler), let request): return try await handler(request)
            case .web(.async(let handler), let url, let request): return try await handler(url, request)
            default: return try runSynchronously()
            }
        }

        @inline(__always)
        func runSynchronously() throws -> any Sendable {
            switch self {
            case .handler(.sync(let handler), let context): return try handler(context)
            case .handler(.syncAction(let handler), let context): return try handler(context)
            case .handler(.async, let context), .handler(.asyncAction, let context):
                throw RouteError(
                    .asyncHandler,
                    "the handler of \"\(context.match.pattern.text)\" is async; open \(context.match.url.string) with open(_:)")
            case .intercepted(_, let request, let pattern):
                throw RouteError(.asyncHandler, "interceptors run for \"\(pattern)\"; open \(request.url) with open(_:)")
            case .answer(let value): return value
            case .notFound(.sync(let handler), let request): return try handler(request)
            case .web(.sync(let handler), let url, let request): return try handler(url, request)
            case .notFound(.async, let request), .web(.async, _, let request):
                throw RouteError(.asyncHandler, "a fallback for \(request.url) is async; open it with open(_:)")
            }
        }
    }

    /// The redirect a handler or an interceptor returned, if it returned one. A metatype
    /// comparison, not a dynamic cast, so an open that returns anything else pays next to nothing.
    static func redirect(in value: any Sendable) -> RouteRedirect? {
        guard type(of: value) == RouteRedirect.self else { return nil }
        return value as? RouteRedirect
    }

    /// How many redirects one open may follow.
    static let redirectLimit = 8

    /// The interceptors that run for a route, in order.
    func interceptors(for match: RouteMatch, in snapshot: Snapshot) -> [InterceptorEntry] {
        let route = snapshot.table.routes[Int(match.routeIndex)]
        return snapshot.interceptors.filter { $0.scope.covers(route) && !route.skippedInterceptors.contains($0.name) }
    }
}
