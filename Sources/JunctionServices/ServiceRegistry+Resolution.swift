import JunctionSupport

extension ServiceRegistry {
    /// The implementation registered for `type` (and `name`), made now if its lifetime asks.
    ///
    /// ```swift
    /// let cart = try services.resolve((any CartService).self)
    /// let guest: any CartService = try services.resolve(name: "guest")
    /// ```
    ///
    /// - Parameters:
    ///   - type: The registered type; it can be left out when the result's type is known.
    ///   - name: The name the implementation was registered with, if any.
    /// - Throws: ``ServiceError`` with code ``ServiceError/Code/missing`` naming the type when
    ///   nothing is registered for it, ``ServiceError/Code/cycle`` naming the chain when
    ///   factories resolve each other in a loop, or ``ServiceError/Code/factoryFailed`` wrapping
    ///   what a factory threw.
    public func resolve<Service: Sendable>(_ type: Service.Type = Service.self, name: String? = nil) throws(ServiceError) -> Service {
        let key = Key(type: ObjectIdentifier(type), name: name)
        let label = Self.label(type, name: name)
        switch try value(find: { $0.services[key] }) {
        case .made(let value as Service):
            return value
        case .missing(let chain):
            throw .missing(label, resolving: chain)
        case .made:  // not reached: what a registration for `type` makes is a `type`
            throw .missing(label, resolving: [])
        }
    }

    /// The implementation registered for `type` (and `name`), or `nil` when there is none.
    ///
    /// - Throws: ``ServiceError`` when there is a registration but making the instance fails:
    ///   ``ServiceError/Code/cycle`` or ``ServiceError/Code/factoryFailed``.
    public func resolveIfRegistered<Service: Sendable>(
        _ type: Service.Type = Service.self, name: String? = nil
    ) throws(ServiceError) -> Service? {
        let key = Key(type: ObjectIdentifier(type), name: name)
        guard case .made(let value) = try value(find: { $0.services[key] }) else {
            return nil
        }
        return value as? Service
    }

    /// One instance from each contribution to `type` (see ``contribute(_:lifetime:factory:)``),
    /// in the order they were added; empty when there are none.
    ///
    /// - Throws: ``ServiceError`` when making one of them fails.
    public func resolveAll<Plugin: Sendable>(_ type: Plugin.Type = Plugin.self) throws(ServiceError) -> [Plugin] {
        let numbers = state.withLock { $0.contributions[ObjectIdentifier(type)] ?? [] }
        var plugins: [Plugin] = []
        for number in numbers {
            if case .made(let plugin as Plugin) = try value(find: { _ in number }) {
                plugins.append(plugin)
            }
        }
        return plugins
    }
}
