// Stand-in, for type-checking only: UIKit's presentation controllers as the UIKit host uses them,
// written from Apple's declarations on developer.apple.com/documentation/uikit
// (UIPresentationController, UIPopoverPresentationController, UIPopoverArrowDirection,
// UISheetPresentationController, UISheetPresentationController.Detent,
// UISheetPresentationControllerDetentResolutionContext).
//
// What a platform lacks is marked as in UIViewController.swift. From the pages (under
// developer.apple.com/documentation/) and the SDK's UISheetPresentationController.h:
// - uikit/uipopoverpresentationcontroller: iOS 8, Mac Catalyst 13.1, visionOS 1; not tvOS (the
//   header: `API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(tvos)`).
// - UISheetPresentationController: the header's `API_AVAILABLE(ios(15.0)) API_UNAVAILABLE(tvos,
//   watchos)`; visionOS has the class (uikit/uiviewcontroller/sheetpresentationcontroller lists
//   visionOS 1).
// - uikit/uisheetpresentationcontroller/detent, .../detent/custom(identifier:resolver:),
//   .../selecteddetentidentifier, uikit/uisheetpresentationcontrollerdetentresolutioncontext:
//   iOS and Mac Catalyst only. A sheet on visionOS has no detents: the header marks the Detent
//   class, its identifiers, the resolution context, `detents` and `selectedDetentIdentifier`
//   `API_UNAVAILABLE(visionos)`.
// - UIPresentationController: marked unavailable on watchOS with the view controllers it presents.

/// An object that manages the transition animations and the presentation of view controllers onscreen.
@available(watchOS, unavailable)
@MainActor
open class UIPresentationController: NSObject {
    /// The view controller being presented.
    open var presentedViewController: UIViewController { fatalError("stand-in") }
    /// The view controller that's presenting the presented view controller.
    open var presentingViewController: UIViewController { fatalError("stand-in") }
    /// The delegate object for managing adaptive presentations.
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
}

/// An object that manages the display of content in a popover.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view containing the anchor rectangle for the popover.
    open var sourceView: UIView?
    /// The area in the source view in which you anchor the popover.
    open var sourceRect: CGRect = .zero
    /// The arrow directions that you allow for the popover.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
}

/// Constants for specifying the direction of the popover arrow.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}

/// A presentation controller that manages the appearance and behavior of a sheet (iOS 15).
@available(iOS 15.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UISheetPresentationController: UIPresentationController {
    /// An object that represents a height where a sheet naturally rests.
    @available(visionOS, unavailable)
    @MainActor
    open class Detent: NSObject {
        /// Constants that identify system detent sizes.
        public struct Identifier: Hashable, Sendable, RawRepresentable {
            public var rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            /// Creates a detent identifier.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The identifier for the system's large detent.
            public static let large = Identifier("com.apple.UIKit.large")
            /// The identifier for the system's medium detent.
            public static let medium = Identifier("com.apple.UIKit.medium")
        }

        /// Creates a system detent for a sheet at full height.
        open class func large() -> Self { fatalError("stand-in") }
        /// Creates a system detent for a sheet that's approximately half the height of the screen.
        open class func medium() -> Self { fatalError("stand-in") }
        /// Creates a custom detent for a sheet by computing its value according to the
        /// properties of the provided context (iOS 16).
        @available(iOS 16.0, *)
        open class func custom(
            identifier: UISheetPresentationController.Detent.Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Self {
            fatalError("stand-in")
        }
    }

    /// The array of heights where a sheet can rest, smallest first.
    @available(visionOS, unavailable)
    open var detents: [UISheetPresentationController.Detent] {
        get { fatalError("stand-in") }
        set {}
    }
    /// The identifier of the most recently selected detent; `nil` shows the smallest.
    @available(visionOS, unavailable)
    open var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier? {
        get { fatalError("stand-in") }
        set {}
    }
}

/// An object that provides information about the context in which a detent resolves (iOS 16).
@available(iOS 16.0, *)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
@available(watchOS, unavailable)
@MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// The maximum value a detent can have.
    var maximumDetentValue: CGFloat { get }
}
