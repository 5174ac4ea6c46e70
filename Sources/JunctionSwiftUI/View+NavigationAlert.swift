#if canImport(SwiftUI)
import JunctionNavigation
import SwiftUI

extension View {
    /// Shows the navigator's alert over this stack while it is the stack on top: as an `alert`
    /// or a `confirmationDialog`, each action a button that answers it. The user's tap, or a
    /// dialog tapped away, goes to the navigator.
    func navigationAlert(host: SwiftUINavigationHost, over stack: ScreenStack) -> some View {
        let alert = host.bindings.alert(over: stack)
        func shown(_ style: NavigationState.Alert.Style) -> Binding<Bool> {
            Binding { @MainActor in
                alert?.style == style
            } set: { @MainActor shown in
                if !shown, let alert { host.bindings.userDismissed(alert: alert.id) }
            }
        }
        return self
            .alert(Text(alert?.title ?? ""), isPresented: shown(.alert), presenting: alert) { alert in
                buttons(of: alert, host: host)
            } message: { alert in
                if let message = alert.message { Text(message) }
            }
            .confirmationDialog(Text(alert?.title ?? ""), isPresented: shown(.confirmationDialog), titleVisibility: .visible, presenting: alert) { alert in
                buttons(of: alert, host: host)
            } message: { alert in
                if let message = alert.message { Text(message) }
            }
    }

    private func buttons(of alert: NavigationState.Alert, host: SwiftUINavigationHost) -> some View {
        ForEach(alert.actions) { action in
            Button(action.title, role: action.role.map { $0 == .cancel ? .cancel : .destructive }) {
                host.bindings.userAnswered(alert: alert.id, with: action.id)
            }
        }
    }
}
#endif
