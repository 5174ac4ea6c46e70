import Yams

/// How a YAML scalar is typed: by Junction's own rules on the scalar's text, never by Yams's
/// constructors (YAML 1.1 reads `4:44:44:44` as a base-60 integer, and Yams traps when one
/// overflows), so no scalar can stop the process.
///
/// The rules are YAML 1.2's core schema:
/// - a quoted, literal (`|`) or folded (`>`) scalar, or one tagged `!!str` or `!`, is a string;
/// - a plain scalar that is empty, `~`, `null`, `Null` or `NULL` is null;
/// - `true`, `True`, `TRUE`, `false`, `False`, `FALSE` are booleans (`yes`, `no`, `on`, `off`
///   are strings);
/// - decimal integers (`12`, `-3`, `+7`), `0o17`, `0x1F`, decimals and exponents (`1.5`,
///   `.5`, `2e3`), `.inf`, `-.inf` and `.nan` are numbers, kept as the text written;
/// - everything else (`4:44:44`, `2001-12-14`, `1_000`) is a string.
///
/// Any other tag (`!!int`, `!!binary`, `!custom`) is refused: a route map has no use for one.
extension YAMLMapReader {
    /// A scalar's value as a map node.
    func scalarNode(_ scalar: Node.Scalar, at location: RouteMapLocation) throws(RouteMapError) -> MapNode {
        switch scalar.tag.rawValue {
        case Tag.Name.implicit.rawValue:
            break
        case Tag.Name.str.rawValue, "!":
            return MapNode(value: .scalar(scalar.string, .string), location: location)
        case let tag:
            throw RouteMapError(file: file, location: location, message: "the tag \"\(tag)\" is not read in route maps; write the value without it")
        }
        guard scalar.style == .plain else { return MapNode(value: .scalar(scalar.string, .string), location: location) }
        let text = scalar.string
        switch Self.plainKind(text) {
        case .null: return MapNode(value: .null, location: location)
        case .bool: return MapNode(value: .scalar(text.lowercased(), .bool), location: location)
        case .number: return MapNode(value: .scalar(text, .number), location: location)
        case .string: return MapNode(value: .scalar(text, .string), location: location)
        }
    }

    /// What a plain, untagged scalar is.
    enum PlainKind: Equatable {
        case null, bool, number, string
    }

    /// The kind of a plain, untagged scalar, by the rules above.
    static func plainKind(_ text: String) -> PlainKind {
        switch text {
        case "", "~", "null", "Null", "NULL": .null
        case "true", "True", "TRUE", "false", "False", "FALSE": .bool
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF", ".nan", ".NaN", ".NAN": .number
        default: isNumber(Array(text.utf8)) ? .number : .string
        }
    }

    /// Whether text is a YAML 1.2 core integer or float: `[-+]?[0-9]+`, `0o[0-7]+`,
    /// `0x[0-9a-fA-F]+`, or `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`.
    static func isNumber(_ bytes: [UInt8]) -> Bool {
        func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        func isHex(_ byte: UInt8) -> Bool {
            isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
        }
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0") {
            let rest = bytes.dropFirst(2)
            if bytes[1] == UInt8(ascii: "o") { return rest.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "7")).contains($0) } }
            if bytes[1] == UInt8(ascii: "x") { return rest.allSatisfy(isHex) }
        }
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            return index - start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        let whole = digits()
        var fraction = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            fraction = digits()
            // `.5` needs digits after the point; `5.` does not.
            if whole == 0, fraction == 0 { return false }
        } else if whole == 0 {
            return false
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            if digits() == 0 { return false }
        }
        return index == bytes.count
    }
}
