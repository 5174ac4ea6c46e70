import Foundation
import Junction
@testable import JunctionRemoteMaps
import JunctionRouteMap
import JunctionSupport
import Testing

/// The README's remote-map example, as written there, with the server on 127.0.0.1, the key set
/// and the bundled map read from this package, and the cache in a temporary directory.
@Suite struct ReadmeRemoteMapsExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theAppSideExampleAppliesANewerMap() async throws {
        let shop = try String(contentsOf: Self.root.appendingPathComponent("Examples/RouteMaps/shop.json"), encoding: .utf8)
        let newer = shop
            .replacingOccurrences(of: #""routes": ["#, with: #""routes": [{"name": "spring", "pattern": "shop://spring", "redirect": "shop://product/1", "exposure": "everywhere"},"#)
            .replacingOccurrences(of: #""description": "A product""#, with: #""description": "A product on sale""#)
        let signing = SigningKey(generatingWithID: "routes-2026")
        let directory = SignedMaps.temporaryDirectory()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"{"keys": [\#(signing.publicKey.json)]}"#.utf8).write(to: directory.appendingPathComponent("keys.jwks"))

        let bundledFile = try RouteMapFile(contentsOf: Self.root.appendingPathComponent("Examples/RouteMaps/shop.json").path)
        let router = Router(options: RouterOptions().adding(bundledFile.map))
        var bindings = RouteMapBindings()
        for route in bundledFile.map.routes {
            if case .page(let name)? = route.target { bindings.page(name) { request in "\(name) \(request.route.description ?? "")" } }
            if case .handler(let key)? = route.target { bindings.handler(key) { _ in key } }
        }
        let printed = Locked<[String]>([])
        @Sendable func print(_ event: RemoteMapEvent) { printed.withLock { $0.append("\(event)") } }

        try await MapServer.with { server in
            await server.serve(try signing.sign(
                mapJSON: Array(newer.utf8), version: 3, issuedAt: Date(), expiresAt: Date().addingTimeInterval(86_400), app: "com.example.shop"))
            // As in the README:
            let keys = try JSONWebKeySet(json: Data(contentsOf: directory.appendingPathComponent("keys.jwks")))
            let remote = try RemoteRouteMaps(
                router: router, bindings: bindings, app: "com.example.shop",
                url: server.url, keys: keys,
                bundled: bundledFile, bundledVersion: 1,
                cacheDirectory: directory.appendingPathComponent("routes")
            ) { event in print(event) }   // applied version 3: added spring; changed product
            try await remote.start()      // at launch: the newer of the bundled map and the cached one
            await remote.refresh()        // at launch, when the app comes to the foreground, on a silent push
        }
        #expect(printed.withLock { $0 } == ["bundled version 1", "applied version 3: added spring; changed product"])
        #expect(try await router.open("shop://spring", as: String.self) == "ProductPage A product on sale")
    }
}
