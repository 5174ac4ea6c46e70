import Junction
import JunctionSupport

/// A JWS in compact serialization (RFC 7515 §7.1), taken apart strictly and checked against the
/// one profile Junction accepts: `alg` `EdDSA` (RFC 8037), a `kid`, no `crit`, no key carried in
/// the token itself.
struct CompactJWS {
    /// The header's `kid`.
    let keyID: String
    /// `BASE64URL(header) || '.' || BASE64URL(payload)`, exactly as received: what was signed.
    let signingInput: [UInt8]
    /// The payload's bytes.
    let payload: [UInt8]
    /// The signature's 64 bytes.
    let signature: [UInt8]

    /// Header members that would bring a key or a certificate with the token; Junction trusts the
    /// app's key set only, so a token carrying one is refused rather than silently ignored.
    static let embeddedKeyMembers = ["jwk", "jku", "x5u", "x5c", "x5t", "x5t#S256"]

    /// Takes a token apart. A single trailing line break, `\n` or `\r\n` (a file saved by an editor), is allowed.
    ///
    /// - Throws: ``RemoteMapError`` with code ``RemoteMapError/Code/malformed`` or
    ///   ``RemoteMapError/Code/unsupported``.
    init(_ token: ArraySlice<UInt8>) throws(RemoteMapError) {
        var token = token
        // `\n` or `\r\n`; a lone `\r` is no line break and stays, to be refused as base64url.
        if token.last == UInt8(ascii: "\n") {
            token.removeLast()
            if token.last == UInt8(ascii: "\r") { token.removeLast() }
        }
        let segments = token.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard segments.count == 3 else {
            throw RemoteMapError(
                .malformed, "a signed map is three base64url segments separated by '.' (header.payload.signature); found \(segments.count)")
        }
        func decode(_ segment: ArraySlice<UInt8>, _ name: String) throws(RemoteMapError) -> [UInt8] {
            guard !segment.isEmpty else { throw RemoteMapError(.malformed, "the \(name) segment is empty") }
            switch Base64URL.decode(segment) {
            case .success(let bytes): return bytes
            case .failure(let problem): throw RemoteMapError(.malformed, "the \(name) segment is not base64url: \(problem.message)")
            }
        }
        // The header first: a token that names `none` is refused for that, whatever follows.
        let headerBytes = try decode(segments[0], "header")
        let header = try JSONObject(headerBytes, what: "the header")
        guard let alg = try header.string("alg") else { throw RemoteMapError(.malformed, "the header has no \"alg\"") }
        guard alg == "EdDSA" else {
            throw RemoteMapError(.unsupported, "the header's \"alg\" is \"\(DisplayEscaping.escape(alg))\"; only \"EdDSA\" is accepted")
        }
        if header.members["crit"] != nil {
            throw RemoteMapError(.unsupported, "the header has \"crit\"; Junction understands no JWS extension")
        }
        if let member = Self.embeddedKeyMembers.first(where: { header.members[$0] != nil }) {
            throw RemoteMapError(.unsupported, "the header carries \"\(member)\"; only the app's own keys are trusted")
        }
        guard header.members["kid"] != nil else { throw RemoteMapError(.malformed, "the header has no \"kid\"") }
        let keyID = try header.requiredString("kid")
        let payload = try decode(segments[1], "payload")
        let signature = try decode(segments[2], "signature")
        guard signature.count == 64 else {
            throw RemoteMapError(.malformed, "the signature is \(signature.count) bytes; an Ed25519 signature is 64")
        }
        self.keyID = keyID
        self.signingInput = Array(token[token.startIndex..<segments[1].endIndex])
        self.payload = payload
        self.signature = signature
    }

    /// Whether the signature verifies with `key` over the signing input as received.
    func isSigned(by key: JSONWebKey) -> Bool {
        key.isValidSignature(signature, for: signingInput)
    }
}
