// Stand-in, for type-checking only: the controls and alerts the UIKit host uses, written from
// Apple's declarations on developer.apple.com/documentation/uikit (UIControl, UIControl.Event,
// UIAction, UISegmentedControl, UIAlertController, UIAlertController.Style, UIAlertAction,
// UIAlertAction.Style). Each exists on iOS, tvOS and visionOS, and none on watchOS:
// - uikit/uisegmentedcontrol: iOS 2, Mac Catalyst 13.1, tvOS 9, visionOS 1.
// - uikit/uicontrol/addaction(_:for:): iOS 14, Mac Catalyst 14, tvOS 14, visionOS 1.
// - uikit/uialertcontroller: iOS 8, Mac Catalyst 13.1, tvOS 9, visionOS 1.
@_exported import Foundation

/// The base class for controls, which are visual elements that convey a specific action or
/// intention in response to user interactions.
@available(watchOS, unavailable)
@MainActor
open class UIControl: UIView {
    /// Constants describing the types of events possible for controls.
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch dragging or otherwise manipulating a control, causing it to emit a series of
        /// different values.
        public static let valueChanged = Event(rawValue: 1 << 12)
    }

    /// Associates the specified action with the control (iOS 14, tvOS 14).
    @available(iOS 14.0, tvOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
}

/// A menu element that performs its action in a closure (iOS 13, tvOS 13).
@available(watchOS, unavailable)
@MainActor
open class UIAction {
    /// Creates an action with the specified title, image, identifier, and handler.
    public convenience init(title: String = "", handler: @escaping @MainActor (UIAction) -> Void) { self.init() }
    init() {}
}

/// A horizontal control that consists of multiple segments, each segment functioning as a
/// discrete button.
@available(watchOS, unavailable)
@MainActor
open class UISegmentedControl: UIControl {
    /// Initializes and returns a segmented control with segments having the given titles or
    /// images.
    public init(items: [Any]?) {}
    /// The index number that identifies the selected segment that the user last touched.
    open var selectedSegmentIndex: Int = 0
}

/// An object that displays an alert message.
@available(watchOS, unavailable)
@MainActor
open class UIAlertController: UIViewController {
    /// Constants indicating the type of alert to display.
    public enum Style: Int, Sendable {
        /// An action sheet displayed by the view controller that presented it.
        case actionSheet = 0
        /// An alert displayed modally for the app.
        case alert = 1
    }

    /// Creates and returns a view controller for displaying an alert to the user.
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) { self.init(nibName: nil, bundle: nil) }
    /// Attaches an action object to the alert or action sheet.
    open func addAction(_ action: UIAlertAction) {}
}

/// An action that can be taken when the user taps a button in an alert.
@available(watchOS, unavailable)
@MainActor
open class UIAlertAction {
    /// Styles to apply to action buttons in an alert.
    public enum Style: Int, Sendable {
        /// Apply the default style to the action's button.
        case `default` = 0
        /// Apply a style that indicates the action cancels the operation and leaves things
        /// unchanged.
        case cancel = 1
        /// Apply a style that indicates the action might change or delete data.
        case destructive = 2
    }

    /// Create and return an action with the specified title and behavior.
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) { self.init() }
    init() {}
}
