/// The navigator's alert, as an imperative host shows it: presented over everything once the
/// modals are in place, and out of the way of a modal step.
extension ScreenRenderer {
    /// Takes the alert's next step: an alert on screen that the state no longer has, or that a
    /// modal step must go under, is dismissed; the state's alert is presented once every modal
    /// is in place. No step while another runs or while a transition of the user's animates.
    func takeAlertStep(on screen: any NavigationScreen) {
        guard alertToken == nil, userTransitions.isEmpty else { return }
        let wanted = target.alert
        let modalsInPlace = modals.underWay == nil && modals.idsOnScreen == target.modals.map(\.id)
        let token = token()
        if let shown = alertOnScreen {
            guard shown != wanted?.id || !modalsInPlace else { return }
            alertToken = token
            screen.dismissAlert(id: shown) { [weak self] in self?.alertStepEnded(token: token, shown: nil) }
            // A dismissal whose completion never comes: the alert is taken for gone.
            screen.after(Self.stepTimeout) { [weak self] in self?.alertStepEnded(token: token, shown: nil) }
            return
        }
        guard let wanted, modalsInPlace, !alertWaits else { return }
        alertToken = token
        screen.present(wanted) { [weak self] action in
            self?.userAnswered(alert: wanted.id, with: action)
        } completion: { [weak self] outcome in
            self?.alertStepEnded(token: token, shown: outcome == .presented ? wanted.id : nil, outcome)
        }
        // A presentation whose completion never comes: the alert is taken for shown, so the
        // user's answer is still followed.
        screen.after(Self.stepTimeout) { [weak self] in self?.alertStepEnded(token: token, shown: wanted.id) }
    }

    private func alertStepEnded(token: Int, shown: Int?, _ outcome: PresentOutcome = .presented) {
        guard alertToken == token else { return }
        alertToken = nil
        alertOnScreen = shown
        // Refused: tried again when the screen appears, a transition comes, or (a presenter
        // busy with the app's own presentation) every half second.
        alertWaits = outcome != .presented
        if outcome == .presenterBusy { scheduleRetry() }
        render()
    }

    /// The user picked an action of the alert with this id (UIKit dismisses it before calling
    /// the action's handler), or, with `nil`, the alert left without one (a dialog's popover
    /// tapped away: `presentationControllerDidDismiss(_:)`): the asker gets the action's id, or
    /// the cancel action's.
    public func userAnswered(alert id: Int, with action: String?) {
        if alertOnScreen == id { alertOnScreen = nil }
        guard let navigator, navigator.state.alert?.id == id else { return render() }
        navigator.answer(alert: id, with: action ?? navigator.state.alert?.cancelAction?.id)
    }
}
