import Junction

/// The SwiftUI host's logic, apart from SwiftUI: the state its views read, what each binding's
/// getter answers and what its setter means, the loop that has the navigator follow the
/// writes, and the steps of nested presentations. `SwiftUINavigationHost` only translates: its
/// bindings call these methods, and ``publish`` tells its views to read again.
///
/// A setter runs inside SwiftUI's update, where the navigator must not change the state; the
/// write is kept (getters read it back, so the screen stays as the user left it) and followed
/// just after, only while the state still shows what the user acted on.
@MainActor
package final class ScreenBindings: NavigationHost {
    /// How long a presentation's animation may still run after its content's `onAppear`.
    package static let appearanceDelay: Duration = .milliseconds(500)

    /// The navigator followed.
    package let navigator: Navigator
    /// The state views render.
    package private(set) var state: NavigationState
    /// Tells the views to read again: after a transition (animated as it asked), after the
    /// writes are followed, after a presentation step starts or ends.
    package var publish: @MainActor (_ animated: Bool) -> Void = { _ in }
    /// The loop following the writes, while it runs.
    package private(set) var followingWrites: Task<Void, Never>?
    private let after: @MainActor (Duration, @escaping @MainActor () -> Void) -> Void
    private var sheets = SheetSteps()
    private var sheetToken = 0
    private var writes = ScreenWrites()
    private var writeCount = 0
    /// The views popovers may point at, by stack and name, with how many of each are on screen.
    private var anchors: [ScreenStack: [String: Int]] = [:]

    /// Bindings over `navigator`'s state; `after` runs work after a delay on the main actor (a
    /// task's sleep in the app, a test's clock in tests).
    package init(navigator: Navigator, after: @escaping @MainActor (Duration, @escaping @MainActor () -> Void) -> Void) {
        self.navigator = navigator
        self.after = after
        state = navigator.state
        WeakNavigationHost(self, on: navigator)
        followSheets()
    }

    /// Takes the state after the transition and publishes it.
    package func navigator(_ navigator: Navigator, didApply transition: NavigationTransition) {
        state = transition.after
        followSheets()
        publish(transition.animated)
    }

    // MARK: What the getters answer

    /// The selected tab as the screen shows it (`TabView(selection:)`).
    package var selectedTab: String {
        writes.selectedTab(in: state)
    }

    /// A stack's pages.
    package func pages(of stack: ScreenStack) -> [NavigationState.Page] {
        state.pages(of: stack)
    }

    /// A stack's path (its pages after the first) as the screen shows it (`NavigationStack(path:)`).
    package func path(of stack: ScreenStack) -> [NavigationState.Page] {
        writes.path(of: stack, in: state)
    }

    /// The modal a presentation at `index`, over `tab`, shows: `nil` unless the tab is selected,
    /// the user did not dismiss it, and its steps have reached it; with a `style`, only a modal
    /// of that style. A popover whose source is a view on screen (``anchorAppeared(_:in:)``) is
    /// presented by that view (`source` its name), any other by the stack (`source` `nil`).
    package func modal(
        at index: Int, over tab: String, style: NavigationState.Presentation.ModalStyle.Kind? = nil, source: String? = nil
    ) -> NavigationState.Modal? {
        guard selectedTab == tab, !writes.isDismissed(modal: index), let modal = sheets.item(at: index) else { return nil }
        guard let style else { return modal }
        guard modal.style.kind == style else { return nil }
        let below: ScreenStack = index == 0 ? .tab(tab) : .modal(index - 1)
        let anchor = modal.style.popoverSource.flatMap { name in anchors[below, default: [:]][name, default: 0] > 0 ? name : nil }
        return anchor == source ? modal : nil
    }

    /// A view named `name` that popovers may point at appeared in `stack`.
    package func anchorAppeared(_ name: String, in stack: ScreenStack) {
        anchors[stack, default: [:]][name, default: 0] += 1
        publish(false)
    }

    /// A view named `name` that popovers may point at disappeared from `stack`.
    package func anchorDisappeared(_ name: String, in stack: ScreenStack) {
        anchors[stack, default: [:]][name, default: 0] -= 1
        publish(false)
    }

    // MARK: What the setters mean

    /// The user selected a tab.
    package func select(tab: String) {
        writes.select(tab: tab)
        followWrites()
    }

    /// A path was written to a stack: a shorter one goes back, pages appended with
    /// `NavigationLink(value:)` are opened by their URL, pushed.
    package func write(path: [NavigationState.Page], to stack: ScreenStack) {
        let held = Array(state.pages(of: stack).prefix(1)) + self.path(of: stack)
        writes.write(PathWrite(stack: stack, held: held, path: path))
        followWrites()
    }

    /// The user dismissed the presentation at `index` (its item set to `nil`: a sheet swiped
    /// down, a popover tapped outside); it and those above it go.
    package func userDismissed(modal index: Int) {
        guard let shown = sheets.item(at: index) else { return }
        sheets.userDismissed(from: index)
        writes.dismiss(modal: index, id: shown.id)
        followWrites()
    }

    // MARK: What the presentations report

    /// The content of the presentation at `index` appeared (`onAppear`).
    package func contentAppeared(modal index: Int) {
        guard sheets.contentAppeared(index) else { return }
        let token = sheetToken
        after(Self.appearanceDelay) { [weak self] in
            guard let self, token == sheetToken else { return }
            sheets.finishPresenting()
            stepEnded()
        }
    }

    /// The content of the presentation at `index` disappeared (`onDisappear`).
    package func contentDisappeared(modal index: Int) {
        if sheets.contentDisappeared(index) { stepEnded() }
    }

    private func stepEnded() {
        followSheets()
        publish(true)
    }

    /// Starts the next presentation step, with a look after ``ScreenRenderer/stepTimeout`` in
    /// case the screen never reports its end.
    private func followSheets() {
        guard sheets.follow(state.modals) != nil else { return }
        sheetToken += 1
        let token = sheetToken
        after(ScreenRenderer.stepTimeout) { [weak self] in
            guard let self, token == sheetToken, sheets.underWay != nil else { return }
            sheets.timedOut()
            if sheets.isWithdrawn {
                after(ScreenRenderer.retryDelay) { [weak self] in
                    guard let self else { return }
                    sheets.offerAgain()
                    stepEnded()
                }
            }
            stepEnded()
        }
    }

    // MARK: Following the writes

    /// Has the navigator follow the writes just after SwiftUI's update, then publishes the
    /// state again, whether it followed them or had moved on.
    private func followWrites() {
        writeCount += 1
        guard followingWrites == nil else { return }
        followingWrites = Task { @MainActor [weak self] in await self?.followWritesNow() }
    }

    private func followWritesNow() async {
        var unseen: [ScreenStack: [Int]] = [:]
        while !writes.isEmpty {
            let count = writeCount
            await navigator.apply(writes, unseen: &unseen)
            if count == writeCount { writes = ScreenWrites() }
        }
        followingWrites = nil
        state = navigator.state
        followSheets()
        publish(true)
    }
}
