import Junction
import JunctionNavigation
import JunctionUIKit
import UIKit

@MainActor let navigator = Navigator(router: Router(), state: NavigationState(tabs: ["home", "cart"]))

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    // the navigator holds it weakly
    private var host: UIKitNavigationHost?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let host = UIKitNavigationHost(navigator: navigator) { page in
            // the page's own view controller
            let controller = UIViewController()
            controller.title = page.route
            return controller
        }
        let window = UIWindow(windowScene: scene)
        window.rootViewController = host.rootViewController
        // restored modals are presented once it shows
        window.makeKeyAndVisible()
        (self.window, self.host) = (window, host)
        // the URL or universal link the app was launched with
        navigator.accept(options)
    }

    func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) { navigator.accept(contexts) }
    func scene(_ scene: UIScene, continue activity: NSUserActivity) { navigator.accept(activity) }
}
