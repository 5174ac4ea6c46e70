import JunctionSupport

/// Boots the app's modules, sets each up when it is first used, and tells them of the app's
/// events.
///
/// ```swift
/// let host = ModuleHost()
/// try host.services.register((any Analytics).self, instance: analytics)   // the app's own service
/// let report = try await host.boot([ProductModule(), CartModule()])
/// print(report)                 // cart (priority 100): 0.3 ms, at launch ...
/// await host.send(.launched)    // to every module set up, highest priority first
/// ```
///
/// Booting checks the names first: two modules of one name, or a name already booted, throw
/// before any module is touched. Then every module's ``AppModule/register(_:)`` runs, highest
/// ``AppModule/priority`` first (ties keep the order given), so every service can be resolved,
/// and the modules that set up at launch (``AppModule/setsUpAtLaunch``) are set up, in the same
/// order. The others are set up on first use: the first resolve of a service the module
/// registered, the first open of one of its routes once the app adds them with
/// `addRoutes(to:)` (`JunctionNavigation`), or ``setUp(_:reason:)``. ``report`` says which
/// modules are set up, when, why and how long each took. `boot` can be called again later with
/// more modules.
public actor ModuleHost {
    /// The registry every module registers in and resolves from.
    public nonisolated let services: ServiceRegistry

    /// Every module booted, highest priority first, whether set up yet or not.
    public private(set) var modules: [any AppModule] = []

    /// The set-ups begun, by module name; a failed one is removed so the next use tries again.
    private var setUps: [String: Task<ModuleBootReport.Entry, any Error>] = [:]
    /// The set-ups finished, in order.
    private var entries: [ModuleBootReport.Entry] = []
    /// The names of the modules set up, for the synchronous check a route makes.
    private nonisolated let finished = Locked(Set<String>())
    /// The names of the modules booted or being booted.
    private var names: Set<String> = []
    /// The time on the host's clock since the host was made.
    private let now: @Sendable () -> Duration
    /// When the first boot began, on ``now``'s scale.
    private var bootStart: Duration?

    /// A host over `services`, timing set-ups with the continuous clock.
    public init(services: ServiceRegistry = ServiceRegistry()) {
        self.init(services: services, clock: ContinuousClock())
    }

    /// A host over `services`, timing set-ups with `clock` (a test passes a clock of its own).
    public init<C: Clock<Duration>>(services: ServiceRegistry = ServiceRegistry(), clock: C) {
        self.services = services
        let origin = clock.now
        now = { origin.duration(to: clock.now) }
        services.tellFirstUse { [weak self] module, service in
            guard let self else { return }
            Task { try? await self.setUp(module, reason: .resolve(service)) }
        }
    }

    /// What the host has set up so far, and what it has not.
    public var report: ModuleBootReport {
        let done = Set(entries.map(\.name))
        return ModuleBootReport(entries: entries, notSetUp: modules.map(\.name).filter { !done.contains($0) })
    }

    /// Registers the services of `modules`, then sets up those that set up at launch, highest
    /// priority first.
    ///
    /// - Returns: ``report``: the modules set up so far, and those waiting for their first use.
    /// - Throws: ``ServiceError`` with code ``ServiceError/Code/duplicateModule`` (before any
    ///   module is touched) when two modules have one name or a module of that name is booted
    ///   already, or with code ``ServiceError/Code/setUpFailed`` when a module's `register`
    ///   throws (the modules before it are booted, it and those after it are not, and can be
    ///   booted again) or its set-up at launch throws (every module is booted; the modules not
    ///   set up are set up on first use, or by ``setUp(_:reason:)``).
    @discardableResult
    public func boot(_ modules: [any AppModule]) async throws(ServiceError) -> ModuleBootReport {
        var seen = names
        for module in modules where !seen.insert(module.name).inserted {
            throw .duplicateModule(module.name, booted: names.contains(module.name))
        }
        if bootStart == nil { bootStart = now() }
        let ordered = Self.bootOrder(modules)
        for (index, module) in ordered.enumerated() {
            do {
                try ServiceRegistry.$registeringModule.withValue(module.name) { try module.register(services) }
            } catch {
                names.formUnion(ordered[..<index].map(\.name))
                self.modules += ordered[..<index]
                throw .setUpFailed(module.name, error: error)
            }
        }
        names = seen
        self.modules += ordered
        for module in ordered where module.setsUpAtLaunch {
            try await setUp(module.name, reason: .launch)
        }
        return report
    }

    /// Sets up the booted module named `name` unless it is set up already, and returns when it
    /// is: a set-up under way is waited for, not run twice.
    ///
    /// - Parameters:
    ///   - name: The module's ``AppModule/name``.
    ///   - reason: What the report gives as the reason; ``ModuleBootReport/Reason/requested``
    ///     when the app asks.
    /// - Throws: ``ServiceError`` with code ``ServiceError/Code/missing`` when no module of
    ///   that name is booted, or ``ServiceError/Code/setUpFailed`` wrapping what the set-up
    ///   threw; the next use tries again.
    public func setUp(_ name: String, reason: ModuleBootReport.Reason = .requested) async throws(ServiceError) {
        let task: Task<ModuleBootReport.Entry, any Error>
        if let begun = setUps[name] {
            task = begun
        } else {
            guard let module = modules.first(where: { $0.name == name }) else {
                throw .unknownModule(name)
            }
            let context = ModuleContext(services: services)
            let now = now, since = bootStart ?? .zero
            task = Task {
                let start = now()
                try await module.setUp(context)
                return ModuleBootReport.Entry(
                    name: module.name, priority: module.priority, duration: now() - start,
                    start: start - since, reason: reason)
            }
            setUps[name] = task
            do {
                let entry = try await task.value
                entries.append(entry)
                finished.withLock { _ = $0.insert(name) }
            } catch {
                setUps[name] = nil
                throw .setUpFailed(name, error: error)
            }
            return
        }
        do {
            _ = try await task.value
        } catch {
            throw .setUpFailed(name, error: error)
        }
    }

    /// Whether the module named `name` is set up, without waiting: what a route checks before
    /// a synchronous open.
    public nonisolated func isSetUp(_ name: String) -> Bool {
        finished.withLock { $0.contains(name) }
    }

    /// Tells every module set up so far of `event`, one after the other, in boot order
    /// (highest priority first): each module's ``AppModule/handle(_:context:)`` returns before
    /// the next one's starts. A module not set up yet is not told.
    public func send(_ event: AppEvent) async {
        let context = ModuleContext(services: services)
        for module in modules where isSetUp(module.name) {
            await module.handle(event, context: context)
        }
    }

    /// Highest priority first; modules of one priority in the order given.
    static func bootOrder(_ modules: [any AppModule]) -> [any AppModule] {
        modules.enumerated()
            .sorted { ($0.element.priority, $1.offset) > ($1.element.priority, $0.offset) }
            .map(\.element)
    }
}
