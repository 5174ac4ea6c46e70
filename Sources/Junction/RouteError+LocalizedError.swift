import protocol Foundation.LocalizedError

/// `error.localizedDescription` is ``RouteError/description``, not Foundation's generic
/// "The operation could not be completed".
extension RouteError: LocalizedError {
    /// The same text as ``description``.
    public var errorDescription: String? { description }
}
