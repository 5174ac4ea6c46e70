/// Boots the app's modules in priority order and tells them of the app's events.
///
/// ```swift
/// let host = ModuleHost()
/// try host.services.register((any Analytics).self, instance: analytics)   // the app's own service
/// let report = try await host.boot([ProductModule(), CartModule()])
/// print(report)                 // cart (priority 100): 0.3 ms ...
/// await host.send(.launched)    // to every module, in boot order
/// ```
///
/// Booting checks the names first: two modules of one name, or a name already booted, throw
/// before any module is set up. Then each module's ``AppModule/setUp(_:)`` runs, one after the
/// other, highest ``AppModule/priority`` first (ties keep the order given), timed by the host's
/// clock. `boot` can be called again later with more modules.
public actor ModuleHost {
    /// The registry every module registers in and resolves from.
    public nonisolated let services: ServiceRegistry

    /// The modules set up so far, in the order they were set up (the order events go in).
    public private(set) var modules: [any AppModule] = []

    /// What modules get: the registry.
    private var context: ModuleContext { ModuleContext(services: services) }
    /// The names of the modules booted or being booted.
    private var names: Set<String> = []
    /// Runs a set-up and says how long it took.
    private let measure: @Sendable (() async throws -> Void) async throws -> Duration

    /// A host over `services`, timing set-ups with the continuous clock.
    public init(services: ServiceRegistry = ServiceRegistry()) {
        self.init(services: services, clock: ContinuousClock())
    }

    /// A host over `services`, timing set-ups with `clock` (a test passes a clock of its own).
    public init(services: ServiceRegistry = ServiceRegistry(), clock: some Clock<Duration>) {
        self.services = services
        measure = { work in
            let start = clock.now
            try await work()
            return start.duration(to: clock.now)
        }
    }

    /// Sets up `modules`, highest priority first, and returns how long each took.
    ///
    /// Each module is added to ``modules`` once its set-up returns, so an event sent during
    /// boot reaches the modules set up by then.
    ///
    /// - Returns: The modules in the order they were set up, with their durations.
    /// - Throws: ``ServiceError`` with code ``ServiceError/Code/duplicateModule`` (before any
    ///   set-up runs) when two modules have one name or a module of that name is booted already,
    ///   or with code ``ServiceError/Code/setUpFailed`` when a set-up throws: the modules after
    ///   it are not set up.
    @discardableResult
    public func boot(_ modules: [any AppModule]) async throws(ServiceError) -> ModuleBootReport {
        var seen = names
        for module in modules where !seen.insert(module.name).inserted {
            throw .duplicateModule(module.name, booted: names.contains(module.name))
        }
        names = seen
        let context = context
        var entries: [ModuleBootReport.Entry] = []
        let ordered = Self.bootOrder(modules)
        for (index, module) in ordered.enumerated() {
            do {
                let duration = try await measure { try await module.setUp(context) }
                entries.append(ModuleBootReport.Entry(name: module.name, priority: module.priority, duration: duration))
                self.modules.append(module)
            } catch {
                names.subtract(ordered[index...].map(\.name))
                throw .setUpFailed(module.name, error: error)
            }
        }
        return ModuleBootReport(entries: entries)
    }

    /// Tells every module set up so far of `event`, one after the other, in boot order: each
    /// module's ``AppModule/handle(_:context:)`` returns before the next one's starts.
    public func send(_ event: AppEvent) async {
        for module in modules {
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
