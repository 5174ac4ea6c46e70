import Crypto
import Foundation
import Junction
import JunctionRouteMap
import JunctionSupport

/// A private Ed25519 key that signs route maps, as a private JWK (RFC 8037: `d` beside `x`).
/// The `junction keys` and `junction sign` commands use it; a server written in Swift may sign
/// with it too, or with any JOSE library.
public struct SigningKey: Sendable {
    /// The key id written into each token's header.
    public let id: String
    /// The private key's raw 32 bytes (Crypto's key type is not `Sendable` on every platform).
    let secret: [UInt8]
    var privateKey: Curve25519.Signing.PrivateKey {
        // The bytes came from a key Crypto made or accepted, so they make one again.
        try! Curve25519.Signing.PrivateKey(rawRepresentation: secret)
    }

    /// A new random key.
    public init(generatingWithID id: String) {
        self.id = id
        self.secret = Array(Curve25519.Signing.PrivateKey().rawRepresentation)
    }

    /// Reads a private JWK.
    ///
    /// - Throws: ``RemoteMapError`` with code ``RemoteMapError/Code/malformed`` when it is not an
    ///   Ed25519 private key or its `x` is not the public half of its `d`.
    public init(json: some Collection<UInt8>) throws(RemoteMapError) {
        let object = try JSONObject(Array(json), what: "the private key")
        let fields = try JSONWebKey.okpFields(object)
        let d = try JSONWebKey.bytes(object, "d", count: 32)
        guard let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: d) else {
            throw RemoteMapError(.malformed, "the private key: \"d\" is not an Ed25519 private key")
        }
        guard Array(key.publicKey.rawRepresentation) == fields.x else {
            throw RemoteMapError(.malformed, "the private key: \"x\" is not the public key of \"d\"")
        }
        self.id = fields.kid
        self.secret = d
    }

    /// The public half, to put in the app's key set.
    public var publicKey: JSONWebKey {
        JSONWebKey(id: id, publicKey: Array(privateKey.publicKey.rawRepresentation))
    }

    /// The private JWK. Whoever reads it can sign maps for the app: keep it out of the app and
    /// out of logs.
    public var privateJSON: String {
        #"{"kty":"OKP","crv":"Ed25519","kid":\#(JSONValue.quoted(id)),"x":"\#(Base64URL.encode(privateKey.publicKey.rawRepresentation))","d":"\#(Base64URL.encode(privateKey.rawRepresentation))"}"#
    }

    /// Signs a payload given as JSON text: `BASE64URL(header).BASE64URL(payload).BASE64URL(signature)`.
    public func sign(payload: some Collection<UInt8>) throws -> String {
        let header = #"{"alg":"EdDSA","kid":\#(JSONValue.quoted(id))}"#
        let input = Base64URL.encode(Array(header.utf8)) + "." + Base64URL.encode(payload)
        let signature = try privateKey.signature(for: Array(input.utf8))
        return input + "." + Base64URL.encode(signature)
    }

    /// Signs a route map written in JSON, with the payload members of a signed map.
    ///
    /// - Throws: ``RemoteMapError`` with code ``RemoteMapError/Code/malformed`` for a version or a
    ///   time a verifier refuses (below 0 or above 2^53 − 1: before 1970, say);
    ///   `RouteMapError` when `mapJSON` is not a route map; Crypto's error when signing fails.
    public func sign(
        mapJSON: some Collection<UInt8>, version: Int, issuedAt: Date, expiresAt: Date, app: String, revokedKeys: [String] = []
    ) throws -> String {
        let range = 0...Double(JSONObject.largestInteger)
        guard (0...JSONObject.largestInteger).contains(version) else {
            throw RemoteMapError(.malformed, "the version \(version) is not a whole number from 0 to \(JSONObject.largestInteger)")
        }
        for (name, date) in [("issued", issuedAt), ("expiry", expiresAt)] where !range.contains(date.timeIntervalSince1970.rounded(.down)) {
            throw RemoteMapError(
                .malformed, "the \(name) time \(date.formatted(.iso8601)) is not from 1970-01-01T00:00:00Z to 2^53 − 1 seconds after it")
        }
        let map = Array(mapJSON)
        _ = try RouteMapFile(data: Data(map), format: .json, file: "the map")
        let trimmed = String(decoding: map, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        var payload = #"{"app":\#(JSONValue.quoted(app)),"version":\#(version),"#
        payload += #""issuedAt":\#(Int(issuedAt.timeIntervalSince1970.rounded(.down))),"expiresAt":\#(Int(expiresAt.timeIntervalSince1970.rounded(.down))),"#
        if !revokedKeys.isEmpty { payload += #""revokedKeys":[\#(revokedKeys.map(JSONValue.quoted).joined(separator: ","))],"# }
        payload += #""map":\#(trimmed)}"#
        return try sign(payload: Array(payload.utf8))
    }
}
