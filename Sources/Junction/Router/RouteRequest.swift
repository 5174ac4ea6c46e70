/// A request to open a URL: the URL, and in-process values that travel beside it.
///
/// Values that cannot travel in a URL (an object, a closure, an image) go in ``userInfo``; they
/// are never merged into the URL's parameters.
///
/// ```swift
/// try await router.open(RouteRequest(url: "shop://product/42", userInfo: ["image": thumbnail]))
/// try await router.open(RouteRequest(path: "video/playbackInfo", parameters: ["video_id": "111"]))
/// ```
public struct RouteRequest: Sendable, CustomStringConvertible {
    /// The URL to open.
    public var url: String
    /// In-process values for the handler, beside the URL.
    public var userInfo: [String: any Sendable]
    /// Whether to fall back to the nearest ancestor route; `nil` uses the router's option.
    public var ancestorFallback: Bool?
    /// Where the open comes from; external sources reach only the routes exposed to them.
    public var source: RouteSource
    /// Whether this open skips every interceptor, for trusted in-app code (a debug menu, a
    /// login page's own link) that must not be stopped by them. Only an in-app open may: from
    /// any other source the open throws ``RouteError/Code/notAllowed``.
    public var skipsInterceptors: Bool

    /// A request for a URL.
    public init(
        url: String, userInfo: [String: any Sendable] = [:], ancestorFallback: Bool? = nil, source: RouteSource = .inApp,
        skipsInterceptors: Bool = false
    ) {
        self.url = url
        self.userInfo = userInfo
        self.ancestorFallback = ancestorFallback
        self.source = source
        self.skipsInterceptors = skipsInterceptors
    }

    /// A request for a path with parameters, which become the URL's query in name order.
    ///
    /// `RouteRequest(path: "video/playbackInfo", parameters: ["video_id": "111"])` opens
    /// `video/playbackInfo?video_id=111`. Path captures still win over these parameters.
    public init(
        path: String, parameters: [String: String] = [:], userInfo: [String: any Sendable] = [:],
        ancestorFallback: Bool? = nil, source: RouteSource = .inApp
    ) {
        // The query goes before a fragment, after any query the path already has.
        let fragmentStart = path.firstIndex(of: "#") ?? path.endIndex
        var url = String(path[..<fragmentStart])
        if !parameters.isEmpty {
            url += url.contains("?") ? "&" : "?"
            url += parameters.sorted { $0.key < $1.key }.map {
                PercentEncoding.encode($0.key, inQuery: true) + "=" + PercentEncoding.encode($0.value, inQuery: true)
            }.joined(separator: "&")
        }
        url += path[fragmentStart...]
        self.init(url: url, userInfo: userInfo, ancestorFallback: ancestorFallback, source: source)
    }

    /// The URL before its query and fragment: for a request made with
    /// ``init(path:parameters:userInfo:ancestorFallback:source:)``, the path it was made with
    /// (SJRouter's `requestPath`).
    public var path: String {
        String(url[..<(url.firstIndex { $0 == "?" || $0 == "#" } ?? url.endIndex)])
    }

    /// The URL's query items by name, decoded (for a name given twice, the first value, as a
    /// handler's `context.parameters[name]` gives it): for a request made with
    /// ``init(path:parameters:userInfo:ancestorFallback:source:)``, the parameters it was made
    /// with. The query is read on its own, so a path the router would refuse does not hide it;
    /// a query that does not parse gives none.
    public var parameters: [String: String] {
        guard let questionMark = url.firstIndex(of: "?") else { return [:] }
        let query = url[url.index(after: questionMark)...].prefix { $0 != "#" }
        let items = (try? RouteURL("/?" + query))?.query ?? []
        return Dictionary(items.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// The URL.
    public var description: String { url }
}

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
