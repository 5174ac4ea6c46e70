import Foundation
@testable import JunctionRemoteMaps
import Testing

/// Keys are Ed25519 JWKs (RFC 8037), read strictly; a set holds several and can revoke ids.
@Suite struct JSONWebKeyTests {
    static let x = Base64URL.encode(SignedMaps.key.publicKey.publicKey)

    @Test func aPublicKeyReadsBackAsItself() throws {
        let key = SignedMaps.key.publicKey
        #expect(try JSONWebKey(json: Array(key.json.utf8)) == key)
        #expect(key.json == #"{"kty":"OKP","crv":"Ed25519","kid":"routes-2026","x":"\#(Self.x)"}"#)
    }

    @Test(arguments: [
        (#"{"kty":"EC","crv":"P-256","kid":"k","x":"AA"}"#, #"the key: "kty" is "EC"; only "OKP" keys sign route maps"#),
        (#"{"kty":"OKP","crv":"X25519","kid":"k","x":"AA"}"#, #"the key: "crv" is "X25519"; only "Ed25519" keys sign route maps"#),
        (#"{"kty":"OKP","crv":"Ed25519","x":"\#(x)"}"#, #"the key: "kid" is missing"#),
        (#"{"kty":"OKP","crv":"Ed25519","kid":"k","x":"AAAA"}"#, #"the key: "x" is 3 bytes; an Ed25519 key is 32"#),
        (#"{"kty":"OKP","crv":"Ed25519","kid":"k","x":"\#(x)="}"#, #"the key: "x" is not base64url: it has '=' padding, which base64url in a JWS leaves out"#),
        (#"{"kty":"OKP","crv":"Ed25519","kid":"k","alg":"ES256","x":"\#(x)"}"#, #"the key: "alg" is "ES256"; an Ed25519 key signs with "EdDSA""#),
        (#"{"kty":"OKP","crv":"Ed25519","kid":"k","use":"enc","x":"\#(x)"}"#, #"the key: "use" is "enc"; a key that signs route maps has "use": "sig" or none"#),
        (#"{"kty":"OKP","crv":"Ed25519","kid":"k","x":"\#(x)","d":"\#(x)"}"#, #"the key is a private key (it has "d"); an app trusts public keys only"#),
        (#"{"kty":"OKP","kty":"OKP"}"#, #"the key is not JSON: 1:14: duplicate key "kty" (first at 1:2)"#),
    ])
    func aKeyOutsideRFC8037IsRefused(_ json: String, _ message: String) {
        #expect(throws: RemoteMapError(.malformed, message)) { try JSONWebKey(json: Array(json.utf8)) }
    }

    @Test func aSetHoldsSeveralKeysAndRevokesIDs() throws {
        let text = #"{"keys":[\#(SignedMaps.key.publicKey.json),\#(SignedMaps.otherKey.publicKey.json)]}"#
        let set = try JSONWebKeySet(json: Array(text.utf8))
        #expect(set.keys.keys.sorted() == ["routes-2026", "routes-2027"])
        #expect(set.json == text)
        let revoked = set.revoking("routes-2026")
        #expect(throws: RemoteMapError(.revokedKey, #"key "routes-2026" is revoked"#)) { try revoked.key(for: "routes-2026") }
        #expect(try revoked.key(for: "routes-2027") == SignedMaps.otherKey.publicKey)
        #expect(throws: RemoteMapError(.unknownKey, #"no trusted key has the id "x""#)) { try set.key(for: "x") }
    }

    @Test func twoKeysWithOneIDAreRefused() {
        let text = #"{"keys":[\#(SignedMaps.key.publicKey.json),\#(SignedMaps.key.publicKey.json)]}"#
        #expect(throws: RemoteMapError(.malformed, #"two keys have the id "routes-2026""#)) { try JSONWebKeySet(json: Array(text.utf8)) }
    }

    @Test func aBadKeyInASetIsNamedByItsIndex() {
        let text = #"{"keys":[\#(SignedMaps.key.publicKey.json),{"kty":"RSA"}]}"#
        #expect(throws: RemoteMapError(.malformed, #"key 1: "kty" is "RSA"; only "OKP" keys sign route maps"#)) {
            try JSONWebKeySet(json: Array(text.utf8))
        }
    }

    @Test func aPrivateKeyReadsBackAndChecksItsPublicHalf() throws {
        let key = SignedMaps.key
        let read = try SigningKey(json: Array(key.privateJSON.utf8))
        #expect(read.publicKey == key.publicKey)
        let mismatched = key.privateJSON.replacingOccurrences(of: Self.x, with: Base64URL.encode(SignedMaps.otherKey.publicKey.publicKey))
        #expect(throws: RemoteMapError(.malformed, #"the private key: "x" is not the public key of "d""#)) {
            try SigningKey(json: Array(mismatched.utf8))
        }
    }

    /// RFC 8037 appendix A: its key, its payload, its signature.
    @Test func theRFC8037ExampleVerifies() throws {
        let key = try JSONWebKey(json: Array(#"{"kty":"OKP","crv":"Ed25519","kid":"rfc","x":"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"}"#.utf8))
        let token = "eyJhbGciOiJFZERTQSJ9.RXhhbXBsZSBvZiBFZDI1NTE5IHNpZ25pbmc.hgyY0il_MGCjP0JzlnLWG1PPOt7-09PGcvMg3AIbQR6dWbhijcNR4ki4iylGjg5BhVsPt9g7sVvpAr_MuM0KAg"
        let parts = token.split(separator: ".")
        let signature = try Base64URL.decode(Array(parts[2].utf8)).get()
        #expect(key.isValidSignature(signature, for: Array("\(parts[0]).\(parts[1])".utf8)))
        #expect(!key.isValidSignature(signature, for: Array("\(parts[0]).\(parts[1].dropLast())".utf8)))
    }
}
