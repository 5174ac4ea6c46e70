import ArgumentParser
import Junction
import JunctionRouteMap
import JunctionRouteMapTools
import JunctionSupport

/// `junction lint`: check route map files and print what is wrong, like a compiler.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check route map files.",
        discussion: """
            Prints each finding as file:line:column: error|warning: message (property lists, \
            which have no lines, give a key path). Exit status: 0 when no file has an error \
            (warnings allowed), 1 when any has, 2 for a usage error.

            \(HelpExample.text("junction lint Examples/RouteMaps/shop.yaml Examples/RouteMaps/broken.yaml"))
            """)

    @Option(help: "text, or json: one JSON object per finding (JSON Lines).")
    var format: ReportFormat = .text

    @OptionGroup var place: MapReadingOptions

    @Argument(help: "The route map files (.json, .yaml, .yml or .plist).")
    var files: [String] = []

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give at least one route map file") }
    }

    func run() throws {
        var errors = 0
        var warnings = 0
        for path in files {
            let diagnostics = try place.checked(path).diagnostics
            for diagnostic in diagnostics {
                switch diagnostic.severity {
                case .error: errors += 1
                case .warning: warnings += 1
                }
                print(format == .json ? Self.jsonLine(diagnostic) : diagnostic.description)
            }
        }
        if format == .text {
            print("\(files.count) \(files.count == 1 ? "file" : "files"): \(Self.count(errors, "error")), \(Self.count(warnings, "warning"))")
        }
        if errors > 0 { throw ExitCode(1) }
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// `{"file", "line", "column", "keyPath", "severity", "message"}`; `line` and `column` are
    /// `null` for property lists.
    static func jsonLine(_ diagnostic: RouteMapDiagnostic) -> String {
        var object = JSONValue.Object()
        object["file"] = .string(diagnostic.file)
        switch diagnostic.location {
        case .position(let line, let column):
            object["line"] = .number(line)
            object["column"] = .number(column)
        case .keyPath:
            object["line"] = .null
            object["column"] = .null
        }
        object["keyPath"] = .string(diagnostic.keyPath)
        object["severity"] = .string(diagnostic.severity.rawValue)
        object["message"] = .string(diagnostic.message)
        return JSONValue.object(object).compact
    }
}
