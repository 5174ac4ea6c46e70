import Crypto
import Foundation
import Junction
import JunctionRouteMap
import JunctionSupport

/// A public key that signs route maps: an Ed25519 key written as a JWK (RFC 8037), with a key id.
///
/// ```json
/// {"kty": "OKP", "crv": "Ed25519", "kid": "routes-2026", "x": "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"}
/// ```
public struct JSONWebKey: Sendable, Hashable {
    /// The key id (`kid`) that signed maps name in their header.
    public let id: String
    /// The raw 32 bytes of the public key (Crypto's key type is not `Sendable` on every
    /// platform, so the bytes are kept and the key made when a signature is checked).
    let publicKey: [UInt8]

    /// Reads a public JWK.
    ///
    /// - Throws: ``RemoteMapError`` with code ``RemoteMapError/Code/malformed`` for text that is
    ///   not such a key: not JSON, `kty` not `OKP`, `crv` not `Ed25519`, `x` not 32 bytes of
    ///   base64url, no `kid`, an `alg` other than `EdDSA`, a `use` other than `sig`, or a
    ///   private key (`d`), which an app must never ship.
    public init(json: some Collection<UInt8>) throws(RemoteMapError) {
        try self.init(JSONObject(Array(json), what: "the key"))
    }

    init(_ object: JSONObject) throws(RemoteMapError) {
        if object.members["d"] != nil {
            throw RemoteMapError(.malformed, "\(object.what) is a private key (it has \"d\"); an app trusts public keys only")
        }
        let fields = try JSONWebKey.okpFields(object)
        guard (try? Curve25519.Signing.PublicKey(rawRepresentation: fields.x)) != nil else {
            throw RemoteMapError(.malformed, "\(object.what): \"x\" is not an Ed25519 public key")
        }
        self.id = fields.kid
        self.publicKey = fields.x
    }

    init(id: String, publicKey: [UInt8]) {
        self.id = id
        self.publicKey = publicKey
    }

    /// The members every Ed25519 JWK has, checked: the key id and the public key's bytes.
    static func okpFields(_ object: JSONObject) throws(RemoteMapError) -> (kid: String, x: [UInt8]) {
        func fail(_ message: String) -> RemoteMapError { RemoteMapError(.malformed, "\(object.what): \(message)") }
        guard let kty = try object.string("kty") else { throw fail("\"kty\" is missing") }
        guard kty == "OKP" else { throw fail("\"kty\" is \"\(DisplayEscaping.escape(kty))\"; only \"OKP\" keys sign route maps") }
        guard let crv = try object.string("crv") else { throw fail("\"crv\" is missing") }
        guard crv == "Ed25519" else { throw fail("\"crv\" is \"\(DisplayEscaping.escape(crv))\"; only \"Ed25519\" keys sign route maps") }
        if let alg = try object.string("alg"), alg != "EdDSA" {
            throw fail("\"alg\" is \"\(DisplayEscaping.escape(alg))\"; an Ed25519 key signs with \"EdDSA\"")
        }
        if let use = try object.string("use"), use != "sig" {
            throw fail("\"use\" is \"\(DisplayEscaping.escape(use))\"; a key that signs route maps has \"use\": \"sig\" or none")
        }
        let kid = try object.requiredString("kid")
        let x = try bytes(object, "x", count: 32)
        return (kid, x)
    }

    /// A base64url member that must decode to exactly `count` bytes.
    static func bytes(_ object: JSONObject, _ key: String, count: Int) throws(RemoteMapError) -> [UInt8] {
        guard let text = try object.string(key) else { throw RemoteMapError(.malformed, "\(object.what): \"\(key)\" is missing") }
        switch Base64URL.decode(Array(text.utf8)) {
        case .failure(let problem):
            throw RemoteMapError(.malformed, "\(object.what): \"\(key)\" is not base64url: \(problem.message)")
        case .success(let bytes):
            guard bytes.count == count else {
                throw RemoteMapError(.malformed, "\(object.what): \"\(key)\" is \(bytes.count) bytes; an Ed25519 key is \(count)")
            }
            return bytes
        }
    }

    /// The key as a JWK, members in a fixed order.
    public var json: String {
        #"{"kty":"OKP","crv":"Ed25519","kid":\#(JSONValue.quoted(id)),"x":"\#(Base64URL.encode(publicKey))"}"#
    }

    /// Whether `signature` is this key's over `message`.
    func isValidSignature(_ signature: [UInt8], for message: [UInt8]) -> Bool {
        guard let key = try? Curve25519.Signing.PublicKey(rawRepresentation: publicKey) else { return false }
        return key.isValidSignature(signature, for: message)
    }
}

/// The public keys an app trusts to sign its route maps (a JWK Set, RFC 7517 §5), several at a
/// time so a server can move to a new key, and the ids the app refuses even if a key has them.
///
/// ```swift
/// let keys = try JSONWebKeySet(json: Data(contentsOf: keysURL)).revoking("routes-2024")
/// ```
public struct JSONWebKeySet: Sendable, Hashable {
    /// The trusted keys, by id.
    public private(set) var keys: [String: JSONWebKey] = [:]
    /// Ids refused whatever key has them.
    public private(set) var revokedIDs: Set<String> = []

    /// A set of the given keys.
    ///
    /// - Throws: ``RemoteMapError`` with code ``RemoteMapError/Code/malformed`` when two keys
    ///   have the same id.
    public init(_ keys: [JSONWebKey]) throws(RemoteMapError) {
        for key in keys {
            guard self.keys[key.id] == nil else {
                throw RemoteMapError(.malformed, "two keys have the id \"\(DisplayEscaping.escape(key.id))\"")
            }
            self.keys[key.id] = key
        }
    }

    /// Reads a JWK Set: `{"keys": [JWK, ...]}`.
    ///
    /// - Throws: ``RemoteMapError`` with code ``RemoteMapError/Code/malformed`` for text that is
    ///   not a JWK Set, a key ``JSONWebKey/init(json:)`` refuses (named by its index), or two keys
    ///   with the same id.
    public init(json: some Collection<UInt8>) throws(RemoteMapError) {
        let object = try JSONObject(Array(json), what: "the key set")
        guard let node = object.members["keys"] else { throw RemoteMapError(.malformed, "the key set has no \"keys\"") }
        guard case .list(let elements) = node.value else {
            throw RemoteMapError(.malformed, "the key set's \"keys\" must be a list, found \(node.kindDescription)")
        }
        var keys: [JSONWebKey] = []
        for (index, element) in elements.enumerated() {
            keys.append(try JSONWebKey(JSONObject(element, what: "key \(index)")))
        }
        try self.init(keys)
    }

    /// This set, with the ids given refused from now on (a key that leaked, or one retired).
    public func revoking(_ ids: some Sequence<String>) -> JSONWebKeySet {
        var set = self
        set.revokedIDs.formUnion(ids)
        return set
    }

    /// This set, with the id given refused from now on.
    public func revoking(_ id: String) -> JSONWebKeySet {
        revoking([id])
    }

    /// The key for a token's `kid`.
    ///
    /// - Throws: ``RemoteMapError`` with code ``RemoteMapError/Code/revokedKey`` or
    ///   ``RemoteMapError/Code/unknownKey``.
    func key(for id: String, alsoRevoked: Set<String> = []) throws(RemoteMapError) -> JSONWebKey {
        if revokedIDs.contains(id) || alsoRevoked.contains(id) {
            throw RemoteMapError(.revokedKey, "key \"\(DisplayEscaping.escape(id))\" is revoked")
        }
        guard let key = keys[id] else {
            throw RemoteMapError(.unknownKey, "no trusted key has the id \"\(DisplayEscaping.escape(id))\"")
        }
        return key
    }

    /// The set as JSON, keys sorted by id.
    public var json: String {
        #"{"keys":[\#(keys.keys.sorted().map { keys[$0]!.json }.joined(separator: ","))]}"#
    }
}
