// Stand-in, for type-checking only: the UIKit scene types the URL glue and the README's scene
// delegate use, written from Apple's documented declarations (iOS 13, tvOS 13, visionOS 1).

/// An object that represents one instance of your app's user interface.
@MainActor
open class UIScene: UIResponder {
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
@MainActor
open class UIWindowScene: UIScene {}

/// An object that contains information about one of your app's scenes.
@MainActor
open class UISceneSession: NSObject {}

/// An object containing information about a URL to open.
@MainActor
open class UIOpenURLContext: NSObject {
    /// The URL to open.
    open var url: URL { fatalError("stand-in") }
}

/// The core methods you use to respond to life-cycle events occurring within a scene.
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// Tells the delegate about the addition of a scene to the app.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// Asks the delegate to open one or more URLs.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    /// Tells the delegate to handle the specified Handoff-related activity.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
}

/// Additional methods that you use to manage app-specific tasks occurring in a scene.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The main window associated with the scene.
    var window: UIWindow? { get set }
}
