import protocol Foundation.LocalizedError

/// `error.localizedDescription` is ``DeclaredRoutesError/description``, as for every error of
/// Junction's libraries, not Foundation's generic "The operation could not be completed".
extension DeclaredRoutesError: LocalizedError {
    /// The same text as ``description``.
    public var errorDescription: String? { description }
}
