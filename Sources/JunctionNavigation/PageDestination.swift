import Junction

/// What a page route's handler answers: which page to show and how. The ``Navigator`` turns
/// it into a transition; a route registered with ``Navigator/registerPage(_:name:presentation:parent:exposure:reuse:)``
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
    /// What happens when the page is already shown.
    public var reuse: Reuse

    /// A destination.
    public init(
        route: String, url: String, parameters: [String: String] = [:], presentation: NavigationState.Presentation = .push,
        parent: String? = nil, reuse: Reuse = .top
    ) {
        self.route = route
        self.url = url
        self.parameters = parameters
        self.presentation = presentation
        self.parent = parent
        self.reuse = reuse
    }
}

/// One change the navigator made, as recorded in its history and told to hosts.
public struct NavigationTransition: Sendable, Equatable {
    /// What kind of change.
    public enum Kind: String, Sendable {
        /// A page was shown (pushed, presented, replaced or made root).
        case show
        /// The stack was built for a deep link: root, parents, then the page.
        case deepLink
        /// An already shown page was brought back to the top.
        case bringBack
        /// A tab was selected.
        case selectTab
        /// Pages were closed by going back.
        case back
        /// The top modal was closed.
        case dismiss
        /// Everything above the tab's root was closed.
        case reset
        /// The previous transition was undone.
        case undo
    }

    /// What kind of change.
    public var kind: Kind
    /// The state before.
    public var before: NavigationState
    /// The state after.
    public var after: NavigationState
    /// How long the navigator took, in seconds, from the open to the new state.
    public var duration: Double
}

/// Something that renders navigation state: a UIKit or SwiftUI host, a terminal, a test.
@MainActor
public protocol NavigationHost: AnyObject {
    /// Called after every change, in order, on the main actor.
    func navigator(_ navigator: Navigator, didApply transition: NavigationTransition)
}

/// A host that keeps every transition it is told, for tests and previews.
@MainActor
public final class InMemoryNavigationHost: NavigationHost {
    /// The transitions, oldest first.
    public private(set) var transitions: [NavigationTransition] = []

    /// An empty host.
    public init() {}

    /// Records the transition.
    public func navigator(_ navigator: Navigator, didApply transition: NavigationTransition) {
        transitions.append(transition)
    }

    /// The route names of the visible pages after the last transition, bottom first.
    public var visibleRoutes: [String] {
        transitions.last?.after.visiblePages.map(\.route) ?? []
    }
}
