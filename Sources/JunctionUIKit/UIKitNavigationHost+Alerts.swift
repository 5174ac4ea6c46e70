#if canImport(UIKit) && !os(watchOS)
import JunctionNavigation
import UIKit

/// The navigator's alert as a `UIAlertController`, presented from the controller on top.
extension UIKitNavigationHost {
    func present(
        _ alert: NavigationState.Alert, answer: @escaping @MainActor (String?) -> Void,
        completion: @escaping @MainActor (PresentOutcome) -> Void
    ) {
        var presenter = rootViewController
        while let presented = presenter.presentedViewController { presenter = presented }
        guard presenter.viewIfLoaded?.window != nil else { return completion(.notInWindow) }
        // An alert the app presented itself cannot present another, nor can a controller on
        // its way out.
        guard !(presenter is UIAlertController), !presenter.isBeingDismissed else { return completion(.presenterBusy) }
        let controller = UIAlertController(
            title: alert.title, message: alert.message, preferredStyle: alert.style == .alert ? .alert : .actionSheet)
        for action in alert.actions {
            controller.addAction(UIAlertAction(title: action.title, style: Self.style(action.role)) { [weak self] _ in
                // UIKit has dismissed the alert before it calls the handler.
                if self?.alertShown?.id == alert.id { self?.alertShown = nil }
                answer(action.id)
            })
        }
        #if !os(tvOS)
        if let popover = controller.popoverPresentationController {
            // A dialog on an iPad is a popover: from the page on top, with no arrow.
            popover.sourceView = presenter.view
            popover.sourceRect = presenter.view.bounds
            popover.permittedArrowDirections = []
        }
        #endif
        controller.presentationController?.delegate = self
        alertShown = (alert.id, controller)
        presenter.present(controller, animated: true) { completion(.presented) }
    }

    func dismissAlert(id: Int, completion: @escaping @MainActor () -> Void) {
        guard let (shown, controller) = alertShown, shown == id, let presenter = controller.presentingViewController else {
            return completion()
        }
        alertShown = nil
        presenter.dismiss(animated: true) { completion() }
    }

    private static func style(_ role: NavigationState.Alert.Action.Role?) -> UIAlertAction.Style {
        switch role {
        case .cancel?: .cancel
        case .destructive?: .destructive
        case nil: .default
        }
    }
}
#endif
