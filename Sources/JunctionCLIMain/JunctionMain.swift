import Foundation
import JunctionCLI

/// The `junction` command (Sources/JunctionCLI holds its subcommands).
///
/// The main thread runs the main actor's work from its run loop. An `async` entry (top-level
/// code that awaits, or `static func main() async`) parks the main thread in `dispatch_main`,
/// whose `sigsuspend` stops valgrind 3.19 (Debian's) at start; a run loop does not.
@main
struct JunctionMain {
    static func main() {
        Task { @MainActor in
            await runJunctionCommand()
            exit(0)
        }
        while true { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
    }
}
