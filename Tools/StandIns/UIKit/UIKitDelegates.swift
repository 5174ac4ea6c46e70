// Stand-in, for type-checking only: UIKit's delegate protocols the UIKit host adopts, and the
// transition coordinator, written from Apple's declarations on developer.apple.com/documentation/uikit
// (UINavigationControllerDelegate, UITabBarControllerDelegate,
// UIAdaptivePresentationControllerDelegate, UIViewControllerTransitionCoordinator,
// UIViewControllerTransitionCoordinatorContext).
//
// The delegates' methods are `@objc optional` in UIKit. Linux has no Objective-C runtime, so each
// optional method is a requirement with a default implementation here: as with UIKit's optional
// requirements, a method that nearly matches one (a misspelled `navigationControler(_:didShow:animated:)`)
// in the extension that declares the conformance draws the compiler's "nearly matches" warning,
// which `Tools/typecheck-hosts` turns into an error. Every optional method of these protocols
// that the host could mean to implement is declared, so none of them can be misspelled unseen.
//
// A Swift protocol's requirement cannot be marked unavailable, so the requirements a platform
// lacks are left out for it with `#if`: the tab bar customization methods (the More list's Edit
// sheet), which UITabBarController.h of the SDKs since iOS 18 marks `API_UNAVAILABLE(tvos)`, and
// `willBeginCustomizing`/`willEndCustomizing` also `API_UNAVAILABLE(visionos)`. The protocols are
// unavailable on watchOS, with the view controllers they name.

/// The interface for an object that serves as a navigation controller's delegate.
@available(watchOS, unavailable)
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// Notifies the delegate before the navigation controller displays a view controller's view
    /// and navigation item properties (optional).
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Notifies the delegate after the navigation controller displays a view controller's view
    /// and navigation item properties (optional).
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

@available(watchOS, unavailable)
extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

/// A set of methods you implement to customize the behavior of a tab bar.
@available(watchOS, unavailable)
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Asks the delegate whether the specified view controller should be made active (optional).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Tells the delegate that the user selected an item in the tab bar (optional).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    #if !os(tvOS) && !os(visionOS)
    /// Tells the delegate that the tab bar customization sheet is about to be displayed (optional).
    func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController])
    /// Tells the delegate that the tab bar customization sheet is about to be dismissed (optional).
    func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool)
    #endif
    #if !os(tvOS)
    /// Tells the delegate that the tab bar customization sheet was dismissed (optional).
    func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool)
    #endif
}

@available(watchOS, unavailable)
extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    #if !os(tvOS) && !os(visionOS)
    public func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {}
    public func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool) {}
    #endif
    #if !os(tvOS)
    public func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool) {}
    #endif
}

/// A set of methods that, in conjunction with a presentation controller, determine how to respond
/// to trait changes and dismissals in your app.
@available(watchOS, unavailable)
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// Asks the delegate for permission to dismiss the presentation (optional; iOS 13).
    @available(iOS 13.0, tvOS 13.0, *)
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// Notifies the delegate before a presentation is dismissed (optional; iOS 13); not called
    /// when the presentation is dismissed programmatically.
    @available(iOS 13.0, tvOS 13.0, *)
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// Notifies the delegate after a presentation is dismissed (optional; iOS 13); not called
    /// when the presentation is dismissed programmatically.
    @available(iOS 13.0, tvOS 13.0, *)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// Notifies the delegate that a user-initiated attempt to dismiss a view was prevented
    /// (optional; iOS 13).
    @available(iOS 13.0, tvOS 13.0, *)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

@available(watchOS, unavailable)
extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// A set of methods that provides support for animations associated with a transition between view controllers.
@available(watchOS, unavailable)
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// A Boolean value indicating whether the transition is currently interactive.
    var isInteractive: Bool { get }
    /// A Boolean value indicating whether an interactive transition was canceled.
    var isCancelled: Bool { get }
}

/// A set of methods that provides support for animations associated with a view controller transition.
@available(watchOS, unavailable)
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs the specified animations at the same time as the view controller transition animations.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}
