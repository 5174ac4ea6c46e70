import JunctionLocking

extension Router {
    /// Calls `observer` with an event for every open from now on (one per open, after it ends).
    ///
    /// ```swift
    /// let observation = router.addObserver { event in analytics.log(event.json) }
    /// // ...
    /// observation.cancel()
    /// ```
    ///
    /// - Returns: The observation, to stop it with.
    @discardableResult
    public func addObserver(_ observer: @escaping @Sendable (RouteEvent) -> Void) -> RouteObservation {
        commit { state in
            let id = state.nextID
            state.nextID += 1
            state.observers.append((id, observer))
            return RouteObservation(id: id, router: self)
        }
    }
}

/// An observer added with ``Router/addObserver(_:)``: cancel it to stop its calls.
public struct RouteObservation: Sendable {
    let id: Int
    let router: Router

    /// Stops calling the observer. Opens that already began may still tell it of their end.
    public func cancel() {
        router.commit { state in state.observers.removeAll { $0.id == id } }
    }
}
