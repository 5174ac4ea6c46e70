import struct Foundation.UUID

/// A type that a route parameter's text converts to.
///
/// `String`, the integer types, `Double`, `Float`, `Bool` and `UUID` conform. Make your own
/// types conform in one line when they are `LosslessStringConvertible` or `RawRepresentable`
/// with a convertible raw value:
///
/// ```swift
/// enum Tab: String, RouteParameterValue { case home, cart }
/// let tab = try parameters.require("tab", as: Tab.self)
/// ```
public protocol RouteParameterValue: Sendable {
    /// The value for a parameter's decoded text, or `nil` when the text does not convert.
    init?(routeParameter text: String)

    /// What a valid value looks like, for error messages ("an integer").
    static var routeParameterExpectation: String { get }
}

extension RouteParameterValue {
    /// "a value of type T".
    public static var routeParameterExpectation: String { "a value of type \(Self.self)" }
}

extension RouteParameterValue where Self: LosslessStringConvertible {
    /// The value `LosslessStringConvertible` reads from the text.
    public init?(routeParameter text: String) { self.init(text) }
}

extension RouteParameterValue where Self: RawRepresentable, RawValue: RouteParameterValue {
    /// The case whose raw value converts from the text.
    public init?(routeParameter text: String) {
        guard let raw = RawValue(routeParameter: text) else { return nil }
        self.init(rawValue: raw)
    }

    /// "one of the raw values of T".
    public static var routeParameterExpectation: String { "a raw value of \(Self.self)" }
}

extension String: RouteParameterValue {
    /// Any text.
    public init?(routeParameter text: String) { self = text }
    /// "text".
    public static var routeParameterExpectation: String { "text" }
}

extension Substring: RouteParameterValue {
    /// Any text.
    public init?(routeParameter text: String) { self = text[...] }
    /// "text".
    public static var routeParameterExpectation: String { "text" }
}

/// Integers read as the `int` converter reads them: an optional `-` and decimal digits that fit.
extension RouteParameterValue where Self: FixedWidthInteger {
    /// The integer the decimal text names, if it fits.
    public init?(routeParameter text: String) {
        let digits = text.utf8.first == .minus ? text.utf8.dropFirst() : text.utf8[...]
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else { return nil }
        self.init(text, radix: 10)
    }

    /// "an integer" with the type's range.
    public static var routeParameterExpectation: String { "an integer (\(Self.self))" }
}

extension Int: RouteParameterValue {}
extension Int8: RouteParameterValue {}
extension Int16: RouteParameterValue {}
extension Int32: RouteParameterValue {}
extension Int64: RouteParameterValue {}
extension UInt: RouteParameterValue {}
extension UInt8: RouteParameterValue {}
extension UInt16: RouteParameterValue {}
extension UInt32: RouteParameterValue {}
extension UInt64: RouteParameterValue {}

extension Double: RouteParameterValue {
    /// The number, read as the `double` converter reads it (no `inf`, `nan`, hex or `_`).
    public init?(routeParameter text: String) {
        guard ParameterConverter.BuiltIn.double.accepts(text), let value = Double(text) else { return nil }
        self = value
    }
    /// "a number".
    public static var routeParameterExpectation: String { "a number" }
}

extension Float: RouteParameterValue {
    /// The number, read as the `double` converter reads it.
    public init?(routeParameter text: String) {
        guard ParameterConverter.BuiltIn.double.accepts(text), let value = Float(text) else { return nil }
        self = value
    }
    /// "a number".
    public static var routeParameterExpectation: String { "a number" }
}

extension Bool: RouteParameterValue {
    /// `true`/`false`/`1`/`0`/`yes`/`no`, any case.
    public init?(routeParameter text: String) {
        guard let value = ParameterConverter.boolValue(text) else { return nil }
        self = value
    }
    /// "true, false, 1, 0, yes or no".
    public static var routeParameterExpectation: String { "true, false, 1, 0, yes or no" }
}

extension UUID: RouteParameterValue {
    /// The UUID in 8-4-4-4-12 hexadecimal form, any case.
    public init?(routeParameter text: String) {
        guard ParameterConverter.BuiltIn.uuid.accepts(text), let value = UUID(uuidString: text) else { return nil }
        self = value
    }
    /// "a UUID".
    public static var routeParameterExpectation: String { "a UUID (8-4-4-4-12 hexadecimal digits)" }
}
