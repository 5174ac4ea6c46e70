#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// A value guarded by a mutex, with a condition to sleep on until another thread changes it.
///
/// The registry needs both: its state is read and changed under the lock, and a thread that
/// asks for a singleton another thread is making sleeps until that thread is done. Closures
/// passed here run with the lock held, so they stay short and never call user code.
final class Monitor<Value: Sendable>: @unchecked Sendable {
    /// Read and written only with `mutex` locked.
    private var value: Value
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init(_ value: Value) {
        self.value = value
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the lock held and returns what it returns.
    func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }

    /// Runs `body` with the lock held until it returns a result: each time it returns `nil`, the
    /// thread sleeps (the lock released) until ``wakeAll()`` and then runs `body` again.
    ///
    /// Each run of `body` is a fresh access to the value, so nothing it read before sleeping is
    /// trusted after.
    func waitUntil<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result?) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while true {
            if let result = try body(&value) { return result }
            pthread_cond_wait(condition, mutex)
        }
    }

    /// Wakes every thread sleeping in ``waitUntil(_:)``, so each looks at the value again.
    func wakeAll() {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        pthread_cond_broadcast(condition)
    }
}
