import Junction

extension RouteError.Code {
    /// A page lives in a tab the navigation state does not have.
    public static let unknownTab = RouteError.Code("unknownTab")
    /// A page opened with ``Navigator/open(_:expecting:timeout:presentation:animated:)``
    /// gave no result before the timeout.
    public static let timedOut = RouteError.Code("timedOut")
    /// A call asked for a presentation its page does not allow: a tab's root page shown
    /// otherwise than as a root, or another page shown as a root.
    public static let invalidPresentation = RouteError.Code("invalidPresentation")
}
