import Junction
import JunctionNavigation
import JunctionSwiftUI
import SwiftUI

/// The navigator's tabs as a sidebar, the selected tab's stack as the detail: the sidebar's
/// selection is the state's selected tab, the detail column its pages and modals.
struct SplitShop: View {
    @ObservedObject var host: SwiftUINavigationHost

    var body: some View {
        NavigationSplitView {
            List(host.state.tabs.map(\.name), id: \.self, selection: host.sidebarSelection) { tab in
                Text(tab)
            }
        } detail: {
            RoutedNavigationStack(host: host, tab: host.state.selectedTab) { page in
                Text(page.route)   // the page's own view
            }
            .id(host.state.selectedTab)
        }
    }
}
