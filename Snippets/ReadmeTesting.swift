// The README's example of an app's own test of navigation, as the README shows it; run from
// the package's folder.

import Junction
import JunctionNavigation
import JunctionRouteMap
import JunctionTesting

let navigator = try RouteMapFile(contentsOf: "Examples/RouteMaps/shop.yaml").preloadedNavigator()
try await navigator.open(RouteRequest(url: "https://shop.example.com/p/7", source: .universalLink))
try navigator.state.expect(visible: ["catalog", "product"])    // "expected the pages catalog > product, found ..."
try navigator.state.expect(top: "product", parameters: ["id": "7", "tab": "info"])
