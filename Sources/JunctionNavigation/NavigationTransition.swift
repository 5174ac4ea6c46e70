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
    /// How long the navigator took, from the open to the new state.
    public var duration: Duration

    /// A transition, for hosts' own tests.
    public init(kind: Kind, before: NavigationState, after: NavigationState, duration: Duration = .zero) {
        self.kind = kind
        self.before = before
        self.after = after
        self.duration = duration
    }
}
