/// A named check for a typed capture, such as `int` in `{id:int}`.
///
/// Junction has the converters `int`, `double`, `bool`, `uuid` and `string`. A router can add
/// its own, for an allow-list or an id format:
///
/// ```swift
/// let router = Router()
/// try router.add(ParameterConverter("tab") { ["home", "cart", "me"].contains($0) })
/// try router.register("shop://tab/{name:tab}") { _ in }
/// ```
///
/// A converter only decides whether a segment matches; the parameter's value stays the text
/// the URL wrote, and typed access converts it (``RouteParameters/require(_:as:)``).
public struct ParameterConverter: Sendable {
    /// The name patterns use after the colon.
    public let name: String
    let kind: Kind
    /// Where typed captures of this converter rank at one position: lower first.
    let rank: Int

    enum Kind: Sendable {
        case int, double, uuid, bool
        case custom(@Sendable (Substring) -> Bool)
    }

    /// A converter with a name and a check.
    ///
    /// - Parameters:
    ///   - name: An identifier (`[A-Za-z_][A-Za-z0-9_]*`) that is not a built-in converter's name.
    ///   - accepts: Whether a decoded, non-empty segment (or part of one) is acceptable.
    public init(_ name: String, accepts: @escaping @Sendable (Substring) -> Bool) {
        self.init(name: name, rank: ParameterConverter.customRank, kind: .custom(accepts))
    }

    init(name: String, rank: Int, kind: Kind) {
        self.name = name
        self.rank = rank
        self.kind = kind
    }

    static let customRank = 100

    /// Where typed captures with the converter named `name` are tried among the others at one
    /// position: the built-in converters' places, then every custom converter, by name.
    static func builtInOrder(of name: String) -> Int {
        builtIn[name]?.rank ?? customRank
    }

    /// `int`, `double`, `uuid`, `bool`, ranked in the order they are tried.
    static let builtIn: [String: ParameterConverter] = [
        "int": ParameterConverter(name: "int", rank: 0, kind: .int),
        "double": ParameterConverter(name: "double", rank: 1, kind: .double),
        "uuid": ParameterConverter(name: "uuid", rank: 2, kind: .uuid),
        "bool": ParameterConverter(name: "bool", rank: 3, kind: .bool),
    ]

    /// Whether the converter accepts a decoded, non-empty text, as it would in a path segment.
    ///
    /// ```swift
    /// router.converter(named: "int")?.accepts("42")   // true
    /// ```
    public func accepts(_ text: String) -> Bool {
        !text.isEmpty && accepts(text[...])
    }

    /// Whether the converter accepts a decoded text.
    func accepts(_ text: Substring) -> Bool {
        if case .custom(let accepts) = kind { return accepts(text) }
        var copy = String(text)
        return copy.withUTF8 { accepts($0) }
    }

    /// ``intCode`` … ``boolCode`` for the built-in `int`, `double`, `uuid` and `bool`;
    /// ``customCode`` for a custom converter.
    var builtInCode: UInt8 {
        switch kind {
        case .int: ParameterConverter.intCode
        case .double: ParameterConverter.doubleCode
        case .uuid: ParameterConverter.uuidCode
        case .bool: ParameterConverter.boolCode
        case .custom: ParameterConverter.customCode
        }
    }

    static let intCode: UInt8 = 0
    static let doubleCode: UInt8 = 1
    static let uuidCode: UInt8 = 2
    static let boolCode: UInt8 = 3
    static let customCode: UInt8 = 255

    /// Whether the built-in converter with that code accepts decoded bytes.
    @inline(__always)
    static func builtInAccepts(_ code: UInt8, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch code {
        case intCode: isInt(bytes)
        case doubleCode: isDouble(bytes)
        case uuidCode: isUUID(bytes)
        default: boolValue(bytes) != nil
        }
    }

    /// Whether the converter accepts decoded bytes; built-in converters read them without allocating.
    func accepts(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch kind {
        case .int: ParameterConverter.isInt(bytes)
        case .double: ParameterConverter.isDouble(bytes)
        case .uuid: ParameterConverter.isUUID(bytes)
        case .bool: ParameterConverter.boolValue(bytes) != nil
        case .custom(let accepts): accepts(String(decoding: bytes, as: UTF8.self)[...])
        }
    }

    /// Optional `-`, decimal digits, and the value fits `Int`.
    static func isInt(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let negative = bytes.first == .minus
        if negative { index = 1 }
        guard index < bytes.count else { return false }
        var value = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte.isASCIIDigit else { return false }
            let digit = Int(byte - 0x30)
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
            if overflow1 || overflow2 { return false }
            value = next
            index += 1
        }
        return true
    }

    /// Optional sign, digits with an optional fraction, and an optional exponent; at least one digit.
    static func isDouble(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        func digits() -> Int {
            let start = index
            while index < count, bytes[index].isASCIIDigit { index += 1 }
            return index - start
        }
        if index < count, bytes[index] == .plus || bytes[index] == .minus { index += 1 }
        var mantissa = digits()
        if index < count, bytes[index] == .dot {
            index += 1
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if index < count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < count, bytes[index] == .plus || bytes[index] == .minus { index += 1 }
            guard digits() > 0 else { return false }
        }
        return index == count
    }

    /// 8-4-4-4-12 hexadecimal digits, any case.
    static func isUUID(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count == 36 else { return false }
        for index in 0..<36 {
            if index == 8 || index == 13 || index == 18 || index == 23 {
                guard bytes[index] == .minus else { return false }
            } else {
                guard bytes[index].hexValue != nil else { return false }
            }
        }
        return true
    }

    /// `true`/`false`/`1`/`0`/`yes`/`no`, any case.
    static func boolValue(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        func equals(_ word: StaticString) -> Bool {
            guard word.utf8CodeUnitCount == bytes.count else { return false }
            let letters = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
            return zip(bytes, letters).allSatisfy { $0.asciiLowercased == $1 }
        }
        if equals("true") || equals("1") || equals("yes") { return true }
        if equals("false") || equals("0") || equals("no") { return false }
        return nil
    }

    /// Whether the built-in converter of that kind accepts a text.
    static func accepts(_ kind: Kind, _ text: String) -> Bool {
        ParameterConverter(name: "", rank: 0, kind: kind).accepts(text[...])
    }

    /// The `Bool` a text names, read as the `bool` converter reads it.
    static func boolValue(_ text: Substring) -> Bool? {
        var copy = String(text)
        return copy.withUTF8 { boolValue($0) }
    }
}
