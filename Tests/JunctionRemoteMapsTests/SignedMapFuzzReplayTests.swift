import Foundation
import JunctionRemoteMaps
import Testing

/// The signed-map fuzz target's inputs (`Fuzz/Corpus/FuzzSignedMaps`, and what a fuzzer found in
/// `Tests/Fixtures/fuzz/FuzzSignedMaps`), checked as the target checks them.
@Suite struct SignedMapFuzzReplayTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func inputs() throws -> [(name: String, bytes: [UInt8])] {
        var found: [(String, [UInt8])] = []
        for folder in ["Fuzz/Corpus/FuzzSignedMaps", "Tests/Fixtures/fuzz/FuzzSignedMaps"] {
            let directory = root.appendingPathComponent(folder)
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted() {
                found.append((name, Array(try Data(contentsOf: directory.appendingPathComponent(name)))))
            }
        }
        return found
    }

    @Test func everyInputIsCheckedAsTheTargetChecksIt() throws {
        let keys = try JSONWebKeySet(json: Data(contentsOf: Self.root.appendingPathComponent("Fuzz/Corpus/FuzzSignedMaps/seed-jwks.json")))
        var options = RemoteMapOptions()
        options.now = { Date(timeIntervalSince1970: 1_795_521_600) }
        options.maximumSize = 64 * 1024
        var verified: [String] = []
        var refused: [String: RemoteMapError.Code] = [:]
        for input in try Self.inputs() {
            do {
                _ = try SignedRouteMap(verifying: input.bytes, keys: keys, app: "com.example.shop", options: options)
                verified.append(input.name)
            } catch {
                #expect(!error.description.contains("\n"), "\(input.name)")
                refused[input.name] = error.code
            }
        }
        #expect(verified == ["seed-valid-shop.jws", "seed-valid-small.jws"])
        #expect(refused["seed-alg-none.jws"] == .unsupported)
        #expect(refused["seed-crit.jws"] == .unsupported)
        #expect(refused["seed-duplicate-kid.jws"] == .malformed)
        #expect(refused["seed-padding.jws"] == .malformed)
        #expect(refused["seed-expired.jws"] == .expired)
        #expect(refused["seed-other-app.jws"] == .wrongApp)
    }
}
