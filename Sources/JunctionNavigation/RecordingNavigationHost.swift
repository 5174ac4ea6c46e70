/// A host that keeps every transition, for tests and previews: it writes each state as an
/// outline, and lets a test wait for transitions that happen later, in other tasks (a login page an
/// interceptor waits on, a page a background task opens).
///
/// ```swift
/// let host = RecordingNavigationHost()
/// navigator.add(host)
/// Task { try await navigator.open("shop://orders") }   // a login interceptor shows a page first
/// try await host.waitForTransitions(1)
/// try navigator.state.expect(visible: ["home", "login"])
/// ```
@MainActor
public final class RecordingNavigationHost: NavigationHost {
    /// The transitions, oldest first.
    public private(set) var transitions: [NavigationTransition] = []
    private var waiters: [(count: Int, id: Int, continuation: CheckedContinuation<Void, any Error>)] = []
    private var nextWaiter = 0

    /// An empty host.
    public init() {}

    /// Records the transition and wakes the tests waiting for it.
    public func navigator(_ navigator: Navigator, didApply transition: NavigationTransition) {
        transitions.append(transition)
        let ready = waiters.filter { $0.count <= transitions.count }
        waiters.removeAll { $0.count <= transitions.count }
        for waiter in ready { waiter.continuation.resume() }
    }

    /// The kind of each transition, oldest first.
    public var kinds: [NavigationTransition.Kind] { transitions.map(\.kind) }

    /// The state after each transition, as `NavigationState.outline` writes it.
    public var outlines: [String] { transitions.map(\.after.outline) }

    /// The route names of the visible pages after the last transition, bottom first.
    public var visibleRoutes: [String] {
        transitions.last?.after.visiblePages.map(\.route) ?? []
    }

    /// Returns once `count` transitions have been recorded in all (at once if they have).
    ///
    /// - Throws: `CancellationError` when the waiting task is cancelled first.
    public func waitForTransitions(_ count: Int) async throws {
        guard transitions.count < count else { return }
        let id = nextWaiter
        nextWaiter += 1
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                if Task.isCancelled {
                    continuation.resume(throwing: CancellationError())
                } else {
                    waiters.append((count, id, continuation))
                }
            }
        } onCancel: {
            Task { @MainActor in self.cancelWaiter(id) }
        }
    }

    private func cancelWaiter(_ id: Int) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        waiters.remove(at: index).continuation.resume(throwing: CancellationError())
    }
}
