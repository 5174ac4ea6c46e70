import Foundation
import Junction
import JunctionSupport

/// How the generator spells types, values, names and comments in Swift.
extension SwiftGenerator {
    // MARK: Swift spelling

    static func swiftType(_ type: String) -> String {
        switch type {
        case "int": "Swift.Int"
        case "double": "Swift.Double"
        case "bool": "Swift.Bool"
        case "uuid": "Foundation.UUID"
        default: "Swift.String"
        }
    }

    /// The expression that writes a value of a Swift type as parameter text.
    static func text(_ identifier: String, _ swiftType: String) -> String {
        switch swiftType {
        case "Swift.String": identifier
        case "Foundation.UUID": "\(identifier).uuidString"
        default: "Swift.String(\(identifier))"
        }
    }

    /// A default as a Swift literal of its type; `nil` when the type rejects it.
    static func literal(_ value: String, type: String) -> String? {
        // Read as the router reads parameters, so a default the router would refuse is refused.
        switch type {
        case "int": Int(routeParameter: value).map(String.init)
        case "double": Double(routeParameter: value).map { "\($0)" }
        case "bool": Bool(routeParameter: value).map { $0 ? "true" : "false" }
        case "uuid": UUID(routeParameter: value).map { "Foundation.UUID(uuidString: \(stringLiteral($0.uuidString)))!" }
        default: stringLiteral(value)
        }
    }

    /// `catalog.category` → `CatalogCategory` (upper) or `catalogCategory`; a leading digit gets `_`.
    static func camelCase(_ name: String, upper: Bool) -> String {
        let words = name.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        var result = words.enumerated().map { index, word in
            index == 0 && !upper ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if result.isEmpty { result = "_" }
        if result.first?.isNumber == true { result = "_" + result }
        return result
    }

    /// The names a nested type may not have: `_` is no name, a type named `Type` or `Protocol`
    /// would be read as a metatype, and `Self` and `Any` are the language's.
    static let reservedTypeNames: Set<String> = ["_", "Type", "Protocol", "Self", "Any"]

    /// A route's type: its name in upper camel case, with `Route` added to a name Swift
    /// reserves (`_` → `_Route`, `type` → `TypeRoute`).
    static func typeName(_ routeName: String) -> String {
        let name = camelCase(routeName, upper: true)
        return reservedTypeNames.contains(name) || keywords.contains(name) ? name + "Route" : name
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
        "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]

    static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// A Swift string literal of any text, on one line: controls, line separators and
    /// bidirectional controls are written as `\u{…}`, so the generated source reads as it runs.
    static func stringLiteral(_ text: String) -> String {
        DisplayEscaping.quotedLiteral(text) { "\\u{\(String($0.value, radix: 16))}" }
    }

    /// Text for a one-line comment.
    static func comment(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
