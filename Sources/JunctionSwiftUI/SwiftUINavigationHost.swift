#if canImport(SwiftUI)
import JunctionNavigation
import SwiftUI

/// Publishes a navigator's state to SwiftUI views, and turns the system's own back gestures
/// (a back button, an edge swipe, a sheet swiped down) into navigator calls, so the state stays
/// the truth. Compiled only where SwiftUI exists.
///
/// ```swift
/// @StateObject var host = SwiftUINavigationHost(navigator: navigator)
///
/// var body: some View {
///     RoutedNavigationStack(host: host, tab: "home") { page in
///         switch page.route {
///         case "product": ProductView(id: page.parameters["id"] ?? "")
///         default: Text(page.route)
///         }
///     }
/// }
/// ```
@MainActor
public final class SwiftUINavigationHost: ObservableObject, NavigationHost {
    /// The state views render.
    @Published public private(set) var state: NavigationState
    /// The navigator this host shows.
    public let navigator: Navigator

    /// A host that follows `navigator` from now on.
    public init(navigator: Navigator) {
        self.navigator = navigator
        state = navigator.state
        navigator.add(self)
    }

    /// Publishes the state after the transition, without animation when the call asked for none.
    public func navigator(_ navigator: Navigator, didApply transition: NavigationTransition) {
        var transaction = Transaction()
        transaction.disablesAnimations = !transition.animated
        withTransaction(transaction) { state = transition.after }
    }

    /// The pages pushed above a stack's first page, as a `NavigationStack` path: the tab's
    /// when `modal` is `nil`, else that modal's. Setting a shorter path goes back.
    public func path(tab: String, modal: Int?) -> Binding<[NavigationState.Page]> {
        Binding {
            let pages = self.pages(tab: tab, modal: modal)
            return Array(pages.dropFirst())
        } set: { path in
            let pages = self.pages(tab: tab, modal: modal)
            if path.count < pages.count - 1, let target = path.last ?? pages.first {
                self.navigator.back(to: target.id)
            }
        }
    }

    /// The first page of the modal at `index`, presented over `tab` while it is selected, as
    /// a sheet's item; setting `nil` (the sheet swiped down) dismisses it and those above it.
    public func modal(at index: Int, over tab: String) -> Binding<NavigationState.Page?> {
        Binding {
            self.state.selectedTab == tab && index < self.state.modals.count ? self.state.modals[index].pages.first : nil
        } set: { page in
            guard page == nil else { return }
            while self.navigator.state.modals.count > index { self.navigator.dismiss() }
        }
    }

    func pages(tab: String, modal: Int?) -> [NavigationState.Page] {
        if let modal { return modal < state.modals.count ? state.modals[modal].pages : [] }
        return state.tabs.first { $0.name == tab }?.pages ?? []
    }
}

/// A `NavigationStack` of one tab of a navigator's state, with its modals as sheets, each with
/// a stack of its own. `page` makes the view of each page.
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
                page(first).navigationDestination(for: NavigationState.Page.self) { page($0) }
            }
        }
        .sheet(item: host.modal(at: next, over: tab)) { _ in
            RoutedNavigationStack(host: host, tab: tab, modal: next, page: page)
        }
    }
}
#endif
