import struct Foundation.URL

/// Something a router can open: a URL string, a Foundation `URL`, a ``RouteRequest`` or a
/// ``TypedRoute`` value.
///
/// Every method that takes a URL (``Router/open(_:)``, ``Router/match(_:)``, a navigator's
/// `open`) takes one of these, so each is written once, whatever the caller holds:
///
/// ```swift
/// try await router.open("shop://product/42")                          // a string
/// try await router.open(URL(string: "shop://product/42")!)            // a Foundation URL
/// try await router.open(RouteRequest(url: "shop://cart", source: .push))
/// try await router.open(ProductRoute(id: 42))                        // a typed route
/// ```
///
/// A string and a `URL` open in-app, with no user info; to open from another source, or with
/// values beside the URL, open a ``RouteRequest``.
public protocol RouteRequestConvertible: Sendable {
    /// The request that opening this value makes.
    ///
    /// - Throws: ``RouteError`` when no URL can be made from the value (a typed route whose
    ///   values cannot be written into its pattern).
    func routeRequest() throws(RouteError) -> RouteRequest

    /// The request that opening this value on `router` makes: ``routeRequest()`` unless the
    /// value is written with the router's own rules (a typed route's URL, written with the
    /// router's converters).
    func routeRequest(on router: Router) throws(RouteError) -> RouteRequest
}

extension RouteRequestConvertible {
    /// ``routeRequest()``: the request does not depend on the router.
    public func routeRequest(on router: Router) throws(RouteError) -> RouteRequest {
        try routeRequest()
    }
}

extension String: RouteRequestConvertible {
    /// An in-app request for this URL.
    public func routeRequest() -> RouteRequest {
        RouteRequest(url: self)
    }
}

extension URL: RouteRequestConvertible {
    /// An in-app request for the URL's `absoluteString`.
    ///
    /// Junction reads the string itself; what Foundation did to it first (percent-encoding
    /// spaces and non-ASCII characters, Punycode hosts) decodes back to the same values.
    public func routeRequest() -> RouteRequest {
        RouteRequest(url: absoluteString)
    }
}

extension RouteURL: RouteRequestConvertible {
    /// An in-app request for the URL as it was read: a match's URL opens again later with
    /// `router.open(match.url)`, running what the URL reaches then.
    public func routeRequest() -> RouteRequest {
        RouteRequest(url: string)
    }
}

extension RouteRequest: RouteRequestConvertible {
    /// The request itself.
    public func routeRequest() -> RouteRequest {
        self
    }
}
