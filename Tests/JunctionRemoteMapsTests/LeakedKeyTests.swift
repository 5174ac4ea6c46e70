import Foundation
import Junction
@testable import JunctionRemoteMaps
import JunctionSupport
import JunctionRouteMap
import Testing

/// Serves whatever token the test sets, without a network: the app's checks are what is tested.
final class ServedToken: RemoteMapTransport {
    private let token = Locked("")

    func serve(_ token: String) {
        self.token.withLock { $0 = token }
    }

    func fetch(_ request: RemoteMapRequest) async throws -> RemoteMapResponse {
        RemoteMapResponse(status: 200, body: Data(token.withLock { $0 }.utf8))
    }
}

/// Issue 29, item 3: a key that leaked could leave state that revoking it did not undo: the
/// largest version (every later real map a "replay"), or the good key revoked. Versions and
/// revocations are now kept with the key whose map made them, and forgotten when the app
/// revokes that key; a version may not jump further than `maximumVersionStep`.
@Suite struct LeakedKeyTests {
    /// `routes-2027` plays the key that leaked; `routes-2026` is the server's.
    static let leaked = SignedMaps.otherKey

    static func app(_ cache: URL, keys: JSONWebKeySet = SignedMaps.keys, options: RemoteMapOptions = SignedMaps.options()) throws -> (RemoteApp, ServedToken) {
        let served = ServedToken()
        let app = try RemoteApp(
            url: URL(string: "https://routes.example.com/shop.jws")!, cache: cache, keys: keys, options: options, transport: served)
        return (app, served)
    }

    @Test func aVersionTooFarAheadIsRefused() async throws {
        try await RemoteMapLifecycleTests.withCache { cache in
            let (app, served) = try Self.app(cache)
            try await app.remote.start()
            served.serve(SignedMaps.token(version: 9_007_199_254_740_991, key: Self.leaked))
            #expect(await app.remote.refresh() == [RemoteMapEvent(.refused, version: 1, error: RemoteMapError(
                .versionJump,
                "version 9007199254740991 is more than 4294967296 above version 1, the highest applied (RemoteMapOptions.maximumVersionStep)"))])
            served.serve(SignedMaps.token(version: 1 + (1 << 32)))
            #expect(await app.remote.refresh().map(\.kind) == [.applied])
        }
    }

    @Test func revokingTheLeakedKeyForgetsTheVersionItsMapReached() async throws {
        try await RemoteMapLifecycleTests.withCache { cache in
            var options = SignedMaps.options()
            options.maximumVersionStep = .max
            let (app, served) = try Self.app(cache, options: options)
            try await app.remote.start()
            served.serve(SignedMaps.token(version: 9_007_199_254_740_991, key: Self.leaked))
            #expect(await app.remote.refresh().map(\.kind) == [.applied])

            // The app update revokes the leaked key; the server's next map applies.
            let (updated, server) = try Self.app(cache, keys: SignedMaps.keys.revoking(Self.leaked.id), options: options)
            #expect(try await updated.remote.start().map(\.kind) == [.cacheIgnored, .bundled])
            server.serve(SignedMaps.token(version: 1000))
            #expect(await updated.remote.refresh().map(\.kind) == [.applied])
            #expect(await updated.remote.version == 1000)
        }
    }

    @Test func revokingTheLeakedKeyForgetsTheKeysItsMapRevoked() async throws {
        try await RemoteMapLifecycleTests.withCache { cache in
            let (app, served) = try Self.app(cache)
            try await app.remote.start()
            served.serve(SignedMaps.token(version: 2, key: Self.leaked, revokedKeys: [SignedMaps.key.id]))
            #expect(await app.remote.refresh().map(\.kind) == [.applied])
            served.serve(SignedMaps.token(version: 3))
            #expect(await app.remote.refresh().map { $0.error?.code } == [.revokedKey])

            let (updated, server) = try Self.app(cache, keys: SignedMaps.keys.revoking(Self.leaked.id))
            try await updated.remote.start()
            server.serve(SignedMaps.token(version: 3))
            #expect(await updated.remote.refresh().map(\.kind) == [.applied])
        }
    }

    /// A key revoked by a map that counts revokes nothing itself, whatever it revoked before.
    @Test func aRevokedKeysRevocationsDoNotCount() {
        var state = RemoteMapCache.State()
        state.revocations = [.init(by: "good", key: "leaked"), .init(by: "leaked", key: "good")]
        #expect(state.revokedKeys == ["leaked"])
        state.revocations.reverse()
        #expect(state.revokedKeys == ["good"])
        let keys = try! JSONWebKeySet([JSONWebKey(id: "good", publicKey: []), JSONWebKey(id: "leaked", publicKey: [])]).revoking("leaked")
        #expect(state.trusting(keys).revokedKeys == ["leaked"])
    }

    /// Issue 29, item 6: the state file lost (a crash between the two writes, a restore) took the
    /// revocations with it; the cached map's own are restored at launch.
    @Test func theCachedMapsRevocationsAreRestoredWhenTheStateIsLost() async throws {
        try await RemoteMapLifecycleTests.withCache { cache in
            let (app, served) = try Self.app(cache)
            try await app.remote.start()
            served.serve(SignedMaps.token(version: 2, revokedKeys: [Self.leaked.id]))
            #expect(await app.remote.refresh().map(\.kind) == [.applied])
            try FileManager.default.removeItem(at: cache.appendingPathComponent(RemoteMapCache.stateName))

            let (restarted, server) = try Self.app(cache)
            #expect(try await restarted.remote.start() == [RemoteMapEvent(.keptFromCache, version: 2)])
            server.serve(SignedMaps.token(version: 3, key: Self.leaked))
            #expect(await restarted.remote.refresh() == [
                RemoteMapEvent(.refused, version: 2, error: RemoteMapError(.revokedKey, #"key "routes-2027" is revoked"#)),
            ])
        }
    }

    /// A state file that does not read is not guessed at: the bundled map, and no remote map.
    @Test func anUnreadableStateTurnsRemoteMapsOff() async throws {
        try await RemoteMapLifecycleTests.withCache { cache in
            let (app, served) = try Self.app(cache)
            try await app.remote.start()
            served.serve(SignedMaps.token(version: 2, revokedKeys: [Self.leaked.id]))
            #expect(await app.remote.refresh().map(\.kind) == [.applied])
            let state = cache.appendingPathComponent(RemoteMapCache.stateName)
            try Data(#"{"versions": "#.utf8).write(to: state)

            let (restarted, server) = try Self.app(cache)
            let events = try await restarted.remote.start()
            #expect(events.map(\.kind) == [.cacheIgnored, .bundled])
            #expect(events.first?.error?.code == .cacheUnreadable)
            #expect(restarted.routes == ["home@v1", "product@v1", "settings", "cart"])
            server.serve(SignedMaps.token(version: 3, key: Self.leaked))
            let refused = await restarted.remote.refresh()
            #expect(refused.map(\.kind) == [.refused])
            #expect(refused.first?.error?.code == .cacheUnreadable)
            #expect(await restarted.remote.version == 1)
        }
    }

    /// The state is written with each key's versions and revocations, and reads back.
    @Test func theStateReadsBackAsWritten() throws {
        let cache = RemoteMapCache(directory: SignedMaps.temporaryDirectory())
        defer { try? FileManager.default.removeItem(at: cache.directory) }
        let state = RemoteMapCache.State(
            versions: ["a": 3, "b\"": 9], revocations: [.init(by: "a", key: "c"), .init(by: "b\"", key: "a")], etag: "\"v3\"", etagVersion: 3)
        try cache.write(state)
        #expect(try cache.readState() == state)
        let text = try String(contentsOf: cache.directory.appendingPathComponent(RemoteMapCache.stateName), encoding: .utf8)
        #expect(text == #"{"versions":[{"key":"a","version":3},{"key":"b\"","version":9}],"revocations":[{"by":"a","key":"c"},{"by":"b\"","key":"a"}],"etag":"\"v3\"","etagVersion":3}"# + "\n")
    }

    /// A state written before versions and revocations were kept per key reads as lost: the
    /// cached map's version and revocations are recorded again, and remote maps stay on.
    @Test func aStateOfTheEarlierFormatReadsAsLost() async throws {
        try await RemoteMapLifecycleTests.withCache { cache in
            let (app, served) = try Self.app(cache)
            try await app.remote.start()
            served.serve(SignedMaps.token(version: 2, revokedKeys: [Self.leaked.id]))
            #expect(await app.remote.refresh().map(\.kind) == [.applied])
            try Data(#"{"highestVersion":2,"revokedKeys":["routes-2027"]}"#.utf8).write(to: cache.appendingPathComponent(RemoteMapCache.stateName))

            let (restarted, server) = try Self.app(cache)
            #expect(try await restarted.remote.start() == [RemoteMapEvent(.keptFromCache, version: 2)])
            server.serve(SignedMaps.token(version: 3, key: Self.leaked))
            #expect(await restarted.remote.refresh().map { $0.error?.code } == [.revokedKey])
            server.serve(SignedMaps.token(version: 3))
            #expect(await restarted.remote.refresh().map(\.kind) == [.applied])
        }
    }
}
