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

    enum Kind: Sendable {
        case builtIn(BuiltIn)
        case custom(@Sendable (Substring) -> Bool)
    }

    /// The built-in converters, in the order typed captures are tried (ROUTING.md §3): the one
    /// list of them.
    enum BuiltIn: UInt8, CaseIterable, Sendable {
        case int, double, uuid, bool

        var name: String {
            switch self {
            case .int: "int"
            case .double: "double"
            case .uuid: "uuid"
            case .bool: "bool"
            }
        }

        /// Whether the converter accepts decoded bytes, read in place.
        func accepts(_ bytes: LentBuffer<UInt8>) -> Bool {
            switch self {
            case .int: ParameterConverter.isInt(bytes)
            case .double: ParameterConverter.isDouble(bytes)
            case .uuid: ParameterConverter.isUUID(bytes)
            case .bool: ParameterConverter.boolValue(bytes) != nil
            }
        }

        /// Whether the converter accepts a text.
        func accepts(_ text: some StringProtocol) -> Bool {
            String(text).withUTF8Bytes { accepts($0) }
        }
    }

    /// A converter with a name and a check.
    ///
    /// - Parameters:
    ///   - name: An identifier (`[A-Za-z_][A-Za-z0-9_]*`) that is not a built-in converter's name.
    ///   - accepts: Whether a decoded, non-empty segment (or part of one) is acceptable.
    public init(_ name: String, accepts: @escaping @Sendable (Substring) -> Bool) {
        self.name = name
        kind = .custom(accepts)
    }

    /// A converter that accepts only `values`, exactly as written: an allow-list, as a route map
    /// declares one (`"campaign": ["login-qr-code"]`).
    ///
    /// ```swift
    /// try router.add(ParameterConverter("campaign", allowing: ["login-qr-code"]))
    /// ```
    public init(_ name: String, allowing values: some Sequence<String>) {
        let allowed = Set(values)
        self.init(name) { allowed.contains(String($0)) }
    }

    /// `webURL`: a web page's address, as a browser reads it: `http` or `https`, with a host and
    /// no user info (`javascript:alert(1)`, `file:///etc/passwd` and `https://a@b.example` are
    /// refused), for a value a web view will load. Add it to a router (or declare it in a route
    /// map, `"link": "webURL"`) to type a capture or an attribute with it.
    ///
    /// ```swift
    /// try router.add(ParameterConverter.webURL)
    /// try navigator.registerPage("browser://open-url", name: "open", attributes: [RouteAttribute(name: "url", type: "webURL", isRequired: true)])
    /// ```
    public static let webURL = ParameterConverter("webURL") { text in
        guard let url = try? RouteURL(String(text)), case .success = WebURL.read(url) else { return false }
        return true
    }

    private init(_ builtIn: BuiltIn) {
        name = builtIn.name
        kind = .builtIn(builtIn)
    }

    /// The built-in converters, in precedence order.
    static let builtIns = BuiltIn.allCases.map(ParameterConverter.init)
    /// The built-in converters by name.
    static let builtIn = Dictionary(uniqueKeysWithValues: builtIns.map { ($0.name, $0) })

    /// A typed capture's converter name read from a pattern's bytes: `nil` for `string`, which
    /// accepts any segment, and a built-in converter's own name without making a `String`.
    static func name(in bytes: LentBuffer<UInt8>) -> String? {
        for (utf8, name) in builtInNames where utf8.count == bytes.count && bytes.elementsEqual(0..<bytes.count, utf8, from: 0) {
            return name
        }
        return String(decoding: bytes)
    }

    private static let builtInNames = [(Array("string".utf8), nil)] + BuiltIn.allCases.map { (Array($0.name.utf8), $0.name) }

    /// Where typed captures with the converter named `name` are tried among the others at one
    /// position: the built-in converters' places, then every custom converter (by name, in
    /// ``SegmentRank``).
    static func builtInOrder(of name: String) -> Int {
        BuiltIn.allCases.firstIndex { $0.name == name } ?? BuiltIn.allCases.count
    }

    /// The built-in converter this is, or `nil` for a custom one.
    var builtIn: BuiltIn? {
        if case .builtIn(let builtIn) = kind { return builtIn }
        return nil
    }

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
        switch kind {
        case .builtIn(let builtIn): builtIn.accepts(text)
        case .custom(let accepts): accepts(text)
        }
    }

    /// Whether the converter accepts decoded bytes; built-in converters read them without allocating.
    func accepts(_ bytes: LentBuffer<UInt8>) -> Bool {
        switch kind {
        case .builtIn(let builtIn): builtIn.accepts(bytes)
        case .custom(let accepts): accepts(String(decoding: bytes)[...])
        }
    }

    /// Optional `-`, decimal digits, and the value fits `Int`.
    static func isInt(_ bytes: LentBuffer<UInt8>) -> Bool {
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
    static func isDouble(_ bytes: LentBuffer<UInt8>) -> Bool {
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
    static func isUUID(_ bytes: LentBuffer<UInt8>) -> Bool {
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
    static func boolValue(_ bytes: LentBuffer<UInt8>) -> Bool? {
        func equals(_ word: String) -> Bool {
            word.utf8.count == bytes.count && zip(bytes, word.utf8).allSatisfy { $0.asciiLowercased == $1 }
        }
        if equals("true") || equals("1") || equals("yes") { return true }
        if equals("false") || equals("0") || equals("no") { return false }
        return nil
    }

    /// The `Bool` a text names, read as the `bool` converter reads it.
    static func boolValue(_ text: some StringProtocol) -> Bool? {
        String(text).withUTF8Bytes { boolValue($0) }
    }
}
