import Foundation
import Junction
import JunctionNavigation
import JunctionUIKit
import UIKit

// every window's routes, added once at launch
@MainActor let router = Router()

final class WindowSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var navigator: Navigator?        // one per window
    private var host: UIKitNavigationHost?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let navigator = Navigator(router: router, state: NavigationState(tabs: ["home", "cart"]))
        let host = UIKitNavigationHost(navigator: navigator) { page in
            let controller = UIViewController()
            controller.title = page.route
            return controller
        }
        let window = UIWindow(windowScene: scene)
        window.rootViewController = host.rootViewController
        window.makeKeyAndVisible()
        (self.window, self.navigator, self.host) = (window, navigator, host)
        // Each tab's root, then the state this window saved when it last went to the
        // background, if any, each page through its route's interceptors. The URL the app
        // was launched with waits for them.
        Task {
            try await navigator.loadRoots(["home": "shop://home", "cart": "shop://cart"])
            if let saved = Self.saved(in: session.stateRestorationActivity) { await navigator.restore(saved) }
        }
        navigator.accept(options)
    }

    // While the device is locked, the saved state is not readable at connection (the
    // session's activity is nil); UIKit hands it over here once it is.
    func scene(_ scene: UIScene, restoreInteractionStateWith activity: NSUserActivity) {
        guard let navigator, let saved = Self.saved(in: activity) else { return }
        Task { await navigator.restore(saved) }
    }

    private static func saved(in activity: NSUserActivity?) -> NavigationState? {
        (activity?.userInfo?["navigation"] as? Data).flatMap { try? JSONDecoder().decode(NavigationState.self, from: $0) }
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        guard let navigator, let state = try? JSONEncoder().encode(navigator.state) else { return nil }
        let activity = NSUserActivity(activityType: "com.example.shop.navigation")
        activity.addUserInfoEntries(from: ["navigation": state])
        return activity
    }
}
