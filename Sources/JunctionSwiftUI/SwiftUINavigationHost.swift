#if canImport(SwiftUI)
import Combine
import JunctionNavigation
import SwiftUI

/// Publishes a navigator's state to SwiftUI views, and turns what the user does with the
/// system's own controls (a back button, an edge swipe, a sheet swiped down, a `TabView` tab,
/// a `NavigationLink(value:)`) into navigator calls, so the state stays the truth. Compiled only
/// where SwiftUI exists.
///
/// Make it once, where the app makes its navigator, and keep it in a `StateObject`:
///
/// ```swift
/// @StateObject private var host: SwiftUINavigationHost
///
/// init() {
///     _host = StateObject(wrappedValue: SwiftUINavigationHost(navigator: navigator))
/// }
/// ```
///
/// The navigator holds the host weakly. Bindings' writes are followed just after SwiftUI's
/// update, and only while the state still shows what the user acted on; until then the bindings
/// read back what was written.
@MainActor
public final class SwiftUINavigationHost: ObservableObject, NavigationHost {
    /// The state views render.
    @Published public private(set) var state: NavigationState
    /// The navigator this host shows.
    public let navigator: Navigator
    private var sheets = SheetSteps()
    private var writes = ScreenWrites()
    private var writeCount = 0
    private var following = false

    /// A host that follows `navigator` from now on.
    public init(navigator: Navigator) {
        self.navigator = navigator
        state = navigator.state
        sheets.follow(state.modals)
        WeakNavigationHost(self, on: navigator)
    }

    /// Publishes the state after the transition, without animation when the call asked for none.
    public func navigator(_ navigator: Navigator, didApply transition: NavigationTransition) {
        var transaction = Transaction()
        transaction.disablesAnimations = !transition.animated
        withTransaction(transaction) {
            sheets.follow(transition.after.modals)
            state = transition.after
        }
    }

    /// The selected tab's name, for `TabView(selection:)` with each tab tagged by its name;
    /// the user's choice selects the tab in the navigator.
    public var selectedTab: Binding<String> {
        Binding { @MainActor in
            self.writes.selectedTab(in: self.state)
        } set: { @MainActor tab in
            self.writes.select(tab: tab)
            self.followWrites()
        }
    }

    /// The pages pushed above a stack's first page, as a `NavigationStack` path: the tab's
    /// when `modal` is `nil`, else that modal's. A shorter path goes back; pages appended with
    /// `NavigationLink(value:)` are opened by their `url`, pushed.
    public func path(tab: String, modal: Int?) -> Binding<[NavigationState.Page]> {
        let stack: ScreenStack = modal.map { .modal($0) } ?? .tab(tab)
        return Binding { @MainActor in
            self.writes.path(of: stack, in: self.state)
        } set: { @MainActor path in
            self.writes.write(PathWrite(stack: stack, held: self.state.pages(of: stack), path: path))
            self.followWrites()
        }
    }

    /// The first page of the modal at `index`, presented over `tab` while it is selected, as
    /// a sheet's item; setting `nil` (the sheet swiped down) dismisses it and those above it.
    /// Modals opened together are presented one after the other.
    public func modal(at index: Int, over tab: String) -> Binding<NavigationState.Page?> {
        Binding { @MainActor in
            guard self.writes.selectedTab(in: self.state) == tab, !self.writes.isDismissed(modal: index) else { return nil }
            return self.sheets.item(at: index)
        } set: { @MainActor page in
            guard page == nil, let shown = self.sheets.item(at: index) else { return }
            self.sheets.userDismissed(from: index)
            self.writes.dismiss(modal: index, firstPage: shown.id)
            self.followWrites()
        }
    }

    /// The sheet at `index` appeared: the next modal opened with it is presented.
    func sheetAppeared(_ index: Int) {
        let before = sheets
        sheets.appeared(index, following: state.modals)
        if sheets != before { objectWillChange.send() }
    }

    func pages(tab: String, modal: Int?) -> [NavigationState.Page] {
        state.pages(of: modal.map { .modal($0) } ?? .tab(tab))
    }

    /// Has the navigator follow the writes just after SwiftUI's update, then publishes the
    /// state again, whether it followed them or had moved on.
    private func followWrites() {
        writeCount += 1
        guard !following else { return }
        following = true
        Task { @MainActor [weak self] in await self?.followWritesNow() }
    }

    private func followWritesNow() async {
        while !writes.isEmpty {
            let count = writeCount
            await navigator.apply(writes)
            if count == writeCount { writes = ScreenWrites() }
        }
        following = false
        sheets.follow(navigator.state.modals)
        state = navigator.state
    }
}

/// A `NavigationStack` of one tab of a navigator's state, with its modals as sheets, each with
/// a stack of its own. `page` makes the view of each page; a page replaced at the bottom of a
/// stack gets a new view, with state of its own.
public struct RoutedNavigationStack<PageView: View>: View {
    @ObservedObject private var host: SwiftUINavigationHost
    private let tab: String
    private let modal: Int?
    private let page: (NavigationState.Page) -> PageView

    /// A stack for the tab named `tab`.
    public init(host: SwiftUINavigationHost, tab: String, @ViewBuilder page: @escaping (NavigationState.Page) -> PageView) {
        self.init(host: host, tab: tab, modal: nil, page: page)
    }

    private init(host: SwiftUINavigationHost, tab: String, modal: Int?, page: @escaping (NavigationState.Page) -> PageView) {
        self.host = host
        self.tab = tab
        self.modal = modal
        self.page = page
    }

    /// The stack's first page, the pages pushed on it, and the next modal as a sheet.
    public var body: some View {
        let next = (modal ?? -1) + 1
        NavigationStack(path: host.path(tab: tab, modal: modal)) {
            if let first = host.pages(tab: tab, modal: modal).first {
                page(first).id(first.id).navigationDestination(for: NavigationState.Page.self) { page($0) }
            }
        }
        .sheet(item: host.modal(at: next, over: tab)) { _ in
            RoutedNavigationStack(host: host, tab: tab, modal: next, page: page).onAppear { host.sheetAppeared(next) }
        }
    }
}
#endif
