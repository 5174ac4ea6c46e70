import Junction

extension RouteRequest {
    /// The user-info key under which the navigator hands the page on top to the route.
    static let pageOnTopKey = "JunctionNavigation.pageOnTop"

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
