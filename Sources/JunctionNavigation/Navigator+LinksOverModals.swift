import Junction

/// What a navigator does with a link from outside (a universal link, a notification, another
/// app) that arrives while a modal is shown: the user may be half-way through a form in it.
///
/// ```swift
/// navigator.linksOverModals = .presentOver                 // the default
/// navigator.linksOverModals = .waitForDismissal
/// navigator.linksOverModals = .ask { link in
///     await confirmLeavingTheForm(for: link) ? .closeModals : .presentOver
/// }
/// ```
///
/// Opens from inside the app are not affected: a page the app opens while a modal is shown is
/// pushed in it, as its presentation says.
public struct LinksOverModals: Sendable {
    enum Choice: Sendable {
        case presentOver, closeModals, waitForDismissal
        case ask(@MainActor @Sendable (LinkOverModal) async -> LinksOverModals)
    }

    let choice: Choice

    /// The link's page is presented as a new modal over the ones shown, without its back stack
    /// (a page whose route is presented modally keeps its own style; any other is a sheet);
    /// dismissing it shows the modals as the user left them. Nothing is lost. The default.
    public static let presentOver = LinksOverModals(choice: .presentOver)

    /// The modals are closed and the link opens as it would with none shown: a page with a back
    /// stack on its rebuilt stack, any other pushed on the tab.
    public static let closeModals = LinksOverModals(choice: .closeModals)

    /// The link waits until no modal is shown (the user finished or dismissed them), then opens.
    public static let waitForDismissal = LinksOverModals(choice: .waitForDismissal)

    /// Asks the app, once the link's route has answered a page: `decide` returns one of the
    /// other choices (``ask(_:)`` again counts as ``presentOver``).
    public static func ask(_ decide: @escaping @MainActor @Sendable (LinkOverModal) async -> LinksOverModals) -> LinksOverModals {
        LinksOverModals(choice: .ask(decide))
    }
}

/// A link from outside that arrived while a modal is shown, for ``LinksOverModals/ask(_:)``.
public struct LinkOverModal: Sendable {
    /// The link's URL.
    public var url: String
    /// Where the link came from.
    public var source: RouteSource
    /// The page the link opens.
    public var page: PageDestination
    /// The modals shown, lowest first.
    public var modals: [NavigationState.Modal]
}

extension Navigator {
    /// How a page from outside is shown while modals are.
    enum OverModals {
        /// Presented over them, as this destination.
        case present(PageDestination)
        /// As if no modal were shown, once they are closed.
        case closeModals
        /// As if no modal were shown: none is any more.
        case asIfNone
    }

    /// How `destination`, opened from outside while modals are shown, is to be shown, as
    /// ``linksOverModals`` says; waits for the modals to close when it says so.
    func overModals(_ destination: PageDestination, url: String, source: RouteSource) async -> OverModals {
        var choice = linksOverModals.choice
        if case .ask(let decide) = choice {
            choice = await decide(LinkOverModal(url: url, source: source, page: destination, modals: state.modals)).choice
        }
        switch choice {
        case .presentOver, .ask:
            guard !state.modals.isEmpty else { return .asIfNone }
            var presented = destination
            if !presented.presentation.isModal { presented.presentation = .modal }
            return .present(presented)
        case .closeModals:
            return .closeModals
        case .waitForDismissal:
            while !state.modals.isEmpty { await withCheckedContinuation { modalWaiters.append($0) } }
            return .asIfNone
        }
    }

    /// Lets the links waiting for the modals to close go on, once none is shown.
    func resumeLinksWaitingForModals() {
        guard state.modals.isEmpty, !modalWaiters.isEmpty else { return }
        let waiting = modalWaiters
        modalWaiters = []
        for waiter in waiting { waiter.resume() }
    }
}
