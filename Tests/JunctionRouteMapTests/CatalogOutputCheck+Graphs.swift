import Foundation
import Junction
import JunctionRouteMap
import JunctionRouteMapTools

/// The DOT and Mermaid graphs read back by their grammars.
extension CatalogOutputCheck {
    /// A graph as read back: each node's label, and the edges as pairs of node ids.
    struct Graph: Equatable, CustomStringConvertible {
        var labels: [String: String] = [:]
        var edges: [String] = []
        var description: String { "\(labels.sorted { $0.key < $1.key }) \(edges)" }

        /// The graph `junction graph` means to write.
        init(_ graph: RouteGraph) {
            for (index, name) in graph.routes.enumerated() { labels["r\(index)"] = CatalogOutputCheck.shown(name) }
            for (number, edge) in graph.edges.enumerated() {
                let target = edge.to.map { "r\($0)" } ?? "missing\(number)"
                if edge.to == nil { labels[target] = CatalogOutputCheck.shown(edge.label ?? "") + " (no route)" }
                edges.append("r\(edge.from)->\(target)")
            }
        }

        /// A DOT `digraph` by Graphviz's grammar: identifiers, double-quoted strings (`\"` a
        /// quote; `\\` a backslash, as a label shows it), `[a=b, ...]` lists, `->` edges.
        init(dot: String) throws(Failure) {
            var tokens: [String] = []
            var scalars = Substring(dot).unicodeScalars[...]
            while let scalar = scalars.first {
                if [" ", "\n", "\t"].contains(scalar) {
                    scalars.removeFirst()
                } else if scalar == "\"" {
                    scalars.removeFirst()
                    // A string token starts with U+0000, which no label holds (it is shown as \u{0}).
                    var value = "\u{0}"
                    while true {
                        guard let next = scalars.popFirst() else { throw Failure("DOT: a string is not closed") }
                        if next == "\"" { break }
                        if next == "\\", let escaped = scalars.first, escaped == "\"" || escaped == "\\" {
                            value.unicodeScalars.append(escaped)
                            scalars.removeFirst()
                        } else {
                            value.unicodeScalars.append(next)
                        }
                    }
                    tokens.append(value)
                } else if scalar == "-", scalars.dropFirst().first == ">" {
                    tokens.append("->")
                    scalars.removeFirst(2)
                } else if "{}[];,=".unicodeScalars.contains(scalar) {
                    tokens.append(String(scalar))
                    scalars.removeFirst()
                } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_" {
                    var word = ""
                    while let next = scalars.first, next.properties.isAlphabetic || next.properties.numericType != nil || next == "_" {
                        word.unicodeScalars.append(next)
                        scalars.removeFirst()
                    }
                    tokens.append(word)
                } else {
                    throw Failure("DOT: an unexpected '\(scalar)'")
                }
            }
            guard tokens.prefix(3) == ["digraph", "routes", "{"], tokens.last == "}" else { throw Failure("DOT: not one digraph") }
            for statement in tokens.dropFirst(3).dropLast().split(separator: ";") {
                let parts = Array(statement)
                let list = parts.firstIndex(of: "[").map { Array(parts[$0...]) } ?? []
                let head = Array(parts.prefix(parts.count - list.count))
                var attributes: [String: String] = [:]
                if !list.isEmpty {
                    guard list.last == "]" else { throw Failure("DOT: an attribute list is not closed") }
                    for pair in list.dropFirst().dropLast().split(separator: ",") {
                        guard pair.count == 3, pair[pair.startIndex + 1] == "=" else { throw Failure("DOT: an attribute is not a=b: \(Array(pair))") }
                        let name = pair[pair.startIndex]
                        guard ["label", "style", "shape"].contains(name) else { throw Failure("DOT: an attribute \(name) was not written") }
                        let value = pair[pair.startIndex + 2]
                        attributes[name] = value.unicodeScalars.first == "\u{0}" ? String(value.unicodeScalars.dropFirst()) : value
                    }
                }
                switch head.count {
                case 3 where head[1] == "=": continue
                case 1 where head[0] == "node": continue
                case 1: labels[head[0]] = attributes["label"]
                case 3 where head[1] == "->": edges.append("\(head[0])->\(head[2])")
                default: throw Failure("DOT: a statement the writer does not write: \(head)")
                }
            }
        }

        /// A Mermaid `flowchart` by Mermaid's grammar: `id["label"]` nodes (the label ends at the
        /// next `"`; `#name;` and `#number;` are entity codes), `-->` and `-. text .->` edges.
        init(mermaid: String) throws(Failure) {
            let lines = mermaid.split(separator: "\n")
            guard lines.first == "flowchart LR" else { throw Failure("Mermaid: not a flowchart") }
            for line in lines.dropFirst() {
                let text = Array(line.unicodeScalars.drop { $0 == " " })
                if let open = (0..<max(text.count - 1, 0)).first(where: { text[$0] == "[" && text[$0 + 1] == "\"" }) {
                    let id = String(String.UnicodeScalarView(text[..<open]))
                    let rest = text[(open + 2)...]
                    guard let close = rest.firstIndex(of: "\""), rest[close...].elementsEqual(["\"", "]"]) else {
                        throw Failure("Mermaid: the label of \(id) ends early")
                    }
                    labels[id] = try Self.mermaidEntities(String(String.UnicodeScalarView(rest[..<close])))
                } else {
                    let words = text.split(separator: " ").map { String(String.UnicodeScalarView($0)) }
                    guard words.count >= 3, words[1] == "-->" || words[1] == "-." else { throw Failure("Mermaid: a line the writer does not write") }
                    edges.append("\(words[0])->\(words.last!)")
                }
            }
        }

        /// Decodes Mermaid's entity codes; a `#` that starts none is a problem.
        static func mermaidEntities(_ text: String) throws(Failure) -> String {
            let named = ["quot": "\"", "amp": "&", "lt": "<", "gt": ">"]
            var output = ""
            var rest = Array(text.unicodeScalars)[...]
            while let hash = rest.firstIndex(of: "#") {
                output.unicodeScalars.append(contentsOf: rest[..<hash])
                let after = rest[(hash + 1)...]
                guard let semicolon = after.firstIndex(of: ";") else { throw Failure("Mermaid: a bare '#'") }
                let code = String(String.UnicodeScalarView(after[..<semicolon]))
                if let value = named[code] {
                    output += value
                } else if let number = UInt32(code), let scalar = Unicode.Scalar(number) {
                    output.unicodeScalars.append(scalar)
                } else {
                    throw Failure("Mermaid: a bare '#'")
                }
                rest = after[(semicolon + 1)...]
            }
            output.unicodeScalars.append(contentsOf: rest)
            return output
        }
    }
}
