// Stand-in, for type-checking only: SwiftUI's environment as the SwiftUI host and its URL glue
// use it, written from Apple's declarations on developer.apple.com/documentation/swiftui
// (EnvironmentValues, EnvironmentKey, Environment, OpenURLAction, EnvironmentValues/openURL).
// As in the SDK, OpenURLAction, its initializer and `openURL` are `@MainActor @preconcurrency`.
// On every platform the package claims: swiftui/openurlaction/init(handler:) lists iOS 15,
// macOS 12, tvOS 15, visionOS 1 and watchOS 8; swiftui/environmentvalues/openurl iOS 14, macOS 11,
// tvOS 14, visionOS 1 and watchOS 7.
import Foundation

/// A collection of environment values propagated through a view hierarchy.
public struct EnvironmentValues {
    /// Accesses the environment value associated with a custom key.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { fatalError("stand-in") }
        set {}
    }
}

/// A key for accessing values in the environment.
public protocol EnvironmentKey {
    /// The associated type representing the type of the environment key's value.
    associatedtype Value
    /// The default value for the environment key.
    static var defaultValue: Self.Value { get }
}

/// A property wrapper that reads a value from a view's environment.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// Creates an environment property to read the specified key path.
    nonisolated public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    /// The current value of the environment property.
    public var wrappedValue: Value { fatalError("stand-in") }
}

extension EnvironmentValues {
    /// An action that opens a URL.
    @MainActor @preconcurrency public var openURL: OpenURLAction {
        get { fatalError("stand-in") }
        set {}
    }
}

/// An action that opens a URL.
@MainActor @preconcurrency
public struct OpenURLAction {
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
    @MainActor @preconcurrency public init(handler: @escaping (URL) -> OpenURLAction.Result) {}
    /// Opens a URL, following system conventions.
    @MainActor public func callAsFunction(_ url: URL) {}
}
