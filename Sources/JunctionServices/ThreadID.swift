#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// The thread that runs the caller, told apart from the threads running at the same time.
///
/// Resolution is synchronous, so one resolve and every factory it runs stay on one thread from
/// start to end: the registry keys what each resolve is making by this identity.
struct ThreadID: Hashable, Sendable {
    let raw: UInt

    /// The calling thread.
    static var current: ThreadID {
        #if canImport(Glibc)
        ThreadID(raw: UInt(pthread_self()))
        #else
        ThreadID(raw: UInt(bitPattern: pthread_self()))
        #endif
    }
}
