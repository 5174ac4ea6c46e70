import Foundation
import Testing

/// The Route maps article is the file format's reference: its tables name exactly the keys the
/// JSON Schema allows (which `RouteMapSchemaTests` keeps equal to the decoder's).
@Suite struct RouteMapsArticleTests {
    static let article = "Sources/JunctionRouteMap/JunctionRouteMap.docc/RouteMaps.md"

    /// The keys in the first column of the table under `heading`.
    static func keys(under heading: String) throws -> [String] {
        let text = try DocumentationCodeTests.text(article)
        let section = try #require(text.components(separatedBy: "### \(heading)\n").dropFirst().first)
        let table = section.split(separator: "\n").drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }.dropFirst(2)
        return table.map { row in
            String(row.split(separator: "|").first!.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: ["`"]))
        }
    }

    /// The schema's property names of one of its definitions.
    static func schemaKeys(_ definition: String) throws -> [String] {
        let text = try DocumentationCodeTests.text("docs/route-map.schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        let object = try #require(definitions[definition] as? [String: Any])
        let properties = try #require(object["properties"] as? [String: Any])
        return properties.keys.sorted()
    }

    @Test(arguments: [("The map", "routeMap"), ("A route", "route"), ("An attribute", "attribute")])
    func theTableNamesExactlyTheSchemasKeys(heading: String, definition: String) throws {
        #expect(try Self.keys(under: heading).sorted() == Self.schemaKeys(definition))
    }
}
