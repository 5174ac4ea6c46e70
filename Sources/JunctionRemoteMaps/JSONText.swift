import Junction
import JunctionSupport

/// JSON text written by Junction (keys, payloads, the cache's state).
enum JSONText {
    /// `text` as a JSON string, with every character that could break or reorder a line written
    /// as `\uXXXX`, as the CLI's JSON output does.
    static func quoted(_ text: String) -> String {
        DisplayEscaping.quotedLiteral(text) { scalar in
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }
}
