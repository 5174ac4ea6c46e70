extension Array {
    /// Makes room for `more` elements about to be appended, growing at least twofold as `append`
    /// does. `reserveCapacity(count + more)` gives exactly that room, so a router that takes
    /// routes one at a time would copy its lists on every one.
    mutating func reserveCapacity(forAdding more: Int) {
        guard count + more > capacity else { return }
        reserveCapacity(Swift.max(count + more, capacity * 2))
    }
}

extension Dictionary {
    /// Makes room for `more` entries about to be added, growing at least twofold (see the
    /// array's).
    mutating func reserveCapacity(forAdding more: Int) {
        guard count + more > capacity else { return }
        reserveCapacity(Swift.max(count + more, capacity * 2))
    }
}
