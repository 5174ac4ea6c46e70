import Junction

extension RouteRequest {
    /// The user-info key under which the navigator hands the page on top to the route.
    static let pageOnTopKey = "JunctionNavigation.pageOnTop"
    /// The user-info key that marks an open of a saved page by ``Navigator/restore(_:animated:)``.
    static let restoringKey = "JunctionNavigation.restoring"

    /// Whether the ``Navigator`` opens this URL to check a page rather than for the user: a page
    /// of a saved state shown again at launch (``Navigator/restore(_:animated:)``), or a page on
    /// screen checked again after the app said what interceptors decide on changed
    /// (``Navigator/recheck(animated:)``). An interceptor that would ask the user (a login page)
    /// refuses such an open instead: the page is then left out or closed, without asking.
    ///
    /// ```swift
    /// guard session.isSignedIn else {
    ///     if interception.request.isRestoring { throw RouteError(.rejected, "sign in first") }
    ///     // …show the login page and wait
    /// }
    /// ```
    public var isRestoring: Bool {
        userInfo[Self.restoringKey] as? Bool ?? false
    }

    /// The page on top when the ``Navigator`` began this open, for an interceptor
    /// (`interception.request.pageOnTop`); `nil` for an open that did not come through a
    /// navigator, or when nothing was shown.
    public var pageOnTop: NavigationState.Page? {
        userInfo[Self.pageOnTopKey] as? NavigationState.Page
    }
}

extension RouteContext {
    /// The page on top when the ``Navigator`` began this open (SJRouter hands a request to the
    /// top view controller): a handler can act on the page the user is looking at. `nil` for an
    /// open that did not come through a navigator, or when nothing was shown.
    ///
    /// ```swift
    /// try pages.routes.register("shop://share") { context in
    ///     guard let page = context.pageOnTop else { return }
    ///     await share.send(page.url)   // the product, order or article the user is on
    /// }
    /// ```
    ///
    /// A deep link's parents see the same page: the one on top before the link arrived.
    public var pageOnTop: NavigationState.Page? {
        userInfo[RouteRequest.pageOnTopKey] as? NavigationState.Page
    }
}
