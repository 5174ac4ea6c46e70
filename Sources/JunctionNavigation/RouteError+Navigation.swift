import Junction

extension RouteError.Code {
    /// A page lives in a tab the navigation state does not have.
    public static let unknownTab = RouteError.Code("unknownTab")
    /// A page opened with ``Navigator/open(_:expecting:timeout:source:userInfo:)`` gave no
    /// result before the timeout.
    public static let timedOut = RouteError.Code("timedOut")
}
