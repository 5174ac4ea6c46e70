/// A small, seeded pseudo-random generator (SplitMix64), so every run builds the same route
/// tables and the same lookups on every machine.
///
/// `SystemRandomNumberGenerator` is never used: a workload that changes from run to run cannot
/// be compared with a stored baseline.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SeededGenerator {
    /// A random lower-case token of `length` letters and digits that starts with a letter, so it
    /// is never mistaken for an integer.
    mutating func token(length: ClosedRange<Int> = 3...8) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let alphanumerics = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        let count = Int.random(in: length, using: &self)
        var text = String(letters[Int.random(in: 0..<letters.count, using: &self)])
        for _ in 1..<count {
            text.append(alphanumerics[Int.random(in: 0..<alphanumerics.count, using: &self)])
        }
        return text
    }

    /// `count` distinct elements of `pool`, in a random order.
    mutating func sample(_ count: Int, from pool: [String]) -> [String] {
        precondition(count <= pool.count, "cannot pick \(count) distinct words from \(pool.count)")
        var shuffled = pool
        shuffled.shuffle(using: &self)
        return Array(shuffled.prefix(count))
    }
}
