import Junction
import JunctionNavigation
import JunctionServices
import ShopApp
import ShopInterfaces

/// One thing the demo does: what a user, the system or another app does to the shop.
struct ShopCommand: Sendable {
    enum Action: Sendable {
        case open(String, RouteSource, userInfo: [String: any Sendable])
        case back, dismiss, undo, reset
        case tab(String)
        case event(AppEvent)
    }

    /// What the script expects; an open that ends otherwise stops the demo with an error.
    enum Outcome: Sendable {
        case done, refused
    }

    var action: Action
    var note: String?
    var expected: Outcome = .done

    static func open(
        _ url: String, from source: RouteSource = .inApp, userInfo: [String: any Sendable] = [:], note: String? = nil,
        expected: Outcome = .done
    ) -> ShopCommand {
        ShopCommand(action: .open(url, source, userInfo: userInfo), note: note, expected: expected)
    }
}

/// Runs commands against the shop app and prints each, what the modules say, and every
/// transition with the stack after it.
@MainActor
final class DemoSession: NavigationHost {
    let app: ShopApp
    private let write: @Sendable (String) -> Void
    /// Opens still running (an interceptor waiting for a login page, say), by number.
    private var running: Set<Int> = []
    private var nextOpen = 0
    private var waiter: CheckedContinuation<Void, Never>?
    private(set) var transitions = 0
    private(set) var refusals = 0
    /// Opens that ended in an error the script did not expect.
    private(set) var failures: [String] = []

    init(write: @escaping @Sendable (String) -> Void) throws {
        self.write = write
        app = try ShopApp(console: DemoConsole(write: write))
        app.navigator.add(self)
    }

    /// Boots the modules and prints their order.
    func launch() async throws {
        try await app.launch()
        let order = await app.host.modules.map { $0.priority == 0 ? $0.name : "\($0.name) (\($0.priority))" }
        write("  modules booted, by priority: " + order.joined(separator: ", "))
        write("  they handed over \(app.router.registrations.count) routes as collections; the app target added them")
        write("  none is set up yet: each is set up on the first open of one of its routes")
    }

    /// Does one command and waits until the app is quiet again: every open it started has
    /// ended, or is waiting for a page the user has to answer (a login page, a picker).
    func perform(_ command: ShopCommand) async {
        let navigator = app.navigator
        switch command.action {
        case .open(let url, let source, let userInfo):
            let from = source == .inApp ? "" : " from \(source)"
            write("  open \(url)\(from)" + (command.note.map { "   (\($0))" } ?? ""))
            let number = nextOpen
            nextOpen += 1
            running.insert(number)
            Task {
                do {
                    try await navigator.open(RouteRequest(url: url, userInfo: userInfo, source: source))
                    if command.expected == .refused { failures.append("\(url) was expected to be refused, but it opened") }
                } catch {
                    report(error, opening: url, expected: command.expected)
                }
                running.remove(number)
                wake()
            }
        case .back: perform("back") { navigator.back() != nil }
        case .dismiss: perform("dismiss") { !navigator.dismiss().isEmpty }
        case .undo: perform("undo") { navigator.undo() }
        case .reset: perform("reset") { navigator.reset(); return true }
        case .tab(let name):
            let tabs = navigator.state.tabs.map(\.name)
            guard tabs.contains(name) else {
                write("  tab \(name)")
                write("  ✗ there is no tab named \"\(name)\"; the tabs are " + tabs.joined(separator: ", "))
                break
            }
            perform("tab \(name)") { navigator.select(tab: name) }
        case .event(let event):
            write("  app event: \(event)")
            await app.host.send(event)
        }
        await settle()
    }

    /// Waits until every open has ended or waits for a page's result (each such open waits
    /// for one page), giving up after ten seconds.
    private func settle() async {
        let deadline = ContinuousClock.now + .seconds(10)
        while running.count > app.navigator.pagesAwaitingResult.count {
            // A page's opener starts waiting just after the page is shown: let it.
            await Task.yield()
            guard running.count > app.navigator.pagesAwaitingResult.count else { break }
            guard ContinuousClock.now < deadline else {
                failures.append("the app did not settle within ten seconds")
                return
            }
            let timer = Task { [weak self] in
                try await Task.sleep(for: .milliseconds(100))
                self?.wake()
            }
            await withCheckedContinuation { waiter = $0 }
            timer.cancel()
        }
    }

    /// Prints a transition and the stack after it.
    func navigator(_ navigator: Navigator, didApply transition: NavigationTransition) {
        transitions += 1
        write("  → \(transition.kind.rawValue): \(transition.after.outline)")
        wake()
    }

    private func perform(_ command: String, _ body: () -> Bool) {
        write("  \(command)")
        let before = transitions
        if !body() || transitions == before { write("  (nothing changed)") }
    }

    private func report(_ error: any Error, opening url: String, expected: ShopCommand.Outcome) {
        let text = (error as? RouteError).map { "\($0.code): \($0.message)" } ?? "\(error)"
        write("  ✗ \(text)")
        if expected == .refused { refusals += 1 } else { failures.append("\(url): \(text)") }
    }

    private func wake() {
        waiter?.resume()
        waiter = nil
    }
}

/// Prints what modules say, indented under the step, at once, from whatever thread they run on.
struct DemoConsole: ShopConsole {
    let write: @Sendable (String) -> Void

    func write(_ module: String, _ line: String) {
        write("  \(module): \(line)")
    }
}
