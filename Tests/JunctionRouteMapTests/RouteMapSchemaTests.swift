import Foundation
import Junction
@testable import JunctionRouteMap
import Testing

/// `docs/route-map.schema.json` against the decoder: the same keys, enums and required keys,
/// and the example maps valid against it.
@Suite struct RouteMapSchemaTests {
    static let schema: SchemaValue = {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/route-map.schema.json").path
        return SchemaValue(try! RouteMapFile.node(bytes: Array(Data(contentsOf: URL(fileURLWithPath: path))), format: .json, file: path))
    }()

    static func definition(_ name: String) -> SchemaValue { schema["$defs"]?[name] ?? .null }

    static func keys(_ name: String) -> [String] { definition(name)["properties"]?.keys ?? [] }

    static func required(_ name: String) -> [String] { definition(name)["required"]?.strings ?? [] }

    @Test func theSchemaHasTheDecodersKeysAndRequiredKeys() {
        let shapes: [(String, RouteMapDecoder.Shape)] = [
            ("routeMap", RouteMapDecoder.map), ("route", RouteMapDecoder.route), ("attribute", RouteMapDecoder.attribute),
            ("page", RouteMapDecoder.page), ("pageAttribute", RouteMapDecoder.pageMapAttribute),
        ]
        for (name, shape) in shapes {
            #expect(Self.keys(name) == shape.keys, "the keys of \(name)")
            #expect(Self.required(name) == shape.required, "the required keys of \(name)")
        }
        #expect(Self.keys("pageMap") == RouteMapDecoder.pageMapSettings)
        #expect(Self.required("pageMap") == [])
        // Every object the schema describes is compared here: a new one fails until it is.
        let described = Self.schema["$defs"]?.entries.filter { $0.value["properties"] != nil }.map(\.key) ?? []
        #expect(Set(described) == Set(shapes.map(\.0) + ["pageMap"]))
    }

    @Test func theSchemaHasTheDecodersWords() {
        #expect(Self.definition("routeMap")["properties"]?["version"]?["enum"] == .array([.number(String(RouteMap.currentVersion))]))
        let presentation = Self.definition("presentation")
        #expect(presentation["oneOf"]?[0]?["enum"]?.strings == RouteMapDecoder.presentations)
        #expect(presentation["oneOf"]?[1]?["required"]?.strings == ["sheet"])
        #expect(presentation["oneOf"]?[2]?["required"]?.strings == ["popover"])
        #expect(Self.definition("exposure")["oneOf"]?[0]?["enum"]?.strings == RouteMapDecoder.exposureWords.map(\.word))
        let sources = [RouteSource.otherApp, .universalLink, .push, .webView].map(\.name)
        #expect(Self.definition("exposure")["oneOf"]?[1]?["items"]?["examples"]?.strings == sources)
        for name in ["attribute", "pageAttribute"] {
            #expect(Self.definition(name)["properties"]?["type"]?["examples"]?.strings == RouteAttribute.builtInTypes)
        }
    }

    static func node(_ name: String) throws -> MapNode {
        let path = RouteMapLintTests.example(name)
        let format: RouteMapFile.Format = name.hasSuffix(".json") ? .json : name.hasSuffix(".plist") ? .propertyList : .yaml
        return try RouteMapFile.node(bytes: Array(Data(contentsOf: URL(fileURLWithPath: path))), format: format, file: path)
    }

    /// Every example map is valid, `broken.yaml` too: it breaks lint's rules (duplicate names,
    /// parent cycles, unknown types, bad defaults, redirects), never the shape.
    @Test(arguments: ["shop.yaml", "shop.json", "shop.plist", "CCPageMap.plist", "broken.yaml"])
    func theExampleMapsAreValid(_ name: String) throws {
        let problems = SchemaValidator(root: Self.schema).problems(SchemaValue(try Self.node(name)))
        #expect(problems == [], "\(name)")
    }

    /// Maps the decoder refuses for their shape, refused by the schema too; and a valid one.
    @Test(arguments: [
        (#"{"routes": [{"name": "a", "pattern": "/a", "page": "A"}]}"#, true),
        (#"{"routes": [{"name": "a", "pattern": "/a", "page": "A", "colour": "red"}]}"#, false),
        (#"{"routes": [{"name": "a", "pattern": "/a", "patterns": ["/b"], "page": "A"}]}"#, false),
        (#"{"routes": [{"name": "a", "page": "A"}]}"#, false),
        (#"{"routes": [{"name": "a", "patterns": [], "page": "A"}]}"#, false),
        (#"{"routes": [{"name": "a", "pattern": "/a", "page": "A", "handler": "h"}]}"#, false),
        (#"{"routes": [{"name": "a", "pattern": "/a", "page": "A", "presentation": "sheet"}]}"#, false),
        (#"{"routes": [{"name": "a", "pattern": "/a", "page": "A", "exposure": "outside"}]}"#, false),
        (#"{"routes": [{"name": "", "pattern": "/a", "page": "A"}]}"#, false),
        (#"{"routes": [{"pattern": "/a", "page": "A"}]}"#, false),
        (#"{"version": 2, "routes": []}"#, false),
        (#"{"routes": [{"name": "a", "pattern": "/a", "page": "A", "attributes": [{"name": "x", "value": 1}]}]}"#, false),
        (#"{"home": {"class": "Home", "attributes": [{"name": "x", "value": 1}]}, "host": "example.com"}"#, true),
        (#"{"home": {"class": "Home", "colour": "red"}}"#, false),
        (#"{"home": {"attributes": []}}"#, false),
        (#"{"scheme": "1cc", "host": "page.cc", "home": {"class": "Home"}}"#, false),
        (#"{"converters": {"campaign": ["login-qr-code"], "link": "webURL"}, "routes": []}"#, true),
        (#"{"converters": {"campaign": []}, "routes": []}"#, false),
        (#"{"converters": {"link": "url"}, "routes": []}"#, false),
        (#"{"converters": {"n": 1}, "routes": []}"#, false),
        (#"{"converters": ["webURL"], "routes": []}"#, false),
    ])
    func theSchemaAndTheDecoderAgree(_ text: String, _ valid: Bool) throws {
        let node = try RouteMapFile.node(bytes: Array(text.utf8), format: .json, file: "<test>")
        let problems = SchemaValidator(root: Self.schema).problems(SchemaValue(node))
        #expect(problems.isEmpty == valid, "\(text): \(problems)")
        #expect(((try? RouteMapFile(text: text, format: .json)) != nil) == valid, "the decoder on \(text)")
    }
}

/// A JSON value: a map's nodes or the schema's, for the validator.
enum SchemaValue: Equatable, Sendable {
    case string(String), number(String), bool(Bool), null
    case array([SchemaValue])
    case object([(key: String, value: SchemaValue)])

    init(_ node: MapNode) {
        switch node.value {
        case .scalar(let text, .string): self = .string(text)
        case .scalar(let text, .number): self = .number(text)
        case .scalar(let text, .bool): self = .bool(text == "true")
        case .null: self = .null
        case .list(let elements): self = .array(elements.map(SchemaValue.init))
        case .mapping(let entries): self = .object(entries.map { ($0.key, SchemaValue($0.value)) })
        }
    }

    static func == (lhs: SchemaValue, rhs: SchemaValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): a == b
        case (.number(let a), .number(let b)): Double(a) == Double(b)
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    subscript(key: String) -> SchemaValue? {
        if case .object(let entries) = self { entries.first { $0.key == key }?.value } else { nil }
    }

    subscript(index: Int) -> SchemaValue? {
        if case .array(let elements) = self, elements.indices.contains(index) { elements[index] } else { nil }
    }

    var entries: [(key: String, value: SchemaValue)] { if case .object(let entries) = self { entries } else { [] } }
    var keys: [String] { entries.map(\.key) }
    var elements: [SchemaValue] { if case .array(let elements) = self { elements } else { [] } }
    var strings: [String] { elements.compactMap { if case .string(let text) = $0 { text } else { nil } } }
}

/// A JSON Schema validator for exactly the keywords `docs/route-map.schema.json` uses; any
/// other keyword is a problem, so the schema stays within what this checks.
struct SchemaValidator {
    let root: SchemaValue
    static let annotations: Set<String> = ["$schema", "title", "description", "examples", "$defs"]

    func problems(_ value: SchemaValue) -> [String] {
        problems(value, against: root, at: "$")
    }

    func problems(_ value: SchemaValue, against schema: SchemaValue, at path: String) -> [String] {
        if case .bool(let allowed) = schema { return allowed ? [] : ["\(path): not allowed"] }
        var found: [String] = []
        for (keyword, argument) in schema.entries where !Self.annotations.contains(keyword) {
            switch keyword {
            case "$ref":
                guard case .string(let reference) = argument, reference.hasPrefix("#/$defs/"),
                    let target = root["$defs"]?[String(reference.dropFirst("#/$defs/".count))]
                else { found.append("\(path): unresolved $ref \(argument)"); continue }
                found += problems(value, against: target, at: path)
            case "type":
                let types = if case .string(let one) = argument { [one] } else { argument.strings }
                if !types.contains(where: { Self.has(value, type: $0) }) { found.append("\(path): not of type \(types)") }
            case "enum":
                if !argument.elements.contains(value) { found.append("\(path): not one of \(argument.elements)") }
            case "minLength":
                if case .string(let text) = value, case .number(let least) = argument, text.count < Int(least) ?? 0 {
                    found.append("\(path): shorter than \(least)")
                }
            case "minItems":
                if case .array(let elements) = value, case .number(let least) = argument, elements.count < Int(least) ?? 0 {
                    found.append("\(path): fewer than \(least) items")
                }
            case "pattern":
                guard case .string(let pattern) = argument, let regex = try? Regex(pattern) else {
                    found.append("\(path): bad pattern \(argument)"); continue
                }
                if case .string(let text) = value, (try? regex.firstMatch(in: text)) == nil {
                    found.append("\(path): does not match \(pattern)")
                }
            case "items":
                for (index, element) in value.elements.enumerated() {
                    found += problems(element, against: argument, at: "\(path)[\(index)]")
                }
            case "properties":
                for (key, element) in value.entries {
                    if let property = argument[key] { found += problems(element, against: property, at: "\(path).\(key)") }
                }
            case "additionalProperties":
                for (key, element) in value.entries where schema["properties"]?[key] == nil {
                    found += problems(element, against: argument, at: "\(path).\(key)")
                }
            case "required":
                guard case .object = value else { continue }
                for key in argument.strings where value[key] == nil { found.append("\(path): no \"\(key)\"") }
            case "oneOf":
                let passing = argument.elements.filter { problems(value, against: $0, at: path).isEmpty }.count
                if passing != 1 { found.append("\(path): matches \(passing) of oneOf, not 1") }
            case "allOf":
                for part in argument.elements { found += problems(value, against: part, at: path) }
            case "not":
                if problems(value, against: argument, at: path).isEmpty { found.append("\(path): matches what \"not\" refuses") }
            default:
                found.append("\(path): unsupported keyword \(keyword)")
            }
        }
        return found
    }

    static func has(_ value: SchemaValue, type: String) -> Bool {
        switch (type, value) {
        case ("string", .string), ("boolean", .bool), ("null", .null), ("array", .array), ("object", .object), ("number", .number): true
        case ("integer", .number(let text)): Int(text) != nil
        default: false
        }
    }
}
