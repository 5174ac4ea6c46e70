#if canImport(SwiftUI)
import Foundation
import Junction
import JunctionNavigation
import SwiftUI

/// A `NavigationStack` of one tab of a navigator's state, with its modals presented over it as
/// their presentation says (a sheet with its detents, a full-screen cover, a popover), each with
/// a stack of its own, and the navigator's alert over the stack on top. `page` makes the view of each page; a page replaced at the bottom of a
/// stack gets a new view, with state of its own.
public struct RoutedNavigationStack<PageView: View>: View {
    @ObservedObject private var host: SwiftUINavigationHost
    private let tab: String
    private let modal: Int?
    /// The modal this stack's presentation presented: its pages are shown from it once the
    /// state no longer has it, while the sheet slides away.
    private let item: NavigationState.Modal?
    private let page: (NavigationState.Page) -> PageView

    /// A stack for the tab named `tab`, or for a section of one by its path (`library/albums`).
    public init(host: SwiftUINavigationHost, tab: String, @ViewBuilder page: @escaping (NavigationState.Page) -> PageView) {
        self.init(host: host, tab: tab, modal: nil, item: nil, page: page)
    }

    private init(
        host: SwiftUINavigationHost, tab: String, modal: Int?, item: NavigationState.Modal?, page: @escaping (NavigationState.Page) -> PageView
    ) {
        self.host = host
        self.tab = tab
        self.modal = modal
        self.item = item
        self.page = page
    }

    /// The stack's first page, the pages pushed on it, and the next modal in its presentation.
    public var body: some View {
        let next = (modal ?? -1) + 1
        let stack: ScreenStack = modal.map { .modal($0) } ?? .tab(tab)
        NavigationStack(path: host.path(tab: tab, modal: modal, presenting: item)) {
            if let first = host.bindings.pages(of: stack, presenting: item).first {
                shown(first).id(first.id).navigationDestination(for: NavigationState.Page.self) { shown($0) }
            }
        }
        .environment(\.routedPlacement, RoutedPlacement(host: host, tab: tab, stack: stack, next: next) { AnyView(presented(next, item: $0)) })
        .navigationAlert(host: host, over: stack)
        .sheet(item: host.presentation(at: next, over: tab, style: .sheet, source: nil)) { modal in
            DetentSheet(detents: modal.style.detents) { presented(next, item: modal) }
        }
        #if !os(macOS)
        .fullScreenCover(item: host.presentation(at: next, over: tab, style: .fullScreenCover, source: nil)) { modal in presented(next, item: modal) }
        #endif
        #if !os(tvOS) && !os(watchOS)
        .popover(item: host.presentation(at: next, over: tab, style: .popover, source: nil)) { modal in presented(next, item: modal) }
        #endif
    }

    /// A page's view, telling the host when it appears.
    private func shown(_ shown: NavigationState.Page) -> some View {
        page(shown).onAppear { host.pageAppeared(shown) }
    }

    /// The stack of the modal at `index` (presented as `item`), telling the host when it appears
    /// and disappears.
    private func presented(_ index: Int, item: NavigationState.Modal) -> some View {
        RoutedNavigationStack(host: host, tab: tab, modal: index, item: item, page: page)
            .interactiveDismissDisabled(host.bindings.dismissIsGuarded(modal: index))
            .onAppear { host.bindings.contentAppeared(modal: index) }
            .onDisappear { host.bindings.contentDisappeared(modal: index) }
    }
}

/// A sheet's content with the heights the sheet rests at, opening at the first.
struct DetentSheet<Content: View>: View {
    private let detents: [PresentationDetent]
    private let content: Content
    @State private var selection: PresentationDetent

    init(detents: [NavigationState.Presentation.SheetDetent], @ViewBuilder content: () -> Content) {
        self.detents = detents.map(Self.detent)
        self.content = content()
        _selection = State(wrappedValue: self.detents.first ?? .large)
    }

    var body: some View {
        if detents.isEmpty {
            content
        } else {
            content.presentationDetents(Set(detents), selection: $selection)
        }
    }

    private static func detent(_ detent: NavigationState.Presentation.SheetDetent) -> PresentationDetent {
        switch detent.kind {
        case .medium: .medium
        case .large: .large
        case .fraction(let fraction): .fraction(CGFloat(fraction))
        case .height(let points): .height(CGFloat(points))
        }
    }
}
#endif
