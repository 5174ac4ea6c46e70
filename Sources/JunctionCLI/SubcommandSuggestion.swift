import ArgumentParser

/// The error for a word given where a subcommand goes that names none (`junction lnt`), with
/// the nearest name: argument-parser says only "Unexpected argument", and suggests names for
/// options but not for subcommands.
enum SubcommandSuggestion {
    /// The message for the first word of `arguments` that should name a subcommand of `root`,
    /// or of the subcommand before it, and names none; `nil` when every such word names one (the
    /// error is then argument-parser's own). An option stops the walk: what follows it is its
    /// value or the subcommand's arguments.
    static func message(for arguments: [String], root: any ParsableCommand.Type) -> String? {
        var command = root
        var path = [root._commandName]
        for word in arguments {
            let subcommands = command.configuration.subcommands
            guard !word.hasPrefix("-"), !subcommands.isEmpty, command.configuration.defaultSubcommand == nil else { return nil }
            guard let next = subcommands.first(where: { $0._commandName == word }) else {
                if word == "help" { return nil }
                let names = subcommands.map { $0._commandName }
                let usage = "Usage: \(path.joined(separator: " ")) <subcommand>\n  See '\(path.joined(separator: " ")) --help' for more information."
                guard let nearest = nearest(to: word, among: names + ["help"]) else {
                    return "error: unknown subcommand '\(word)'; the subcommands are \(names.joined(separator: ", "))\n" + usage
                }
                return "error: unknown subcommand '\(word)'; did you mean '\(nearest)'?\n" + usage
            }
            command = next
            path.append(word)
        }
        return nil
    }

    /// The name nearest `word` when it is near enough to be a slip of the keyboard: at most two
    /// edits away, and fewer edits than the word has letters (so `ab` suggests nothing). On a tie,
    /// the first name given.
    static func nearest(to word: String, among names: [String]) -> String? {
        let limit = min(2, word.count - 1)
        let scored = names.map { (name: $0, distance: distance(word, $0)) }.filter { $0.distance <= limit }
        return scored.min { $0.distance < $1.distance }?.name
    }

    /// How many single-character insertions, deletions, substitutions or swaps of two neighbours
    /// turn `a` into `b` (the optimal string alignment distance): `resovle` is one swap from
    /// `resolve`.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        // Rows i-2, i-1 and i of the table of distances between prefixes.
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
