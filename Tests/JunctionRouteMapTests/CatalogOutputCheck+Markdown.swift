import Foundation
import Junction
import JunctionRouteMap
import JunctionRouteMapTools

/// The Markdown catalog read back by CommonMark's and GFM's rules.
extension CatalogOutputCheck {
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
        if spans.sorted() != meant.map({ $0.isEmpty ? "\"\"" : shown($0) }).sorted() { problems.append("Markdown: the code spans are \(spans.sorted())") }
        return problems
    }
}
