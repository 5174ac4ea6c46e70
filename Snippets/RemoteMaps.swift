// Remote route maps in the app: the keys and the map it ships, the map on the server, and when
// to look for a newer one. Compiled, not run: it reads the app's bundle and a server.

import Foundation
import Junction
import JunctionRemoteMaps
import JunctionRouteMap

// snippet.app
func launch(router: Router, bindings: RouteMapBindings) async throws {
let keysFile = Bundle.main.url(forResource: "keys", withExtension: "jwks")!
let keys = try JSONWebKeySet(json: Data(contentsOf: keysFile))
let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
let remote = try RemoteRouteMaps(
    router: router, bindings: bindings, app: "com.example.shop",
    url: URL(string: "https://cdn.example.com/shop.jws")!, keys: keys,
    bundled: try RouteMapFile(resource: "shop", withExtension: "json"),
    bundledVersion: 1,
    cacheDirectory: caches.appendingPathComponent("routes")
) { event in
    // applied version 3: added spring; changed product
    print(event)
}
// at launch: the newer of the bundled map and the cached one
try await remote.start()
// at launch, when the app comes to the foreground, on a silent push
await remote.refresh()
}
// snippet.end
// snippet.hide
_ = launch
// snippet.show
