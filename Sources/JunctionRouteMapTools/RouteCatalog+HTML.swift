import Junction
import JunctionSupport

extension RouteCatalog {
    /// The catalog as one self-contained HTML page (its style inline, no scripts, nothing
    /// loaded from elsewhere): a card per route, with a table of its parameters. Every piece of
    /// text from the map is escaped, so `<script>` in a description shows
    /// as text.
    public func html(title: String) -> String {
        let title = Self.htmlEscaped(title)
        var body = ""
        for entry in entries {
            body += "<section id=\"\(Self.htmlEscaped(entry.name))\">\n<h2>\(Self.htmlEscaped(entry.name))"
            body += " <span class=\"exposure\">\(Self.htmlEscaped(entry.exposure))</span></h2>\n"
            if let description = entry.description { body += "<p>\(Self.htmlEscaped(description))</p>\n" }
            body += "<dl>\n"
            for (label, value) in Self.facts(of: entry, code: Self.htmlCode, text: Self.htmlEscaped) {
                body += "<dt>\(label)</dt><dd>\(value)</dd>\n"
            }
            body += "</dl>\n"
            if !entry.parameters.isEmpty {
                body += "<table>\n<tr><th>Parameter</th><th>Type</th><th>Default</th><th>Required</th><th>Description</th></tr>\n"
                for parameter in entry.parameters {
                    let cells = Self.cells(of: parameter, code: Self.htmlCode, text: Self.htmlEscaped)
                    body += "<tr>" + cells.map { "<td>\($0)</td>" }.joined() + "</tr>\n"
                }
                body += "</table>\n"
            }
            body += "</section>\n"
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title)</title>
            <style>
            body { font: 15px/1.5 -apple-system, "Helvetica Neue", Arial, sans-serif; margin: 2em auto; max-width: 60em; padding: 0 1em; color: #1d1d1f; }
            h1 { font-size: 1.8em; margin-bottom: 0.2em; }
            section { border: 1px solid #d2d2d7; border-radius: 8px; padding: 0.2em 1.2em 1em; margin: 1.2em 0; }
            h2 { font-size: 1.2em; font-family: Menlo, Consolas, monospace; }
            .exposure { font: 0.75em -apple-system, Arial, sans-serif; background: #e8f0fe; border-radius: 4px; padding: 0.1em 0.5em; margin-left: 0.5em; }
            dl { display: grid; grid-template-columns: 8em 1fr; gap: 0.2em 1em; margin: 0.5em 0; }
            dt { color: #6e6e73; }
            dd { margin: 0; overflow-wrap: anywhere; }
            code { font-family: Menlo, Consolas, monospace; font-size: 0.9em; background: #f5f5f7; border-radius: 3px; padding: 0 0.25em; }
            table { border-collapse: collapse; width: 100%; margin-top: 0.5em; }
            th, td { text-align: left; border-bottom: 1px solid #e5e5ea; padding: 0.25em 0.5em; vertical-align: top; }
            th { color: #6e6e73; font-weight: 600; }
            </style>
            </head>
            <body>
            <h1>\(title)</h1>
            <p>\(Self.htmlEscaped(summary))</p>
            \(body)</body>
            </html>

            """
    }

    /// Text for an element or a quoted attribute (see `OutputEscaping.html`).
    static func htmlEscaped(_ text: String) -> String {
        OutputEscaping.html(text)
    }

    static func htmlCode(_ text: String) -> String {
        "<code>\(htmlEscaped(text))</code>"
    }
}
