import FlyingFox
import Foundation
import Junction
import JunctionRemoteMaps
import Testing

/// Every way a download can go wrong, served by a real server on 127.0.0.1: each keeps the
/// routes exactly as they were and says why.
@Suite struct RefusedMapTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let kind: RemoteMapEvent.Kind
        let code: RemoteMapError.Code
        let message: String
        var maximumSize = 2 * 1024 * 1024
        /// The library's own limit but where a case is about the limit: a loopback download
        /// has taken more than 5 seconds while the suite and a fuzzer shared two cores.
        var timeLimit: Duration = .seconds(30)
        var keys = SignedMaps.keys
        /// The version the event names: the refused map's, once its signature checked out;
        /// else the version still routing.
        var version = 1
        let reply: @Sendable (MapServer) async -> Void

        var testDescription: String { name }
    }

    static let week = 7 * SignedMaps.day
    static let body = SignedMaps.token(version: 2)

    static let cases: [Case] = [
        Case(name: "500", kind: .fetchFailed, code: .fetchFailed, message: "the server answered 500") { server in
            await server.serve { _ in HTTPResponse(statusCode: .internalServerError) }
        },
        Case(
            name: "slow past the time limit", kind: .fetchFailed, code: .fetchFailed, message: "no answer within 0.2 seconds",
            timeLimit: .milliseconds(200)
        ) { server in
            await server.serve { _ in
                try await Task.sleep(for: .seconds(2))
                return HTTPResponse(statusCode: .ok, body: Data(body.utf8))
            }
        },
        Case(name: "truncated body", kind: .fetchFailed, code: .fetchFailed, message: "the body ended after 100 of \(body.utf8.count) bytes") { server in
            await server.serve { _ in
                HTTPResponse(statusCode: .ok, body: HTTPBodySequence(from: CutShortBody(bytes: Array(body.utf8.prefix(100))), count: body.utf8.count))
            }
        },
        Case(
            name: "body over the size limit", kind: .fetchFailed, code: .fetchFailed,
            message: "the body is \(body.utf8.count) bytes, over the limit of 600 bytes", maximumSize: 600
        ) { server in
            await server.serve(body)
        },
        Case(name: "bad signature", kind: .refused, code: .badSignature, message: #"the signature does not verify with key "routes-2026""#) { server in
            await server.serve(SignedMaps.token(header: #"{"alg":"EdDSA","kid":"routes-2026"}"#, payload: SignedMaps.payload(), key: SignedMaps.strangerKey))
        },
        Case(name: "one bit flipped", kind: .refused, code: .badSignature, message: #"the signature does not verify with key "routes-2026""#) { server in
            await server.serve(BitFlip.caseSwapped(body, at: body.utf8.count / 2))
        },
        Case(name: "unknown kid", kind: .refused, code: .unknownKey, message: #"no trusted key has the id "stranger""#) { server in
            await server.serve(SignedMaps.token(version: 2, key: SignedMaps.strangerKey))
        },
        Case(
            name: "revoked kid", kind: .refused, code: .revokedKey, message: #"key "routes-2027" is revoked"#,
            keys: SignedMaps.keys.revoking("routes-2027")
        ) { server in
            await server.serve(SignedMaps.token(version: 2, key: SignedMaps.otherKey))
        },
        Case(name: "replay of an older version", kind: .refused, code: .replay, message: "version 1 is not newer than version 1, applied already") { server in
            await server.serve(SignedMaps.token(version: 1))
        },
        Case(
            name: "expired", kind: .refused, code: .expired,
            message: "version 2 expired at 2026-11-17T00:00:00Z; it is now 2026-11-24T00:00:00Z"
        ) { server in
            await server.serve(SignedMaps.token(
                version: 2, issuedAt: SignedMaps.now.addingTimeInterval(-2 * week), expiresAt: SignedMaps.now.addingTimeInterval(-week)))
        },
        Case(
            name: "issued in the future", kind: .refused, code: .issuedInFuture,
            message: "version 2 is issued at 2026-11-24T01:00:00Z, later than now (2026-11-24T00:00:00Z) by more than 300 s"
        ) { server in
            await server.serve(SignedMaps.token(version: 2, issuedAt: SignedMaps.now.addingTimeInterval(3600)))
        },
        Case(name: "for another app", kind: .refused, code: .wrongApp, message: #"the map is for "com.example.other", not "com.example.shop""#) { server in
            await server.serve(SignedMaps.token(version: 2, app: "com.example.other"))
        },
        Case(
            name: "conflicting routes", kind: .refused, code: .loadFailed,
            message: #"remote route map:1:454: error: "shop://cart" matches exactly the same URLs as "shop://cart", registered earlier"#, version: 2
        ) { server in
            let map = SignedMaps.mapJSON(version: 2, routes: [#"{"name": "cart", "pattern": "shop://cart", "page": "Page"}"#])
            await server.serve(SignedMaps.token(version: 2, map: map))
        },
        Case(
            name: "unbound page", kind: .refused, code: .loadFailed,
            message: #"remote route map:1:485: error: no page is bound to "Wishlist""#, version: 2
        ) { server in
            let map = SignedMaps.mapJSON(version: 2, routes: [#"{"name": "wishlist", "pattern": "shop://wishlist", "page": "Wishlist"}"#])
            await server.serve(SignedMaps.token(version: 2, map: map))
        },
        Case(
            name: "widens exposure", kind: .refused, code: .widensExposure,
            message: #"route "product" is exposed to everywhere; the app allows remote maps at most in-app, push, universal-link"#, version: 2
        ) { server in
            await server.serve(SignedMaps.token(version: 2, map: SignedMaps.mapJSON(version: 2, productExposure: #""everywhere""#)))
        },
    ]

    @Test(arguments: cases)
    func aBadDownloadKeepsTheCurrentRoutes(_ refusal: Case) async throws {
        let cache = SignedMaps.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: cache) }
        try await MapServer.with { server in
            await refusal.reply(server)
            var options = SignedMaps.options()
            options.maximumSize = refusal.maximumSize
            options.timeLimit = refusal.timeLimit
            let app = try RemoteApp(url: server.url, cache: cache, keys: refusal.keys, options: options)
            try await app.remote.start()
            let before = app.router.registrations
            let events = await app.remote.refresh()
            #expect(events == [RemoteMapEvent(refusal.kind, version: refusal.version, error: RemoteMapError(refusal.code, refusal.message))])
            #expect(app.router.registrations == before)
            #expect(app.routes == ["home@v1", "product@v1", "settings", "cart"])
            #expect(await app.remote.version == 1)
            #expect(!FileManager.default.fileExists(atPath: cache.appendingPathComponent("route-map.jws").path))
        }
    }

    @Test func aServerThatIsDownKeepsTheCurrentRoutes() async throws {
        let cache = SignedMaps.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: cache) }
        // A port that was just listening and is closed now.
        let url = try await MapServer.with { $0.url }
        let app = try RemoteApp(url: url, cache: cache)
        try await app.remote.start()
        let before = app.router.registrations
        let events = await app.remote.refresh()
        #expect(events.map(\.kind) == [.fetchFailed])
        #expect(events.first?.error?.code == .fetchFailed)
        #expect(events.first?.error?.message.isEmpty == false)
        #expect(app.router.registrations == before)
        #expect(app.routes == ["home@v1", "product@v1", "settings", "cart"])
    }
}

/// Changing one bit of a token.
enum BitFlip {
    /// The token with the letter at or after `offset` switched between upper and lower case (bit
    /// 0x20), which keeps it a base64url character.
    static func caseSwapped(_ token: String, at offset: Int) -> String {
        var bytes = Array(token.utf8)
        var index = offset
        while !(bytes[index] >= UInt8(ascii: "A") && bytes[index] <= UInt8(ascii: "Z") || bytes[index] >= UInt8(ascii: "a") && bytes[index] <= UInt8(ascii: "z")) {
            index += 1
        }
        bytes[index] ^= 0x20
        return String(decoding: bytes, as: UTF8.self)
    }
}
