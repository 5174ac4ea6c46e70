import FlyingFox
import Foundation
import Junction
@testable import JunctionRemoteMaps
import JunctionRouteMap
import Testing

/// The download keeps to the https/loopback rule on every hop.
@Suite struct RemoteMapRedirectTests {
    /// Issue 29, item 7: a redirect to plain `http` elsewhere was followed and applied; each hop
    /// is now held to the rule the configured URL is.
    @Test func aRedirectToAnInsecureURLIsRefused() async throws {
        let cache = SignedMaps.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: cache) }
        try await MapServer.with { server in
            let token = SignedMaps.token(version: 2)
            let port = server.port
            await server.serve { request in
                // The map's URL sends to another host over plain http; `?hop` to loopback, then the map.
                let query = request.query.map(\.name)
                let location = query.contains("hop") ? "http://127.0.0.1:\(port)/shop.jws?map" : "http://127.0.0.2:\(port)/map.jws"
                guard query.contains("map") else { return HTTPResponse(statusCode: .found, headers: HTTPHeaders([HTTPHeader("Location"): location])) }
                return HTTPResponse(statusCode: .ok, body: Data(token.utf8))
            }
            let app = try RemoteApp(url: server.url, cache: cache)
            try await app.remote.start()
            let events = await app.remote.refresh()
            #expect(events.map(\.kind) == [.fetchFailed])
            #expect(events.first?.error?.message == "a redirect was refused: insecureURL: http://127.0.0.2:\(port)/map.jws is not https; plain http is allowed on loopback only")
            #expect(await server.requests.count == 1)

            // A redirect that keeps to the rule is followed.
            let other = SignedMaps.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: other) }
            let loopback = try RemoteApp(url: URL(string: "http://127.0.0.1:\(port)/shop.jws?hop")!, cache: other)
            try await loopback.remote.start()
            let followed = await loopback.remote.refresh()
            #expect(followed.map(\.kind) == [.applied], "\(followed)")
        }
    }

    /// A transport of the app's own that reports the URL it ended at is held to the same rule.
    @Test func aBodyFromAnInsecureURLIsRefused() async throws {
        struct Redirected: RemoteMapTransport {
            func fetch(_ request: RemoteMapRequest) async throws -> RemoteMapResponse {
                RemoteMapResponse(status: 200, body: Data(SignedMaps.token(version: 2).utf8), url: URL(string: "http://cdn.example.com/shop.jws"))
            }
        }
        let cache = SignedMaps.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: cache) }
        let app = try RemoteApp(url: URL(string: "https://routes.example.com/shop.jws")!, cache: cache, transport: Redirected())
        try await app.remote.start()
        let events = await app.remote.refresh()
        #expect(events.map { $0.error?.code } == [.fetchFailed])
        #expect(events.first?.error?.message.hasPrefix("the map came from another URL after a redirect: insecureURL") == true)
    }
}
