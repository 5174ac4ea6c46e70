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
    let accepts: @Sendable (Substring) -> Bool
    /// Where typed captures of this converter rank at one position: lower first.
    let rank: Int

    /// A converter with a name and a check.
    ///
    /// - Parameters:
    ///   - name: An identifier (`[A-Za-z_][A-Za-z0-9_]*`) that is not a built-in converter's name.
    ///   - accepts: Whether a decoded, non-empty segment (or part of one) is acceptable.
    public init(_ name: String, accepts: @escaping @Sendable (Substring) -> Bool) {
        self.init(name: name, rank: ParameterConverter.customRank, accepts: accepts)
    }

    init(name: String, rank: Int, accepts: @escaping @Sendable (Substring) -> Bool) {
        self.name = name
        self.rank = rank
        self.accepts = accepts
    }

    static let customRank = 100

    /// `int`, `double`, `uuid`, `bool` in the order they are tried.
    static let builtIn: [String: ParameterConverter] = [
        "int": ParameterConverter(name: "int", rank: 0, accepts: isInt),
        "double": ParameterConverter(name: "double", rank: 1, accepts: isDouble),
        "uuid": ParameterConverter(name: "uuid", rank: 2, accepts: isUUID),
        "bool": ParameterConverter(name: "bool", rank: 3, accepts: { boolValue($0) != nil }),
    ]

    /// Optional `-`, decimal digits, and the value fits `Int`.
    static func isInt(_ text: Substring) -> Bool {
        let digits = text.utf8.first == .minus ? text.dropFirst() : text
        guard !digits.isEmpty, digits.utf8.allSatisfy(\.isASCIIDigit) else { return false }
        return Int(text) != nil
    }

    /// Optional sign, digits with an optional fraction, and an optional exponent; at least one digit.
    static func isDouble(_ text: Substring) -> Bool {
        var bytes = text.utf8[...]
        if let first = bytes.first, first == .plus || first == .minus { bytes = bytes.dropFirst() }
        let integer = bytes.prefix(while: \.isASCIIDigit)
        bytes = bytes.dropFirst(integer.count)
        var fraction = 0
        if bytes.first == .dot {
            bytes = bytes.dropFirst()
            fraction = bytes.prefix(while: \.isASCIIDigit).count
            bytes = bytes.dropFirst(fraction)
        }
        guard integer.count + fraction > 0 else { return false }
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == .plus || sign == .minus { bytes = bytes.dropFirst() }
            let exponent = bytes.prefix(while: \.isASCIIDigit).count
            guard exponent > 0 else { return false }
            bytes = bytes.dropFirst(exponent)
        }
        return bytes.isEmpty && Double(text) != nil
    }

    /// 8-4-4-4-12 hexadecimal digits, any case.
    static func isUUID(_ text: Substring) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 36 else { return false }
        for (index, byte) in bytes.enumerated() {
            if index == 8 || index == 13 || index == 18 || index == 23 {
                guard byte == .minus else { return false }
            } else {
                guard byte.hexValue != nil else { return false }
            }
        }
        return true
    }

    /// `true`/`false`/`1`/`0`/`yes`/`no`, any case.
    static func boolValue(_ text: Substring) -> Bool? {
        switch text.lowercased() {
        case "true", "1", "yes": true
        case "false", "0", "no": false
        default: nil
        }
    }
}
