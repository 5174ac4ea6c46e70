import Foundation
import Junction
import JunctionRouteMap

/// Reads back what `junction docs` (HTML, Markdown) and `junction graph` (DOT, Mermaid) write,
/// with small parsers written from each language's rules (HTML's tokenizer, CommonMark's code
/// spans and backslash escapes, GFM's table cells, Graphviz's and Mermaid's grammars), not from
/// Junction's writers, and says where the output does not mean what the catalog and graph hold.
///
/// Shared by the property test (`CatalogEscapingPropertyTests`) and the fuzz target
/// `FuzzCatalogs`, which links this file.
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

    // MARK: HTML

    /// A start tag: its name and its attributes, values decoded.
    struct Tag: Equatable, CustomStringConvertible {
        var name: String
        var attributes: [String: String]
        var description: String { "<\(name) \(attributes.keys.sorted())>" }
    }

    /// The start tags of an HTML document, by HTML's tokenizer (data, tag, attribute and
    /// RCDATA/RAWTEXT states), and its text, character references decoded.
    static func htmlTags(_ html: String) throws(Failure) -> (tags: [Tag], text: String) {
        let scalars = Array(html.unicodeScalars)
        var index = 0
        var tags: [Tag] = []
        var text = ""
        func isAlpha(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { [" ", "\t", "\n", "\r", "\u{C}"].contains(scalar) }
        func reference(_ scalars: ArraySlice<Unicode.Scalar>) throws(Failure) -> (String, Int) {
            // `&`, then the name up to `;` (scalar by scalar: `;` and a combining mark after it
            // are two scalars, as a parser reads them).
            let name = Array(scalars.dropFirst().prefix { $0 != ";" && $0 != "&" && !isSpace($0) && $0 != "<" }.prefix(8))
            let known: [[Unicode.Scalar]: String] = [
                Array("lt".unicodeScalars): "<", Array("gt".unicodeScalars): ">", Array("amp".unicodeScalars): "&",
                Array("quot".unicodeScalars): "\"", Array("#39".unicodeScalars): "'",
            ]
            guard let value = known[name], scalars.dropFirst(name.count + 1).first == ";" else {
                throw Failure("HTML: a character reference the writer does not use: &\(String(String.UnicodeScalarView(name)))")
            }
            return (value, name.count + 2)
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "&" {
                let (value, length) = try reference(scalars[index...])
                text += value
                index += length
                continue
            }
            guard scalar == "<" else {
                text.unicodeScalars.append(scalar)
                index += 1
                continue
            }
            let next = index + 1 < scalars.count ? scalars[index + 1] : " "
            if next == "!" || next == "/" {
                // A doctype, a comment or an end tag: to the next `>`.
                guard let end = scalars[index...].firstIndex(of: ">") else { throw Failure("HTML: a tag is not closed") }
                index = end + 1
                continue
            }
            guard isAlpha(next) else { throw Failure("HTML: a raw '<' in text") }
            index += 1
            var name = ""
            while index < scalars.count, !isSpace(scalars[index]), scalars[index] != ">", scalars[index] != "/" {
                name.unicodeScalars.append(scalars[index])
                index += 1
            }
            var tag = Tag(name: name.lowercased(), attributes: [:])
            while true {
                while index < scalars.count, isSpace(scalars[index]) || scalars[index] == "/" { index += 1 }
                guard index < scalars.count else { throw Failure("HTML: a tag is not closed") }
                if scalars[index] == ">" {
                    index += 1
                    break
                }
                var attribute = ""
                while index < scalars.count, !isSpace(scalars[index]), !["/", ">", "="].contains(scalars[index]) {
                    attribute.unicodeScalars.append(scalars[index])
                    index += 1
                }
                while index < scalars.count, isSpace(scalars[index]) { index += 1 }
                var value = ""
                if index < scalars.count, scalars[index] == "=" {
                    index += 1
                    while index < scalars.count, isSpace(scalars[index]) { index += 1 }
                    guard index < scalars.count else { throw Failure("HTML: a tag is not closed") }
                    let quote = scalars[index]
                    if quote == "\"" || quote == "'" {
                        index += 1
                        while index < scalars.count, scalars[index] != quote {
                            if scalars[index] == "&" {
                                let (decoded, length) = try reference(scalars[index...])
                                value += decoded
                                index += length
                            } else {
                                value.unicodeScalars.append(scalars[index])
                                index += 1
                            }
                        }
                        index += 1
                    } else {
                        while index < scalars.count, !isSpace(scalars[index]), scalars[index] != ">" {
                            value.unicodeScalars.append(scalars[index])
                            index += 1
                        }
                    }
                }
                guard tag.attributes[attribute.lowercased()] == nil else { throw Failure("HTML: attribute \(attribute) twice") }
                tag.attributes[attribute.lowercased()] = value
            }
            tags.append(tag)
            if tag.name == "title" || tag.name == "style" {
                // RCDATA and RAWTEXT: the text runs to the matching end tag.
                let end = Array("</\(tag.name)".unicodeScalars)
                var cursor = index
                while cursor + end.count <= scalars.count, Array(scalars[cursor..<cursor + end.count]) != end { cursor += 1 }
                guard cursor + end.count <= scalars.count else { throw Failure("HTML: <\(tag.name)> is not closed") }
                if tag.name == "title" {
                    var inner = scalars[index..<cursor]
                    while let ampersand = inner.firstIndex(of: "&") {
                        text += String(String.UnicodeScalarView(inner[..<ampersand]))
                        let (value, length) = try reference(inner[ampersand...])
                        text += value
                        inner = inner[(ampersand + length)...]
                    }
                    text += String(String.UnicodeScalarView(inner))
                }
                index = cursor
            }
        }
        return (tags, text)
    }

    /// The catalog with every piece of map text replaced by `x`: the same elements, plain text.
    static func plain(_ catalog: RouteCatalog) -> RouteCatalog {
        var plain = catalog
        for index in plain.entries.indices {
            var entry = plain.entries[index]
            entry.name = "x"
            entry.patterns = entry.patterns.map { _ in "x" }
            entry.examples = entry.examples.map { $0.map { _ in "x" } }
            entry.exposure = "x"
            entry.parent = entry.parent.map { _ in "x" }
            entry.redirect = entry.redirect.map { _ in "x" }
            entry.description = entry.description.map { _ in "x" }
            entry.parameters = entry.parameters.map { parameter in
                var parameter = parameter
                parameter.name = "x"
                parameter.type = "x"
                parameter.defaultValue = parameter.defaultValue.map { _ in "x" }
                parameter.description = parameter.description.map { _ in "x" }
                return parameter
            }
            plain.entries[index] = entry
        }
        return plain
    }

    /// The HTML page has exactly the elements and attributes of the same catalog with plain
    /// text, each section's `id` is its route's name, and each description is in the text.
    static func htmlProblems(_ catalog: RouteCatalog) -> [String] {
        do {
            let (tags, text) = try htmlTags(catalog.html(title: "Routes"))
            let (plainTags, _) = try htmlTags(plain(catalog).html(title: "Routes"))
            let shape = tags.map { Tag(name: $0.name, attributes: $0.attributes.mapValues { _ in "" }) }
            let plainShape = plainTags.map { Tag(name: $0.name, attributes: $0.attributes.mapValues { _ in "" }) }
            guard shape == plainShape else {
                let first = zip(shape, plainShape).first { $0 != $1 }.map { "\($0.0) where \($0.1) was meant" } ?? "a different count"
                return ["HTML: the elements are not those written: \(first)"]
            }
            var problems: [String] = []
            let ids = tags.filter { $0.name == "section" }.map { $0.attributes["id"] ?? "" }
            if ids != catalog.entries.map({ shown($0.name) }) { problems.append("HTML: the section ids are \(ids)") }
            for entry in catalog.entries {
                if let description = entry.description, !contains(text, shown(description)) {
                    problems.append("HTML: the description of \(shown(entry.name)) is not in the text")
                }
            }
            return problems
        } catch {
            return ["\(error)"]
        }
    }

    // MARK: Markdown

    /// The code spans of one line of Markdown by CommonMark's rules (a backtick run opens a span
    /// that the next run of the same length closes; a backslash escapes ASCII punctuation
    /// outside spans), and the problems of the text outside them: a raw `<` (HTML, an autolink),
    /// an `&` that is not `&lt;`, `&gt;` or `&amp;`, inline punctuation not escaped.
    static func markdownLine(_ line: Substring) -> (spans: [String], problems: [String]) {
        let scalars = Array(line.unicodeScalars)
        var spans: [String] = []
        var problems: [String] = []
        var index = 0
        // A heading's marker.
        while index < scalars.count, scalars[index] == "#" { index += 1 }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\", index + 1 < scalars.count, asciiPunctuation.contains(scalars[index + 1]) {
                index += 2
                continue
            }
            if scalar == "`" {
                var run = 0
                while index + run < scalars.count, scalars[index + run] == "`" { run += 1 }
                var cursor = index + run
                var closing: Int?
                while cursor < scalars.count {
                    if scalars[cursor] == "`" {
                        var other = 0
                        while cursor + other < scalars.count, scalars[cursor + other] == "`" { other += 1 }
                        if other == run {
                            closing = cursor
                            break
                        }
                        cursor += other
                    } else {
                        cursor += 1
                    }
                }
                guard let closing else {
                    problems.append("Markdown: a backtick that opens no code span")
                    index += run
                    continue
                }
                var content = String(String.UnicodeScalarView(scalars[(index + run)..<closing]))
                if content.unicodeScalars.first == " ", content.unicodeScalars.last == " ", content.unicodeScalars.contains(where: { $0 != " " }) {
                    content = String(content.unicodeScalars.dropFirst().dropLast())
                }
                // The table's `\|`, which GitHub and markdown-it read as `|` before the code span.
                var unescaped = String.UnicodeScalarView()
                for scalar in content.unicodeScalars {
                    if scalar == "|", unescaped.last == "\\" { unescaped.removeLast() }
                    unescaped.append(scalar)
                }
                spans.append(String(unescaped))
                index = closing + run
                continue
            }
            if scalar == "<" { problems.append("Markdown: a raw '<' outside code") }
            if scalar == "&" {
                let rest = scalars[index...]
                if !["&lt;", "&gt;", "&amp;"].contains(where: { rest.starts(with: $0.unicodeScalars) }) {
                    problems.append("Markdown: a bare '&' outside code")
                }
            }
            if ["*", "_", "[", "]", "!", "~"].contains(scalar) { problems.append("Markdown: an unescaped '\(scalar)'") }
            index += 1
        }
        return (spans, problems)
    }

    /// CommonMark's ASCII punctuation: what a backslash escapes.
    static let asciiPunctuation = Set(##"!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~"##.unicodeScalars)

    /// The cells of a GFM table row: split at each `|` that does not follow a backslash (as
    /// GitHub and markdown-it split rows, before reading code spans).
    static func cells(_ row: Substring) -> Int {
        var count = 0
        var previous: Unicode.Scalar = " "
        for scalar in row.unicodeScalars {
            if scalar == "|" && previous != "\\" { count += 1 }
            previous = scalar
        }
        return count - 1
    }

    /// Whether `text` holds `part`, scalar for scalar (not `Character` for `Character`, which
    /// would miss a part that starts with a combining mark).
    static func contains(_ text: String, _ part: String) -> Bool {
        let text = Array(text.unicodeScalars)
        let part = Array(part.unicodeScalars)
        guard part.count <= text.count else { return false }
        return (0...(text.count - part.count)).contains { text[$0..<($0 + part.count)].elementsEqual(part) }
    }

    /// The Markdown shows no HTML, its table rows have their columns, and its code spans hold
    /// exactly the patterns, examples, parents, redirects, parameter names and defaults.
    static func markdownProblems(_ catalog: RouteCatalog) -> [String] {
        var spans: [String] = []
        var problems: [String] = []
        for line in catalog.markdown(title: "Routes").split(separator: "\n") {
            if line.hasPrefix("|"), !line.hasPrefix("|---") {
                let count = cells(line)
                if count != 2 && count != 5 { problems.append("Markdown: a table row of \(count) cells") }
            }
            let read = markdownLine(line)
            spans += read.spans
            problems += read.problems
        }
        var meant: [String] = []
        for entry in catalog.entries {
            meant += entry.patterns + entry.examples.compactMap { $0 } + [entry.parent, entry.redirect].compactMap { $0 }
            meant += entry.parameters.flatMap { [$0.name] + [$0.defaultValue].compactMap { $0 } }
        }
        // Empty text, which no code span can hold, is written as `""`.
        if spans.sorted() != meant.map { $0.isEmpty ? "\"\"" : shown($0) }.sorted() { problems.append("Markdown: the code spans are \(spans.sorted())") }
        return problems
    }

    // MARK: DOT and Mermaid

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
