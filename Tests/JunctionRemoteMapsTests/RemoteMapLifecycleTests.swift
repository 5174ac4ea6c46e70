import FlyingFox
import Foundation
import Junction
import JunctionRemoteMaps
import JunctionRouteMap
import JunctionSupport
import Testing

/// A map's life in the app: downloaded and applied with its changes, kept on 304, kept from the
/// cache at the next launch, and the bundled map when the cache is broken.
@Suite struct RemoteMapLifecycleTests {
    /// Version 2: home and product changed, settings gone, a campaign link added.
    static let version2 = SignedMaps.token(version: 2, map: SignedMaps.mapJSON(version: 2, routes: [
        #"{"name": "campaign", "pattern": "shop://spring", "redirect": "shop://product/7", "exposure": "everywhere"}"#,
    ]).replacingOccurrences(of: #"{"name": "settings", "pattern": "shop://settings", "page": "Settings"}, "#, with: ""))

    static func withCache(_ body: (URL) async throws -> Void) async throws {
        let cache = SignedMaps.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: cache) }
        try await body(cache)
    }

    @Test func aValidMapAppliesWithTheRightChanges() async throws {
        try await Self.withCache { cache in
            try await MapServer.with { server in
                await server.serve(Self.version2, etag: "\"v2\"")
                let app = try RemoteApp(url: server.url, cache: cache)
                #expect(try await app.remote.start() == [RemoteMapEvent(.bundled, version: 1)])
                let events = await app.remote.refresh()
                let changes = RouteMapChanges(added: ["campaign"], removed: ["settings"], changed: ["home", "product"])
                #expect(events == [RemoteMapEvent(.applied, version: 2, changes: changes)])
                #expect(app.recorded.all == [RemoteMapEvent(.bundled, version: 1), RemoteMapEvent(.applied, version: 2, changes: changes)])
                #expect(app.routes == ["home@v2", "product@v2", "notFound", "cart"])
                #expect(app.open("shop://spring") == "product@v2")
                #expect(await app.remote.version == 2)
                #expect("\(events[0])" == "applied version 2: added campaign; removed settings; changed home, product")
            }
        }
    }

    @Test func notModifiedKeepsTheMapAndSendsItsETag() async throws {
        try await Self.withCache { cache in
            try await MapServer.with { server in
                await server.serve(Self.version2, etag: "\"v2\"")
                let app = try RemoteApp(url: server.url, cache: cache)
                try await app.launch()
                let before = app.router.registrations
                #expect(await app.remote.refresh() == [RemoteMapEvent(.notModified, version: 2)])
                let requests = await server.requests
                #expect(requests.map { $0.headers[HTTPHeader("If-None-Match")] } == [nil, "\"v2\""])
                #expect(app.router.registrations == before)
            }
        }
    }

    @Test func theSameMapAgainWithoutAnETagIsNotARefusal() async throws {
        try await Self.withCache { cache in
            try await MapServer.with { server in
                await server.serve(Self.version2)
                let app = try RemoteApp(url: server.url, cache: cache)
                try await app.launch()
                #expect(await app.remote.refresh() == [RemoteMapEvent(.notModified, version: 2)])
            }
        }
    }

    @Test func theAppRestartsFromTheCache() async throws {
        try await Self.withCache { cache in
            try await MapServer.with { server in
                await server.serve(Self.version2)
                let first = try RemoteApp(url: server.url, cache: cache)
                try await first.launch()
            }
            // The next launch, with the server gone: the cached map routes.
            let second = try RemoteApp(url: URL(string: "https://routes.invalid/shop.jws")!, cache: cache)
            #expect(try await second.remote.start() == [RemoteMapEvent(.keptFromCache, version: 2)])
            #expect(second.routes == ["home@v2", "product@v2", "notFound", "cart"])
        }
    }

    @Test(arguments: [
        ("garbage", "not a token", RemoteMapError(.malformed, "a signed map is three base64url segments separated by '.' (header.payload.signature); found 1")),
        ("truncated", String(version2.prefix(300)), RemoteMapError(.malformed, "a signed map is three base64url segments separated by '.' (header.payload.signature); found 2")),
        ("empty", "", RemoteMapError(.malformed, "a signed map is three base64url segments separated by '.' (header.payload.signature); found 1")),
    ])
    func aCorruptCacheFallsBackToTheBundledMap(_ name: String, _ contents: String, _ reason: RemoteMapError) async throws {
        try await Self.withCache { cache in
            try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: cache.appendingPathComponent("route-map.jws"))
            let app = try RemoteApp(url: URL(string: "https://routes.invalid/shop.jws")!, cache: cache)
            #expect(try await app.remote.start() == [RemoteMapEvent(.cacheIgnored, error: reason), RemoteMapEvent(.bundled, version: 1)])
            #expect(app.routes == ["home@v1", "product@v1", "settings", "cart"])
        }
    }

    @Test func aCacheThatFailsVerificationFallsBackToTheBundledMap() async throws {
        try await Self.withCache { cache in
            try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
            let forged = SignedMaps.token(version: 5, key: SignedMaps.strangerKey)
            try Data(forged.utf8).write(to: cache.appendingPathComponent("route-map.jws"))
            let app = try RemoteApp(url: URL(string: "https://routes.invalid/shop.jws")!, cache: cache)
            #expect(try await app.remote.start() == [
                RemoteMapEvent(.cacheIgnored, error: RemoteMapError(.unknownKey, #"no trusted key has the id "stranger""#)),
                RemoteMapEvent(.bundled, version: 1),
            ])
        }
    }

    @Test func aFailedDownloadIsTriedAgainAfterABackoff() async throws {
        try await Self.withCache { cache in
            try await MapServer.with { server in
                let count = Counter()
                await server.serve { _ in
                    count.next() == 1
                        ? HTTPResponse(statusCode: .serviceUnavailable)
                        : HTTPResponse(statusCode: .ok, body: Data(Self.version2.utf8))
                }
                let app = try RemoteApp(url: server.url, cache: cache, options: SignedMaps.options(retries: 2))
                try await app.remote.start()
                #expect(await app.remote.refresh().map(\.kind) == [.applied])
                #expect(await server.requests.count == 2)
            }
        }
    }

    @Test func aKeyRevokedByANewerMapStaysRevokedAfterARestart() async throws {
        try await Self.withCache { cache in
            try await MapServer.with { server in
                await server.serve(SignedMaps.token(version: 2, revokedKeys: ["routes-2027"]))
                let app = try RemoteApp(url: server.url, cache: cache)
                try await app.remote.start()
                #expect(await app.remote.refresh().map(\.kind) == [.applied])
                await server.serve(SignedMaps.token(version: 3, key: SignedMaps.otherKey))
                let restarted = try RemoteApp(url: server.url, cache: cache)
                #expect(try await restarted.remote.start() == [RemoteMapEvent(.keptFromCache, version: 2)])
                #expect(await restarted.remote.refresh() == [
                    RemoteMapEvent(.refused, version: 2, error: RemoteMapError(.revokedKey, #"key "routes-2027" is revoked"#)),
                ])
            }
        }
    }

    @Test func aMapOlderThanTheMaximumAgeIsReported() async throws {
        try await Self.withCache { cache in
            try await MapServer.with { server in
                await server.serve(SignedMaps.token(version: 2, issuedAt: SignedMaps.now.addingTimeInterval(-10 * SignedMaps.day)))
                var options = SignedMaps.options()
                options.maximumAge = .seconds(7 * 86_400)
                let app = try RemoteApp(url: server.url, cache: cache, options: options)
                try await app.remote.start()
                let events = await app.remote.refresh()
                #expect(events.map(\.kind) == [.applied, .stale])
                #expect(events.last?.error == RemoteMapError(.expired, "version 2 was issued 864000 s ago, more than the maximum age of 604800 s"))
            }
        }
    }

    @Test func aNewerBundledMapWinsOverAnOlderCache() async throws {
        try await Self.withCache { cache in
            try await MapServer.with { server in
                await server.serve(Self.version2)
                let app = try RemoteApp(url: server.url, cache: cache)
                try await app.launch()
            }
            // An app update ships version 3 in the bundle.
            let router = Router(options: RouterOptions().adding(SignedMaps.bundled.map))
            let remote = try RemoteRouteMaps(
                router: router, bindings: SignedMaps.bindings, app: SignedMaps.app, url: URL(string: "https://routes.invalid/m")!,
                keys: SignedMaps.keys, bundled: SignedMaps.bundled, bundledVersion: 3, cacheDirectory: cache)
            #expect(try await remote.start() == [RemoteMapEvent(.bundled, version: 3)])
            #expect(!FileManager.default.fileExists(atPath: cache.appendingPathComponent("route-map.jws").path))
        }
    }

    @Test(arguments: ["http://routes.example.com/shop.jws", "ftp://127.0.0.1/shop.jws", "file:///tmp/shop.jws"])
    func onlyHTTPSIsFetchedAndPlainHTTPOnLoopback(_ url: String) throws {
        #expect(throws: RemoteMapError(.insecureURL, "\(url) is not https; plain http is allowed on loopback only")) {
            try RemoteApp(url: URL(string: url)!, cache: SignedMaps.temporaryDirectory())
        }
    }
}

/// Counts calls, from any thread.
final class Counter: Sendable {
    private let count = Locked(0)

    func next() -> Int {
        count.withLock { count in
            count += 1
            return count
        }
    }
}
