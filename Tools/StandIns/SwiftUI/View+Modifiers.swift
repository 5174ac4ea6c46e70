// Stand-in, for type-checking only: the view modifiers the SwiftUI host, its URL glue and the
// examples use, written from Apple's declarations on developer.apple.com/documentation/swiftui
// (View: id(_:), onAppear(perform:), onDisappear(perform:), tag(_:), tabItem(_:),
// navigationDestination(for:destination:), sheet(item:onDismiss:content:),
// fullScreenCover(item:onDismiss:content:), popover(item:attachmentAnchor:arrowEdge:content:),
// presentationDetents(_:selection:), onOpenURL(perform:), onContinueUserActivity(_:perform:),
// environment(_:_:); PresentationDetent; PopoverAttachmentAnchor; Edge). As in the SDK, every
// modifier is `nonisolated`: a view's modifiers may be called off the main actor.
//
// What a platform lacks is marked as Apple's interfaces mark it, `@available(tvOS, unavailable)`;
// `Tools/typecheck-hosts` makes it an error in that platform's pass. From the pages (under
// developer.apple.com/documentation/):
// - swiftui/view/fullscreencover(item:ondismiss:content:): iOS 14, Mac Catalyst 14, tvOS 14,
//   visionOS 1, watchOS 7; not macOS.
// - swiftui/view/popover(item:attachmentanchor:arrowedge:content:): iOS 13, Mac Catalyst 13,
//   macOS 10.15, visionOS 1; not tvOS or watchOS.
// - swiftui/view/presentationdetents(_:selection:): iOS 16, Mac Catalyst 16, macOS 13, tvOS 16,
//   visionOS 1, watchOS 9: every platform the package claims.
import Foundation

extension View {
    /// Binds a view's identity to the given proxy value.
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { ModifiedView<Self>() }
    /// Adds an action to perform before this view appears.
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { ModifiedView<Self>() }
    /// Conditionally prevents interactive dismissal of presentations like popovers, sheets, and
    /// inspectors (iOS 15, macOS 12, tvOS 15, watchOS 8).
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { ModifiedView<Self>() }
    /// Adds an action to perform after this view disappears.
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { ModifiedView<Self>() }
    /// Sets the unique tag value of this view.
    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View { ModifiedView<Self>() }
    /// Sets the tab bar item associated with this view (iOS 13, macOS 10.15, tvOS 13, watchOS 7).
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { ModifiedView<Self>() }
    /// Associates a destination view with a presented data type for use within a navigation stack.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        ModifiedView<Self>()
    }
    /// Presents a sheet using the given item as a data source for the sheet's content.
    nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        ModifiedView<Self>()
    }
    /// Presents a modal view that covers as much of the screen as possible using the binding you
    /// provide as a data source for the sheet's content (iOS 14, tvOS 14, watchOS 7; not macOS).
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
    @available(macOS, unavailable)
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        ModifiedView<Self>()
    }
    /// Presents a popover using the given item as a data source for the popover's content
    /// (iOS 13, macOS 10.15, visionOS 1; not tvOS or watchOS).
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        ModifiedView<Self>()
    }
    /// Sets the available detents for the enclosing sheet, giving you programmatic control of the
    /// currently selected detent.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        ModifiedView<Self>()
    }
    /// Registers a handler to invoke in response to a URL that your app receives.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { ModifiedView<Self>() }
    /// Registers a handler to invoke in response to a user activity that your app receives.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> Void) -> some View {
        ModifiedView<Self>()
    }
    /// Sets the environment value of the specified key path to the given value.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { ModifiedView<Self>() }
}

/// A type that represents a height where a sheet naturally rests.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct PresentationDetent: Hashable, Sendable {
    /// The system detent for a sheet at full height.
    public static let large = PresentationDetent()
    /// The system detent for a sheet that's approximately half the height of the screen.
    public static let medium = PresentationDetent()
    /// A custom detent with the specified fractional height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent() }
    /// A custom detent with the specified height.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent() }
}

/// An attachment anchor for a popover.
public enum PopoverAttachmentAnchor {
    /// The anchor point for the popover relative to the source's frame.
    case rect(Anchor<CGRect>.Source)
}

/// An opaque value derived from an anchor source and a particular view.
public struct Anchor<Value> {
    /// A type-erased geometry value that produces an anchored value of a given type.
    public struct Source {
        /// The bounds of the view.
        public static var bounds: Anchor<CGRect>.Source { fatalError("stand-in") }
    }
}

/// An enumeration to indicate one edge of a rectangle.
public enum Edge: Int8, Sendable {
    case top, leading, bottom, trailing
}
