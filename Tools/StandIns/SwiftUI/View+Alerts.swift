// Stand-in, for type-checking only: the alerts, confirmation dialogs and buttons the SwiftUI
// host uses, written from Apple's declarations on developer.apple.com/documentation/swiftui
// (View: alert(_:isPresented:presenting:actions:message:),
// confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:); Button,
// ButtonRole, Visibility). From the pages: both modifiers iOS 15, Mac Catalyst 15, macOS 12,
// tvOS 15, visionOS 1, watchOS 8; `Button.init(_:role:action:)` iOS 15, macOS 12, tvOS 15,
// watchOS 8: every platform the package claims.

extension View {
    /// Presents an alert with a message using the given data to produce the alert's content
    /// and a text view for a title.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View { ModifiedView<Self>() }

    /// Presents a confirmation dialog with a message using data to produce the dialog's content
    /// and a text view for the message.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View { ModifiedView<Self>() }
}

/// The visibility of a UI element, chosen automatically based on the platform, current
/// context, and other factors.
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

/// A value that describes the purpose of a button.
public struct ButtonRole: Equatable, Sendable {
    /// A role that indicates a destructive button.
    public static let destructive = ButtonRole()
    /// A role that indicates a button that cancels an operation.
    public static let cancel = ButtonRole()
}

/// A control that initiates an action.
public struct Button<Label: View>: View {
    /// Creates a button with a specified role that generates its label from a string.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) where Label == Text {}
    public var body: Never { fatalError("stand-in") }
}

extension ForEach where Content: View {
    /// Creates an instance that uniquely identifies and creates views across updates based on
    /// the identity of the underlying data.
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, ID == Data.Element.ID {}
}
