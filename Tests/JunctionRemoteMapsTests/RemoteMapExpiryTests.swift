import Foundation
import Junction
import JunctionSupport
@testable import JunctionRemoteMaps
import JunctionRouteMap
import Testing

/// A map stops routing when it expires, while the app runs.
@Suite struct RemoteMapExpiryTests {
    /// Issue 29, item 8: an expired map kept routing while the app ran; the refresh that finds it
    /// expired drops it, back to the bundled map.
    @Test func aRefreshDropsAMapThatHasExpired() async throws {
        let cache = SignedMaps.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: cache) }
        let clock = Locked(SignedMaps.now)
        var options = SignedMaps.options()
        options.now = { clock.withLock { $0 } }
        let (app, served) = try LeakedKeyTests.app(cache, options: options)
        try await app.remote.start()
        let token = SignedMaps.token(version: 2, expiresAt: SignedMaps.now.addingTimeInterval(SignedMaps.day))
        served.serve(token)
        #expect(await app.remote.refresh().map(\.kind) == [.applied])
        #expect(await app.remote.refresh().map(\.kind) == [.notModified])

        clock.withLock { $0 = SignedMaps.now.addingTimeInterval(30 * SignedMaps.day) }
        let events = await app.remote.refresh()
        #expect(events == [
            RemoteMapEvent(.expired, version: 2, error: RemoteMapError(
                .expired, "version 2 expired at 2026-11-25T00:00:00Z; it is now 2026-12-24T00:00:00Z")),
            RemoteMapEvent(.bundled, version: 1),
            RemoteMapEvent(.refused, version: 1, error: RemoteMapError(
                .expired, "version 2 expired at 2026-11-25T00:00:00Z; it is now 2026-12-24T00:00:00Z")),
        ])
        #expect(await app.remote.version == 1)
        #expect(app.routes == ["home@v1", "product@v1", "settings", "cart"])
    }
}
