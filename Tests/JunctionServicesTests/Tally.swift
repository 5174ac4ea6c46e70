import Foundation
import JunctionServices

/// Counts, and keeps lines, from any thread: factories run on whichever thread resolves them.
final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    private var lines: [String] = []

    /// Adds one and returns the count so far, so the first caller gets 1.
    func next() -> Int {
        locked { count += 1; return count }
    }

    /// How many times ``next()`` was called.
    var value: Int { locked { count } }

    /// Keeps `line`.
    func note(_ line: String) {
        locked { lines.append(line) }
    }

    /// The lines kept, in order.
    var notes: [String] { locked { lines } }

    private func locked<Result>(_ body: () -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}

/// An instance a factory made, told apart from others by its serial number.
final class Made: Sendable {
    let serial: Int
    init(_ serial: Int) { self.serial = serial }
}

/// The description of the ``ServiceError`` that `body` throws, or `nil` when it throws none.
func failure<Value>(_ body: () throws -> Value) -> String? {
    do {
        _ = try body()
        return nil
    } catch {
        return (error as? ServiceError)?.description ?? "not a ServiceError: \(error)"
    }
}

/// Runs `body` on a thread of its own (not one of the concurrency pool's few), and returns what
/// it returns once it is done.
func onNewThread<Value: Sendable>(_ body: @escaping @Sendable () -> Value) async -> Value {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: body()) }.start()
    }
}
