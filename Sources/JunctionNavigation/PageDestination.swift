import Junction

/// What a page route's handler answers: which page to show and how. The ``Navigator`` turns
/// it into a transition; a page declared in a collection with
/// ``Junction/RouteCollection/registerPage(_:name:presentation:parent:tab:attributes:exposure:tags:skipping:reuse:)``
/// or registered with ``Navigator/registerPage(_:name:presentation:parent:tab:attributes:exposure:tags:skipping:reuse:)``
/// answers one for every open.
public struct PageDestination: Sendable, Equatable {
    /// When a page of the same route and parameters is already shown.
    public enum Reuse: String, Sendable, CaseIterable {
        /// Opening the page that is on top with the same parameters does nothing (the default).
        case top
        /// Go back to the same page wherever it is visible, instead of showing it again.
        case existing
        /// Always show a new page.
        case never
    }

    /// The route's name.
    public var route: String
    /// The URL opened.
    public var url: String
    /// The page's parameters, merged.
    public var parameters: [String: String]
    /// How it is shown.
    public var presentation: NavigationState.Presentation
    /// The route whose page comes before this one when a deep link builds the back stack.
    public var parent: String?
    /// The tab the page lives in, selected before it is shown; `nil` for the selected tab.
    public var tab: String?
    /// What happens when the page is already shown.
    public var reuse: Reuse

    /// A destination.
    public init(
        route: String, url: String, parameters: [String: String] = [:], presentation: NavigationState.Presentation = .push,
        parent: String? = nil, tab: String? = nil, reuse: Reuse = .top
    ) {
        self.route = route
        self.url = url
        self.parameters = parameters
        self.presentation = presentation
        self.parent = parent
        self.tab = tab
        self.reuse = reuse
    }
}
