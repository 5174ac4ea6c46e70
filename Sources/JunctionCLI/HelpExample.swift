/// The example that ends a subcommand's help, laid out so no command is broken in the middle:
/// argument-parser wraps help text at the terminal's width at any space, so a long command
/// would continue on a line of its own that no shell reads as part of it. Here the command is
/// split at spaces into lines that fit 80 columns, each but the last ending in ` \`, so what is
/// shown can be pasted into a shell as it is.
enum HelpExample {
    /// The widest line the example may have: argument-parser breaks a line of 80 columns or
    /// more on an 80-column terminal.
    static let width = 78

    /// `Example:` and the command under it, indented by two spaces, its continuation lines by
    /// four. A word too long for a line of its own (a certificate fingerprint) stands alone on
    /// its line, unindented, so the wrapping finds no space to break it at.
    static func text(_ command: String) -> String {
        var lines: [String] = []
        var line = ""
        for word in command.split(separator: " ") {
            let indent = lines.isEmpty ? "  " : "    "
            if line.isEmpty {
                line = indent + word
            } else if line.count + 1 + word.count + 2 <= width {
                line += " " + word
            } else {
                lines.append(line + " \\")
                line = "    " + word
            }
            if line.count > width {
                line = String(word)
            }
        }
        lines.append(line)
        return "Example:\n" + lines.joined(separator: "\n")
    }
}
