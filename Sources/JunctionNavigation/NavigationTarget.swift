import Junction

/// What a URL reaches, found without opening it: a page, a handler, or nothing (HHRouter's
/// `canRoute:`). ``Navigator/target(of:)`` answers it.
///
/// ```swift
/// navigator.target(of: "shop://product/7").kind          // .page
/// navigator.target(of: "shop://cart/add?sku=A1").kind    // .handler
/// navigator.target(of: "shop://nowhere").reason?.code    // notFound
/// ```
public struct NavigationTarget: Sendable, Hashable, CustomStringConvertible {
    /// What kind of route a URL reaches.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's name.
        public let name: String

        private init(_ name: String) { self.name = name }

        /// A page the navigator shows.
        public static let page = Kind("page")
        /// A route whose handler runs code (an action, a service, a redirect); opening it
        /// shows no page unless the handler or a redirect opens one.
        public static let handler = Kind("handler")
        /// No route: the URL is malformed, no route matches it, or its source may not open it.
        public static let nothing = Kind("nothing")

        /// The name.
        public var description: String { name }
    }

    /// What kind of route the URL reaches.
    public var kind: Kind
    /// The route's name: a page's name, or a handler route's name, or its pattern's text when
    /// it has none; `nil` for ``Kind/nothing``.
    public var route: String?
    /// The pattern the URL matched; `nil` for ``Kind/nothing``.
    public var pattern: String?
    /// For a page, how it is shown unless a call asks otherwise.
    public var presentation: NavigationState.Presentation?
    /// For ``Kind/nothing``, why: `notFound`, `notAllowed`, `invalidURL`, `limitExceeded`.
    public var reason: RouteError?

    /// A target, for hosts' and apps' own tests.
    public init(
        kind: Kind, route: String? = nil, pattern: String? = nil, presentation: NavigationState.Presentation? = nil,
        reason: RouteError? = nil
    ) {
        self.kind = kind
        self.route = route
        self.pattern = pattern
        self.presentation = presentation
        self.reason = reason
    }

    /// `page product (push) at shop://product/{id:int}`, `handler cart.add at shop://cart/add`,
    /// or `nothing: notFound: no route matches shop://nowhere`.
    public var description: String {
        switch kind {
        case .nothing: return "nothing" + (reason.map { ": \($0)" } ?? "")
        default:
            let shown = presentation.map { " (\($0))" } ?? ""
            return "\(kind) \(route ?? "?")\(shown) at \(pattern ?? "?")"
        }
    }
}
