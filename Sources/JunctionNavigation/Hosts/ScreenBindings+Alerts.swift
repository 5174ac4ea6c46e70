/// The navigator's alert, as a declarative host shows it and answers it.
extension ScreenBindings {
    /// The alert to show over `stack` (SwiftUI's `alert` or `confirmationDialog` on the stack's
    /// view): the state's alert while `stack` is the one on top, so the alert is presented by
    /// the view that is on screen, over any sheet.
    public func alert(over stack: ScreenStack) -> NavigationState.Alert? {
        guard state.topStack == stack, let alert = state.alert, alert.id != alertHidden else { return nil }
        return alert
    }

    /// The user picked an action of the alert with this id (its button): the asker gets the
    /// action's id (`nil`: the alert's cancel action's, if it has one).
    public func userAnswered(alert id: Int, with action: String?) {
        guard state.alert?.id == id, alertAnswered != id else { return }
        alertAnswered = id
        alertHidden = id
        let choice = action ?? state.alert?.cancelAction?.id
        Task { @MainActor [navigator] in navigator.answer(alert: id, with: choice) }
    }

    /// The alert with this id left the screen (SwiftUI set its presentation's binding to
    /// `false`). A button tapped in it answers in the same update, whichever SwiftUI calls
    /// first; without one (a dialog tapped away), the asker gets the cancel action's id.
    public func userDismissed(alert id: Int) {
        guard state.alert?.id == id else { return }
        alertHidden = id
        Task { @MainActor [weak self] in self?.userAnswered(alert: id, with: nil) }
    }
}
