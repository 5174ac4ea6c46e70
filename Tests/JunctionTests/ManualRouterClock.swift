@testable import Junction
import JunctionSupport

/// A router clock the test moves by hand: scheduled actions run inside ``advance(by:)``, in
/// deadline order, so a timeout or an expiry happens exactly when the test says and never
/// because a machine was slow.
final class ManualRouterClock: RouterClock {
    private struct State {
        var now: Duration = .zero
        var scheduled: [Int: (deadline: Duration, action: @Sendable () -> Void)] = [:]
        var nextID = 0
    }

    private let state = Locked(State())

    var now: Duration { state.withLock { $0.now } }

    /// How many actions wait for their deadline.
    var pending: Int { state.withLock { $0.scheduled.count } }

    func schedule(at deadline: Duration, _ action: @escaping @Sendable () -> Void) -> RouterTimer {
        let id: Int? = state.withLock { state in
            guard deadline > state.now else { return nil }
            state.nextID += 1
            state.scheduled[state.nextID] = (deadline, action)
            return state.nextID
        }
        guard let id else {
            action()
            return RouterTimer {}
        }
        return RouterTimer { [state] in state.withLock { _ = $0.scheduled.removeValue(forKey: id) } }
    }

    /// Moves the clock on and runs every action whose deadline it reached.
    func advance(by duration: Duration) {
        let due = state.withLock { state in
            state.now += duration
            let due = state.scheduled.filter { $0.value.deadline <= state.now }
                .sorted { ($0.value.deadline, $0.key) < ($1.value.deadline, $1.key) }
            for (id, _) in due { state.scheduled[id] = nil }
            return due.map(\.value.action)
        }
        for action in due { action() }
    }
}

/// A router's events as they come, awaited one at a time.
struct EventQueue {
    private var iterator: AsyncStream<RouteEvent>.Iterator

    init(_ router: Router) {
        let (stream, continuation) = AsyncStream<RouteEvent>.makeStream()
        router.addObserver { continuation.yield($0) }
        iterator = stream.makeAsyncIterator()
    }

    /// The next event, as `outcome url`.
    mutating func next() async -> String {
        guard let event = await iterator.next() else { return "none" }
        return "\(event.outcome) \(event.url)"
    }
}

/// A latch: `wait()` returns once `open()` was called (or at once after it).
struct Latch: Sendable {
    private let stream: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation

    init() {
        (stream, continuation) = AsyncStream<Void>.makeStream()
    }

    func open() { continuation.finish() }

    func wait() async {
        for await _ in stream {}
    }
}

/// The code of the `RouteError` a call threw, or `nil` when it threw none.
enum RouteErrorCode {
    static func of(_ call: () throws -> Any) -> RouteError.Code? {
        do {
            _ = try call()
            return nil
        } catch {
            return (error as? RouteError)?.code
        }
    }

    static func of(_ call: () async throws -> Any) async -> RouteError.Code? {
        do {
            _ = try await call()
            return nil
        } catch {
            return (error as? RouteError)?.code
        }
    }
}
