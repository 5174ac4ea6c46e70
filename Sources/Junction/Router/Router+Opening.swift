extension Router {
    /// Opens a URL: runs the handler of the route it reaches (after the interceptors in its
    /// scope) and returns what the handler returns. A URL no route matches goes to the
    /// fallbacks (``RouteFallback``), in order.
    ///
    /// The open runs on the actor of its caller: opened on the main actor, a handler marked
    /// `@MainActor` runs in place, without a hop, and so do synchronous handlers and
    /// interceptors.
    ///
    /// ```swift
    /// try await router.open("shop://product/42")
    /// try await router.open(RouteRequest(url: "shop://orders", source: .push))
    /// ```
    ///
    /// - Returns: The handler's value: `()` for an action.
    /// - Throws: ``RouteError`` for a malformed URL, one its source may not open or, without a
    ///   fallback that answers, an unmatched one; or what the handler throws.
    @discardableResult
    public nonisolated(nonsending) func open(_ request: some RouteRequestConvertible) async throws -> any Sendable {
        try await open(self.request(for: request))
    }

    /// Opens a URL and returns the handler's value as `Value`.
    ///
    /// ```swift
    /// let page = try await router.open("shop://product/42", as: ProductPage.self)
    /// ```
    ///
    /// - Throws: ``RouteError`` with code ``RouteError/Code/typeMismatch`` when the handler
    ///   returned another type, and everything ``open(_:)`` throws.
    public nonisolated(nonsending) func open<Value>(
        _ request: some RouteRequestConvertible, as type: Value.Type
    ) async throws -> Value {
        let request = try self.request(for: request)
        return try cast(await open(request), to: Value.self, url: request.url)
    }

    /// Opens a URL from synchronous code (MGJRouter's `objectForURL:`), for routes whose
    /// handlers, interceptors and fallbacks are synchronous. It takes the same steps as
    /// ``open(_:)``, from the same code.
    ///
    /// - Throws: ``RouteError`` with code ``RouteError/Code/asyncHandler`` when a step is `async`
    ///   or interceptors run for the route (open it with ``open(_:)``);
    ///   ``RouteError/Code/held`` when the request comes from outside while outside opens are
    ///   held (``OutsideOpens``) or routes load (``RouteLoading``), as it opens once they are
    ///   resumed or in; ``RouteError/Code/notReady`` when it comes from inside the app while
    ///   routes load; and everything ``open(_:)`` throws.
    /// A handler marked `@MainActor` runs on the main thread whoever opens: in place on the
    /// main actor, and from any other thread on the main queue while the calling thread waits
    /// for its value, so a page can be made from a background thread. Do not open such a route
    /// synchronously from a thread the main thread itself waits for: neither could go on.
    ///
    /// - Parameters:
    ///   - request: The URL, or a request with its source and user info.
    ///   - isolation: The caller's actor, which the open runs on; leave it to the default. On
    ///     the main actor, a handler marked `@MainActor` runs in place.
    @discardableResult
    public func openSynchronously(
        _ request: some RouteRequestConvertible, isolation: isolated (any Actor)? = #isolation
    ) throws -> any Sendable {
        let request = try self.request(for: request)
        let snapshot = snapshot()
        if snapshot.holdsOutsideOpens, request.source.isExternal || snapshot.isLoading {
            try outsideOpens.holdIfHeld(request, on: self)
        }
        var opening = RouteOpening(request, in: snapshot, by: self, onMainActor: Router.isMainActor(isolation))
        var step = try opening.start()
        while true {
            switch consume step {
            case .answer(let value): return value
            case .call(.handler(.mainActor(let handler), let context)):
                let value: any Sendable
                do {
                    value = try RouteHandler.runOnMainThread(handler, context)
                } catch {
                    step = try opening.resume(afterFailure: error)
                    continue
                }
                step = try opening.resume(afterValue: value)
            case .call(let call):
                call.startWaitedWork()
                step = try opening.resume(afterFailure: call.refusal)
            }
        }
    }

    /// Opens a URL from synchronous code and returns the handler's value as `Value`.
    ///
    /// - Throws: ``RouteError`` with code ``RouteError/Code/typeMismatch`` when the handler
    ///   returned another type, and everything ``openSynchronously(_:isolation:)`` throws.
    public func openSynchronously<Value>(
        _ request: some RouteRequestConvertible, as type: Value.Type, isolation: isolated (any Actor)? = #isolation
    ) throws -> Value {
        let request = try self.request(for: request)
        return try cast(openSynchronously(request, isolation: isolation), to: Value.self, url: request.url)
    }

    /// The request an open of `value` makes on this router.
    func request(for value: some RouteRequestConvertible) throws(RouteError) -> RouteRequest {
        try value.routeRequest(on: self)
    }

    /// The one asynchronous open: every public form comes here. While outside opens are held,
    /// an outside one waits (``OutsideOpens``).
    nonisolated(nonsending) func open(_ request: consuming RouteRequest) async throws -> any Sendable {
        let snapshot = snapshot()
        if snapshot.holdsOutsideOpens, request.source.isExternal || snapshot.isLoading {
            return try await outsideOpens.openOrHold(request, on: self)
        }
        return try await run(request, in: snapshot)
    }

    /// Opens `request` now, on `snapshot`.
    nonisolated(nonsending) func run(
        _ request: consuming RouteRequest, in snapshot: RouterSnapshot
    ) async throws -> any Sendable {
        let onMainActor = Router.isMainActor(#isolation)
        var opening = RouteOpening(consume request, in: snapshot, by: self, onMainActor: onMainActor)
        var step = try opening.start()
        while true {
            switch consume step {
            case .answer(let value):
                return value
            case .call(let call):
                let value: any Sendable
                do {
                    value = try await call.run()
                } catch {
                    step = try opening.resume(afterFailure: error)
                    continue
                }
                step = try opening.resume(afterValue: value)
            }
        }
    }

    func cast<Value>(_ value: any Sendable, to type: Value.Type, url: String) throws(RouteError) -> Value {
        guard let value = value as? Value else {
            throw RouteError(.typeMismatch, "the handler for \(url) returned \(Swift.type(of: value)), not \(Value.self)")
        }
        return value
    }
}

extension Router {
    /// Whether `actor` is the main actor. A function of its own: the same comparison written
    /// in `run(_:in:)` makes Swift 6.3.1's optimizer emit invalid code, and every
    /// release build of the library stops with "PHINode should have one entry for each
    /// predecessor" (CI's fuzz build, a release build, would catch it coming back).
    static func isMainActor(_ actor: (any Actor)?) -> Bool {
        actor === MainActor.shared
    }
}
