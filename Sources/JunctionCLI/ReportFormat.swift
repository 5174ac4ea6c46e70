import ArgumentParser

/// How a command that reports on each input prints it (`--format`): text for people, or one
/// JSON object a line (JSON Lines) for programs. `lint` and `resolve` take it alike.
enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
