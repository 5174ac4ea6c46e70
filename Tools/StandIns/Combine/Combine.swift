// Stand-in, for type-checking only: the parts of Combine the SwiftUI host uses, written from
// Apple's declarations on developer.apple.com/documentation/combine (Publisher, ObservableObject,
// ObservableObjectPublisher, Published; iOS 13, tvOS 13, watchOS 6, visionOS 1, macOS 10.15).

/// Declares that a type can transmit a sequence of values over time.
public protocol Publisher<Output, Failure> {
    /// The kind of values published.
    associatedtype Output
    /// The kind of errors this publisher might publish.
    associatedtype Failure: Error
}

/// A type of object with a publisher that emits before the object has changed.
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where Self.ObjectWillChangePublisher.Failure == Never
    /// A publisher that emits before the object has changed.
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object has changed.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// A publisher that publishes changes from observable objects.
final public class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    /// Creates an observable object publisher.
    public init() {}
    /// Sends the changed value to the downstream subscriber.
    final public func send() {}
}

/// A type that publishes a property marked with an attribute.
@propertyWrapper
public struct Published<Value> {
    private var value: Value
    /// Creates the published instance with an initial wrapped value.
    public init(wrappedValue: Value) { value = wrappedValue }
    /// Creates the published instance with an initial value.
    public init(initialValue: Value) { value = initialValue }
    /// Unavailable: a published property lives in a class, which reaches it as below.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("stand-in") }
        set { fatalError("stand-in") }
    }

    /// The property of an observable object.
    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf, wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set { object[keyPath: storageKeyPath].value = newValue }
    }
}
