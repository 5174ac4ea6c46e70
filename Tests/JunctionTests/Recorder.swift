import Foundation

/// Values appended from handlers and completions, which may run on any thread.
final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Value] = []

    func append(_ value: Value) {
        lock.lock()
        defer { lock.unlock() }
        stored.append(value)
    }

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}

/// A thread-safe counter for handlers.
final class Counter: Sendable {
    private let storage = Recorder<Int>()
    func increment() { storage.append(1) }
    var value: Int { storage.values.count }
}
