import Junction
import JunctionSupport

/// A JSON value that keeps its object members in the order they were added, so the CLI's
/// output matches CLI.md key for key.
enum JSONValue {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// Compact JSON text.
    var serialized: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .int(let value): String(value)
        case .string(let value): JSONValue.quoted(value)
        case .array(let values): "[" + values.map(\.serialized).joined(separator: ",") + "]"
        case .object(let object):
            "{" + zip(object.keys, object.values).map { JSONValue.quoted($0) + ":" + $1.serialized }
                .joined(separator: ",") + "}"
        }
    }

    /// A JSON string literal: quotes and backslashes escaped, and every character that could
    /// break a line or reorder it (`DisplayEscaping.isDangerous`: controls, U+2028, U+2029,
    /// bidirectional controls) written as `\uXXXX`, so the line is one line and the value is
    /// the text exactly.
    static func quoted(_ text: String) -> String {
        DisplayEscaping.quotedLiteral(text) { scalar in
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }
}

/// An object's members, in the order they were set.
struct JSONObject {
    private(set) var keys: [String] = []
    private(set) var values: [JSONValue] = []

    init(_ members: [(String, JSONValue)] = []) {
        for (key, value) in members { self[key] = value }
    }

    subscript(key: String) -> JSONValue? {
        get { keys.firstIndex(of: key).map { values[$0] } }
        set {
            if let index = keys.firstIndex(of: key) {
                keys.remove(at: index)
                values.remove(at: index)
            }
            if let newValue {
                keys.append(key)
                values.append(newValue)
            }
        }
    }
}
