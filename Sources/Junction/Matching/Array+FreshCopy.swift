extension Array {
    /// A copy in a buffer of its own.
    ///
    /// `Array(self)` or a plain assignment shares this array's buffer, and copy-on-write lets the
    /// owner write to that buffer in place again once it is the only owner, that is once the
    /// last lookup holding the shared copy has let go. That is safe, but what orders the lookup's
    /// reads before those writes is the runtime's reference counting, which ThreadSanitizer does
    /// not see, so it reported a race. A frozen table's arrays are
    /// copies of their own, never written after: there is nothing to order.
    func freshCopy() -> [Element] {
        var copy: [Element] = []
        copy.reserveCapacity(count)
        copy.append(contentsOf: self)
        return copy
    }
}
