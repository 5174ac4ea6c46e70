import Junction

extension NavigationState.Presentation {
    /// The presentation a call asks for in place of this one, the route's own: a tab's root
    /// page (`.root`) is only ever shown as a root, and only such a page is; any other page may
    /// be pushed, presented modally, or put in place of the top page.
    ///
    /// - Parameter page: The page route's name, for the error.
    /// - Throws: ``RouteError/Code/invalidPresentation`` when the route does not allow it.
    func replaced(by requested: Self, page: String) throws(RouteError) -> Self {
        guard requested != self else { return self }
        if self == .root {
            throw RouteError(
                .invalidPresentation,
                "page \"\(page)\" is the root of its tab, so it is shown as root, not as \(requested)")
        }
        if requested == .root {
            throw RouteError(
                .invalidPresentation,
                "page \"\(page)\" is shown as \(self); a call may ask for push, modal or replace, and only a tab's root page is shown as root")
        }
        return requested
    }
}
