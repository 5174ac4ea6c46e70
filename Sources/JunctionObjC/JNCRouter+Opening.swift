import Dispatch
import Foundation
import Junction
import JunctionCompatibility

/// Opening URLs, as MGJRouter's `openURL:` and `objectForURL:` did, on the main actor.
extension JNCRouter {
    /// Opens a URL (MGJRouter's `openURL:`).
    public func openURL(_ url: String) {
        open(url, source: RouteSource.inApp.name, userInfo: nil, completion: nil)
    }

    /// Opens a URL and calls `completion` with what the handler passes to its request's
    /// ``JNCRouteRequest/completion`` (MGJRouter's `openURL:completion:`).
    public func openURL(_ url: String, completion: (@Sendable (Any?) -> Void)?) {
        open(url, source: RouteSource.inApp.name, userInfo: nil, completion: completion)
    }

    /// Opens a URL with objects beside it, which the handler reads as
    /// ``JNCRouteRequest/userInfo`` (MGJRouter's `openURL:withUserInfo:completion:`).
    public func openURL(_ url: String, withUserInfo userInfo: [String: Any]?, completion: (@Sendable (Any?) -> Void)?) {
        open(url, source: RouteSource.inApp.name, userInfo: userInfo, completion: completion)
    }

    /// Opens a URL that came from outside the app: `source` is where it came from
    /// (`"universal-link"`, `"other-app"`, `"push"`, `"web-view"`), and the route must be
    /// exposed to it, as for the Swift router's `RouteRequest(url:source:)`.
    public func openURL(
        _ url: String, fromSource source: String, withUserInfo userInfo: [String: Any]?,
        completion: (@Sendable (Any?) -> Void)?
    ) {
        open(url, source: source, userInfo: userInfo, completion: completion)
    }

    /// Opens a URL and returns what its handler returns (MGJRouter's `objectForURL:`).
    ///
    /// - Returns: The object, or `nil` for a handler that returns none, after telling
    ///   ``errorHandler`` when the open failed or would have to wait.
    public func objectForURL(_ url: String) -> Any? {
        objectForURL(url, withUserInfo: nil)
    }

    /// Opens a URL with objects beside it and returns what its handler returns (MGJRouter's
    /// `objectForURL:withUserInfo:`).
    public func objectForURL(_ url: String, withUserInfo userInfo: [String: Any]?) -> Any? {
        var object: Any?
        let request = request(url, source: RouteSource.inApp.name, userInfo: userInfo)
        _ = report {
            object = ObjectiveCObject.unwrap(try onMainThread { try router.openSynchronously(request) })
        }
        return object
    }

    /// Whether a route would answer the URL, or the route it starts with
    /// (MGJRouter's `canOpenURL:`).
    public func canOpenURL(_ url: String) -> Bool {
        router.canOpen(RouteRequest(url: url, ancestorFallback: true))
    }

    /// Whether a route would answer the URL: exactly when `matchExactly` is `YES`, or the route
    /// it starts with (MGJRouter's `canOpenURL:matchExactly:`).
    public func canOpenURL(_ url: String, matchExactly: Bool) -> Bool {
        router.canOpen(RouteRequest(url: url, ancestorFallback: !matchExactly))
    }

    func request(_ url: String, source: String, userInfo: [String: Any]?) -> RouteRequest {
        RouteRequest(url: url, userInfo: [Self.userInfoKey: ObjectiveCObject(userInfo ?? [:])], ancestorFallback: true, source: RouteSource(source))
    }

    private func open(_ url: String, source: String, userInfo: [String: Any]?, completion: (@Sendable (Any?) -> Void)?) {
        let request = request(url, source: source, userInfo: userInfo)
        let callback: @Sendable (Result<any Sendable, any Error>) -> Void = { result in
            switch result {
            case .success(let value): completion?(ObjectiveCObject.unwrap(value))
            case .failure(let error): self.tell(error)
            }
        }
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            // On the main thread the open starts at once, in this call, and runs until something
            // waits; from another thread it starts on the main actor, in the order of the calls.
            Task.immediate { @MainActor in
                do {
                    try await legacy.open(request, completion: callback)
                } catch {
                    tell(error)
                }
            }
        } else {
            openBeforeImmediateTasks(request, callback: callback)
        }
    }

    /// Where `Task.immediate` is not available: a synchronous open on the main thread, and an
    /// asynchronous one on the main actor from another thread or when the synchronous one would
    /// have to wait. A step the synchronous open ran before it stopped (a handler that
    /// redirected) runs again then.
    private func openBeforeImmediateTasks(_ request: RouteRequest, callback: @escaping @Sendable (Result<any Sendable, any Error>) -> Void) {
        if Self.isOnMain {
            do {
                _ = try MainActor.assumeIsolated { try legacy.openSynchronously(request, completion: callback) }
                return
            } catch let error as RouteError where error.code == .held {
                return  // held, with its completion: it opens when outside opens are resumed
            } catch let error as RouteError where error.code == .asyncHandler {
                // Opened below, asynchronously.
            } catch {
                return tell(error)
            }
        }
        Task { @MainActor in
            do {
                try await legacy.open(request, completion: callback)
            } catch {
                tell(error)
            }
        }
    }

    /// Runs `body` on the main actor, where Objective-C handlers run: in place on the main
    /// thread, and from any other thread on the main queue while the calling thread waits (the
    /// page manager's promise: switch pages safely from any thread).
    private func onMainThread(_ body: @MainActor () throws -> any Sendable) throws -> any Sendable {
        guard Self.isOnMain else { return try DispatchQueue.main.sync { try MainActor.assumeIsolated(body) } }
        return try MainActor.assumeIsolated(body)
    }

    /// Whether the caller runs on the main actor's thread: the main thread, or a block of the
    /// main queue (which is how the main actor runs where the main thread does not drain it,
    /// as in a Linux test runner).
    static var isOnMain: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

}
