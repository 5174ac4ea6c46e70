#if canImport(UIKit) && !os(watchOS)
import Foundation
import JunctionNavigation
import JunctionUIKit
import UIKit

/// The UIKit host for an app whose app delegate or scene delegate is Objective-C: it shows the
/// navigator's pages, each made by the app's block, and takes the URLs the system hands the app.
///
/// ```objc
/// self.host = [[JNCUIKitHost alloc] initWithNavigator:navigator pageFactory:^UIViewController *(JNCPage *page) {
///     return [PageFactory viewControllerForPage:page];
/// }];
/// self.window.rootViewController = self.host.rootViewController;
/// [self.host acceptConnectionOptions:connectionOptions];   // scene:willConnectToSession:options:
/// ```
///
/// Keep the host as long as its window, as the Swift `UIKitNavigationHost` it wraps asks.
#if canImport(ObjectiveC)
@objc(JNCUIKitHost) @objcMembers
#endif
@MainActor
public final class JNCUIKitHost: NSObject {
    /// The Swift host underneath.
    public let host: UIKitNavigationHost
    private let navigator: Navigator

    /// A host that renders `navigator`'s state now and every change after; `pageFactory` makes
    /// the view controller of each page.
    public init(navigator: JNCNavigator, pageFactory: @escaping @MainActor (JNCPage) -> UIViewController) {
        self.navigator = navigator.navigator
        host = UIKitNavigationHost(navigator: navigator.navigator) { page in pageFactory(JNCPage(page)) }
    }

    /// The controller to put in the window.
    public var rootViewController: UIViewController { host.rootViewController }

    /// For `scene:willConnectToSession:options:`: opens the URLs and the universal link the
    /// scene was launched with.
    public func acceptConnectionOptions(_ options: UIScene.ConnectionOptions) {
        navigator.accept(options)
    }

    /// For `scene:openURLContexts:`: opens each URL another app asked the app to open.
    public func acceptURLContexts(_ contexts: Set<UIOpenURLContext>) {
        navigator.accept(contexts)
    }

    /// For `scene:continueUserActivity:` and
    /// `application:continueUserActivity:restorationHandler:`: opens a web browsing activity's
    /// page as a universal link.
    ///
    /// - Returns: `NO` for any other activity, which the app handles itself.
    @discardableResult
    public func acceptUserActivity(_ activity: NSUserActivity) -> Bool {
        navigator.accept(activity)
    }

    /// For `application:openURL:options:` in an app without scenes: opens a URL another app
    /// asked the app to open.
    public func acceptOpenedURL(_ url: URL) {
        navigator.accept(IncomingLink(opened: url))
    }
}
#endif
