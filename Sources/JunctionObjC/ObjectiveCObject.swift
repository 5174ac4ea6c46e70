/// An Objective-C object on its way through Swift: a handler's result, a completion's value, the
/// user info an open carries, or a service the registry holds for a protocol (its errors name
/// it `ObjectiveCObject named "CartServiceProtocol"`).
///
/// Objective-C has no `Sendable`: its objects cross threads as the app's own code decides, as
/// they did with the routers this layer replaces. The box says so once, here, rather than at each
/// use.
struct ObjectiveCObject: @unchecked Sendable {
    let value: Any?

    init(_ value: Any?) {
        self.value = value
    }

    /// What Objective-C receives for a value a route returned: the object itself for a value
    /// that came from Objective-C, `nil` for an action's `()`, and any other Swift value as it
    /// bridges.
    static func unwrap(_ value: any Sendable) -> Any? {
        if let boxed = value as? ObjectiveCObject { return boxed.value }
        if value is Void { return nil }
        return value
    }
}
