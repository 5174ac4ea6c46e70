#if canImport(SwiftUI)
import Combine
import Foundation
import Junction
import JunctionNavigation
import SwiftUI

/// Publishes a navigator's state to SwiftUI views, and turns what the user does with the
/// system's own controls (a back button, an edge swipe, a sheet swiped down, a `TabView` tab, a
/// sidebar row, a `NavigationLink(value:)`) into navigator calls, so the state stays the truth.
/// Compiled only where SwiftUI exists; every decision it makes is `JunctionNavigation`'s, tested
/// on every platform: this type only translates.
///
/// Make it once per window, where the scene makes its navigator, and keep it in a `StateObject`:
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
public final class SwiftUINavigationHost: ObservableObject {
    /// The state views render.
    @Published public private(set) var state: NavigationState
    let bindings: ScreenBindings

    /// The navigator this host shows.
    public var navigator: Navigator { bindings.navigator }

    /// A host that follows `navigator` from now on.
    public init(navigator: Navigator) {
        bindings = ScreenBindings(navigator: navigator) { delay, work in
            Task { @MainActor in
                try? await Task.sleep(for: delay)
                work()
            }
        }
        state = navigator.state
        bindings.publish = { [weak self] animated in
            guard let self else { return }
            var transaction = Transaction()
            transaction.disablesAnimations = !animated
            withTransaction(transaction) { state = bindings.state }
        }
    }

    /// The selected tab's name, for `TabView(selection:)` with each tab tagged by its name;
    /// the user's choice selects the tab in the navigator.
    public var selectedTab: Binding<String> {
        Binding { @MainActor in
            self.bindings.selectedTab
        } set: { @MainActor tab in
            self.bindings.select(tab: tab)
        }
    }

    /// The section a tab of sections shows, by the tab's path (`library`), for a segmented
    /// `Picker(selection:)` with each section tagged by its name; the user's choice selects the
    /// section in the navigator (`library/artists`).
    public func selectedSection(of tab: String) -> Binding<String> {
        Binding { @MainActor in
            self.bindings.selectedSection(of: tab) ?? ""
        } set: { @MainActor section in
            self.bindings.select(tab: tab + "/" + section)
        }
    }

    /// The selected tab's name as a sidebar's selection (`List(selection:)` in a
    /// `NavigationSplitView`, with a row per tab). In a collapsed split view (compact width),
    /// going back from the detail's root clears the selection: the sidebar shows, the state
    /// keeps its tab, and the next change of the navigator (a link) shows the detail again.
    public var sidebarSelection: Binding<String?> {
        Binding { @MainActor in
            self.bindings.sidebarSelection
        } set: { @MainActor tab in
            self.bindings.userSelectsSidebar(tab)
        }
    }

    /// The pages pushed above a stack's first page, as a `NavigationStack` path: the tab's
    /// when `modal` is `nil`, else that modal's. A shorter path goes back; pages appended with
    /// `NavigationLink(value:)` (see ``JunctionNavigation/NavigationState/Page/link(to:)``) are
    /// opened by their `url`, pushed, and appear once opened.
    public func path(tab: String, modal: Int?) -> Binding<[NavigationState.Page]> {
        path(tab: tab, modal: modal, presenting: nil)
    }

    /// The path of the stack of the modal `item` presented at `modal` (or the tab's), read from
    /// `item` once the state no longer has it, while its sheet slides away.
    func path(tab: String, modal: Int?, presenting item: NavigationState.Modal?) -> Binding<[NavigationState.Page]> {
        let stack: ScreenStack = modal.map { .modal($0) } ?? .tab(tab)
        return Binding { @MainActor in
            self.bindings.path(of: stack, presenting: item)
        } set: { @MainActor path in
            self.bindings.write(path: path, to: stack)
        }
    }

    /// The modal at `index`, presented over `tab` while it is selected, as the item of a
    /// presentation of your own container; setting `nil` (the user dismissed it) dismisses it and
    /// those above it. Modals opened together are presented one after the other, each once the
    /// one below has appeared (report it with ``modalAppeared(_:)``).
    public func modal(at index: Int, over tab: String) -> Binding<NavigationState.Modal?> {
        presentation(at: index, over: tab, style: nil, source: nil)
    }

    /// Call from the `onAppear` of a modal's content in your own container.
    public func modalAppeared(_ index: Int) {
        bindings.contentAppeared(modal: index)
    }

    /// Call from the `onAppear` of a page's view in a `NavigationStack` of your own: the host
    /// then knows which pages the user can have popped when the stack writes a shorter path
    /// (``RoutedNavigationStack`` does this).
    public func pageAppeared(_ page: NavigationState.Page) {
        bindings.pageAppeared(page.id)
    }

    /// Call from the `onDisappear` of a modal's content in your own container.
    public func modalDisappeared(_ index: Int) {
        bindings.contentDisappeared(modal: index)
    }

    func presentation(
        at index: Int, over tab: String, style: NavigationState.Presentation.ModalStyle.Kind?, source: String?
    ) -> Binding<NavigationState.Modal?> {
        Binding { @MainActor in
            if let style { self.bindings.modal(at: index, over: tab, style: style, source: source) } else { self.bindings.modal(at: index, over: tab) }
        } set: { @MainActor modal in
            if modal == nil { self.bindings.userDismissed(modal: index) }
        }
    }
}

extension NavigationState.Page {
    /// A page that names only a URL, for `NavigationLink(value:)` in a ``RoutedNavigationStack``:
    /// the host opens the URL, pushed, and the stack shows the page the navigator made (with its
    /// id and parameters), so a link's own page is never shown.
    ///
    /// ```swift
    /// NavigationLink("Red shoes", value: .link(to: "shop://product/42"))
    /// ```
    public static func link(to url: String) -> NavigationState.Page {
        NavigationState.Page(id: 0, route: "", url: url)
    }
}
#endif
