// Stand-in, for type-checking only: SwiftUI's view protocol, builders and the views the SwiftUI
// host and the examples use, written from Apple's declarations on
// developer.apple.com/documentation/swiftui (View, ViewBuilder, EmptyView, AnyView, Text, ForEach,
// List, NavigationStack, NavigationSplitView, NavigationLink, TabView), with `View` isolated to the
// main actor as in the iOS 18 SDK and the views' initializers `nonisolated`. Combine is imported,
// not re-exported: a file that names `ObservableObject` imports Combine itself.
@_exported import AppleFoundation
import Combine
@_exported import Foundation

/// A type that represents part of your app's user interface.
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content and behavior of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

/// A view that doesn't contain any content.
public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError("stand-in") }
}

/// A view created from a swift tuple of view values.
public struct TupleView<T>: View {
    nonisolated public init(_ value: T) {}
    public var body: Never { fatalError("stand-in") }
}

/// View content that shows one of two possible children.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public var body: Never { fatalError("stand-in") }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

/// A view that a modifier returns (SwiftUI's `ModifiedContent`, without the modifier).
public struct ModifiedView<Content>: View {
    public var body: Never { fatalError("stand-in") }
}

/// A custom parameter attribute that constructs views from closures.
@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        fatalError("stand-in")
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        fatalError("stand-in")
    }
}

/// A view that displays one or more lines of read-only text.
public struct Text: View {
    /// Creates a text view that displays a stored string without localization.
    nonisolated public init<S: StringProtocol>(_ content: S) {}
    public var body: Never { fatalError("stand-in") }
}

/// A structure that computes views on demand from an underlying collection of identified data.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}

extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
    /// Creates an instance that uniquely identifies and creates views across updates based on
    /// the provided key path to the underlying data's identifier.
    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

/// A type-erased view.
public struct AnyView: View {
    /// Create an instance that type-erases `view`.
    nonisolated public init<V: View>(_ view: V) {}
    public var body: Never { fatalError("stand-in") }
}

/// A container that presents rows of data arranged in a single column, optionally providing the
/// ability to select one or more members.
public struct List<SelectionValue: Hashable, Content: View>: View {
    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data, optionally allowing users to select a single row.
    nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {}
    public var body: Never { fatalError("stand-in") }
}

/// A view that presents views in two or three columns, where selections in leading columns
/// control presentations in subsequent columns.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    /// Creates a two-column navigation split view.
    nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {}
    public var body: Never { fatalError("stand-in") }
}

/// A view that controls a navigation presentation.
public struct NavigationLink<Label: View, Destination: View>: View {
    /// Creates a navigation link that presents the view corresponding to a value, with a text
    /// label that the link generates from a string.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text, Destination == Never {}
    public var body: Never { fatalError("stand-in") }
}

/// A view that displays a root view and enables you to present additional views over the root view.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationStack<Data, Root: View>: View {
    /// Creates a navigation stack with homogeneous navigation state that you can control.
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}
    public var body: Never { fatalError("stand-in") }
}

/// A view that switches between multiple child views using interactive user interface elements.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    /// Creates a tab view that uses a binding to a selection value.
    nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("stand-in") }
}
