import protocol Foundation.LocalizedError

/// `error.localizedDescription` is ``ServiceError/description``, not Foundation's generic
/// "The operation could not be completed".
extension ServiceError: LocalizedError {
    /// The same text as ``description``.
    public var errorDescription: String? { description }
}
