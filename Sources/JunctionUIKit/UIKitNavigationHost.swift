#if canImport(UIKit)
import JunctionNavigation
import UIKit

/// Renders a navigator's state with UIKit: one `UINavigationController` per tab (inside a
/// `UITabBarController` when there are several), and each modal presented in a navigation
/// controller of its own. Compiled only where UIKit exists.
///
/// The host keeps one view controller per page, made once by `makePage` and reused while the
/// page is shown. When the user goes back with the system's own gestures (the back button, an
/// edge swipe, a sheet swiped down), the host tells the navigator, so the state stays the truth.
///
/// ```swift
/// let host = UIKitNavigationHost(navigator: navigator) { page in
///     switch page.route {
///     case "product": ProductViewController(id: page.parameters["id"] ?? "")
///     default: UIHostingController(rootView: Text(page.route))
///     }
/// }
/// window.rootViewController = host.rootViewController
/// ```
@MainActor
public final class UIKitNavigationHost: NSObject, NavigationHost {
    /// Makes the view controller that shows a page.
    public typealias PageFactory = @MainActor (NavigationState.Page) -> UIViewController

    /// The controller to put in the window: the tab bar controller, or the only tab's stack.
    public let rootViewController: UIViewController
    private weak var navigator: Navigator?
    private let makePage: PageFactory
    private var stacks: [String: UINavigationController] = [:]
    private var modals: [UINavigationController] = []
    private var pages: [Int: UIViewController] = [:]

    /// A host for the navigator's tabs; it renders the current state at once and every change
    /// after.
    public init(navigator: Navigator, makePage: @escaping PageFactory) {
        self.navigator = navigator
        self.makePage = makePage
        let tabs = navigator.state.tabs.map { _ in UINavigationController() }
        if tabs.count == 1 {
            rootViewController = tabs[0]
        } else {
            let tabBar = UITabBarController()
            tabBar.viewControllers = tabs
            rootViewController = tabBar
        }
        super.init()
        for (tab, stack) in zip(navigator.state.tabs, tabs) {
            stack.delegate = self
            stacks[tab.name] = stack
        }
        navigator.add(self)
        render(navigator.state, animated: false)
    }

    /// Renders the state after the transition, animated when the call asked for it.
    public func navigator(_ navigator: Navigator, didApply transition: NavigationTransition) {
        render(transition.after, animated: transition.animated)
    }

    private func render(_ state: NavigationState, animated: Bool) {
        for tab in state.tabs {
            if let stack = stacks[tab.name] { show(tab.pages, in: stack, animated: animated) }
        }
        if let tabBar = rootViewController as? UITabBarController,
           let index = state.tabs.firstIndex(where: { $0.name == state.selectedTab })
        {
            tabBar.selectedIndex = index
        }
        // Modals whose first page changed, and those above them, are dismissed; the state's
        // other modals are then presented, each over the one before.
        var kept = 0
        while kept < min(modals.count, state.modals.count),
              modals[kept].viewControllers.first === controller(for: state.modals[kept].pages[0])
        {
            kept += 1
        }
        let presenter = kept < modals.count ? modals[kept].presentingViewController : nil
        modals.removeSubrange(kept...)
        let added = state.modals[kept...].map { modal in
            let stack = UINavigationController()
            stack.delegate = self
            stack.presentationController?.delegate = self
            show(modal.pages, in: stack, animated: false)
            return stack
        }
        for (stack, modal) in zip(modals, state.modals) { show(modal.pages, in: stack, animated: animated) }
        let present = { [self] in
            for (index, stack) in added.enumerated() {
                (modals.last ?? rootViewController).present(stack, animated: animated && index == added.count - 1)
                modals.append(stack)
            }
        }
        if let presenter { presenter.dismiss(animated: animated, completion: present) } else { present() }
        let shown = Set(state.allPages.map(\.id))
        pages = pages.filter { shown.contains($0.key) }
    }

    private func show(_ pages: [NavigationState.Page], in stack: UINavigationController, animated: Bool) {
        let controllers = pages.map(controller)
        if stack.viewControllers != controllers { stack.setViewControllers(controllers, animated: animated) }
    }

    private func controller(for page: NavigationState.Page) -> UIViewController {
        if let made = pages[page.id] { return made }
        let made = makePage(page)
        pages[page.id] = made
        return made
    }

    private func pageID(of controller: UIViewController) -> Int? {
        pages.first { $0.value === controller }?.key
    }
}

extension UIKitNavigationHost: UINavigationControllerDelegate, UIAdaptivePresentationControllerDelegate {
    /// After a system back (button or swipe), goes back in the navigator to the page now shown.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        guard let navigator, let id = pageID(of: viewController) else { return }
        // Only the stack on top can be popped by the user; a render leaves its last page shown.
        let top = navigator.state.modals.last?.pages ?? navigator.state.tab.pages
        guard top.contains(where: { $0.id == id }), top.last?.id != id else { return }
        navigator.back(to: id)
    }

    /// After the user swipes a modal down, dismisses it in the navigator.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        guard let navigator, let index = modals.firstIndex(where: { $0 === presentationController.presentedViewController })
        else { return }
        modals.removeSubrange(index...)
        while navigator.state.modals.count > index { navigator.dismiss() }
    }
}
#endif
