/// How many instances a registration makes: one shared by every resolve, or a new one for each.
///
/// ```swift
/// try services.register((any CartService).self, lifetime: .singleton) { _ in InMemoryCart() }
/// try services.register(CheckoutForm.self, lifetime: .transient) { _ in CheckoutForm() }
/// ```
public struct ServiceLifetime: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case singleton
        case transient
    }

    let kind: Kind

    /// One instance, made by the factory on the first resolve and returned by every resolve
    /// after. When several threads ask first at the same time, the factory still runs once: one
    /// thread runs it and the others wait for its result.
    public static let singleton = ServiceLifetime(kind: .singleton)

    /// A new instance for every resolve: the factory runs each time.
    public static let transient = ServiceLifetime(kind: .transient)

    /// `singleton` or `transient`.
    public var description: String {
        switch kind {
        case .singleton: "singleton"
        case .transient: "transient"
        }
    }
}
