import Junction

/// Popovers, each presented by the view it points at when that view is on screen.
extension ScreenBindings {
    /// ``modal(at:over:)`` for a presentation of one style (SwiftUI has one modifier a style):
    /// only a modal of `style`. A popover whose source is a view on screen
    /// (``anchorAppeared(_:in:)``) is presented by that view (`source` its name), any other by
    /// the stack (`source` `nil`).
    package func modal(
        at index: Int, over tab: String, style: NavigationState.Presentation.ModalStyle.Kind, source: String? = nil
    ) -> NavigationState.Modal? {
        guard let modal = modal(at: index, over: tab), modal.style.kind == style else { return nil }
        let below: ScreenStack = index == 0 ? .tab(tab) : .modal(index - 1)
        let anchor = modal.style.popoverSource.flatMap { name in anchors[below, default: [:]][name, default: 0] > 0 ? name : nil }
        return anchor == source ? modal : nil
    }

    /// A view named `name` that popovers may point at appeared in `stack`: a popover presented
    /// over that stack with the source `name` points at it from now on.
    public func anchorAppeared(_ name: String, in stack: ScreenStack) {
        anchors[stack, default: [:]][name, default: 0] += 1
        publish(false)
    }

    /// A view named `name` that popovers may point at disappeared from `stack`; called as
    /// often as ``anchorAppeared(_:in:)`` for it (a view may appear more than once).
    public func anchorDisappeared(_ name: String, in stack: ScreenStack) {
        anchors[stack, default: [:]][name, default: 0] -= 1
        publish(false)
    }
}
