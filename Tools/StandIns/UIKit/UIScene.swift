// Stand-in, for type-checking only: the UIKit scene types the URL glue and the examples' scene
// delegates use, written from Apple's declarations on developer.apple.com/documentation/uikit
// (UIScene, UIScene.ConnectionOptions, UIWindowScene, UISceneSession, UIOpenURLContext,
// UISceneDelegate, UIWindowSceneDelegate; iOS 13, tvOS 13, visionOS 1: uikit/uiopenurlcontext,
// uikit/uiscene/connectionoptions/urlcontexts and uikit/uiscenedelegate/scene(_:openurlcontexts:)
// list iOS 13, Mac Catalyst 13.1, tvOS 13 and visionOS 1). Their optional methods and properties
// are requirements with defaults here, as in UIKitDelegates.swift. They are marked unavailable on
// watchOS with the views and view controllers.

/// An object that represents one instance of your app's user interface.
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIScene: UIResponder {
    /// The session associated with the scene.
    open var session: UISceneSession { fatalError("stand-in") }
    /// A data object containing information about the reasons why UIKit created the scene.
    @MainActor
    open class ConnectionOptions: NSObject {
        /// The URLs to open.
        open var urlContexts: Set<UIOpenURLContext> { fatalError("stand-in") }
        /// The user activity data to process.
        open var userActivities: Set<NSUserActivity> { fatalError("stand-in") }
    }
}

/// A scene that manages one or more windows for your app.
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIWindowScene: UIScene {}

/// An object that contains information about one of your app's scenes.
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor
open class UISceneSession: NSObject {
    /// A unique identifier that persists for the lifetime of the session.
    open var persistentIdentifier: String { fatalError("stand-in") }
    /// The user activity object containing the scene's current state, to restore it.
    open var stateRestorationActivity: NSUserActivity? { fatalError("stand-in") }
}

/// An object containing information about a URL to open.
@available(watchOS, unavailable)
@MainActor
open class UIOpenURLContext: NSObject {
    /// The URL to open.
    open var url: URL { fatalError("stand-in") }
}

/// The core methods you use to respond to life-cycle events occurring within a scene.
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// Tells the delegate about the addition of a scene to the app (optional).
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// Asks the delegate to open one or more URLs (optional).
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    /// Tells the delegate to handle the specified Handoff-related activity (optional).
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    /// Returns the user activity object you want to use to restore the scene's state (optional).
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    /// Restores the scene's state from its restoration activity (optional;
    /// uiscenedelegate/scene(_:restoreinteractionstatewith:)). UISceneSession's
    /// `stateRestorationActivity`: "If the file is unavailable at scene-connection time, perhaps
    /// because the device is still locked, the initial value in this property is nil. When the
    /// data becomes available, the system updates the value accordingly."
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
}

@available(watchOS, unavailable)
extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    public func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {}
}

/// Additional methods that you use to manage app-specific tasks occurring in a scene.
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The main window associated with the scene (optional: `optional var window: UIWindow? { get set }`).
    var window: UIWindow? { get set }
}

@available(watchOS, unavailable)
extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
