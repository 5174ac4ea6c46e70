#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// A `Sendable` value guarded by a mutex: the package's one lock type, used by the router, the
/// service registry and the route maps' readers. Closures passed to it run with the lock held,
/// so keep them short and never call out to user code from them.
///
/// The value, the mutex and its condition live in one allocation (a `ManagedBuffer`, as
/// swift-nio's `NIOLockedValueBox` keeps them): taking the lock is a `pthread_mutex_lock`. The
/// toolchain's `Synchronization.Mutex` would do the same, but it needs macOS 15 / iOS 18 and the
/// package supports macOS 13 / iOS 16.
///
/// Why `@unchecked Sendable` is sound: the value is read and written only inside `withLock` and
/// `waitUntil`, between `pthread_mutex_lock` and `pthread_mutex_unlock` (`pthread_cond_wait`
/// gives the mutex up and takes it back before returning), so every access to it is ordered by
/// the mutex; `Value: Sendable` makes handing it, or a copy of it, to another thread safe. The
/// mutex and the condition are tail-allocated in the buffer, so they never move, and they are
/// destroyed when the last reference goes, when nothing holds the lock.
public struct Locked<Value: Sendable>: @unchecked Sendable {
    /// The mutex and the condition ``waitUntil(_:)`` sleeps on.
    @usableFromInline
    struct Primitives {
        @usableFromInline var mutex = pthread_mutex_t()
        @usableFromInline var condition = pthread_cond_t()

        /// The mutex of the primitives at `pointer`, at its own address.
        @inlinable
        static func mutex(_ pointer: UnsafeMutablePointer<Primitives>) -> UnsafeMutablePointer<pthread_mutex_t> {
            (UnsafeMutableRawPointer(pointer) + MemoryLayout<Primitives>.offset(of: \.mutex)!).assumingMemoryBound(to: pthread_mutex_t.self)
        }

        /// The condition of the primitives at `pointer`, at its own address.
        @inlinable
        static func condition(_ pointer: UnsafeMutablePointer<Primitives>) -> UnsafeMutablePointer<pthread_cond_t> {
            (UnsafeMutableRawPointer(pointer) + MemoryLayout<Primitives>.offset(of: \.condition)!).assumingMemoryBound(to: pthread_cond_t.self)
        }
    }

    /// The value, with the primitives tail-allocated after it.
    @usableFromInline
    final class Storage: ManagedBuffer<Value, Primitives> {
        deinit {
            withUnsafeMutablePointerToElements { primitives in
                _ = pthread_cond_destroy(Primitives.condition(primitives))
                _ = pthread_mutex_destroy(Primitives.mutex(primitives))
            }
        }
    }

    @usableFromInline let storage: Storage

    /// A lock guarding `value`.
    public init(_ value: Value) {
        let buffer = Storage.create(minimumCapacity: 1) { _ in value }
        storage = unsafeDowncast(buffer, to: Storage.self)
        storage.withUnsafeMutablePointerToElements { primitives in
            primitives.initialize(to: Primitives())
            pthread_mutex_init(Primitives.mutex(primitives), nil)
            pthread_cond_init(Primitives.condition(primitives), nil)
        }
    }

    /// A copy of the value, read with the lock held: what a reader that only looks takes.
    @inlinable
    public var value: Value {
        withLock { $0 }
    }

    /// Runs `body` with the lock held and returns what it returns.
    @inlinable
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        try storage.withUnsafeMutablePointers { (value, primitives) throws(Failure) -> Result in
            pthread_mutex_lock(Primitives.mutex(primitives))
            defer { pthread_mutex_unlock(Primitives.mutex(primitives)) }
            return try body(&value.pointee)
        }
    }

    /// Runs `body` with the lock held until it returns a result: each time it returns `nil`, the
    /// thread sleeps (the lock released) until ``wakeAll()`` and then runs `body` again.
    ///
    /// Each run of `body` is a fresh access to the value, so nothing it read before sleeping is
    /// trusted after.
    public func waitUntil<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result?) throws(Failure) -> Result {
        try storage.withUnsafeMutablePointers { (value, primitives) throws(Failure) -> Result in
            pthread_mutex_lock(Primitives.mutex(primitives))
            defer { pthread_mutex_unlock(Primitives.mutex(primitives)) }
            while true {
                if let result = try body(&value.pointee) { return result }
                pthread_cond_wait(Primitives.condition(primitives), Primitives.mutex(primitives))
            }
        }
    }

    /// Wakes every thread sleeping in ``waitUntil(_:)``, so each looks at the value again.
    public func wakeAll() {
        storage.withUnsafeMutablePointerToElements { primitives in
            pthread_mutex_lock(Primitives.mutex(primitives))
            defer { pthread_mutex_unlock(Primitives.mutex(primitives)) }
            pthread_cond_broadcast(Primitives.condition(primitives))
        }
    }
}
