/// Something that renders navigation state: a UIKit or SwiftUI host, a terminal, a test.
@MainActor
public protocol NavigationHost: AnyObject {
    /// Called after every change, in order, on the main actor. A host may navigate from here;
    /// its change is told to every host after this one.
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
