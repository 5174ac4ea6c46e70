import protocol Foundation.LocalizedError

/// `error.localizedDescription` is ``RouteMapError/description``, not Foundation's generic
/// "The operation could not be completed".
extension RouteMapError: LocalizedError {
    /// The same text as ``description``.
    public var errorDescription: String? { description }
}

/// `error.localizedDescription` is ``RouteMapLoadError/description``: every problem, one a line.
extension RouteMapLoadError: LocalizedError {
    /// The same text as ``description``.
    public var errorDescription: String? { description }
}
