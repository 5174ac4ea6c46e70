import Foundation
import Junction
import JunctionRouteMap
import JunctionRouteMapTools

/// Reads back what `junction docs` (HTML, Markdown) and `junction graph` (DOT, Mermaid) write,
/// with small parsers written from each language's rules (HTML's tokenizer, CommonMark's code
/// spans and backslash escapes, GFM's table cells, Graphviz's and Mermaid's grammars), not from
/// Junction's writers, and says where the output does not mean what the catalog and graph hold.
///
/// Shared by the property test (`CatalogEscapingPropertyTests`) and the fuzz target
/// `FuzzCatalogs`, which links this file and its `+HTML`, `+Markdown` and `+Graphs` extensions.
enum CatalogOutputCheck {
    /// Every way the four outputs of `map` differ from what was meant; empty when they agree.
    static func problems(in map: RouteMap) -> [String] {
        let catalog = RouteCatalog(map)
        let graph = RouteGraph(map)
        var problems: [String] = []
        problems += htmlProblems(catalog)
        problems += markdownProblems(catalog)
        do {
            let dot = try Graph(dot: graph.dot)
            let mermaid = try Graph(mermaid: graph.mermaid)
            let meant = Graph(graph)
            if dot != meant { problems.append("DOT reads as \(dot), not \(meant)") }
            if mermaid != meant { problems.append("Mermaid reads as \(mermaid), not \(meant)") }
        } catch {
            problems.append("\(error)")
        }
        return problems
    }

    /// The map a fuzzer's bytes stand for. After a first byte 0, the rest is a JSON route map;
    /// after any other, texts separated by NUL fill a map of three routes: a name, a
    /// description, a capture's default, an attribute and its default, a child's name (its
    /// parent is the first route), and a redirect's pattern.
    static func map(fuzzed bytes: [UInt8]) -> RouteMap? {
        guard let first = bytes.first else { return nil }
        if first == 0 { return try? RouteMapFile(data: Data(bytes.dropFirst()), format: .json, file: "fuzzed").map }
        var texts = bytes.dropFirst().split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        while texts.count < 7 { texts.append("") }
        func name(_ index: Int) -> String { texts[index].isEmpty ? "x" : texts[index] }
        let route = RouteMap.Route(
            name: name(0), patterns: [try! RoutePattern("app://a/{id}")], target: .handler("h"), exposure: .everywhere,
            description: texts[1], attributes: [.init(name: "id", defaultValue: texts[2]), .init(name: name(3), defaultValue: texts[4])])
        let child = RouteMap.Route(name: name(5), patterns: [try! RoutePattern("app://b")], target: .handler("h"), parent: name(0))
        let redirect = RouteMap.Route(
            name: "moved", patterns: [try! RoutePattern("app://c")], redirect: (try? RoutePattern(texts[6])) ?? (try! RoutePattern("app://a/x")))
        return RouteMap(routes: [route, child, redirect])
    }

    /// A problem found while parsing.
    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Text as the tools show it: line breaks, other controls and bidirectional controls as
    /// `\u{HEX}` (restated from the README's rule, not taken from the library).
    static func shown(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
                output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
