// Stand-in, for type-checking only: SwiftUI's bindings, state, observed objects, transactions and
// app structure as the SwiftUI host and the examples use them, written from Apple's declarations
// on developer.apple.com/documentation/swiftui (Binding, State, StateObject, ObservedObject,
// Transaction, withTransaction(_:_:), App, Scene, SceneBuilder, WindowGroup).
import Combine

/// A property wrapper type that can read and write a value owned by a source of truth.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    /// Creates a binding with closures that read and write the binding value.
    @preconcurrency
    public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) {}
    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
        get { fatalError("stand-in") }
        nonmutating set {}
    }
    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { self }
    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError("stand-in") }
}

// As Apple declares it: a binding is safe to pass between concurrency domains when its value is.
extension Binding: @unchecked Sendable where Value: Sendable {}

/// A type that updates an external property of a view.
public protocol DynamicProperty {}

/// A property wrapper type that instantiates an observable object.
@MainActor @preconcurrency @propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Creates a new state object with an initial wrapped value (`nonisolated`, as in the SDK: an
    /// app's `init` may make its state objects off the main actor).
    nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
    /// The underlying value referenced by the state object.
    public var wrappedValue: ObjectType { fatalError("stand-in") }
}

/// A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the observable object changes.
@MainActor @preconcurrency @propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Creates an observed object with an initial wrapped value.
    public init(wrappedValue: ObjectType) {}
    /// The underlying value that the observed object references.
    public var wrappedValue: ObjectType {
        get { fatalError("stand-in") }
        set {}
    }
}

/// A property wrapper type that can read and write a value managed by SwiftUI.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    /// Creates a state property that stores an initial value.
    public init(wrappedValue value: Value) {}
    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { fatalError("stand-in") }
        nonmutating set {}
    }
    /// A binding to the state value.
    public var projectedValue: Binding<Value> { fatalError("stand-in") }
}

/// The context of the current state-processing update.
public struct Transaction {
    /// Creates a transaction.
    public init() {}
    /// A Boolean value that indicates whether views should disable animations.
    public var disablesAnimations: Bool = false
}

/// Executes a closure with the specified transaction and returns the result.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// A type that represents the structure and behavior of an app.
@MainActor @preconcurrency
public protocol App {
    /// The type of scene representing the content of the app.
    associatedtype Body: Scene
    /// The content and behavior of the app.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    /// Creates an instance of the app using the body that you define for its content.
    @MainActor @preconcurrency init()
}

extension App {
    /// Initializes and runs the app.
    @MainActor @preconcurrency public static func main() {}
}

/// A part of an app's user interface with a life cycle managed by the system.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene that represents the body of this scene.
    associatedtype Body: Scene
    /// The content and behavior of the scene.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// A result builder for composing a collection of scenes into a single composite scene.
@resultBuilder
public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// A scene that presents a group of identically structured windows.
public struct WindowGroup<Content: View>: Scene {
    /// Creates a window group.
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("stand-in") }
}

extension Never: Scene {}
