import Foundation
@testable import JunctionRemoteMaps
import Testing

/// Every malformed token is refused with a message that says what is wrong.
@Suite struct SignedMapFormatTests {
    static let header = Base64URL.encode(Array(#"{"alg":"EdDSA","kid":"routes-2026"}"#.utf8))
    static let valid = SignedMaps.token(version: 2)
    static let parts = valid.split(separator: ".").map(String.init)

    static func refusal(_ token: String) -> RemoteMapError? {
        do {
            _ = try SignedMaps.check().verify(Array(token.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        ("two segments", "\(parts[0]).\(parts[1])", RemoteMapError(.malformed, "a signed map is three base64url segments separated by '.' (header.payload.signature); found 2")),
        ("four segments", valid + ".x", RemoteMapError(.malformed, "a signed map is three base64url segments separated by '.' (header.payload.signature); found 4")),
        ("an empty payload", "\(parts[0])..\(parts[2])", RemoteMapError(.malformed, "the payload segment is empty")),
        ("a character outside base64url", "\(parts[0]).\(parts[1]).\(parts[2].dropLast())+", RemoteMapError(.malformed, "the signature segment is not base64url: '+' at offset 85 is not a base64url character")),
        ("padding", "\(parts[0])=.\(parts[1]).\(parts[2])", RemoteMapError(.malformed, "the header segment is not base64url: it has '=' padding, which base64url in a JWS leaves out")),
        ("a length no base64url has", "\(parts[0])AA.\(parts[1]).\(parts[2])", RemoteMapError(.malformed, "the header segment is not base64url: its length is not that of any base64url text")),
        ("padding of the right length", "\(parts[0].dropLast(2))==.\(parts[1]).\(parts[2])", RemoteMapError(.malformed, "the header segment is not base64url: it has '=' padding, which base64url in a JWS leaves out")),
        ("a space", " \(valid)", RemoteMapError(.malformed, "the header segment is not base64url: byte 0x20 at offset 0 is not a base64url character")),
        ("a non-canonical last character", "\(parts[0]).\(parts[1]).\(parts[2].dropLast())B", RemoteMapError(.malformed, "the signature segment is not base64url: its last character has bits set beyond the data (not the canonical spelling)")),
        ("a short signature", "\(parts[0]).\(parts[1]).\(parts[2].prefix(84))", RemoteMapError(.malformed, "the signature is 63 bytes; an Ed25519 signature is 64")),
        ("a header that is not JSON", "\(Base64URL.encode(Array("alg=EdDSA".utf8))).\(parts[1]).\(parts[2])", RemoteMapError(.malformed, "the header is not JSON: 1:1: expected a value, found 'a'")),
        ("a header that is a list", "\(Base64URL.encode(Array("[1]".utf8))).\(parts[1]).\(parts[2])", RemoteMapError(.malformed, "the header is a list, not a JSON object")),
    ])
    func aMalformedTokenIsRefused(_ name: String, _ token: String, _ error: RemoteMapError) {
        #expect(Self.refusal(token) == error)
    }

    @Test(arguments: [
        (#"{"alg":"EdDSA","kid":"a","kid":"b"}"#, RemoteMapError(.malformed, #"the header is not JSON: 1:26: duplicate key "kid" (first at 1:16)"#)),
        (#"{"alg":"none","kid":"routes-2026"}"#, RemoteMapError(.unsupported, #"the header's "alg" is "none"; only "EdDSA" is accepted"#)),
        (#"{"alg":"HS256","kid":"routes-2026"}"#, RemoteMapError(.unsupported, #"the header's "alg" is "HS256"; only "EdDSA" is accepted"#)),
        (#"{"alg":"ES256","kid":"routes-2026"}"#, RemoteMapError(.unsupported, #"the header's "alg" is "ES256"; only "EdDSA" is accepted"#)),
        (#"{"kid":"routes-2026"}"#, RemoteMapError(.malformed, #"the header has no "alg""#)),
        (#"{"alg":"EdDSA"}"#, RemoteMapError(.malformed, #"the header has no "kid""#)),
        (#"{"alg":"EdDSA","kid":""}"#, RemoteMapError(.malformed, #"the header: "kid" is empty"#)),
        (#"{"alg":"EdDSA","kid":7}"#, RemoteMapError(.malformed, #"the header: "kid" must be a string, found a number"#)),
        (#"{"alg":"EdDSA","kid":"routes-2026","crit":["exp"],"exp":1}"#, RemoteMapError(.unsupported, #"the header has "crit"; Junction understands no JWS extension"#)),
        (#"{"alg":"EdDSA","kid":"routes-2026","jwk":{"kty":"OKP"}}"#, RemoteMapError(.unsupported, #"the header carries "jwk"; only the app's own keys are trusted"#)),
        (#"{"alg":"EdDSA","kid":"routes-2026","jku":"https://evil.example/keys"}"#, RemoteMapError(.unsupported, #"the header carries "jku"; only the app's own keys are trusted"#)),
    ])
    func aHeaderOutsideTheProfileIsRefused(_ header: String, _ error: RemoteMapError) {
        #expect(Self.refusal(SignedMaps.token(header: header, payload: SignedMaps.payload())) == error)
    }

    @Test func unknownHeaderMembersOutsideCritAreIgnored() throws {
        let token = SignedMaps.token(header: #"{"typ":"JOSE","alg":"EdDSA","kid":"routes-2026","note":"x"}"#, payload: SignedMaps.payload())
        #expect(try SignedMaps.check().verify(Array(token.utf8)).version == 2)
    }

    @Test(arguments: [
        ("{}", RemoteMapError(.malformed, #"the payload: "app" is missing"#)),
        (#"{"app":"com.example.shop","version":"2","issuedAt":1,"expiresAt":2,"map":{}}"#, RemoteMapError(.malformed, #"the payload: "version" must be an integer, found a string"#)),
        (#"{"app":"com.example.shop","version":2.5,"issuedAt":1,"expiresAt":2,"map":{}}"#, RemoteMapError(.malformed, #"the payload: "version" must be a whole number from 0 to 9007199254740991, found 2.5"#)),
        (#"{"app":"com.example.shop","version":-1,"issuedAt":1,"expiresAt":2,"map":{}}"#, RemoteMapError(.malformed, #"the payload: "version" must be a whole number from 0 to 9007199254740991, found -1"#)),
        (#"{"app":"com.example.shop","version":2,"issuedAt":1,"expiresAt":2}"#, RemoteMapError(.malformed, #"the payload: "map" is missing"#)),
        (#"{"app":"com.example.shop","version":2,"issuedAt":5,"expiresAt":5,"map":{}}"#, RemoteMapError(.malformed, #"the payload: "expiresAt" (5) is not after "issuedAt" (5)"#)),
        (#"{"app":"com.example.shop","version":2,"issuedAt":1,"expiresAt":2,"map":{},"admin":true}"#, RemoteMapError(.malformed, #"the payload: unknown member "admin"; expected "app", "version", "issuedAt", "expiresAt", "map", "revokedKeys""#)),
        (#"{"app":"com.example.shop","app":"com.example.other"}"#, RemoteMapError(.malformed, #"the payload is not JSON: 1:27: duplicate key "app" (first at 1:2)"#)),
        ("[]", RemoteMapError(.malformed, "the payload is a list, not a JSON object")),
    ])
    func aPayloadOutsideTheSchemaIsRefused(_ payload: String, _ error: RemoteMapError) {
        #expect(Self.refusal(SignedMaps.token(header: #"{"alg":"EdDSA","kid":"routes-2026"}"#, payload: payload)) == error)
    }

    @Test func aMapThatIsNotARouteMapIsRefusedAtItsPlace() {
        let payload = #"{"app":"com.example.shop","version":2,"issuedAt":1795478400,"expiresAt":1798070400,"map":{"routes":[{"name":"a"}]}}"#
        #expect(Self.refusal(SignedMaps.token(header: #"{"alg":"EdDSA","kid":"routes-2026"}"#, payload: payload))
            == RemoteMapError(.loadFailed, #"remote route map:1:101: error: route "a" needs a "pattern" or "patterns""#))
    }

    @Test func aTokenOverTheSizeLimitIsRefusedBeforeItIsRead() {
        var check = SignedMaps.check()
        check.maximumSize = 100
        #expect(throws: RemoteMapError(.tooLarge, "the signed map is \(Self.valid.utf8.count) bytes, over the limit of 100 bytes")) {
            try check.verify(Array(Self.valid.utf8))
        }
    }

    @Test func oneTrailingLineBreakIsAllowed() throws {
        #expect(try SignedMaps.check().verify(Array((Self.valid + "\n").utf8)).version == 2)
        #expect(try SignedMaps.check().verify(Array((Self.valid + "\r\n").utf8)).version == 2)
        #expect(Self.refusal(Self.valid + "\n\n")?.code == .malformed)
    }

    /// Issue 29, item 11: a lone `\r` is no line break (docs/SignedMaps.md allows `\n` or `\r\n`).
    @Test func aTokenEndingInALoneCarriageReturnIsRefused() {
        #expect(Self.refusal(Self.valid + "\r")?.code == .malformed)
        #expect(Self.refusal(Self.valid + "\n\r")?.code == .malformed)
    }

    @Test func aMapCannotRevokeTheKeyThatSignsIt() {
        #expect(Self.refusal(SignedMaps.token(version: 2, revokedKeys: ["routes-2026"]))
            == RemoteMapError(.malformed, #"the map revokes "routes-2026", the key that signs it"#))
    }

    @Test func everyBitFlippedAnywhereIsRefused() {
        let bytes = Array(Self.valid.utf8)
        var accepted: [Int] = []
        for index in bytes.indices {
            for bit in 0..<8 {
                var flipped = bytes
                flipped[index] ^= 1 << bit
                if (try? SignedMaps.check().verify(flipped)) != nil { accepted.append(index * 8 + bit) }
            }
        }
        #expect(bytes.count > 600)
        #expect(accepted == [])
    }
}
