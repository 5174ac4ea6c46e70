#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Dispatch

/// What a route's handler is: synchronous or asynchronous, returning a value (`()` for an action).
@usableFromInline
enum RouteHandler: Sendable {
    case sync(@Sendable (RouteContext) throws -> any Sendable)
    case async(@Sendable (RouteContext) async throws -> any Sendable)
    /// Synchronous, on the main actor.
    case mainActor(@MainActor @Sendable (RouteContext) throws -> any Sendable)

    /// Runs the handler, whatever its kind: behind interceptors, and for an asynchronous open
    /// of an asynchronous handler (or of a main-actor one, from elsewhere than the main actor).
    nonisolated(nonsending) func run(_ context: RouteContext) async throws -> any Sendable {
        switch self {
        case .sync(let handler): try handler(context)
        case .async(let handler): try await handler(context)
        case .mainActor(let handler): try await handler(context)
        }
    }
}

extension RouteHandler {
    /// Runs a main-actor handler for a synchronous open made off the main actor: in place on
    /// the main thread, and from any other thread on the main queue, which the calling thread
    /// waits for (the page manager's "switch pages from any thread").
    static func runOnMainThread(
        _ handler: @MainActor @Sendable (RouteContext) throws -> any Sendable, _ context: RouteContext
    ) throws -> any Sendable {
        if isOnMainThread { return try MainActor.assumeIsolated { try handler(context) } }
        return try DispatchQueue.main.sync { try MainActor.assumeIsolated { try handler(context) } }
    }

    /// Whether the calling thread is the main thread. On Linux it is the thread whose id is the
    /// process's (`/proc/thread-self` reads `PID/task/PID`), asked only when the calling thread
    /// is not running a block of the main queue, which carries a mark.
    private static var isOnMainThread: Bool {
        #if canImport(Darwin)
        return pthread_main_np() != 0
        #else
        if DispatchQueue.getSpecific(key: mainQueueMark) == true { return true }
        var link = [CChar](repeating: 0, count: 64)
        let count = readlink("/proc/thread-self", &link, link.count - 1)
        guard count > 0 else { return false }
        let parts = String(decoding: link[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self).split(separator: "/")
        return parts.count == 3 && parts[0] == parts[2]
        #endif
    }

    private static let mainQueueMark: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}

/// What a not-found handler is.
enum NotFoundHandler: Sendable {
    case sync(@Sendable (RouteRequest) throws -> any Sendable)
    case async(@Sendable (RouteRequest) async throws -> any Sendable)
}

/// What the web fallback is: it receives the checked, re-serialized URL and the request.
enum WebHandler: Sendable {
    case sync(@Sendable (WebURL, RouteRequest) throws -> any Sendable)
    case async(@Sendable (WebURL, RouteRequest) async throws -> any Sendable)
}

/// What a failure handler is: given what a route's handler or interceptor threw and the
/// request, it answers in their place, or throws.
typealias FailureHandler = @Sendable (any Error, RouteRequest) throws -> any Sendable
