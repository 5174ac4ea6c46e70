import Junction

extension RouteError.Code {
    /// A page lives in a tab the navigation state does not have.
    public static let unknownTab = RouteError.Code("unknownTab")
}
