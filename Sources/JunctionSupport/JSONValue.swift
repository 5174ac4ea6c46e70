/// A JSON value to write, whose objects keep their members in the order they were added, so the
/// same value is always the same text: the CLI's `--json` lines, the files the tools write
/// (`routes.json`, `apple-app-site-association`, `assetlinks.json`) and the remote maps' keys,
/// payloads and cache state.
///
/// Numbers are integers: nothing Junction writes has a fraction. Strings are written by
/// ``quoted(_:)``.
///
/// ```swift
/// let value = JSONValue.object(.init([("name", .string("product")), ("version", .number(2))]))
/// value.compact   // {"name":"product","version":2}
/// ```
public enum JSONValue: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// An integer, written in decimal.
    case number(Int)
    /// A string, written by ``quoted(_:)``.
    case string(String)
    /// An array, its elements in order.
    case array([JSONValue])
    /// An object, its members in the object's order.
    case object(Object)

    /// The value as JSON text on one line, with no space between tokens.
    public var compact: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let value): String(value)
        case .string(let text): Self.quoted(text)
        case .array(let values): "[" + values.map(\.compact).joined(separator: ",") + "]"
        case .object(let object):
            "{" + zip(object.keys, object.values).map { Self.quoted($0) + ":" + $1.compact }.joined(separator: ",") + "}"
        }
    }

    /// The value as JSON text with each array element and object member on a line of its own,
    /// indented two spaces more than `indent` (the indent of the line the value starts on), and
    /// `": "` after a key; an empty array or object is `[]` or `{}`. No newline at the end.
    public func pretty(indent: String) -> String {
        let inner = indent + "  "
        switch self {
        case .null, .bool, .number, .string: return compact
        case .array(let values):
            guard !values.isEmpty else { return "[]" }
            return "[\n" + values.map { inner + $0.pretty(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let object):
            guard !object.isEmpty else { return "{}" }
            return "{\n" + zip(object.keys, object.values).map { inner + Self.quoted($0) + ": " + $1.pretty(indent: inner) }
                .joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    /// `text` as a JSON string literal: in double quotes, `"` and `\` escaped, newline, return
    /// and tab as `\n`, `\r`, `\t`, and every other character that could break a line or reorder
    /// it (``DisplayEscaping/isDangerous(_:)``: controls, U+2028, U+2029, bidirectional controls)
    /// as `\u` and four lowercase hex digits, so the literal is one line and reads back as `text`
    /// exactly. Everything else, non-ASCII included, is written as it is.
    public static func quoted(_ text: String) -> String {
        DisplayEscaping.quotedLiteral(text) { scalar in
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
    }
}

extension JSONValue {
    /// A JSON object's members in the order they were added; a key appears once.
    public struct Object: Sendable, Equatable {
        /// The members' keys, in order.
        public private(set) var keys: [String] = []
        /// The members' values, in the order of ``keys``.
        public private(set) var values: [JSONValue] = []

        /// An object with `members`, in their order; a key given twice keeps the later value,
        /// placed where the later one stands.
        public init(_ members: [(String, JSONValue)] = []) {
            for (key, value) in members { self[key] = value }
        }

        /// Whether the object has no members.
        public var isEmpty: Bool { keys.isEmpty }

        /// The value of the member named `key`, or `nil` when there is none. Setting a value
        /// makes `key` the last member (removing it from where it stood); setting `nil`
        /// removes the member.
        public subscript(key: String) -> JSONValue? {
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

        /// Adds `key` with `value` as the last member; a member already named `key` is removed
        /// first. The same as `self[key] = value`.
        public mutating func append(_ key: String, _ value: JSONValue) {
            self[key] = value
        }
    }
}
