import protocol Foundation.LocalizedError

/// `error.localizedDescription` is the mismatch's message, not Foundation's generic
/// "The operation could not be completed".
extension NavigationMismatch: LocalizedError {
    /// The same text as ``description``.
    public var errorDescription: String? { description }
}
