import Foundation
import Junction
import JunctionRouteMap
import JunctionSupport

/// A route map a server signed, after every check passed: the signature with a trusted key, the
/// app, the times and the version.
public struct SignedRouteMap: Sendable {
    /// The map's version: only ever grows.
    public let version: Int
    /// When the server signed it.
    public let issuedAt: Date
    /// When it stops being valid.
    public let expiresAt: Date
    /// The app it is for.
    public let app: String
    /// The id of the key that signed it.
    public let keyID: String
    /// Key ids this map revokes: maps they sign are refused from now on.
    public let revokedKeyIDs: [String]
    /// The route map, with the places of its parts in the payload.
    public let file: RouteMapFile
    /// The token as received (less a trailing line break), for the cache.
    let token: String
}

/// The rules a signed map must pass, and the check itself.
struct SignedMapCheck: Sendable {
    var keys: JSONWebKeySet
    /// Key ids revoked by maps applied before.
    var revokedByMaps: Set<String> = []
    var app: String
    /// A map's version must be above this (the highest applied); `nil` takes any version.
    var versionAbove: Int?
    /// How far above `versionAbove` a version may be; `nil` takes any.
    var maximumVersionStep: Int?
    var now: Date
    var clockAllowance: TimeInterval
    var maximumSize: Int
    /// The app's version, compared with the map's `minAppVersion` and `maxAppVersion`; `nil`
    /// when unknown, which no map that names versions is for.
    var appVersion: AppVersion? = nil
    /// The bundled map: a page map naming no scheme or host lives where it was placed in code.
    var bundled: RouteMapFile? = nil

    /// The members a payload has; `revokedKeys` may be left out.
    static let payloadMembers = ["app", "version", "issuedAt", "expiresAt", "map", "revokedKeys"]

    /// Checks a token and reads its map, in this order: size, form, header, key, signature,
    /// payload, app, expiry, issue time, version (newer, and not too far ahead), the map itself,
    /// the app versions it is for.
    ///
    /// - Throws: ``RemoteMapError`` naming the first check that failed.
    func verify(_ token: some Collection<UInt8>, file: String = "remote route map") throws(RemoteMapError) -> SignedRouteMap {
        guard token.count <= maximumSize else {
            throw RemoteMapError(.tooLarge, "the signed map is \(token.count) bytes, over the limit of \(maximumSize) bytes")
        }
        let bytes = Array(token)
        let jws = try CompactJWS(bytes[...])
        let key = try keys.key(for: jws.keyID, alsoRevoked: revokedByMaps)
        guard jws.isSigned(by: key) else {
            throw RemoteMapError(.badSignature, "the signature does not verify with key \"\(DisplayEscaping.escape(key.id))\"")
        }

        let payload = try JSONObject(jws.payload, what: "the payload")
        try payload.onlyAllowing(Self.payloadMembers)
        let app = try payload.requiredString("app")
        let version = try payload.requiredInteger("version")
        let issuedAt = try payload.requiredInteger("issuedAt")
        let expiresAt = try payload.requiredInteger("expiresAt")
        let revoked = try payload.strings("revokedKeys") ?? []
        guard let mapNode = payload.members["map"] else { throw RemoteMapError(.malformed, "the payload: \"map\" is missing") }
        guard expiresAt > issuedAt else {
            throw RemoteMapError(.malformed, "the payload: \"expiresAt\" (\(expiresAt)) is not after \"issuedAt\" (\(issuedAt))")
        }

        guard app == self.app else {
            throw RemoteMapError(.wrongApp, "the map is for \"\(DisplayEscaping.escape(app))\", not \"\(DisplayEscaping.escape(self.app))\"")
        }
        let now = now.timeIntervalSince1970
        guard Double(expiresAt) + clockAllowance > now else {
            throw RemoteMapError(.expired, "version \(version) expired at \(Self.format(expiresAt)); it is now \(Self.format(Int(now.rounded(.down))))")
        }
        guard Double(issuedAt) <= now + clockAllowance else {
            throw RemoteMapError(
                .issuedInFuture,
                "version \(version) is issued at \(Self.format(issuedAt)), later than now (\(Self.format(Int(now.rounded(.down))))) by more than \(Int(clockAllowance)) s")
        }
        if let versionAbove, version <= versionAbove {
            throw RemoteMapError(.replay, "version \(version) is not newer than version \(versionAbove), applied already")
        }
        if let versionAbove, let maximumVersionStep, version - versionAbove > maximumVersionStep {
            throw RemoteMapError(
                .versionJump,
                "version \(version) is more than \(maximumVersionStep) above version \(versionAbove), the highest applied (RemoteMapOptions.maximumVersionStep)")
        }
        if revoked.contains(jws.keyID) {
            throw RemoteMapError(.malformed, "the map revokes \"\(DisplayEscaping.escape(jws.keyID))\", the key that signs it")
        }
        var map: RouteMapFile
        do {
            map = try RouteMapFile(root: mapNode, file: file)
            if let bundled { map = try map.placingPages(like: bundled) }
        } catch {
            throw RemoteMapError(.loadFailed, DisplayEscaping.escape(error.description))
        }
        if let range = map.map.appVersions, !range.contains(appVersion) {
            let app = appVersion.map { "this app is \(DisplayEscaping.escape($0.description))" } ?? "this app's version is unknown (RemoteMapOptions.appVersion)"
            throw RemoteMapError(.wrongAppVersion, "version \(version) is for app versions \(DisplayEscaping.escape(range.description)); \(app)")
        }
        return SignedRouteMap(
            version: version, issuedAt: Date(timeIntervalSince1970: TimeInterval(issuedAt)),
            expiresAt: Date(timeIntervalSince1970: TimeInterval(expiresAt)), app: app, keyID: jws.keyID,
            revokedKeyIDs: revoked, file: map, token: String(decoding: jws.signingInput, as: UTF8.self) + "." + Base64URL.encode(jws.signature))
    }

    /// A time in seconds since 1970 as ISO 8601, in UTC.
    static func format(_ seconds: Int) -> String {
        Date(timeIntervalSince1970: TimeInterval(seconds)).formatted(.iso8601)
    }
}

extension SignedRouteMap {
    /// Checks a signed map as ``RemoteRouteMaps`` checks a download, without applying it: the
    /// form, the key, the signature, the app, the times, the version and the app versions the
    /// map is for (docs/SignedMaps.md).
    ///
    /// - Parameters:
    ///   - token: The signed map's bytes.
    ///   - keys: The keys the app trusts.
    ///   - app: The app the map must be for.
    ///   - versionAbove: The version must be above this, by at most the options'
    ///     ``RemoteMapOptions/maximumVersionStep``; `nil` takes any.
    ///   - options: The size limit, the largest version step, the clock allowance, the current
    ///     time and the app's version.
    /// - Throws: ``RemoteMapError`` naming the first check that failed.
    public init(
        verifying token: some Collection<UInt8>, keys: JSONWebKeySet, app: String, versionAbove: Int? = nil,
        options: RemoteMapOptions = RemoteMapOptions()
    ) throws(RemoteMapError) {
        let check = SignedMapCheck(
            keys: keys, app: app, versionAbove: versionAbove, maximumVersionStep: options.maximumVersionStep, now: options.now(),
            clockAllowance: options.clockAllowance.seconds, maximumSize: options.maximumSize, appVersion: try options.checkedAppVersion())
        self = try check.verify(token)
    }
}
