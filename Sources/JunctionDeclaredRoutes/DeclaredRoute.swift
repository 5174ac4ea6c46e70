import Junction

/// A route declared with ``Route(_:name:exposure:)``, as found at launch: its pattern, where it
/// was written, and its handler.
public struct DeclaredRoute: Sendable, CustomStringConvertible {
    /// The pattern, as written.
    public let pattern: RoutePattern
    /// The route's name, if the declaration gave one.
    public let name: String?
    /// Where URLs may come from to reach it.
    public let exposure: RouteExposure
    /// The module that declared it.
    public let module: String
    /// The file it was declared in, as `Module/File.swift`.
    public let file: String
    /// The line of the declaration.
    public let line: Int

    /// Adds the route to a collection, with the app's environment for a handler that takes one.
    let register: @Sendable (_ collection: RouteCollection, _ environment: (any Sendable)?) throws(DeclaredRoutesError.Problem) -> Void

    /// `pattern (Module/File.swift:line)`.
    public var description: String { "\(pattern) (\(file):\(line))" }
}
