import Foundation
import Junction
import Synchronization

// snippet: hh-app mgj-app jl-app urlnav-app sj-app bifrost-app pm-app
// The app's own code in the examples: `screen.show(...)` is where the app would push a view
// controller or present an alert, `UserPage` a page a handler builds, `Avatar` an object that
// cannot travel in a URL.
final class Screen: Sendable {
    private let stored = Mutex<[String]>([])

    func show(_ text: String) {
        stored.withLock { $0.append(text) }
    }

    /// What was shown, in order.
    var shown: [String] { stored.withLock { $0 } }
}
let screen = Screen()

struct UserPage: Equatable, Sendable {
    let id: Int
    var tab = "posts"
}

final class Avatar: Sendable {
    let name: String
    init(name: String) { self.name = name }
}
// end snippet

struct UploadFailed: Error, Equatable {
    let reason: String
}

/// The app's session, as the old routers' apps keep it: a flag any thread reads, restored from
/// the keychain at launch.
final class AppSession: @unchecked Sendable {
    private let lock = NSLock()
    private var restored: Bool
    private var signedIn = false

    init(restored: Bool = true) {
        self.restored = restored
    }

    /// Whether the session is restored, and whether someone is signed in.
    var state: (restored: Bool, signedIn: Bool) {
        lock.lock()
        defer { lock.unlock() }
        return (restored, signedIn)
    }

    func signIn() {
        lock.lock()
        defer { lock.unlock() }
        signedIn = true
    }

    /// Reads the keychain (here, at once).
    func restore() async {
        lock.withLock { restored = true }
    }
}

/// The app's login interceptor, written to decide at once so the old routers' synchronous calls
/// (`objectForURL:`, `matchController:`, `openUrl:`) run past it: the login page for a guest, the
/// page for someone signed in, and, only while the session is still being restored at launch, a
/// wait (a synchronous open then says `notReady`).
struct LoginRequired: SynchronousRouteInterceptor {
    let session: AppSession
    let login: String

    func decide(_ interception: Interception) throws -> InterceptorDecision {
        let (restored, signedIn) = session.state
        guard restored else {
            let session = session
            return .wait(for: { await session.restore() }, reason: "the session is being restored")
        }
        return signedIn ? .proceed(interception.request) : .redirect(login)
    }
}
