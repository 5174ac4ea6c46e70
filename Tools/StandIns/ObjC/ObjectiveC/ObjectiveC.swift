// Stand-in, for type-checking only: the Swift overlay of Apple's ObjectiveC module, written from
// Apple's declarations on developer.apple.com/documentation/objectivec (ObjCBool, Selector,
// NSObject's Equatable and Hashable conformances, NSObjectProtocol). Built over the clang module
// of the headers beside it (`-import-underlying-module`); the bodies never run.
@_exported import ObjectiveC

/// The Objective-C BOOL type: Swift's `Bool` in imported and exported signatures.
@frozen
public struct ObjCBool: ExpressibleByBooleanLiteral, Sendable {
    private var value: Bool
    /// The value of `self`, expressed as a `Bool`.
    public var boolValue: Bool { value }
    public init(_ value: Bool) { self.value = value }
    public init(booleanLiteral value: Bool) { self.value = value }
}

/// The compiler's conversions between `Bool` and `ObjCBool`.
public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { ObjCBool(x) }
public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { x.boolValue }

/// An Objective-C selector (`SEL`), also written `#selector(...)`.
@frozen
public struct Selector: ExpressibleByStringLiteral, Hashable, Sendable {
    private var name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { self.name = value }
}

/// `NSObject`'s equality and hashing: `isEqual(_:)` and `hash`.
extension NSObject: Equatable, Hashable {
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs.isEqual(rhs) }
    public var hashValue: Int { hash }
    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
