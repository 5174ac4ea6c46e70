import Junction
import struct Foundation.URL

/// URLs from the system and from the app's own views: the decisions the SwiftUI and UIKit glue
/// leave to the navigator, so they are the same, and tested, everywhere.
extension Navigator {
    /// Starts opening a link the system handed over, for callbacks that cannot wait
    /// (`onOpenURL`, `scene(_:openURLContexts:)`, `application(_:open:options:)`).
    ///
    /// ```swift
    /// func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
    ///     navigator.accept(contexts)   // JunctionUIKit: each URL as IncomingLink(opened:)
    /// }
    /// func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
    ///     navigator.accept(IncomingLink(opened: url))
    ///     return true
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - link: The URL and its source.
    ///   - failed: Called with the link and the error when it is refused (`notAllowed` for a
    ///     route not exposed to its source, `notFound`, ...) or its open fails; the router's
    ///     observers record it too.
    /// - Returns: The open, for a caller that wants to wait for it.
    @discardableResult
    public func accept(
        _ link: IncomingLink, failed: @escaping @MainActor (IncomingLink, any Error) -> Void = { _, _ in }
    ) -> Task<Void, Never> {
        Task { @MainActor in
            do {
                try await open(RouteRequest(url: link.url, source: link.source))
            } catch {
                failed(link, error)
            }
        }
    }

    /// Whether a link one of the app's own views follows (SwiftUI's `openURL`, a `Link`, a
    /// Markdown link) is the app's to open in-app, rather than the system's.
    ///
    /// It is when a route reaches it from inside the app, or when its scheme is one of the
    /// app's own (`RouterOptions.schemes`, or else the schemes of the registered routes): the
    /// system would only hand such a URL back as another app's link, and the app's not-found
    /// handlers should answer it instead. Web pages no route takes, other apps' schemes,
    /// `mailto:` and `tel:` go to the system. While routes load (`RouteLoading`), a web page on
    /// one of the router's web hosts is the app's too.
    public nonisolated func opensInApp(_ link: some RouteRequestConvertible) -> Bool {
        guard let url = try? link.routeRequest().url else { return false }
        do {
            if try router.match(url) != nil { return true }
        } catch where error.code == .notReady {
            // While routes load, a web link on one of the app's web hosts is the app's: its open
            // waits for the routes rather than leaving for the browser.
            if IncomingLink.isWeb(url), let parsed = URL(string: url), let host = parsed.host {
                return router.canOpen(host: parsed.port.map { "\(host):\($0)" } ?? host, scheme: parsed.scheme)
            }
        } catch {}
        guard !IncomingLink.isWeb(url), let colon = url.firstIndex(of: ":") else { return false }
        let scheme = url[..<colon].lowercased()
        let schemes = router.options.schemes.isEmpty
            ? Set(router.registrations.compactMap(\.pattern.scheme)) : router.options.schemes
        return schemes.contains(scheme)
    }

    /// Follows a link one of the app's own views opened: the app's own URLs (see
    /// ``opensInApp(_:)``) are opened through the router and this returns `true`; any
    /// other URL is left to the system (`false`). What SwiftUI's
    /// `OpenURLAction(routingOwnURLsThrough:)` does.
    ///
    /// The link opens from `source`, `RouteSource.appContent` unless you say otherwise: a link in
    /// text that came from a server or another user is not the app's own decision, so it reaches
    /// only the routes exposed to it, and an in-app-only route (a debug menu, an account
    /// deletion) fails with `notAllowed`. Pass `.inApp` only for content the app itself wrote.
    ///
    /// ```swift
    /// navigator.follow(review.linkURL)                  // from .appContent: exposed routes only
    /// navigator.follow(helpArticleURL, source: .inApp)  // the app's own, trusted text
    /// ```
    ///
    /// - Parameters:
    ///   - link: The link's URL (a `String` or a Foundation `URL`).
    ///   - source: Where the link is: `RouteSource.appContent` by default.
    ///   - failed: Called with the link and the error when the open is refused or fails.
    @discardableResult
    public func follow(
        _ link: some RouteRequestConvertible, source: RouteSource = .appContent,
        failed: @escaping @MainActor (IncomingLink, any Error) -> Void = { _, _ in }
    ) -> Bool {
        guard opensInApp(link), let url = try? link.routeRequest().url else { return false }
        accept(IncomingLink(url: url, source: source), failed: failed)
        return true
    }
}
