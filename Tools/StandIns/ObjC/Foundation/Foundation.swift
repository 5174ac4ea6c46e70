// Stand-in, for type-checking only: the Swift overlay of Apple's Foundation, written from Apple's
// declarations on developer.apple.com/documentation/foundation (URL, UUID, Data, Date,
// StringProtocol's range(of:options:) and components(separatedBy:), String.CompareOptions,
// JSONEncoder, JSONEncoder.OutputFormatting, TimeInterval, LocalizedError, CustomNSError, Error's
// localizedDescription, and the bridging of String, Array, Dictionary, Set, AnyHashable, the
// numbers, Bool, URL, UUID, Data, Date and Error to NSString, NSArray, NSDictionary, NSSet,
// NSObject, NSNumber, NSURL, NSUUID, NSData, NSDate and NSError). Built over the clang module of
// the headers beside it (`-import-underlying-module`).
//
// The bridging conformances are what Swift's type checker asks for when it decides whether a
// declaration can be `@objc` and what the generated header calls its types; their bodies never
// run (nothing here is linked). The value types keep enough of Apple's API for Junction's core
// modules (`import struct Foundation.URL`, `UUID`, `class Foundation.JSONEncoder`,
// `protocol Foundation.LocalizedError`) to type-check over this module.
@_exported import Foundation
@_exported import ObjectiveC
// Apple's Foundation re-exports Dispatch (DispatchQueue...); this one re-exports Linux's.
@_exported import Dispatch

private func standIn() -> Never { fatalError("stand-in Foundation: type-checking only") }

/// A number of seconds (`NSTimeInterval` in Objective-C).
public typealias TimeInterval = Double

// MARK: - Bridging (_ObjectiveCBridgeable, the standard library's protocol for `as` bridging)

extension String: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSString { standIn() }
    public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout String?) { standIn() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout String?) -> Bool { standIn() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> String { standIn() }
}

extension Array: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSArray { standIn() }
    public static func _forceBridgeFromObjectiveC(_ source: NSArray, result: inout [Element]?) { standIn() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSArray, result: inout [Element]?) -> Bool { standIn() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSArray?) -> [Element] { standIn() }
}

extension Dictionary: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSDictionary { standIn() }
    public static func _forceBridgeFromObjectiveC(_ source: NSDictionary, result: inout [Key: Value]?) { standIn() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSDictionary, result: inout [Key: Value]?) -> Bool { standIn() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDictionary?) -> [Key: Value] { standIn() }
}

extension Set: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSSet { standIn() }
    public static func _forceBridgeFromObjectiveC(_ source: NSSet, result: inout Set<Element>?) { standIn() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSSet, result: inout Set<Element>?) -> Bool { standIn() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSSet?) -> Set<Element> { standIn() }
}

extension AnyHashable: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSObject { standIn() }
    public static func _forceBridgeFromObjectiveC(_ source: NSObject, result: inout AnyHashable?) { standIn() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSObject, result: inout AnyHashable?) -> Bool { standIn() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSObject?) -> AnyHashable { standIn() }
}

/// The numbers and `Bool`, bridged to `NSNumber` as Apple's overlay bridges them.
public protocol _StandInNumberBridgeable: _ObjectiveCBridgeable where _ObjectiveCType == NSNumber {}
extension _StandInNumberBridgeable {
    public func _bridgeToObjectiveC() -> NSNumber { standIn() }
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout Self?) { standIn() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout Self?) -> Bool { standIn() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> Self { standIn() }
}
extension Int: @retroactive _ObjectiveCBridgeable, _StandInNumberBridgeable { public typealias _ObjectiveCType = NSNumber }
extension Int8: @retroactive _ObjectiveCBridgeable, _StandInNumberBridgeable { public typealias _ObjectiveCType = NSNumber }
extension Int16: @retroactive _ObjectiveCBridgeable, _StandInNumberBridgeable { public typealias _ObjectiveCType = NSNumber }
extension Int32: @retroactive _ObjectiveCBridgeable, _StandInNumberBridgeable { public typealias _ObjectiveCType = NSNumber }
extension Int64: @retroactive _ObjectiveCBridgeable, _StandInNumberBridgeable { public typealias _ObjectiveCType = NSNumber }
extension UInt: @retroactive _ObjectiveCBridgeable, _StandInNumberBridgeable { public typealias _ObjectiveCType = NSNumber }
extension UInt8: @retroactive _ObjectiveCBridgeable, _StandInNumberBridgeable { public typealias _ObjectiveCType = NSNumber }
extension UInt16: @retroactive _ObjectiveCBridgeable, _StandInNumberBridgeable { public typealias _ObjectiveCType = NSNumber }
extension UInt32: @retroactive _ObjectiveCBridgeable, _StandInNumberBridgeable { public typealias _ObjectiveCType = NSNumber }
extension UInt64: @retroactive _ObjectiveCBridgeable, _StandInNumberBridgeable { public typealias _ObjectiveCType = NSNumber }
extension Float: @retroactive _ObjectiveCBridgeable, _StandInNumberBridgeable { public typealias _ObjectiveCType = NSNumber }
extension Double: @retroactive _ObjectiveCBridgeable, _StandInNumberBridgeable { public typealias _ObjectiveCType = NSNumber }
extension Bool: @retroactive _ObjectiveCBridgeable, _StandInNumberBridgeable { public typealias _ObjectiveCType = NSNumber }

// MARK: - Strings

extension NSString {
    /// Options for string comparison and search (Swift's `String.CompareOptions`).
    public struct CompareOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let caseInsensitive = CompareOptions(rawValue: 1)
        public static let literal = CompareOptions(rawValue: 2)
        public static let backwards = CompareOptions(rawValue: 4)
        public static let anchored = CompareOptions(rawValue: 8)
    }
}

extension String {
    public typealias CompareOptions = NSString.CompareOptions
}

extension StringProtocol {
    /// Finds and returns the range of the first occurrence of a given string within the string.
    public func range<T: StringProtocol>(of aString: T, options mask: String.CompareOptions = []) -> Range<Index>? { standIn() }
    /// Returns an array containing substrings from the string that have been divided by a given separator.
    public func components<T: StringProtocol>(separatedBy separator: T) -> [String] { standIn() }
}

// MARK: - Errors

/// `NSError` is an `Error`: a Swift `throw` of one, and `error as NSError` of any.
extension NSError: Error {}

/// The compiler's conversions between `Error` and `NSError` (`@objc` methods that throw).
public func _convertErrorToNSError(_ error: any Error) -> NSError { standIn() }
public func _convertNSErrorToError(_ error: NSError?) -> any Error { standIn() }

extension Error {
    /// Retrieve the localized description for this error.
    public var localizedDescription: String { standIn() }
}

/// Describes an error that provides localized messages describing why an error occurred and
/// provides more information about the error.
public protocol LocalizedError: Error {
    /// A localized message describing what error occurred.
    var errorDescription: String? { get }
    /// A localized message describing the reason for the failure.
    var failureReason: String? { get }
    /// A localized message describing how one might recover from the failure.
    var recoverySuggestion: String? { get }
    /// A localized message providing "help" text if the user requests help.
    var helpAnchor: String? { get }
}

extension LocalizedError {
    public var errorDescription: String? { nil }
    public var failureReason: String? { nil }
    public var recoverySuggestion: String? { nil }
    public var helpAnchor: String? { nil }
}

/// Describes an error type that specifically provides a domain, code, and user-info dictionary.
public protocol CustomNSError: Error {
    /// The domain of the error.
    static var errorDomain: String { get }
    /// The error code within the given domain.
    var errorCode: Int { get }
    /// The user-info dictionary.
    var errorUserInfo: [String: Any] { get }
}

extension CustomNSError {
    public static var errorDomain: String { standIn() }
    public var errorCode: Int { standIn() }
    public var errorUserInfo: [String: Any] { [:] }
}

// MARK: - Value types

/// A value that identifies the location of a resource, such as an item on a remote server or
/// the path to a local file.
public struct URL: Hashable, Sendable, Codable, CustomStringConvertible, _ObjectiveCBridgeable {
    /// Creates a URL instance from the provided string; nil if the string is not a valid URL.
    public init?(string: String) { standIn() }
    /// Initializes a newly created file URL referencing the local file or directory at path.
    public init(fileURLWithPath path: String) { standIn() }
    /// Returns the absolute string for the URL.
    public var absoluteString: String { standIn() }
    public var scheme: String? { standIn() }
    public var host: String? { standIn() }
    public var port: Int? { standIn() }
    public var path: String { standIn() }
    public var query: String? { standIn() }
    public var fragment: String? { standIn() }
    public var description: String { standIn() }
    public init(from decoder: any Decoder) throws { standIn() }
    public func encode(to encoder: any Encoder) throws { standIn() }

    public func _bridgeToObjectiveC() -> NSURL { standIn() }
    public static func _forceBridgeFromObjectiveC(_ source: NSURL, result: inout URL?) { standIn() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSURL, result: inout URL?) -> Bool { standIn() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSURL?) -> URL { standIn() }
}

/// A universally unique value to identify types, interfaces, and other items.
public struct UUID: Hashable, Sendable, Codable, CustomStringConvertible, _ObjectiveCBridgeable {
    /// Creates a UUID with RFC 4122 version 4 random bytes.
    public init() { standIn() }
    /// Creates a UUID from a string representation; nil if the string is not a UUID.
    public init?(uuidString string: String) { standIn() }
    /// Returns a string created from the UUID, such as "E621E1F8-C36C-495A-93FC-0C247A3E6E5F".
    public var uuidString: String { standIn() }
    public var description: String { standIn() }
    public init(from decoder: any Decoder) throws { standIn() }
    public func encode(to encoder: any Encoder) throws { standIn() }

    public func _bridgeToObjectiveC() -> NSUUID { standIn() }
    public static func _forceBridgeFromObjectiveC(_ source: NSUUID, result: inout UUID?) { standIn() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSUUID, result: inout UUID?) -> Bool { standIn() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSUUID?) -> UUID { standIn() }
}

/// A byte buffer in memory.
public struct Data: RandomAccessCollection, MutableCollection, Hashable, Sendable, Codable, _ObjectiveCBridgeable {
    public typealias Index = Int
    public typealias Element = UInt8
    public typealias Indices = Range<Int>
    public init() { standIn() }
    public init<S: Sequence>(_ elements: S) where S.Element == UInt8 { standIn() }
    public var startIndex: Int { standIn() }
    public var endIndex: Int { standIn() }
    public subscript(position: Int) -> UInt8 {
        get { standIn() }
        set { standIn() }
    }
    public subscript(bounds: Range<Int>) -> Data {
        get { standIn() }
        set { standIn() }
    }
    public init(from decoder: any Decoder) throws { standIn() }
    public func encode(to encoder: any Encoder) throws { standIn() }

    public func _bridgeToObjectiveC() -> NSData { standIn() }
    public static func _forceBridgeFromObjectiveC(_ source: NSData, result: inout Data?) { standIn() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSData, result: inout Data?) -> Bool { standIn() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSData?) -> Data { standIn() }
}

/// A specific point in time, independent of any calendar or time zone.
public struct Date: Comparable, Hashable, Sendable, Codable, _ObjectiveCBridgeable {
    /// Returns a date initialized to the current date and time.
    public init() { standIn() }
    /// Returns a date initialized relative to 00:00:00 UTC on 1 January 1970 by a given number of seconds.
    public init(timeIntervalSince1970: Double) { standIn() }
    public var timeIntervalSince1970: Double { standIn() }
    public static func < (lhs: Date, rhs: Date) -> Bool { standIn() }
    public init(from decoder: any Decoder) throws { standIn() }
    public func encode(to encoder: any Encoder) throws { standIn() }

    public func _bridgeToObjectiveC() -> NSDate { standIn() }
    public static func _forceBridgeFromObjectiveC(_ source: NSDate, result: inout Date?) { standIn() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSDate, result: inout Date?) -> Bool { standIn() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDate?) -> Date { standIn() }
}

/// An object that encodes instances of a data type as JSON objects.
open class JSONEncoder {
    /// The formatting of the output JSON data.
    public struct OutputFormatting: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Produce human-readable JSON with indented output.
        public static let prettyPrinted = OutputFormatting(rawValue: 1 << 0)
        /// Produce JSON with dictionary keys sorted in lexicographic order.
        public static let sortedKeys = OutputFormatting(rawValue: 1 << 1)
        /// By default slashes get escaped ("/" → "\/"); this option prevents that.
        public static let withoutEscapingSlashes = OutputFormatting(rawValue: 1 << 3)
    }
    /// A value that determines the readability, size, and element order of the encoded JSON object.
    open var outputFormatting: OutputFormatting = []
    /// Creates a new, reusable JSON encoder with the default formatting settings and encoding strategies.
    public init() {}
    /// Returns a JSON-encoded representation of the value you supply.
    open func encode<T: Encodable>(_ value: T) throws -> Data { standIn() }
}

/// An object that decodes instances of a data type from JSON objects.
open class JSONDecoder {
    /// Creates a new, reusable JSON decoder with the default formatting settings and decoding strategies.
    public init() {}
    /// Returns a value of the type you specify, decoded from a JSON object.
    open func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T { standIn() }
}
