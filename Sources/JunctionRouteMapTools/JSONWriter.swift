import Junction
import JunctionSupport

/// Pretty-printed JSON with object members in the order they were added, so a written file is
/// the same on every run and reads in the order its format documents.
enum JSONWriter {
    indirect enum Value {
        case bool(Bool)
        case number(Int)
        case string(String)
        case array([Value])
        case object(Object)

        /// The value, nested levels indented by two spaces more than `indent`.
        func pretty(indent: String) -> String {
            let inner = indent + "  "
            switch self {
            case .bool(let value): return value ? "true" : "false"
            case .number(let value): return String(value)
            case .string(let text): return JSONWriter.quoted(text)
            case .array(let values):
                guard !values.isEmpty else { return "[]" }
                return "[\n" + values.map { inner + $0.pretty(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
            case .object(let object):
                guard !object.members.isEmpty else { return "{}" }
                return "{\n" + object.members.map { inner + JSONWriter.quoted($0.key) + ": " + $0.value.pretty(indent: inner) }
                    .joined(separator: ",\n") + "\n\(indent)}"
            }
        }
    }

    /// An object's members, in the order appended.
    struct Object {
        private(set) var members: [(key: String, value: Value)] = []

        mutating func append(_ key: String, _ value: Value) {
            members.append((key, value))
        }
    }

    /// A JSON string: quotes and backslashes escaped, and every character that could break a
    /// line or reorder it written as `\uXXXX`.
    static func quoted(_ text: String) -> String {
        DisplayEscaping.quotedLiteral(text) { scalar in
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
    }

    /// `{"caseSensitive": ..., "percentEncoded": ...}` with the settings given, or `nil` for none.
    static func settings(_ settings: AppSiteAssociation.Settings) -> Value? {
        var object = Object()
        if let value = settings.caseSensitive { object.append("caseSensitive", .bool(value)) }
        if let value = settings.percentEncoded { object.append("percentEncoded", .bool(value)) }
        return object.members.isEmpty ? nil : .object(object)
    }
}
