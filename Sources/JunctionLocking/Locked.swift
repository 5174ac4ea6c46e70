#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// A `Sendable` value guarded by a mutex: the package's one lock type, used by the router and
/// by the service registry. Closures passed to it run with the lock held, so keep them short and
/// never call out to user code from them.
///
/// The mutex, its condition and the value live in memory allocated once, so taking the lock
/// costs a `pthread_mutex_lock` and nothing else: no reference counting and no dynamic
/// exclusivity check (the mutex is what makes the access exclusive). The toolchain's
/// `Synchronization.Mutex` would do the same, but it needs macOS 15 / iOS 18 and the package
/// supports macOS 13 / iOS 16.
///
/// Why `@unchecked Sendable` is sound: the only state is three pointers, set in `init` and never
/// reassigned. `storage.pointee` is read and written only inside `withLock` and `waitUntil`,
/// between `pthread_mutex_lock` and `pthread_mutex_unlock` (`pthread_cond_wait` gives the mutex
/// up and takes it back before returning), so every access to the value is ordered by the mutex.
/// `Value: Sendable` makes handing the value, or a copy of it, out of the closure to another
/// thread safe. `deinit` runs when no other reference exists, so nothing holds the lock then.
/// The router's and the registry's concurrency tests exercise it under ThreadSanitizer.
///
/// It is `public` in a module that is no product, rather than `package`: Swift 6.3 inlines an
/// `@inlinable` member into another module only when its type is `public`, and a router reads
/// its table through ``value`` on every lookup: with `package`, every `Router.match` called the
/// unspecialized generic code, 62 instructions more than inlined (callgrind, 1,000 routes).
public final class Locked<Value: Sendable>: @unchecked Sendable {
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    @usableFromInline let condition: UnsafeMutablePointer<pthread_cond_t>
    @usableFromInline let storage: UnsafeMutablePointer<Value>

    /// A lock guarding `value`.
    public init(_ value: Value) {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
        storage = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        storage.initialize(to: value)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deinitialize(count: 1)
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// A copy of the value, read with the lock held: what a reader that only looks takes.
    @inlinable
    public var value: Value {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return storage.pointee
    }

    /// Runs `body` with the lock held and returns what it returns.
    @inlinable
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&storage.pointee)
    }

    /// Runs `body` with the lock held until it returns a result: each time it returns `nil`, the
    /// thread sleeps (the lock released) until ``wakeAll()`` and then runs `body` again.
    ///
    /// Each run of `body` is a fresh access to the value, so nothing it read before sleeping is
    /// trusted after.
    public func waitUntil<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result?) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while true {
            if let result = try body(&storage.pointee) { return result }
            pthread_cond_wait(condition, mutex)
        }
    }

    /// Wakes every thread sleeping in ``waitUntil(_:)``, so each looks at the value again.
    public func wakeAll() {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        pthread_cond_broadcast(condition)
    }
}
