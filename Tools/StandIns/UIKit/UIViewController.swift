// Stand-in, for type-checking only: the UIKit view controllers and views the UIKit host uses,
// written from Apple's declarations on developer.apple.com/documentation/uikit (UIResponder,
// UIView, UIWindow, UIViewController, UINavigationController, UITabBarController,
// UIModalPresentationStyle; iOS, tvOS and visionOS; none of them exists on watchOS).
//
// What a platform lacks is marked as Apple's interfaces mark it, `@available(tvOS, unavailable)`;
// `Tools/typecheck-hosts` makes it an error in that platform's pass. From the pages (under
// developer.apple.com/documentation/):
// - uikit/uimodalpresentationstyle/pagesheet: iOS 3.2, Mac Catalyst 13.1, visionOS 1; not tvOS.
// - uikit/uimodalpresentationstyle/formsheet: iOS 3.2, Mac Catalyst 13.1, tvOS 26, visionOS 1.
// - uikit/uimodalpresentationstyle/popover: iOS 8, Mac Catalyst 13.1, visionOS 1; not tvOS.
// - uikit/uimodalpresentationstyle/automatic: iOS 13, Mac Catalyst 13.1, tvOS 13, visionOS 1.
// - uikit/uiviewcontroller/popoverpresentationcontroller: the page lists tvOS, but its type,
//   UIPopoverPresentationController, is unavailable there (UIPresentationController.swift), so
//   it is marked unavailable on tvOS here.
// - uikit/uiviewcontroller/sheetpresentationcontroller: iOS 15, Mac Catalyst 15, visionOS 1; not
//   tvOS (the SDK's header: `API_UNAVAILABLE(tvos, watchos)` on UISheetPresentationController).
// - uikit/uitabbarcontroller/morenavigationcontroller: iOS 2, Mac Catalyst 13.1; not tvOS, not
//   visionOS (uikit/uitabbarcontroller/viewcontrollers: "The More interface is not available in
//   tvOS"; UITabBarController.h of the SDKs since iOS 18: `moreNavigationController
//   API_UNAVAILABLE(tvos, visionos)`, and the same for `customizableViewControllers`).
// - UIView, UIViewController, UITabBarController: `API_UNAVAILABLE(watchos)` in the SDK's headers;
//   UIResponder, UIWindow, UINavigationController and UIModalPresentationStyle are marked the same
//   here, with them (watchOS's UIKit has no views or view controllers).
@_exported import AppleFoundation
@_exported import Foundation

/// An abstract interface for responding to and handling events.
@available(watchOS, unavailable)
@MainActor
open class UIResponder: NSObject {}

/// The base class for concrete gesture recognizers.
@available(watchOS, unavailable)
@MainActor
open class UIGestureRecognizer: NSObject {
    /// The delegate of the gesture recognizer.
    weak open var delegate: (any UIGestureRecognizerDelegate)?
    /// The view the gesture recognizer is attached to.
    open var view: UIView? { fatalError("stand-in") }
}

/// A set of methods implemented by the delegate of a gesture recognizer to fine-tune an app's
/// gesture-recognition behavior. Its methods are `@objc optional` in UIKit: a requirement with
/// a default implementation here (see UIKitDelegates.swift).
@available(watchOS, unavailable)
@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// Asks the delegate if a gesture recognizer should begin interpreting touches (optional).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

@available(watchOS, unavailable)
extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

/// An object that manages the content for a rectangular area on the screen.
@available(watchOS, unavailable)
@MainActor
open class UIView: UIResponder {
    /// The receiver's window object, or `nil` if it has none.
    open var window: UIWindow? { fatalError("stand-in") }
    /// The receiver's immediate subviews.
    open var subviews: [UIView] { fatalError("stand-in") }
    /// The bounds rectangle, which describes the view's location and size in its own coordinate system.
    open var bounds: CGRect = .zero
    /// A string that identifies the element (UIAccessibilityIdentification).
    open var accessibilityIdentifier: String?
    /// The frame rectangle, which describes the view's location and size in its superview's
    /// coordinate system.
    open var frame: CGRect = .zero
    /// A Boolean value that determines whether the view is hidden.
    open var isHidden: Bool = false
    /// The insets that you use to determine the safe area for this view (iOS 11, tvOS 11).
    open var safeAreaInsets: UIEdgeInsets { fatalError("stand-in") }
    /// Adds a view to the end of the receiver's list of subviews.
    open func addSubview(_ view: UIView) {}
    /// Invalidates the current layout of the receiver and triggers a layout update during the
    /// next update cycle.
    open func setNeedsLayout() {}
}

/// The inset distances for views.
public struct UIEdgeInsets: Sendable {
    /// The inset on the top of an object.
    public var top: CGFloat
    /// The inset on the left of an object.
    public var left: CGFloat
    /// The inset on the bottom of an object.
    public var bottom: CGFloat
    /// The inset on the right of an object.
    public var right: CGFloat
}

/// The backdrop for your app's user interface and the object that dispatches events to your views.
@available(watchOS, unavailable)
@MainActor
open class UIWindow: UIView {
    /// The root view controller for the window.
    open var rootViewController: UIViewController?
    /// Creates a window and associates it with the specified scene.
    public init(windowScene: UIWindowScene) {}
    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {}
}

/// An object that manages a view hierarchy for your UIKit app.
@available(watchOS, unavailable)
@MainActor
open class UIViewController: UIResponder {
    /// Creates a view controller with the nib file in the specified bundle.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    /// Creates a view controller with data in an unarchiver.
    public required init?(coder: NSCoder) {}
    /// Creates a view controller without a nib file.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// The nearest split view controller that is an ancestor of this view controller
    /// (uiviewcontroller/splitviewcontroller).
    open var splitViewController: UISplitViewController? { fatalError("stand-in") }
    /// A localized string that represents the view this controller manages.
    open var title: String?
    /// The controller's view, if it was loaded, otherwise `nil`.
    open var viewIfLoaded: UIView? { fatalError("stand-in") }
    /// The view controller that this view controller presented.
    open var presentedViewController: UIViewController? { fatalError("stand-in") }
    /// The view controller that presented this view controller.
    open var presentingViewController: UIViewController? { fatalError("stand-in") }
    /// The presentation controller that's managing the current view controller.
    open var presentationController: UIPresentationController? { fatalError("stand-in") }
    /// The active transition coordinator object.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { fatalError("stand-in") }
    /// The view that the controller manages.
    open var view: UIView! { fatalError("stand-in") }
    /// A Boolean value indicating whether the view controller is being dismissed.
    open var isBeingDismissed: Bool { fatalError("stand-in") }
    /// The presentation style for modal view controllers.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The nearest popover presentation controller that is managing the current view controller.
    @available(tvOS, unavailable)
    open var popoverPresentationController: UIPopoverPresentationController? { fatalError("stand-in") }
    /// The sheet presentation controller for the view controller (iOS 15).
    @available(iOS 15.0, *)
    @available(tvOS, unavailable)
    open var sheetPresentationController: UISheetPresentationController? { fatalError("stand-in") }

    /// Presents a view controller modally.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    /// Dismisses the view controller that was presented modally by the view controller.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    /// Called after the controller's view is loaded into memory.
    open func viewDidLoad() {}
    /// Called to notify the view controller that its view has just laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Adds the specified view controller as a child of the current view controller.
    open func addChild(_ childController: UIViewController) {}
    /// Called after the view controller is added or removed from a container view controller.
    open func didMove(toParent parent: UIViewController?) {}
    /// Notifies the view controller that its view was added to a view hierarchy.
    open func viewDidAppear(_ animated: Bool) {}
    /// Notifies the view controller that its view was removed from a view hierarchy.
    open func viewDidDisappear(_ animated: Bool) {}
}

/// Modal presentation styles available when presenting view controllers.
@available(watchOS, unavailable)
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    /// A presentation style that partially covers the underlying content.
    @available(tvOS, unavailable)
    case pageSheet
    /// A presentation style that displays the content centered in the screen (tvOS 26).
    @available(tvOS 26.0, *)
    case formSheet
    case currentContext, custom, overFullScreen, overCurrentContext
    /// A presentation style where the content is displayed in a popover view.
    @available(tvOS, unavailable)
    case popover
    case none = -1
    /// The default presentation style chosen by the system (iOS 13, tvOS 13).
    @available(iOS 13.0, tvOS 13.0, *)
    case automatic = -2
}

/// A container view controller that defines a stack-based scheme for navigating hierarchical content.
@available(watchOS, unavailable)
@MainActor
open class UINavigationController: UIViewController {
    /// The view controllers currently on the navigation stack.
    open var viewControllers: [UIViewController] = []
    /// The delegate of the navigation controller object.
    weak open var delegate: (any UINavigationControllerDelegate)?
    /// Creates a navigation controller with its root view controller.
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
    /// Creates a navigation controller without view controllers.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nil, bundle: nil) }
    /// Creates a navigation controller with data in an unarchiver.
    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
    /// The view controller at the top of the navigation stack.
    open var topViewController: UIViewController? { fatalError("stand-in") }
    /// The gesture recognizer responsible for popping the top view controller off the
    /// navigation stack (iOS 7).
    @available(tvOS, unavailable)
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { fatalError("stand-in") }
    /// Replaces the view controllers currently managed by the navigation controller.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
}

/// A container view controller that manages a multiselection interface.
@available(watchOS, unavailable)
@MainActor
open class UITabBarController: UIViewController {
    /// The root view controllers of the tab bar interface.
    open var viewControllers: [UIViewController]?
    /// The index of the view controller of the currently selected tab.
    open var selectedIndex: Int = 0
    /// The view controller associated with the currently selected tab item.
    unowned(unsafe) open var selectedViewController: UIViewController?
    /// The view controller that manages the More navigation interface.
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    open var moreNavigationController: UINavigationController { fatalError("stand-in") }
    /// The subset of view controllers managed by this tab bar controller that can be customized.
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    open var customizableViewControllers: [UIViewController]? {
        get { fatalError("stand-in") }
        set {}
    }
    /// The tab bar controller's delegate.
    weak open var delegate: (any UITabBarControllerDelegate)?
    /// Sets the root view controllers of the tab bar controller.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}
}


/// A container view controller that implements a hierarchical interface (uisplitviewcontroller).
@available(watchOS, unavailable)
@MainActor
open class UISplitViewController: UIViewController {}
