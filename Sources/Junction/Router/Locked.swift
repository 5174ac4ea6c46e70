import class Foundation.NSLock

/// A value guarded by a lock. The closure runs with the lock held, so keep it short and never
/// call out to user code from it.
///
/// The value lives behind a pointer allocated once, so reading it under the lock costs no
/// dynamic exclusivity check; the lock is what makes the access exclusive.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private let storage: UnsafeMutablePointer<Value>

    init(_ value: Value) {
        storage = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        storage.initialize(to: value)
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&storage.pointee)
    }
}
