import Foundation

/// Stands in for an app's own UI code in the guides' examples: `screen.show(...)` is where the
/// app would push a view controller or present an alert. Handlers may run on any thread.
final class Screen: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    func show(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        stored.append(text)
    }

    /// What was shown, in order.
    var shown: [String] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}

/// A page value a handler builds, where an app would build a view controller.
struct UserPage: Equatable, Sendable {
    let id: Int
    var tab = "posts"
}

/// An object that cannot travel in a URL.
final class Avatar: Sendable {
    let name: String
    init(name: String) { self.name = name }
}

struct UploadFailed: Error, Equatable {
    let reason: String
}
