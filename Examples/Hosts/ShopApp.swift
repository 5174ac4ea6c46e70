import Junction
import JunctionNavigation
import JunctionSwiftUI
import SwiftUI

@main
struct ShopApp: App {
    @StateObject private var host: SwiftUINavigationHost

    init() {
        let navigator = Navigator(router: Router(), state: NavigationState(tabs: ["home", "cart"]))
        // ... register pages, or add the feature modules' page collections, here.
        _host = StateObject(wrappedValue: SwiftUINavigationHost(navigator: navigator))
    }

    var body: some Scene {
        WindowGroup {
            TabView(selection: host.selectedTab) {
                ForEach(host.state.tabs.map(\.name), id: \.self) { tab in
                    RoutedNavigationStack(host: host, tab: tab) { page in
                        Text(page.route)   // the page's own view
                    }
                    .tabItem { Text(tab) }
                    .tag(tab)
                }
            }
            .routingURLs(through: host.navigator)
        }
    }
}
