extension RouteRequest {
    /// Whether this open skips the interceptors, which only an in-app open may ask.
    ///
    /// - Throws: ``RouteError/Code/notAllowed`` when an open from outside asks to: a source
    ///   that could skip them could skip a login check, so asking is a mistake worth hearing of.
    func skipsInterceptorsIfAllowed() throws(RouteError) -> Bool {
        guard skipsInterceptors else { return false }
        guard source.isExternal else { return true }
        throw RouteError(
            .notAllowed, "\(url) from \(source) asks to skip interceptors; only an in-app open may skip them")
    }
}
