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

            \(HelpExample.text("junction demo --interactive"))
            """)

    @Flag(help: """
        Read commands from standard input instead of playing the script: a URL, optionally \
        after a source (push, universal-link, other-app, web-view); back, dismiss, undo, reset, \
        tab NAME, background, foreground, routes, help, or quit.
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
}
