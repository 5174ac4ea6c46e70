/// What a host does to bring the modals on its screen to a state's: which it keeps, which it
/// dismisses, which it presents and in which order. Modals are told apart by their id, which
/// stays when a modal's page is replaced, so such a modal stays on screen.
struct ModalPlan: Equatable, Sendable {
    /// How many modals on screen stay (the lowest ones, whose id is the state's).
    var keep: Int
    /// The lowest modal on screen to dismiss, with every one above it; `nil` for none.
    var dismissFrom: Int?
    /// The state's modals to present, lowest first, each over the one before.
    var present: Range<Int>

    /// The plan from the id of each modal on screen, lowest first, to `modals`.
    init(onScreen: [Int], modals: [NavigationState.Modal]) {
        var keep = 0
        while keep < min(onScreen.count, modals.count), onScreen[keep] == modals[keep].id { keep += 1 }
        self.keep = keep
        dismissFrom = keep < onScreen.count ? keep : nil
        present = keep..<modals.count
    }
}

/// What a ``NavigationScreen`` answers when asked to present a modal.
public enum PresentOutcome: Equatable, Sendable {
    /// The modal is on screen.
    case presented
    /// The screen is not in a window yet (a restored state, before the window shows): nothing
    /// was presented, and presenting waits until the screen appears.
    case notInWindow
    /// The controller to present from shows something else already (an alert, a share sheet, a
    /// page's own modal, a modal still leaving): UIKit refuses a second presentation, so nothing
    /// was presented, and the host tries again later.
    case presenterBusy
}

/// The modals a host has on screen and the one step under way: a host dismisses or presents one
/// modal at a time and starts the next step only when the screen says the last has ended, so
/// presentations never overlap (UIKit refuses to present during a dismissal, and SwiftUI drops
/// a sheet asked for while another is still appearing).
struct ModalSteps: Equatable, Sendable {
    /// One step.
    enum Step: Equatable, Sendable {
        /// Dismiss the modal on screen at `from` and every one above it.
        case dismiss(from: Int)
        /// Present this modal at `index`, over the one below it (or the tabs).
        case present(index: Int, modal: NavigationState.Modal)
    }

    /// Why no modal is presented now.
    enum Wait: Equatable, Sendable {
        /// The screen is not in a window: presenting waits for ``screenAppeared()``.
        case window
        /// The controller to present from shows something else: presenting waits for ``retry()``.
        case presenter
    }

    /// Each modal on screen as it was presented, lowest first.
    private(set) var onScreen: [NavigationState.Modal] = []
    /// The step the screen is taking, until ``finished(_:)``.
    private(set) var underWay: Step?
    /// Why presenting waits, `nil` when it does not.
    private(set) var waiting: Wait?

    /// Nothing on screen.
    init() {}

    /// The ids of the modals on screen, lowest first.
    var idsOnScreen: [Int] { onScreen.map(\.id) }

    /// The next step toward `modals`, which is then under way; `nil` while a step is under way,
    /// while presenting waits, or when the screen shows `modals` already.
    mutating func next(toward modals: [NavigationState.Modal]) -> Step? {
        guard underWay == nil else { return nil }
        let plan = ModalPlan(onScreen: idsOnScreen, modals: modals)
        if let from = plan.dismissFrom {
            underWay = .dismiss(from: from)
        } else if let index = plan.present.first, waiting == nil {
            underWay = .present(index: index, modal: modals[index])
        }
        return underWay
    }

    /// The step under way ended; for a presentation, with what the screen answered.
    mutating func finished(_ outcome: PresentOutcome = .presented) {
        switch underWay {
        case .dismiss(let from): onScreen.removeSubrange(min(from, onScreen.count)...)
        case .present(_, let modal):
            switch outcome {
            case .presented: onScreen.append(modal)
            case .notInWindow: waiting = .window
            case .presenterBusy: waiting = .presenter
            }
        case nil: break
        }
        underWay = nil
    }

    /// The screen is in a window now, or its presenter may be free: presenting may go on.
    mutating func screenAppeared() {
        waiting = nil
    }

    /// The controller to present from may be free now: presenting may go on.
    mutating func retry() {
        if waiting == .presenter { waiting = nil }
    }

    /// The step under way never ended (its completion never came): the screen's own account of
    /// the modals it shows, by id, is taken instead, and the step is over.
    mutating func settle(shown: [Int]) {
        var known = onScreen
        if case .present(_, let modal) = underWay { known.append(modal) }
        onScreen = shown.compactMap { id in known.first { $0.id == id } }
        underWay = nil
    }

    /// The modals on screen that the screen no longer shows (dismissed by the user, or by a page
    /// calling `dismiss` itself): the lowest one's index, `nil` when every one is still shown.
    func firstGone(shown: [Int]) -> Int? {
        onScreen.indices.first { !shown.contains(onScreen[$0].id) }
    }

    /// The modal on screen at `index` left it (a sheet swiped down, a Done button), and with it
    /// those above; returns it, `nil` when no such modal is on screen.
    mutating func left(from index: Int) -> NavigationState.Modal? {
        guard onScreen.indices.contains(index) else { return nil }
        let modal = onScreen[index]
        onScreen.removeSubrange(index...)
        return modal
    }
}
