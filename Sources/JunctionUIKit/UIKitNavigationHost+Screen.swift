#if canImport(UIKit) && !os(watchOS)
import Foundation
import Junction
import JunctionNavigation
import UIKit

/// The host as its renderer's screen: each call goes to the host. The conformance is this
/// object's, not the host's, so the screen's methods stay out of the host's public interface.
@MainActor
final class UIKitScreen: NavigationScreen {
    unowned let host: UIKitNavigationHost

    init(host: UIKitNavigationHost) {
        self.host = host
    }

    func setStack(_ stack: ScreenStack, to pages: [NavigationState.Page], animated: Bool, completion: @escaping @MainActor () -> Void) {
        host.setStack(stack, to: pages, animated: animated, completion: completion)
    }

    func present(_ modal: NavigationState.Modal, at index: Int, animated: Bool, completion: @escaping @MainActor (PresentOutcome) -> Void) {
        host.present(modal, at: index, animated: animated, completion: completion)
    }

    func dismissModals(from index: Int, animated: Bool, completion: @escaping @MainActor () -> Void) {
        host.dismissModals(from: index, animated: animated, completion: completion)
    }

    func selectTab(named name: String) { host.selectTab(named: name) }

    func present(
        _ alert: NavigationState.Alert, answer: @escaping @MainActor (String?) -> Void,
        completion: @escaping @MainActor (PresentOutcome) -> Void
    ) {
        host.present(alert, answer: answer, completion: completion)
    }

    func dismissAlert(id: Int, completion: @escaping @MainActor () -> Void) {
        host.dismissAlert(id: id, completion: completion)
    }
    func pageIDs(on stack: ScreenStack) -> [Int] { host.pageIDs(on: stack) }
    var modalIDsShown: [Int] { host.modalIDsShown }

    func after(_ delay: Duration, _ work: @escaping @MainActor () -> Void) {
        Task { @MainActor in
            try? await Task.sleep(for: delay)
            work()
        }
    }
}

/// What the host's logic (`ScreenRenderer`, tested on Linux against a screen that behaves as
/// UIKit documents) asks of UIKit: a stack set, a modal presented or dismissed, each reporting
/// when it has ended, and what the controllers show now.
extension UIKitNavigationHost {
    func setStack(
        _ stack: ScreenStack, to pages: [NavigationState.Page], animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
        if case .tab(let name) = stack, let more = moreController(showing: name) {
            // The tab's pages are in the More navigation controller, above its list.
            more.setViewControllers(Array(more.viewControllers.prefix(1)) + controllers(for: pages), animated: animated)
            forgetHiddenPages()
            guard animated, let coordinator = more.transitionCoordinator else { return completion() }
            coordinator.animate(alongsideTransition: nil) { _ in completion() }
            return
        }
        guard let navigationController = navigationController(for: stack) else { return completion() }
        navigationController.setViewControllers(controllers(for: pages), animated: animated)
        forgetHiddenPages()
        guard animated, let coordinator = navigationController.transitionCoordinator else { return completion() }
        coordinator.animate(alongsideTransition: nil) { _ in completion() }
    }

    func present(
        _ modal: NavigationState.Modal, at index: Int, animated: Bool, completion: @escaping @MainActor (PresentOutcome) -> Void
    ) {
        let modals = presentedModals()
        // UIKit presents from a controller in a window, and one that presents nothing else: an
        // alert or a page's own modal makes it refuse.
        guard index == modals.count else { return completion(.presenterBusy) }
        let presenter: UIViewController = index == 0 ? rootViewController : modals[index - 1]
        guard presenter.viewIfLoaded?.window != nil else { return completion(.notInWindow) }
        guard presenter.presentedViewController == nil else { return completion(.presenterBusy) }
        let stack = ModalNavigationController()
        stack.host = self
        stack.modalID = modal.id
        stack.delegate = self
        #if !os(tvOS)
        stack.interactivePopGestureRecognizer?.delegate = self
        #endif
        stack.setViewControllers(controllers(for: modal.pages), animated: false)
        configure(stack, as: modal.style, over: presenter)
        stack.presentationController?.delegate = self
        presenter.present(stack, animated: animated) { completion(.presented) }
    }

    func dismissModals(from index: Int, animated: Bool, completion: @escaping @MainActor () -> Void) {
        let modals = presentedModals()
        guard modals.indices.contains(index) else { return completion() }
        let presenter: UIViewController = index == 0 ? rootViewController : modals[index - 1]
        // Dismissing from a controller that presents nothing would dismiss the controller itself.
        guard presenter.presentedViewController != nil else { return completion() }
        presenter.dismiss(animated: animated) { [weak self] in
            self?.forgetHiddenPages()
            completion()
        }
    }

    func selectTab(named path: String) {
        let names = path.split(separator: "/").map(String.init)
        // By the tab's controller, not its position: the user may have moved the tab, or it may
        // be under More, which `selectedViewController` reaches too.
        if let tabBar = rootViewController as? UITabBarController, let index = names.first.flatMap(tabNames.firstIndex(of:)) {
            tabBar.selectedViewController = tabControllers[index]
        }
        for depth in names.indices.dropFirst() {
            let parent = names[..<depth].joined(separator: "/")
            sectionControllers.first { $0.path == parent }?.select(names[depth])
        }
    }

    func pageIDs(on stack: ScreenStack) -> [Int] {
        if case .tab(let name) = stack, let more = moreController(showing: name) { return pageIDs(of: more) }
        return navigationController(for: stack).map(pageIDs(of:)) ?? []
    }

    var modalIDsShown: [Int] {
        presentedModals().map(\.modalID)
    }

    /// Sets how `stack` is presented: a page sheet (with its detents), a full-screen cover, or a
    /// popover pointing at its source in the page below.
    private func configure(_ stack: UINavigationController, as style: NavigationState.Presentation.ModalStyle, over presenter: UIViewController) {
        switch style.kind {
        case .sheet:
            #if !os(tvOS)
            stack.modalPresentationStyle = .pageSheet
            #endif
            #if os(iOS)
            if !style.detents.isEmpty, let sheet = stack.sheetPresentationController {
                // UIKit wants the detents smallest first, and opens at the selected one.
                sheet.detents = style.detents.map(Self.detent)
                sheet.selectedDetentIdentifier = style.detents.first.map(Self.identifier)
            }
            #endif
        case .fullScreenCover:
            stack.modalPresentationStyle = .fullScreen
        case .popover:
            #if os(tvOS)
            stack.modalPresentationStyle = .fullScreen
            #else
            stack.modalPresentationStyle = .popover
            guard let popover = stack.popoverPresentationController else { return }
            let page = (presenter as? UINavigationController)?.topViewController
                ?? ((presenter as? UITabBarController)?.selectedViewController as? UINavigationController)?.topViewController
                ?? presenter
            if let name = style.popoverSource, let source = popoverSource(name, page) {
                popover.sourceView = source
                popover.sourceRect = source.bounds
            } else {
                popover.sourceView = page.view
                popover.sourceRect = page.view.bounds
                popover.permittedArrowDirections = []
            }
            #endif
        }
    }

    #if os(iOS)
    private static func identifier(_ detent: NavigationState.Presentation.SheetDetent) -> UISheetPresentationController.Detent.Identifier {
        switch detent.kind {
        case .medium: .medium
        case .large: .large
        case .fraction, .height: UISheetPresentationController.Detent.Identifier(detent.description)
        }
    }

    private static func detent(_ detent: NavigationState.Presentation.SheetDetent) -> UISheetPresentationController.Detent {
        switch detent.kind {
        case .medium: return .medium()
        case .large: return .large()
        case .fraction(let fraction):
            return .custom(identifier: identifier(detent)) { context in context.maximumDetentValue * CGFloat(fraction) }
        case .height(let points):
            return .custom(identifier: identifier(detent)) { _ in CGFloat(points) }
        }
    }
    #endif
}

extension UIKitNavigationHost: UINavigationControllerDelegate, UITabBarControllerDelegate, UIAdaptivePresentationControllerDelegate {
    /// Before a stack shows a page: a transition the host did not start is the user's (the back
    /// button, an edge swipe, a tap on the selected tab), and the host leaves that stack alone,
    /// and presents nothing, until it has ended, finished or cancelled.
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        appNavigationController(navigationController, willShow: viewController, animated: animated)
        guard let coordinator = navigationController.transitionCoordinator, let stack = stack(of: navigationController) else { return }
        renderer?.transitionBegan(in: stack)
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in self?.renderer?.transitionEnded(in: stack) }
    }

    /// After a stack shows a page: when the user went back (the back button, an edge swipe, a
    /// tap on the selected tab), the navigator takes the pages off too. The More navigation
    /// controller shows the pages of the tab picked from its list: a tab the user picked is
    /// selected, and going back to the list shows the More list.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        defer { appNavigationController(navigationController, didShow: viewController, animated: animated) }
        if navigationController === moreNavigationController {
            if navigationController.viewControllers.count > 1, case .tab(let name)? = stack(of: navigationController) {
                renderer?.userSelectedTab(named: name)
                renderer?.stack(.tab(name), shows: pageIDs(of: navigationController))
            } else {
                renderer?.userShowsMoreList()
            }
            return
        }
        guard let stack = stack(of: navigationController) else { return }
        renderer?.stack(stack, shows: pageIDs(of: navigationController))
    }

    /// Before the user's tap selects a tab: a tab whose root page's route has an interceptor
    /// that waits (a login page) is selected by the navigator once it lets the tab through.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        guard appTabBarController(tabBarController, shouldSelect: viewController) else { return false }
        guard let name = tabName(of: viewController) else { return true }
        return renderer?.userMaySelectTab(named: name) ?? true
    }

    /// After the user taps a tab: the navigator selects it. Tapping More selects no tab: the
    /// More list shows until the user picks a tab or the navigator changes.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        if let name = tabName(of: viewController) {
            renderer?.userSelectedTab(named: name)
        } else if viewController === moreNavigationController {
            renderer?.userShowsMoreList()
        }
        appTabBarController(tabBarController, didSelect: viewController)
    }

    /// Before the user's swipe down dismisses a modal: not while a page in it asks before it is
    /// left (the navigator asks it, and dismisses the modal once it lets the user leave).
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        guard appPresentationControllerShouldDismiss(presentationController) else { return false }
        guard let modal = presentationController.presentedViewController as? ModalNavigationController else { return true }
        return renderer?.userMayDismissModal(id: modal.modalID) ?? true
    }

    /// After the user swipes a modal down: the navigator dismisses it and those above it.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        appPresentationControllerDidDismiss(presentationController)
        // A confirmation dialog shown as a popover, tapped away: UIKit calls no action's handler.
        if let (id, controller) = alertShown, presentationController.presentedViewController === controller {
            alertShown = nil
            renderer?.userAnswered(alert: id, with: nil)
            return
        }
        guard let modal = presentationController.presentedViewController as? ModalNavigationController else { return }
        renderer?.modalLeft(id: modal.modalID)
    }
}

#if !os(tvOS)
extension UIKitNavigationHost: UIGestureRecognizerDelegate {
    /// Before the user's edge swipe back begins, as a navigation controller decides for itself
    /// (a stack of one page has nothing to go back to, and no swipe begins during a transition),
    /// and not while the top page asks before it is left: the navigator asks it, and goes back
    /// once it lets the user leave.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let stacks = tabStacks + presentedModals().map { $0 as UINavigationController }
        guard let navigationController = stacks.first(where: { $0.interactivePopGestureRecognizer === gestureRecognizer }),
              navigationController.viewControllers.count > 1, navigationController.transitionCoordinator == nil
        else { return false }
        guard let stack = stack(of: navigationController) else { return true }
        return renderer?.userMayGoBack(in: stack) ?? true
    }
}
#endif
#endif
