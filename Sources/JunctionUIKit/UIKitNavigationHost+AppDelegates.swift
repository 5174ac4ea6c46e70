#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The app's own delegates (``UIKitNavigationHost/navigationDelegate``,
/// ``UIKitNavigationHost/tabBarDelegate``, ``UIKitNavigationHost/presentationDelegate``): the
/// host is the delegate of its controllers, and hands the app's every call. A call the host
/// does not answer itself is forwarded by the Objective-C runtime (`forwardingTarget(for:)`),
/// so every optional method reaches the app's delegate, custom transitions included; a call
/// the host answers is handed on after its own work.
extension UIKitNavigationHost {
    #if canImport(ObjectiveC)
    /// Whether the host, or one of the app's delegates, answers `selector`.
    override public func responds(to selector: Selector!) -> Bool {
        super.responds(to: selector) || appDelegate(respondingTo: selector) != nil
    }

    /// The app's delegate that answers `selector`, for a call the host does not answer itself.
    override public func forwardingTarget(for selector: Selector!) -> Any? {
        appDelegate(respondingTo: selector) ?? super.forwardingTarget(for: selector)
    }

    private func appDelegate(respondingTo selector: Selector) -> (any NSObjectProtocol)? {
        let delegates: [(any NSObjectProtocol)?] = [navigationDelegate, tabBarDelegate, presentationDelegate]
        return delegates.lazy.compactMap { $0 }.first { $0.responds(to: selector) }
    }

    func appNavigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        navigationDelegate?.navigationController?(navigationController, willShow: viewController, animated: animated)
    }

    func appNavigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        navigationDelegate?.navigationController?(navigationController, didShow: viewController, animated: animated)
    }

    func appTabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        tabBarDelegate?.tabBarController?(tabBarController, shouldSelect: viewController) ?? true
    }

    func appTabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        tabBarDelegate?.tabBarController?(tabBarController, didSelect: viewController)
    }

    func appPresentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        presentationDelegate?.presentationControllerDidDismiss?(presentationController)
    }

    func appPresentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        presentationDelegate?.presentationControllerShouldDismiss?(presentationController) ?? true
    }
    #else
    // Without the Objective-C runtime (the type check against the stand-ins on Linux), optional
    // methods cannot be called or forwarded: the calls the host hands on do nothing.
    func appNavigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    func appNavigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    func appTabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    func appTabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    func appPresentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    func appPresentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    #endif
}
#endif
