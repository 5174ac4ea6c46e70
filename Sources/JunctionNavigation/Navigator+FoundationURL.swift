import Junction
import struct Foundation.URL

/// The navigator's URL-taking methods, for a Foundation `URL`: each reads it through its
/// `absoluteString`, as every `String` URL is read (ROUTING.md §1), so matching itself never
/// touches Foundation.
extension Navigator {
    /// Opens a Foundation `URL`; see ``open(_:parameters:presentation:animated:source:userInfo:)``.
    ///
    /// ```swift
    /// .onOpenURL { url in Task { try await navigator.open(url, source: .otherApp) } }
    /// ```
    @discardableResult
    public func open(
        _ url: URL, parameters: [String: String] = [:], presentation: NavigationState.Presentation? = nil,
        animated: Bool = true, source: RouteSource = .inApp, userInfo: [String: any Sendable] = [:]
    ) async throws -> NavigationState.Page? {
        try await open(
            url.absoluteString, parameters: parameters, presentation: presentation, animated: animated, source: source,
            userInfo: userInfo)
    }

    /// Opens a Foundation `URL` and waits for the page's result; see
    /// ``open(_:expecting:timeout:parameters:presentation:animated:source:userInfo:)``.
    public func open<T: Sendable>(
        _ url: URL, expecting type: T.Type, timeout: Duration? = nil, parameters: [String: String] = [:],
        presentation: NavigationState.Presentation? = nil, animated: Bool = true, source: RouteSource = .inApp,
        userInfo: [String: any Sendable] = [:]
    ) async throws -> T? {
        try await open(
            url.absoluteString, expecting: type, timeout: timeout, parameters: parameters, presentation: presentation,
            animated: animated, source: source, userInfo: userInfo)
    }

    /// What a Foundation `URL` reaches, without opening it; see ``target(of:source:)``.
    public func target(of url: URL, source: RouteSource = .inApp) -> NavigationTarget {
        target(of: url.absoluteString, source: source)
    }
}
