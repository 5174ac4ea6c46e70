import Foundation
import Junction
import JunctionRemoteMaps
import JunctionSupport
import JunctionRouteMap

/// An app as the tests run it: a router with a route registered in code, and remote maps from a
/// URL, with a cache directory and every event recorded.
struct RemoteApp {
    let router: Router
    let remote: RemoteRouteMaps
    let cache: URL
    let recorded: EventLog

    init(
        url: URL, cache: URL, keys: JSONWebKeySet = SignedMaps.keys, options: RemoteMapOptions = SignedMaps.options(),
        transport: any RemoteMapTransport = URLSessionMapTransport()
    ) throws {
        router = Router(options: RouterOptions().adding(SignedMaps.bundled.map))
        try router.register("shop://cart") { _ in "cart" }
        self.cache = cache
        let recorded = EventLog()
        self.recorded = recorded
        remote = try RemoteRouteMaps(
            router: router, bindings: SignedMaps.bindings, app: SignedMaps.app, url: url, keys: keys,
            bundled: SignedMaps.bundled, bundledVersion: 1, cacheDirectory: cache, options: options, transport: transport,
            onEvent: { recorded.append($0) })
    }

    /// Starts as at launch, then refreshes once.
    @discardableResult
    func launch() async throws -> [RemoteMapEvent] {
        try await remote.start() + remote.refresh()
    }

    /// What `url` opens to, or the error's code.
    func open(_ url: String) -> String {
        do {
            return try router.openSynchronously(url, as: String.self)
        } catch {
            return "\((error as? RouteError)?.code.name ?? "\(error)")"
        }
    }

    /// What the app's main URLs open to: the map's pages, and the route in code.
    var routes: [String] {
        ["shop://home", "shop://product/7", "shop://settings", "shop://cart"].map(open)
    }
}

/// Events as `onEvent` saw them.
final class EventLog: Sendable {
    private let events = Locked<[RemoteMapEvent]>([])

    func append(_ event: RemoteMapEvent) {
        events.withLock { $0.append(event) }
    }

    var all: [RemoteMapEvent] { events.withLock { $0 } }
}
