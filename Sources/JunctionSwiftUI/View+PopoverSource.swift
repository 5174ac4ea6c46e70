#if canImport(SwiftUI)
import Junction
import JunctionNavigation
import SwiftUI

extension View {
    /// Makes this view the one that popovers opened with `.popover(source: name)` point at,
    /// when they are presented over the page this view is in (a page of a
    /// ``RoutedNavigationStack``). A popover whose source is on no page on screen points at the
    /// stack it is presented over.
    ///
    /// ```swift
    /// Button("Share") { Task { try await navigator.open("shop://share/7") } }
    ///     .routedPopoverSource("share")
    /// ```
    public func routedPopoverSource(_ name: String) -> some View {
        PopoverSource(name: name, content: self)
    }
}

/// Where a view sits in a routed stack: the host, the tab, the stack, the index of the modal
/// presented over it, and how the host makes that modal's content.
struct RoutedPlacement {
    let host: SwiftUINavigationHost
    let tab: String
    let stack: ScreenStack
    let next: Int
    /// The content of the modal presented as the given item.
    let content: @MainActor (NavigationState.Modal) -> AnyView
}

private struct RoutedPlacementKey: EnvironmentKey {
    static var defaultValue: RoutedPlacement? { nil }
}

extension EnvironmentValues {
    /// The routed stack a view is in, `nil` outside one.
    var routedPlacement: RoutedPlacement? {
        get { self[RoutedPlacementKey.self] }
        set { self[RoutedPlacementKey.self] = newValue }
    }
}

/// A view that popovers with its name as their source are presented from.
private struct PopoverSource<Content: View>: View {
    let name: String
    let content: Content
    @Environment(\.routedPlacement) private var placement

    var body: some View {
        #if os(tvOS) || os(watchOS)
        content
        #else
        if let placement {
            content
                .popover(item: placement.host.presentation(at: placement.next, over: placement.tab, style: .popover, source: name)) { modal in
                    placement.content(modal)
                }
                .onAppear { placement.host.bindings.anchorAppeared(name, in: placement.stack) }
                .onDisappear { placement.host.bindings.anchorDisappeared(name, in: placement.stack) }
        } else {
            content
        }
        #endif
    }
}
#endif
