/// Something that renders navigation state: a UIKit or SwiftUI host, a terminal, a test.
@MainActor
public protocol NavigationHost: AnyObject {
    /// Called after every change, in order, on the main actor. A host may navigate from here;
    /// its change is told to every host after this one.
    func navigator(_ navigator: Navigator, didApply transition: NavigationTransition)

    /// Called when a page starts or stops asking before it is left
    /// (``Navigator/guardLeaving(_:_:)``), for a host that turns the system's own gestures off
    /// for such a page (SwiftUI's `interactiveDismissDisabled`). Does nothing unless the host
    /// says otherwise.
    func navigatorChangedLeaveGuards(_ navigator: Navigator)
}

extension NavigationHost {
    /// Does nothing: a host that asks the navigator when a gesture begins needs no notice.
    public func navigatorChangedLeaveGuards(_ navigator: Navigator) {}
}
