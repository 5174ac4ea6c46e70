#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import Junction
import JunctionNavigation
import JunctionServices
import ShopApp
import JunctionSupport

/// `junction demo --interactive`: the shop driven by lines read from standard input.
extension DemoCommand {
    /// Reads commands until `quit` or the end of input. On a terminal it prompts with `> ` and
    /// edits the line (`LineEditor`: arrows, history); with standard input a terminal and the
    /// output not, the terminal's own line mode shows what is typed. Otherwise (a pipe, a file)
    /// it prints no prompt and echoes each command once, as `> command`, escaped as every echo
    /// of input is, so the output reads as a transcript.
    @MainActor
    static func runInteractive() async throws -> [String] {
        let terminal = isatty(0) == 1
        var editor = TerminalLineReader.isAvailable ? TerminalLineReader(prompt: "> ") : nil
        print("Junction demo, interactive: type a URL, or help for the commands, or quit.")
        let session = try DemoSession { print($0) }
        try await session.launch()
        await session.perform(.open("shop://home"))
        while true {
            if terminal, editor == nil {
                print("> ", terminator: "")
                fflush(nil)
            }
            guard let line = editor != nil ? editor?.readLine() : readLine(strippingNewline: true) else { break }
            let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            guard let first = words.first else { continue }
            if !terminal { print("> \(DisplayEscaping.escape(line))") }
            switch (first, words.count) {
            case ("quit", 1): return []
            case ("help", 1): print(help(tabs: session.app.navigator.state.tabs.map(\.name)))
            case ("routes", 1): print(routes(session.app.router.registrations))
            default:
                switch command(words) {
                case .some(let command): await session.perform(command)
                case .none: print("  unknown command \"\(DisplayEscaping.escape(first))\"; type help for the commands")
                }
            }
        }
        return []
    }

    /// The command a line of words stands for; `nil` when it is none.
    static func command(_ words: [String]) -> ShopCommand? {
        switch (words.first ?? "", words.count) {
        case ("back", 1): ShopCommand(action: .back)
        case ("dismiss", 1): ShopCommand(action: .dismiss)
        case ("undo", 1): ShopCommand(action: .undo)
        case ("reset", 1): ShopCommand(action: .reset)
        case ("background", 1): ShopCommand(action: .event(.enteredBackground))
        case ("foreground", 1): ShopCommand(action: .event(.willEnterForeground))
        case ("tab", 2): ShopCommand(action: .tab(words[1]))
        case (let url, 1) where url.contains(":"): .open(url)
        case (let source, 2) where words[1].contains(":"): .open(words[1], from: RouteSource(source))
        default: nil
        }
    }

    /// What `help` prints: every command, one a line.
    static func help(tabs: [String]) -> String {
        let rows = [
            ("URL", "open a URL in the app, e.g. shop://product/5"),
            ("SOURCE URL", "open it from push, universal-link, other-app or web-view"),
            ("back", "close the page on top"),
            ("dismiss", "close the modals"),
            ("undo", "undo the last change"),
            ("reset", "close everything above the tab's first page"),
            ("tab NAME", "select a tab: " + tabs.joined(separator: ", ")),
            ("background", "tell the app it went to the background"),
            ("foreground", "tell the app it is coming back"),
            ("routes", "list the app's routes"),
            ("help", "print this list"),
            ("quit", "end the session (so does the end of input)"),
        ]
        return rows.map { "  " + $0.0.padding(toLength: 12, withPad: " ", startingAt: 0) + $0.1 }.joined(separator: "\n")
    }

    /// What `routes` prints: each route's pattern and name, in the order the app added them.
    static func routes(_ registrations: [RouteRegistration]) -> String {
        let width = registrations.map(\.pattern.text.count).max() ?? 0
        return registrations.map { registration in
            let pattern = registration.pattern.text
            guard let name = registration.name else { return "  " + pattern }
            return "  " + pattern.padding(toLength: width + 2, withPad: " ", startingAt: 0) + name
        }.joined(separator: "\n")
    }
}
