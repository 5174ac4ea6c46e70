import JunctionSupport

extension ServiceRegistry {
    /// Registers a factory that makes the implementation of `type`.
    ///
    /// ```swift
    /// try services.register((any CartService).self) { services in
    ///     InMemoryCart(session: try services.resolve((any UserSession).self))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type callers resolve, usually a protocol: `(any CartService).self`.
    ///   - name: Tells apart several registrations of one type; callers resolve with the same name.
    ///   - lifetime: One instance for every resolve (``ServiceLifetime/singleton``, the default)
    ///     or a new one each time (``ServiceLifetime/transient``).
    ///   - factory: Makes the instance; it receives this registry to resolve what it depends on.
    ///     It runs on the thread that resolves, with no lock held.
    /// - Throws: ``ServiceError`` with code ``ServiceError/Code/duplicate`` when `type` is
    ///   registered already under `name`; ``override(_:name:lifetime:factory:)`` replaces it.
    public func register<Service: Sendable>(
        _ type: Service.Type, name: String? = nil, lifetime: ServiceLifetime = .singleton,
        factory: @escaping @Sendable (ServiceRegistry) throws -> Service
    ) throws(ServiceError) {
        let entry = Entry(label: Self.label(type, name: name), lifetime: lifetime, make: factory)
        guard put(entry, for: type, name: name, replacing: false) else { throw .duplicate(entry.label) }
    }

    /// Registers an instance made already: every resolve of `type` returns it.
    ///
    /// This is how an app hands modules something it owns, such as its analytics client:
    /// `try services.register((any Analytics).self, instance: analytics)`.
    ///
    /// - Throws: ``ServiceError`` with code ``ServiceError/Code/duplicate`` when `type` is
    ///   registered already under `name`; ``override(_:name:instance:)`` replaces it.
    public func register<Service: Sendable>(_ type: Service.Type, name: String? = nil, instance: Service) throws(ServiceError) {
        let entry = Self.entry(type, name: name, instance: instance)
        guard put(entry, for: type, name: name, replacing: false) else { throw .duplicate(entry.label) }
    }

    /// Replaces the registration of `type` under `name`, or adds it when there is none; a
    /// singleton the old registration made is dropped, so the next resolve uses `factory`.
    ///
    /// Meant for tests, which swap a real service for a fake one. Anyone holding an instance
    /// resolved before keeps it.
    public func override<Service: Sendable>(
        _ type: Service.Type, name: String? = nil, lifetime: ServiceLifetime = .singleton,
        factory: @escaping @Sendable (ServiceRegistry) throws -> Service
    ) {
        put(Entry(label: Self.label(type, name: name), lifetime: lifetime, make: factory), for: type, name: name, replacing: true)
    }

    /// Replaces the registration of `type` under `name` with an instance, or adds it when there
    /// is none.
    public func override<Service: Sendable>(_ type: Service.Type, name: String? = nil, instance: Service) {
        put(Self.entry(type, name: name, instance: instance), for: type, name: name, replacing: true)
    }

    /// Adds an implementation to the list of `type`, for plug-ins: ``resolveAll(_:)`` returns one
    /// instance from each contribution, in the order they were added.
    ///
    /// ```swift
    /// services.contribute((any SearchProvider).self) { _ in ProductSearch() }
    /// services.contribute((any SearchProvider).self) { _ in OrderSearch() }
    /// let providers = try services.resolveAll((any SearchProvider).self)   // [ProductSearch, OrderSearch]
    /// ```
    public func contribute<Plugin: Sendable>(
        _ type: Plugin.Type, lifetime: ServiceLifetime = .singleton,
        factory: @escaping @Sendable (ServiceRegistry) throws -> Plugin
    ) {
        append(to: ObjectIdentifier(type)) { number in
            Entry(label: "\(type) (contribution \(number))", lifetime: lifetime, make: factory)
        }
    }

    /// Adds an instance made already to the list of `type`.
    public func contribute<Plugin: Sendable>(_ type: Plugin.Type, instance: Plugin) {
        append(to: ObjectIdentifier(type)) { number in
            Self.entry(type, label: "\(type) (contribution \(number))", instance: instance)
        }
    }

    /// Whether `type` is registered under `name` (contributions are not registrations).
    public func isRegistered<Service>(_ type: Service.Type, name: String? = nil) -> Bool {
        state.withLock { $0.services[Key(type: ObjectIdentifier(type), name: name)] != nil }
    }

    private static func entry<Service: Sendable>(
        _ type: Service.Type, name: String? = nil, label: String? = nil, instance: Service
    ) -> Entry {
        Entry(label: label ?? Self.label(type, name: name), lifetime: .singleton, make: { _ in instance }, made: instance)
    }

    /// Stores `entry` for `type` and `name`; when they are taken, replaces the old entry if
    /// `replacing`, or else changes nothing and returns `false`.
    @discardableResult
    private func put(_ entry: Entry, for type: Any.Type, name: String?, replacing: Bool) -> Bool {
        let key = Key(type: ObjectIdentifier(type), name: name)
        var entry = entry
        entry.module = Self.registeringModule
        return state.withLock { state in
            if let old = state.services[key] {
                guard replacing else { return false }
                state.entries[old] = nil
            }
            state.services[key] = state.add(entry)
            return true
        }
    }

    /// `entry` gets the contribution's 1-based position in its list.
    private func append(to type: ObjectIdentifier, _ entry: (Int) -> Entry) {
        let module = Self.registeringModule
        state.withLock { state in
            var entry = entry((state.contributions[type]?.count ?? 0) + 1)
            entry.module = module
            let number = state.add(entry)
            state.contributions[type, default: []].append(number)
        }
    }
}
