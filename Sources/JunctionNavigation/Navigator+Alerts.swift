import Junction

/// Alerts and confirmation dialogs as part of the state, with the user's choice returned.
extension Navigator {
    /// Shows an alert (or a confirmation dialog) over every page and returns the id of the
    /// action the user picks.
    ///
    /// ```swift
    /// let choice = try await navigator.ask(NavigationState.Alert(
    ///     "Delete the note?", style: .confirmationDialog,
    ///     actions: [.init("delete", title: "Delete", role: .destructive), .init("cancel", title: "Cancel", role: .cancel)]))
    /// ```
    ///
    /// The alert belongs to the page on top when it is asked (or to the page its
    /// ``NavigationState/Alert/pageID`` names): it is ``NavigationState/alert`` while it
    /// shows, hosts show it, and it closes without a choice when that page closes. One alert
    /// shows at a time, as on the platforms: an alert asked while another shows waits for it,
    /// in order. A state saved while an alert shows keeps it; its answer after a relaunch, when
    /// no call waits for it, goes to ``answerNoOneAwaits``.
    ///
    /// - Returns: The id of the action picked, or `nil` when the alert closed without a choice:
    ///   its page closed, the calling task was cancelled, or a host answered `nil`.
    /// - Throws: `RouteError.Code.invalidParameter` for an alert with no action, two actions
    ///   of one id or two cancel actions, or whose page is not shown.
    public func ask(_ alert: NavigationState.Alert) async throws(RouteError) -> String? {
        if let problem = alert.problem { throw RouteError(.invalidParameter, problem) }
        var alert = alert
        alert.pageID = alert.pageID ?? state.top?.id
        if let page = alert.pageID, !state.allPages.contains(where: { $0.id == page }) {
            throw RouteError(.invalidParameter, "page \(page) is not shown, so the alert \"\(alert.title)\" cannot be about it")
        }
        alert.id = nextPageID
        nextPageID += 1
        let id = alert.id
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (asker: CheckedContinuation<String?, Never>) in
                guard !Task.isCancelled else { return asker.resume(returning: nil) }
                alertAskers[id] = asker
                alertsWaiting.append(alert)
                showNextAlert()
            }
        } onCancel: {
            Task { @MainActor in self.close(alert: id) }
        }
    }

    /// Gives the user's choice for the alert shown to the call that asked it (or to
    /// ``answerNoOneAwaits``), and closes it: hosts call this when the user taps an action.
    ///
    /// - Parameters:
    ///   - id: The alert's id.
    ///   - action: The id of the action picked, or `nil` for none.
    ///   - animated: Whether hosts animate closing it.
    /// - Returns: `false` (and no change) when that alert is not shown, or has no such action.
    @discardableResult
    public func answer(alert id: Int, with action: String?, animated: Bool = true) -> Bool {
        guard let alert = state.alert, alert.id == id, action.map({ action in alert.actions.contains { $0.id == action } }) ?? true else {
            return false
        }
        let asker = alertAskers.removeValue(forKey: id)
        let before = state
        state.alert = nil
        record(.answerAlert, before: before, duration: .zero, url: nil, source: nil, animated: animated)
        if let asker {
            asker.resume(returning: action)
        } else {
            answerNoOneAwaits?(alert, action)
        }
        return true
    }

    /// Closes an alert without a choice, shown or waiting.
    private func close(alert id: Int) {
        if state.alert?.id == id {
            answer(alert: id, with: nil)
        } else if let index = alertsWaiting.firstIndex(where: { $0.id == id }) {
            alertsWaiting.remove(at: index)
            alertAskers.removeValue(forKey: id)?.resume(returning: nil)
        }
    }

    /// Shows the next alert waiting, when none shows. (Its page is shown: `ask(_:)` checks it,
    /// and `settleAlerts()` drops a waiting alert whose page closed.)
    private func showNextAlert() {
        if state.alert == nil, !alertsWaiting.isEmpty {
            let next = alertsWaiting.removeFirst()
            let before = state
            state.alert = next
            record(.alert, before: before, duration: .zero, url: nil, source: nil, animated: true)
        }
    }

    /// After a transition: the askers of alerts it closed, or whose page it closed while they
    /// waited, get `nil` (the page that asked closed, or an undo took the alert away), and the
    /// next alert waiting shows.
    func settleAlerts() {
        let shown = Set(state.allPages.map(\.id))
        alertsWaiting.removeAll { alert in alert.pageID.map { !shown.contains($0) } ?? false }
        for id in alertAskers.keys where state.alert?.id != id && !alertsWaiting.contains(where: { $0.id == id }) {
            alertAskers.removeValue(forKey: id)?.resume(returning: nil)
        }
        if state.alert == nil { showNextAlert() }
    }
}
