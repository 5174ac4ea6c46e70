// Stand-in, for type-checking only: UIKit's delegate protocols the UIKit host adopts, written from
// Apple's documented declarations. Their methods are `@objc optional` in UIKit; Linux has no
// Objective-C runtime, so each comes with a default implementation here instead.

/// The interface for an object that serves as a navigation controller's delegate.
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// Notifies the delegate after the navigation controller displays a view controller's view.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

/// A set of methods you implement to customize the behavior of a tab bar.
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Tells the delegate that the user selected an item in the tab bar.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// A set of methods that, in conjunction with a presentation controller, determine how to respond
/// to trait changes and dismissals in your app.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// Notifies the delegate after a presentation is dismissed (iOS 13, tvOS 13, visionOS 1).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}

/// A set of methods that provides support for animations associated with a transition between view controllers.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
}

/// A set of methods that provides support for animations associated with a view controller transition.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs the specified animations at the same time as the view controller transition animations.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}
