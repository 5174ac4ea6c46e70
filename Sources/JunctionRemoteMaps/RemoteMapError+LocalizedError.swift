import protocol Foundation.LocalizedError

/// `error.localizedDescription` is ``RemoteMapError/description``, not Foundation's generic
/// "The operation could not be completed".
extension RemoteMapError: LocalizedError {
    /// The same text as ``description``.
    public var errorDescription: String? { description }
}
