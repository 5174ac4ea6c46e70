#if canImport(UIKit) && !os(watchOS)
import Foundation
import JunctionNavigation
import UIKit

/// The UIKit entry points through which URLs reach an app, each handing its URLs to the
/// navigator with their source. Compiled only where UIKit exists; every decision is the
/// navigator's (``JunctionNavigation/IncomingLink``, `Navigator.accept(_:failed:)`).
///
/// ```swift
/// final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
///     func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
///         // ... make the window and the UIKitNavigationHost, then:
///         navigator.accept(options)
///     }
///     func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
///         navigator.accept(contexts)
///     }
///     func scene(_ scene: UIScene, continue activity: NSUserActivity) {
///         navigator.accept(activity)
///     }
/// }
/// ```
///
/// An app without scenes calls `navigator.accept(IncomingLink(opened: url))` from
/// `application(_:open:options:)` and `navigator.accept(activity)` from
/// `application(_:continue:restorationHandler:)`.
extension Navigator {
    /// For `scene(_:willConnectTo:options:)`: opens the URLs and the universal link the scene
    /// was launched with.
    public func accept(
        _ options: UIScene.ConnectionOptions, failed: @escaping @MainActor (IncomingLink, any Error) -> Void = { _, _ in }
    ) {
        accept(options.urlContexts, failed: failed)
        for activity in options.userActivities { accept(activity, failed: failed) }
    }

    /// For `scene(_:openURLContexts:)`: opens each URL another app (or a universal link the
    /// system hands over this way) asked the app to open.
    public func accept(
        _ contexts: Set<UIOpenURLContext>, failed: @escaping @MainActor (IncomingLink, any Error) -> Void = { _, _ in }
    ) {
        for context in contexts { accept(IncomingLink(opened: context.url), failed: failed) }
    }

    /// For `scene(_:continue:)` and `application(_:continue:restorationHandler:)`: opens a web
    /// browsing activity's page as a universal link.
    ///
    /// - Returns: `false` for any other activity, which the app handles itself.
    @discardableResult
    public func accept(
        _ activity: NSUserActivity, failed: @escaping @MainActor (IncomingLink, any Error) -> Void = { _, _ in }
    ) -> Bool {
        guard let link = IncomingLink(activityType: activity.activityType, webpageURL: activity.webpageURL) else { return false }
        accept(link, failed: failed)
        return true
    }
}
#endif
