import Foundation
@testable import JunctionRemoteMaps
import JunctionRouteMap
import Testing

/// A map signed outside Swift (Python's `cryptography`, `Tests/Fixtures/remote-maps/make-interop-fixture.py`,
/// run once) verifies: the format is plain JWS that any JOSE library can make.
@Suite struct InteropFixtureTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/remote-maps")

    @Test func aMapSignedWithPythonVerifies() throws {
        let keys = try JSONWebKeySet(json: Data(contentsOf: Self.folder.appendingPathComponent("interop.jwks")))
        let token = try Data(contentsOf: Self.folder.appendingPathComponent("interop.jws"))
        let signed = try SignedMaps.check(keys: keys).verify(token)
        #expect(signed.version == 7)
        #expect(signed.keyID == "python-2026")
        #expect(signed.app == "com.example.shop")
        #expect(signed.expiresAt == Date(timeIntervalSince1970: 4_102_444_800))
        #expect(signed.file.map.routes.map(\.name) == ["home", "product"])
        #expect(signed.file.map.routes.map(\.description) == ["from Python", "from Python"])
    }
}
