import Crypto
import Foundation
import Junction
@testable import JunctionRemoteMaps
import JunctionRouteMap

/// Keys, maps and tokens the remote-map tests share.
enum SignedMaps {
    static let app = "com.example.shop"
    /// 2026-11-24 00:00:00 UTC, the tests' "now".
    static let now = Date(timeIntervalSince1970: 1_795_478_400)
    static let day: TimeInterval = 86_400

    static let key = SigningKey(generatingWithID: "routes-2026")
    static let otherKey = SigningKey(generatingWithID: "routes-2027")
    static let strangerKey = SigningKey(generatingWithID: "stranger")
    /// What the app trusts: both of its keys.
    static let keys = try! JSONWebKeySet([key.publicKey, otherKey.publicKey])

    /// A map of a few shop routes; `extra` adds routes, `productExposure` sets the product's.
    static func mapJSON(
        version: Int = 1, routes extra: [String] = [], productPattern: String = "shop://product/{id:int}",
        productExposure: String = #"["push", "universal-link"]"#
    ) -> String {
        let routes = [
            #"{"name": "home", "pattern": "shop://home", "page": "Page", "description": "v\#(version)"}"#,
            #"{"name": "product", "pattern": "\#(productPattern)", "page": "Page", "exposure": \#(productExposure), "description": "v\#(version)"}"#,
            #"{"name": "settings", "pattern": "shop://settings", "page": "Settings"}"#,
        ] + extra
        return #"{"version": 1, "schemes": ["shop"], "routes": [\#(routes.joined(separator: ", "))]}"#
    }

    /// A token signed with `key` (the app's first key unless told), valid for a day from `now`.
    static func token(
        version: Int, map: String? = nil, key: SigningKey = key, app: String = app, issuedAt: Date = now,
        expiresAt: Date? = nil, revokedKeys: [String] = []
    ) -> String {
        try! key.sign(
            mapJSON: Array((map ?? mapJSON(version: version)).utf8), version: version, issuedAt: issuedAt,
            expiresAt: expiresAt ?? issuedAt.addingTimeInterval(30 * day), app: app, revokedKeys: revokedKeys)
    }

    /// A token built by hand from a header and a payload (both JSON text), signed with `key`.
    static func token(header: String, payload: String, key: SigningKey = key) -> String {
        let input = Base64URL.encode(Array(header.utf8)) + "." + Base64URL.encode(Array(payload.utf8))
        let signature = try! key.privateKey.signature(for: Array(input.utf8))
        return input + "." + Base64URL.encode(signature)
    }

    /// A payload for `token(header:payload:)`.
    static func payload(version: Int = 2, app: String = app, extra: String = "") -> String {
        #"{"app":"\#(app)","version":\#(version),"issuedAt":1795478400,"expiresAt":1798070400,"map":\#(mapJSON(version: version))\#(extra)}"#
    }

    /// The check a fresh app makes at `now`.
    static func check(versionAbove: Int? = nil, now: Date = now, keys: JSONWebKeySet = keys) -> SignedMapCheck {
        SignedMapCheck(
            keys: keys, app: app, versionAbove: versionAbove, now: now, clockAllowance: 300, maximumSize: 2 * 1024 * 1024)
    }

    /// The bundled map: version 1.
    static let bundled = try! RouteMapFile(text: mapJSON(version: 1), format: .json, file: "bundled.json")

    /// Pages answer "route@description", so a test sees which map answered.
    static var bindings: RouteMapBindings {
        var bindings = RouteMapBindings()
        bindings.page("Page") { request in "\(request.route.name)@\(request.route.description ?? "")" }
        bindings.page("Settings") { _ in "settings" }
        bindings.page("Campaign") { _ in "campaign" }
        return bindings
    }

    /// A fresh cache directory, removed by the caller.
    static func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("junction-remote-\(UUID().uuidString)")
    }

    /// Options for tests: a fixed clock, the library's time limit, quick retries.
    static func options(now: Date = now, retries: Int = 0) -> RemoteMapOptions {
        var options = RemoteMapOptions()
        options.now = { now }
        // The library's own limit: a download from the test's loopback server has taken more
        // than 5 seconds while the whole suite and a fuzzer shared two cores. The tests of a
        // time limit set their own.
        options.timeLimit = .seconds(30)
        options.retries = retries
        options.backoff = .milliseconds(10)
        return options
    }
}
