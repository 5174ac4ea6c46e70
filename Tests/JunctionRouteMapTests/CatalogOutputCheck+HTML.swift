import Foundation
import Junction
import JunctionRouteMap
import JunctionRouteMapTools

/// The HTML catalog read back by HTML's tokenizer.
extension CatalogOutputCheck {
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
}
