/// What a host does to bring the modals on its screen to a state's: which it keeps, which it
/// dismisses, which it presents and in which order.
package struct ModalPlan: Equatable, Sendable {
    /// How many modals on screen stay (the lowest ones, whose first page is the state's).
    package var keep: Int
    /// The lowest modal on screen to dismiss, with every one above it; `nil` for none.
    package var dismissFrom: Int?
    /// The state's modals to present, lowest first, each over the one before.
    package var present: Range<Int>

    /// The plan from the first page of each modal on screen, lowest first, to `modals`.
    package init(onScreen: [Int], modals: [NavigationState.Modal]) {
        var keep = 0
        while keep < min(onScreen.count, modals.count), onScreen[keep] == modals[keep].pages.first?.id { keep += 1 }
        self.keep = keep
        dismissFrom = keep < onScreen.count ? keep : nil
        present = keep..<modals.count
    }
}

/// The modals a host has on screen and the one step under way: a host dismisses or presents one
/// modal at a time and starts the next step only when the screen says the last has completed,
/// so presentations never overlap (UIKit refuses to present during a dismissal, and SwiftUI
/// drops a sheet asked for while another is still appearing).
package struct ModalSteps: Equatable, Sendable {
    /// One step.
    package enum Step: Equatable, Sendable {
        /// Dismiss the modal on screen at `from` and every one above it.
        case dismiss(from: Int)
        /// Present these pages as the modal at `index`, over the one below it (or the tabs).
        case present(index: Int, pages: [NavigationState.Page])
    }

    /// The first page of each modal on screen, lowest first.
    package private(set) var onScreen: [NavigationState.Page] = []
    /// The step the screen is taking, until ``finished(presented:)``.
    package private(set) var underWay: Step?
    /// Whether the screen refused to present because it is not in a window yet; no modal is
    /// presented until ``screenAppeared()``.
    package private(set) var waitingForWindow = false

    /// Nothing on screen.
    package init() {}

    /// The next step toward `modals`, which is then under way; `nil` while a step is under way,
    /// while the screen waits for a window, or when the screen shows `modals` already.
    package mutating func next(toward modals: [NavigationState.Modal]) -> Step? {
        guard underWay == nil else { return nil }
        let plan = ModalPlan(onScreen: onScreen.map(\.id), modals: modals)
        if let from = plan.dismissFrom {
            underWay = .dismiss(from: from)
        } else if let index = plan.present.first, !waitingForWindow {
            underWay = .present(index: index, pages: modals[index].pages)
        }
        return underWay
    }

    /// The step under way completed. `presented` is `false` when the screen could not present
    /// (it is not in a window): the modal is not on screen, and presenting waits for
    /// ``screenAppeared()``.
    package mutating func finished(presented: Bool = true) {
        switch underWay {
        case .dismiss(let from): onScreen.removeSubrange(min(from, onScreen.count)...)
        case .present(_, let pages):
            if presented, let first = pages.first { onScreen.append(first) } else { waitingForWindow = true }
        case nil: break
        }
        underWay = nil
    }

    /// The screen is in a window now: modals it refused can be presented.
    package mutating func screenAppeared() {
        waitingForWindow = false
    }

    /// The user dismissed the modal on screen at `index` (a sheet swiped down), and with it
    /// those above; returns the first page it showed, `nil` when no such modal is on screen.
    package mutating func userDismissed(from index: Int) -> NavigationState.Page? {
        guard onScreen.indices.contains(index) else { return nil }
        let first = onScreen[index]
        onScreen.removeSubrange(index...)
        return first
    }
}
