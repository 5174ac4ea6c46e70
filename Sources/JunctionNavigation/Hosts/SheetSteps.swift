/// Which of a state's modals SwiftUI's nested sheets show: ``ModalSteps`` for a screen whose
/// dismissals take effect at once (a sheet whose item becomes `nil` goes, with those above it)
/// and whose presentations end when the sheet's content appears. A state that opens two modals
/// in one change shows the second only once the first has appeared, since SwiftUI drops a sheet
/// asked for while the one under it is still appearing.
package struct SheetSteps: Equatable, Sendable {
    private var steps = ModalSteps()

    /// No sheet.
    package init() {}

    /// Brings the sheets toward `modals`: dismisses at once what goes, and starts presenting
    /// the next modal when none is appearing.
    package mutating func follow(_ modals: [NavigationState.Modal]) {
        while let step = steps.next(toward: modals) {
            guard case .dismiss = step else { return }
            steps.finished()
        }
    }

    /// The sheet at `index` appeared: the next modal, if any, is presented.
    package mutating func appeared(_ index: Int, following modals: [NavigationState.Modal]) {
        guard case .present(index, _) = steps.underWay else { return }
        steps.finished()
        follow(modals)
    }

    /// The user swiped the sheet at `index` down: it and those above it are gone.
    package mutating func userDismissed(from index: Int) {
        _ = steps.userDismissed(from: index)
    }

    /// The item of the sheet at `index`: the first page of the modal shown there (or appearing
    /// there), `nil` for no sheet.
    package func item(at index: Int) -> NavigationState.Page? {
        if steps.onScreen.indices.contains(index) { return steps.onScreen[index] }
        if case .present(index, let pages) = steps.underWay { return pages.first }
        return nil
    }
}
