import JunctionSupport

extension ServiceRegistry {
    /// What resolving one registration came to.
    enum Outcome {
        /// The instance: a singleton made before, or one the factory made now.
        case made(any Sendable)
        /// Nothing is registered; the calling thread was resolving `chain`, outermost first.
        case missing(resolving: [String])
    }

    /// What a look at the registration, under the lock, decided.
    private enum Start {
        case done(Outcome)
        /// Run the factory on this thread; `shared` when the result is the singleton to keep.
        case run(Step, make: @Sendable (ServiceRegistry) throws -> any Sendable, chain: [Step], shared: Bool)
    }

    /// The instance of the registration `find` picks, made now if need be.
    ///
    /// A singleton another thread is making is waited for; a registration the calling thread is
    /// resolving already, or a wait that would never end, is a cycle. The lock is released while
    /// a factory runs and while the thread waits.
    func value(find: (State) -> Int?) throws(ServiceError) -> Outcome {
        let thread = ThreadID.current
        var firstUse: (@Sendable () -> Void)?
        defer { firstUse?() }
        let start = try state.waitUntil { (state) throws(ServiceError) -> Start? in
            state.waiting[thread] = nil
            let chain = state.resolving[thread] ?? []
            guard let number = find(state), let entry = state.entries[number] else {
                return .done(.missing(resolving: chain.map(\.label)))
            }
            if let module = entry.module, let tell = state.firstUse, state.usedModules.insert(module).inserted {
                firstUse = { tell(module, entry.label) }
            }
            let step = Step(entry: number, label: entry.label)
            if chain.contains(where: { $0.entry == number }) { throw .cycle((chain + [step]).map(\.label)) }
            if let made = entry.made { return .done(.made(made)) }
            let shared = entry.lifetime == .singleton
            if shared, entry.maker != nil {
                if let loop = state.loop(ifWaiting: thread, for: step) { throw .cycle(loop) }
                state.waiting[thread] = step
                return nil
            }
            if shared { state.entries[number]?.maker = thread }
            state.resolving[thread] = chain + [step]
            return .run(step, make: entry.make, chain: chain + [step], shared: shared)
        }
        firstUse?()
        firstUse = nil
        switch start {
        case .done(let outcome):
            return outcome
        case .run(let step, let make, let chain, let shared):
            let result: Result<any Sendable, ServiceError>
            do {
                result = .success(try make(self))
            } catch let error as ServiceError {
                result = .failure(error)
            } catch {
                result = .failure(.factoryFailed(step.label, resolving: chain.map(\.label), error: error))
            }
            finish(step, on: thread, shared: shared, with: result)
            return .made(try result.get())
        }
    }

    /// Calls `tell` once for each module, the first time a service it registered is resolved,
    /// with the module's name and the service's label.
    func tellFirstUse(_ tell: @escaping @Sendable (_ module: String, _ service: String) -> Void) {
        state.withLock { $0.firstUse = tell }
    }

    /// Takes `step` off what `thread` is resolving and, for a singleton still registered, keeps
    /// the instance (or, after a failure, leaves it for the next resolve to make) and wakes the
    /// threads waiting for it.
    private func finish(_ step: Step, on thread: ThreadID, shared: Bool, with result: Result<any Sendable, ServiceError>) {
        state.withLock { state in
            state.resolving[thread]?.removeLast()
            if state.resolving[thread]?.isEmpty == true { state.resolving[thread] = nil }
            guard shared, state.entries[step.entry]?.maker == thread else { return }
            state.entries[step.entry]?.maker = nil
            if case .success(let made) = result { state.entries[step.entry]?.made = made }
        }
        if shared { state.wakeAll() }
    }
}
