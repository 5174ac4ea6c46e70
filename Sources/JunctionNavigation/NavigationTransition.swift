import Junction

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
        /// Tabs' root pages were loaded at launch (``Navigator/loadRoots(_:animated:)``).
        case loadRoots
        /// A saved state was shown, less the pages its routes' interceptors refused
        /// (``Navigator/restore(_:animated:)``).
        case restore
        /// The pages on screen were checked against their routes' interceptors again, and
        /// those refused closed (``Navigator/recheck(animated:)``).
        case recheck
        /// An alert was shown (``Navigator/ask(_:)``).
        case alert
        /// An alert was answered, or closed without an answer.
        case answerAlert
    }

    /// What kind of change.
    public var kind: Kind
    /// The state before.
    public var before: NavigationState
    /// The state after.
    public var after: NavigationState
    /// How long the navigator took, from the open (or the call) to the new state.
    public var duration: Duration
    /// The URL whose open made the change; `nil` for back, dismiss, reset, tab selection by
    /// name and undo.
    public var url: String?
    /// Where that URL came from; `nil` when there is no URL.
    public var source: RouteSource?
    /// For a deep link, the parents its back stack was built without, youngest first, each
    /// with the reason; for a restored state, the pages left out; empty otherwise.
    public var leftOutParents: [LeftOutParent]
    /// Whether hosts should animate the change: what the call asked (`animated:`, `true` by
    /// default; ``Navigator/undo(animated:)`` is not animated unless asked).
    public var animated: Bool

    /// A transition, for hosts' own tests.
    public init(
        kind: Kind, before: NavigationState, after: NavigationState, duration: Duration = .zero, url: String? = nil,
        source: RouteSource? = nil, leftOutParents: [LeftOutParent] = [], animated: Bool = true
    ) {
        self.kind = kind
        self.before = before
        self.after = after
        self.duration = duration
        self.url = url
        self.source = source
        self.leftOutParents = leftOutParents
        self.animated = animated
    }
}

extension NavigationTransition: CustomStringConvertible {
    /// One line for a log: the kind, the URL and its source when there is one, the time taken,
    /// and the pages after, as ``NavigationState/outline`` writes them:
    /// `deepLink shop://product/7 from push (0.21 ms): home#1 > product#2 (id=7)`.
    public var description: String {
        let opened = url.map { " \($0) from \(source ?? .inApp)" } ?? ""
        let milliseconds = Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
        let time = (milliseconds * 100).rounded() / 100
        return "\(kind.rawValue)\(opened) (\(time) ms): \(after.outline)"
    }
}
