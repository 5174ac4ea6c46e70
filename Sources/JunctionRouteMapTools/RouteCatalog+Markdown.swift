import Junction
import JunctionSupport

extension RouteCatalog {
    /// The catalog as Markdown: a section per route, with a table of its parameters. Text from
    /// the map is escaped, so it shows as written and cannot add markup or break a table.
    public func markdown(title: String) -> String {
        var output = "# \(Self.markdownText(title))\n\n\(summary)\n"
        for entry in entries {
            output += "\n## \(Self.markdownText(entry.name))\n\n"
            if let description = entry.description { output += Self.markdownText(description) + "\n\n" }
            output += "| | |\n|---|---|\n"
            for (label, value) in Self.facts(of: entry, code: Self.markdownCode, text: Self.markdownText) {
                output += "| \(label) | \(value) |\n"
            }
            guard !entry.parameters.isEmpty else { continue }
            output += "\n| Parameter | Type | Default | Required | Description |\n|---|---|---|---|---|\n"
            for parameter in entry.parameters {
                let cells = Self.cells(of: parameter, code: Self.markdownCode, text: Self.markdownText)
                output += "| " + cells.joined(separator: " | ") + " |\n"
            }
        }
        return output
    }

    /// `36 routes, 12 exposed outside the app.`
    var summary: String {
        let outside = entries.filter { $0.exposure != "in-app" }.count
        return "\(entries.count) \(entries.count == 1 ? "route" : "routes"), \(outside) opened from outside the app."
    }

    /// The label and value of each fact about a route, the values already escaped.
    static func facts(of entry: Entry, code: (String) -> String, text: (String) -> String) -> [(String, String)] {
        var facts: [(String, String)] = []
        facts.append(("Patterns", entry.patterns.map(code).joined(separator: ", ")))
        let examples = entry.examples.map { $0.map(code) ?? "(none: a converter the app adds)" }
        facts.append(("Example", examples.joined(separator: ", ")))
        facts.append(("Opens from", text(entry.exposure)))
        if !entry.hosts.isEmpty { facts.append(("Hosts", entry.hosts.map(code).joined(separator: ", "))) }
        if !entry.schemes.isEmpty { facts.append(("Schemes", entry.schemes.map(code).joined(separator: ", "))) }
        if let parent = entry.parent { facts.append(("Parent", code(parent))) }
        if let redirect = entry.redirect { facts.append(("Redirects to", code(redirect))) }
        return facts
    }

    /// A parameter's cells: name, type, default, whether required (and where), description.
    static func cells(of parameter: Parameter, code: (String) -> String, text: (String) -> String) -> [String] {
        [
            code(parameter.name), text(parameter.type), parameter.defaultValue.map(code) ?? "–",
            parameter.inPath ? (parameter.isRequired ? "yes (path)" : "no (path)") : (parameter.isRequired ? "yes" : "no"),
            parameter.description.map(text) ?? "",
        ]
    }

    /// Text for a Markdown table cell, heading or paragraph (see `OutputEscaping.markdownText`).
    static func markdownText(_ text: String) -> String {
        OutputEscaping.markdownText(text)
    }

    /// Text as inline code that may stand in a table cell (see `OutputEscaping.markdownCode`).
    static func markdownCode(_ text: String) -> String {
        OutputEscaping.markdownCode(text)
    }
}
