import Foundation
import Junction
import JunctionSupport

/// One open, held by an Objective-C interceptor until it decides: go on to the route's handler
/// with ``proceed()``, or refuse with ``refuse(withReason:)``. It decides once; later calls do
/// nothing. Released without a decision, it refuses, so an interceptor that forgets to decide
/// never leaves an open waiting forever.
#if canImport(ObjectiveC)
@objc(JNCInterception) @objcMembers
#endif
public final class JNCInterception: NSObject, Sendable {
    /// The open: its URL, parameters, user info and source.
    public let request: JNCRouteRequest
    /// The interceptor's name.
    public let interceptorName: String
    private let decision: Locked<CheckedContinuation<Decision, Never>?>

    enum Decision: Sendable {
        case proceed
        case refuse(String)
    }

    init(request: JNCRouteRequest, interceptorName: String, continuation: CheckedContinuation<Decision, Never>) {
        self.request = request
        self.interceptorName = interceptorName
        decision = Locked(continuation)
    }

    deinit {
        decide(.refuse("the interceptor \"\(interceptorName)\" let go of the open without deciding"))
    }

    /// Lets the open go on to the route's handler.
    public func proceed() {
        decide(.proceed)
    }

    /// Refuses the open: it fails with ``JNCErrorCode/rejected`` and `reason` as its message.
    public func refuse(withReason reason: String) {
        decide(.refuse(reason))
    }

    private func decide(_ value: Decision) {
        decision.withLock { continuation in
            defer { continuation = nil }
            return continuation
        }?.resume(returning: value)
    }
}

/// An interceptor written as an Objective-C block, which it calls on the main thread.
struct BlockInterceptor: RouteInterceptor {
    let name: String
    let block: @Sendable (JNCInterception) -> Void

    @MainActor
    func intercept(_ interception: Interception, next: @escaping Next) async throws -> any Sendable {
        let request = interception.request
        let decision = await withCheckedContinuation { continuation in
            block(JNCInterception(
                request: JNCRouteRequest(request, parameters: interception.match.parameters.merged), interceptorName: name, continuation: continuation))
        }
        switch decision {
        case .proceed: return try await next(request)
        case .refuse(let reason): throw RouteError(.rejected, reason)
        }
    }
}
