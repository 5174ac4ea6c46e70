/// Something that renders navigation state: a UIKit or SwiftUI host, a terminal, a test.
@MainActor
public protocol NavigationHost: AnyObject {
    /// Called after every change, in order, on the main actor. A host may navigate from here;
    /// its change is told to every host after this one.
    func navigator(_ navigator: Navigator, didApply transition: NavigationTransition)
}
