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
        // The state this window saved when it last went to the background, if any.
        let saved = (session.stateRestorationActivity?.userInfo?["navigation"] as? Data)
            .flatMap { try? JSONDecoder().decode(NavigationState.self, from: $0) }
        let navigator = Navigator(router: router, state: saved ?? NavigationState(tabs: ["home", "cart"]))
        let host = UIKitNavigationHost(navigator: navigator) { page in
            let controller = UIViewController()
            controller.title = page.route
            return controller
        }
        let window = UIWindow(windowScene: scene)
        window.rootViewController = host.rootViewController
        window.makeKeyAndVisible()
        (self.window, self.navigator, self.host) = (window, navigator, host)
        navigator.accept(options)
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        guard let navigator, let state = try? JSONEncoder().encode(navigator.state) else { return nil }
        let activity = NSUserActivity(activityType: "com.example.shop.navigation")
        activity.addUserInfoEntries(from: ["navigation": state])
        return activity
    }
}
