#if canImport(UIKit) && !os(watchOS)
import JunctionNavigation
import UIKit

/// What the host's logic (`ScreenRenderer`, tested on Linux) asks of UIKit: a stack set, a
/// modal presented or dismissed, each reporting when it has ended; and what the user did,
/// reported back to it.
extension UIKitNavigationHost: NavigationScreen {
    package func setStack(
        _ stack: ScreenStack, to pages: [NavigationState.Page], animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
        guard let navigationController = navigationController(for: stack) else { return completion() }
        navigationController.setViewControllers(controllers(for: pages), animated: animated)
        forgetHiddenPages()
        guard animated, let coordinator = navigationController.transitionCoordinator else { return completion() }
        coordinator.animate(alongsideTransition: nil) { _ in completion() }
    }

    package func present(
        _ pages: [NavigationState.Page], asModal index: Int, animated: Bool, completion: @escaping @MainActor (Bool) -> Void
    ) {
        // UIKit presents nothing from a controller outside a window, or one already presenting.
        guard index == modals.count, let presenter = presenter(ofModal: index), presenter.viewIfLoaded?.window != nil,
              presenter.presentedViewController == nil
        else { return completion(false) }
        let stack = UINavigationController()
        stack.delegate = self
        stack.setViewControllers(controllers(for: pages), animated: false)
        stack.presentationController?.delegate = self
        modals.append(stack)
        presenter.present(stack, animated: animated) { completion(true) }
    }

    package func dismissModals(from index: Int, animated: Bool, completion: @escaping @MainActor () -> Void) {
        guard let presenter = presenter(ofModal: index), modals.indices.contains(index) else { return completion() }
        modals.removeSubrange(index...)
        forgetHiddenPages()
        // Dismissing from a controller that presents nothing would dismiss the controller itself.
        guard presenter.presentedViewController != nil else { return completion() }
        presenter.dismiss(animated: animated) { completion() }
    }

    package func selectTab(at index: Int) {
        (rootViewController as? UITabBarController)?.selectedIndex = index
    }
}

extension UIKitNavigationHost: UINavigationControllerDelegate, UITabBarControllerDelegate, UIAdaptivePresentationControllerDelegate {
    /// After a stack shows a page: when the user went back (the back button, an edge swipe),
    /// the navigator goes back to the page now shown.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        userShowed(navigationController)
    }

    /// After the user taps a tab: the navigator selects it.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        userSelectedTab(at: tabBarController.selectedIndex)
    }

    /// After the user swipes a modal down: the navigator dismisses it and those above it.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        userDismissed(presentationController.presentedViewController)
    }
}
#endif
