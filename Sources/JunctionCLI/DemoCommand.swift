import ArgumentParser
import Junction
import JunctionServices

/// `junction demo`: a shop app made of modules that never import each other, played through a
/// scripted session, or driven by URLs typed on standard input.
struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Play a session of a small shop app built on Junction, printing the stack after each step.",
        discussion: """
            The app is made of seven modules (home, product, user, cart, video, audio, web) that \
            register their own services, hand the app their routes and never import each other. Pages print as \
            route#id (parameters); ">" separates pushed pages, "|" a modal, and [tab] names the \
            selected tab. Exit status: 0, or 1 when a step does not end as the script expects.
            """)

    @Flag(help: """
        Read commands from standard input instead of playing the script: a URL, optionally \
        after a source (push, universal-link, other-app, web-view); back, dismiss, undo, reset, \
        tab NAME, background, foreground, or quit.
        """)
    var interactive = false

    func run() async throws {
        let failures = try await interactive ? Self.runInteractive() : Self.runScript()
        if !failures.isEmpty {
            print("error: " + failures.joined(separator: "\nerror: "))
            throw ExitCode(1)
        }
    }

    @MainActor
    private static func runScript() async throws -> [String] {
        print("""
            Junction demo: a shop app of seven modules (home, product, user, cart, video, audio, web)
            that never import each other. Pages print as route#id (parameters); ">" separates pushed
            pages, "|" a modal, and [tab] names the selected tab.

            Launch
            """)
        let session = try DemoSession { print($0) }
        try await session.launch()
        for (index, step) in DemoScript.steps.enumerated() {
            print("\n\(index + 1). \(step.title)")
            for command in step.commands { await session.perform(command) }
        }
        print("\nDone: \(session.transitions) transitions, \(session.refusals) opens refused as expected.")
        return session.failures
    }

    @MainActor
    private static func runInteractive() async throws -> [String] {
        print("Junction demo, interactive: type a URL (optionally after a source), back, dismiss, undo, reset, tab NAME, background, foreground, or quit.")
        let session = try DemoSession { print($0) }
        try await session.launch()
        await session.perform(.open("shop://home"))
        while let line = readLine(strippingNewline: true) {
            let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            guard let first = words.first else { continue }
            print("> \(line)")
            if first == "quit" { break }
            switch Self.command(words) {
            case .some(let command): await session.perform(command)
            case .none: print("  unknown command \"\(first)\"; type a URL, back, dismiss, undo, reset, tab NAME, background, foreground or quit")
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
}
