#if canImport(SwiftUI)
import Foundation
import Junction
import JunctionNavigation
import SwiftUI

extension View {
    /// Sends the URLs that reach this scene to the navigator, each with its source: URLs the
    /// system opens the app with (`onOpenURL`: another app's link, or a universal link), web
    /// browsing user activities (universal links), and links this view's own content opens
    /// (`openURL`, `Link`, Markdown links), of which the app's own open through the router from
    /// `contentSource` and the others go to the system. Compiled only where SwiftUI exists; every
    /// decision is the navigator's (``JunctionNavigation/IncomingLink``, `Navigator.accept(_:failed:)`,
    /// `Navigator.follow(_:source:failed:)`).
    ///
    /// Links in content open from `.appContent` by default: text from a server or another user
    /// reaches only the routes exposed to `.appContent`, never an in-app-only one. Pass
    /// `contentSource: .inApp` only when every link the views show is the app's own.
    ///
    /// ```swift
    /// WindowGroup {
    ///     ContentView().routingURLs(through: navigator) { link, error in log.notice("\(link): \(error)") }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - navigator: The app's navigator.
    ///   - contentSource: The source of links in the views' content: `.appContent` by default.
    ///   - failed: Called with a link the router refused or whose open failed.
    public func routingURLs(
        through navigator: Navigator, contentSource: RouteSource = .appContent,
        failed: @escaping @MainActor (IncomingLink, any Error) -> Void = { _, _ in }
    ) -> some View {
        onOpenURL { url in
            let link = IncomingLink(opened: url)
            Task { @MainActor in navigator.accept(link, failed: failed) }
        }
        .onContinueUserActivity(IncomingLink.browsingWebActivityType) { activity in
            guard let link = IncomingLink(activityType: activity.activityType, webpageURL: activity.webpageURL) else { return }
            Task { @MainActor in navigator.accept(link, failed: failed) }
        }
        .environment(\.openURL, OpenURLAction(routingOwnURLsThrough: navigator, source: contentSource, failed: failed))
    }
}

extension OpenURLAction {
    /// An action that opens the app's own URLs through the navigator, from `source`, and hands
    /// every other URL (a web page no route takes, `mailto:`, another app's scheme) to the
    /// system; see `Navigator.opensInApp(_:)` and `Navigator.follow(_:source:failed:)`.
    ///
    /// ```swift
    /// Text(review.markdown).environment(\.openURL, OpenURLAction(routingOwnURLsThrough: navigator))
    /// Text("See [the cart](shop://cart)").environment(\.openURL, OpenURLAction(routingOwnURLsThrough: navigator, source: .inApp))
    /// ```
    ///
    /// - Parameters:
    ///   - navigator: The app's navigator.
    ///   - source: The links' source: `.appContent` (exposed routes only) by default; `.inApp`
    ///     for text the app itself wrote.
    ///   - failed: Called with a link the router refused or whose open failed.
    public init(
        routingOwnURLsThrough navigator: Navigator, source: RouteSource = .appContent,
        failed: @escaping @MainActor (IncomingLink, any Error) -> Void = { _, _ in }
    ) {
        self.init { url in
            guard navigator.opensInApp(url) else { return .systemAction }
            let link = IncomingLink(url: url.absoluteString, source: source)
            Task { @MainActor in navigator.accept(link, failed: failed) }
            return .handled
        }
    }
}
#endif
