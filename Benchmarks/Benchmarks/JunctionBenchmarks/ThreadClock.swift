import Benchmark

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The CPU time the benchmark's thread spends, recorded beside the wall clock as the custom
/// metric ``Configurations/threadCPUTime``. Unlike the wall clock, it leaves out the time the
/// thread waits while other processes run, so figures from a loaded machine stay comparable:
/// an iteration of 6 ms is interrupted far more often than one of 0.3 ms, which would favour the
/// faster router in a ratio of wall-clock times.
///
/// ```swift
/// let clock = ThreadClock()
/// for index in benchmark.scaledIterations { … }
/// clock.record(in: benchmark)
/// ```
struct ThreadClock {
    private let start = ThreadClock.now()

    /// Stops the benchmark's measurement (if it is still on), then records the thread's CPU
    /// time since this clock was made, so that recording it is never measured.
    func record(in benchmark: Benchmark) {
        let elapsed = Self.now() - start
        benchmark.stopMeasurement()
        benchmark.measurement(Configurations.threadCPUTime, elapsed)
    }

    /// The calling thread's CPU time, in nanoseconds.
    static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return time.tv_sec * 1_000_000_000 + time.tv_nsec
    }
}
