#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// A `Sendable` value guarded by a mutex: Junction's one lock type. The closure runs with the
/// lock held, so keep it short and never call out to user code from it.
///
/// The mutex and the value live in memory allocated once, so taking the lock costs a
/// `pthread_mutex_lock` and nothing else: no reference counting and no dynamic exclusivity
/// check (the mutex is what makes the access exclusive). `Synchronization.Mutex` would do the
/// same, but it needs macOS 15 / iOS 18 and the package supports macOS 13 / iOS 16.
///
/// Why `@unchecked Sendable` is sound: the only state is `mutex` and `storage`, two pointers set
/// in `init` and never reassigned. `storage.pointee` is read and written only inside
/// `withLock`, between `pthread_mutex_lock` and `pthread_mutex_unlock`, so every access to the
/// value is ordered by the mutex. `Value: Sendable` makes handing the value (or a copy of it)
/// out of the closure to another thread safe. `deinit` runs when no other reference exists, so
/// nothing can hold the lock then. `ConcurrencyTests` hammers the router's locks under TSan.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let storage: UnsafeMutablePointer<Value>

    init(_ value: Value) {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        storage = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        storage.initialize(to: value)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// Runs `body` with the lock held and returns what it returns.
    func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&storage.pointee)
    }
}
