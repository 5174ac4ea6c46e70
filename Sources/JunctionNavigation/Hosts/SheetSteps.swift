/// Which of a state's modals SwiftUI's nested presentations (sheets, full-screen covers,
/// popovers, one level inside the other) show, one step at a time: ``ModalSteps`` for a screen
/// that says only when a presentation's content appears and disappears.
///
/// SwiftUI drops a presentation asked for while the one under it is still appearing or going, so
/// a step ends only when the screen says so: a presentation once its content has appeared and
/// the presentation's animation has had ``ScreenBindings/appearanceDelay`` to end (`onAppear`
/// runs as the content starts to appear, not when the presentation has ended); a dismissal once
/// the content has disappeared. A presentation whose content has not appeared after
/// ``ScreenRenderer/stepTimeout`` was dropped: it is withdrawn (its item reads `nil`) and offered
/// again after ``ScreenRenderer/retryDelay``.
struct SheetSteps: Equatable, Sendable {
    private var steps = ModalSteps()
    /// The presentation whose content appeared, waiting for its animation to end.
    private(set) var appeared: Int?

    /// No presentation.
    init() {}

    /// The step under way, `nil` for none.
    var underWay: ModalSteps.Step? { steps.underWay }

    /// Whether a dropped presentation waits to be offered again.
    var isWithdrawn: Bool { steps.waiting == .presenter }

    /// Starts the next step toward `modals` when none is under way, and returns it.
    mutating func follow(_ modals: [NavigationState.Modal]) -> ModalSteps.Step? {
        guard steps.underWay == nil else { return nil }
        return steps.next(toward: modals)
    }

    /// The content of the presentation at `index` appeared; returns whether that was the
    /// presentation under way, which ends after the appearance delay (``finishPresenting()``).
    mutating func contentAppeared(_ index: Int) -> Bool {
        guard case .present(index, _) = steps.underWay, appeared == nil else { return false }
        appeared = index
        return true
    }

    /// The presentation under way has appeared and had time to end its animation.
    mutating func finishPresenting() {
        guard case .present = steps.underWay, appeared != nil else { return }
        appeared = nil
        steps.finished()
    }

    /// The content of the presentation at `index` disappeared; returns whether that ended the
    /// dismissal under way.
    mutating func contentDisappeared(_ index: Int) -> Bool {
        guard case .dismiss(let from) = steps.underWay, index == from else { return false }
        steps.finished()
        return true
    }

    /// The step under way did not end in time. A dismissal is taken as done; a presentation
    /// whose content never appeared was dropped, and is withdrawn until ``offerAgain()``.
    mutating func timedOut() {
        switch steps.underWay {
        case .dismiss: steps.finished()
        case .present:
            if appeared != nil {
                finishPresenting()
            } else {
                steps.finished(.presenterBusy)
            }
        case nil: break
        }
    }

    /// A withdrawn presentation is offered again.
    mutating func offerAgain() {
        steps.retry()
    }

    /// The user dismissed the presentation at `index` (a sheet swiped down, a popover tapped
    /// outside): it and those above it are gone.
    mutating func userDismissed(from index: Int) {
        if case .present(let presenting, _) = steps.underWay, presenting >= index {
            appeared = nil
            steps.settle(shown: Array(steps.idsOnScreen.prefix(index)))
        } else {
            _ = steps.left(from: index)
        }
    }

    /// The modal shown (or appearing) at `index`, `nil` for none.
    func item(at index: Int) -> NavigationState.Modal? {
        if case .dismiss(let from) = steps.underWay, index >= from { return nil }
        if steps.onScreen.indices.contains(index) { return steps.onScreen[index] }
        if case .present(index, let modal) = steps.underWay { return modal }
        return nil
    }
}
