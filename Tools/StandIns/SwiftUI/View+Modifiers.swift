// Stand-in, for type-checking only: the view modifiers the SwiftUI host, its URL glue and the
// README's app use, written from Apple's documented declarations.

extension View {
    /// Binds a view's identity to the given proxy value.
    public func id<ID: Hashable>(_ id: ID) -> some View { ModifiedView<Self>() }
    /// Adds an action to perform before this view appears.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { ModifiedView<Self>() }
    /// Sets the unique tag value of this view.
    public func tag<V: Hashable>(_ tag: V) -> some View { ModifiedView<Self>() }
    /// Sets the tab bar item associated with this view.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { ModifiedView<Self>() }
    /// Associates a destination view with a presented data type for use within a navigation stack.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        ModifiedView<Self>()
    }
    /// Presents a sheet using the given item as a data source for the sheet's content.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        ModifiedView<Self>()
    }
    /// Registers a handler to invoke in response to a URL that your app receives.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { ModifiedView<Self>() }
    /// Registers a handler to invoke in response to a user activity that your app receives.
    public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> Void) -> some View {
        ModifiedView<Self>()
    }
    /// Sets the environment value of the specified key path to the given value.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { ModifiedView<Self>() }
}

/// A collection of environment values propagated through a view hierarchy.
public struct EnvironmentValues {
    /// An action that opens a URL.
    public var openURL: OpenURLAction {
        get { fatalError("stand-in") }
        set {}
    }
}

/// An action that opens a URL.
public struct OpenURLAction: Sendable {
    /// The result of a custom open URL action.
    public struct Result: Sendable {
        /// The handler opened the URL.
        public static let handled = Result()
        /// The handler discarded the URL.
        public static let discarded = Result()
        /// The handler asks the system to open the original URL.
        public static let systemAction = Result()
        /// The handler asks the system to open the modified URL.
        public static func systemAction(_ url: URL) -> Result { Result() }
    }

    /// Creates an action that opens a URL.
    public init(handler: @escaping (URL) -> Result) {}
    /// Opens a URL, following system conventions.
    @MainActor public func callAsFunction(_ url: URL) {}
}
