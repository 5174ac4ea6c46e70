extension ServiceRegistry.State {
    /// The loop `thread` would close by waiting for the singleton of `step`, or `nil` when the
    /// wait ends.
    ///
    /// The wait never ends when the thread making that singleton waits, itself or through other
    /// threads, for a singleton `thread` is making: every thread in the loop would sleep. Waiting
    /// ends when some thread along the way is running a factory instead.
    ///
    /// The loop reads as one chain: what `thread` is resolving and `step`, then, for each thread
    /// along the way, what it resolves after the singleton the previous one waits for.
    func loop(ifWaiting thread: ThreadID, for step: ServiceRegistry.Step) -> [String]? {
        var chain = (resolving[thread] ?? []) + [step]
        var wanted = step
        // Each turn moves on to a thread that waits; there are no more turns than such threads.
        for _ in 0...waiting.count {
            guard let maker = entries[wanted.entry]?.maker else { return nil }
            if maker == thread { return chain.map(\.label) }
            guard let next = waiting[maker] else { return nil }
            let theirs = resolving[maker] ?? []
            if let index = theirs.firstIndex(where: { $0.entry == wanted.entry }) {
                chain += theirs[(index + 1)...]
            }
            chain.append(next)
            wanted = next
        }
        return nil
    }
}
