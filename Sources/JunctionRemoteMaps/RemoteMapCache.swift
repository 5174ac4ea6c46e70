import Foundation
import Junction
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The app's copy of the last map applied and what is remembered about it, in a directory of its
/// own: `route-map.jws` (the token as received) and `route-map-state.json` (the highest version
/// applied, the key ids maps revoked, and the `ETag` of the map applied). Each file is written
/// whole to a temporary file and renamed over the old one, so a reader sees the old file or the
/// new one, never part of one.
struct RemoteMapCache: Sendable {
    let directory: URL

    static let tokenName = "route-map.jws"
    static let stateName = "route-map-state.json"

    /// What is remembered between launches.
    struct State: Equatable, Sendable {
        var highestVersion = 0
        var revokedKeys: Set<String> = []
        /// The `ETag` of the map applied, and that map's version: it is sent only while that
        /// version is the one routing.
        var etag: String?
        var etagVersion: Int?
    }

    /// The cached token's bytes, at most `maximumSize` + 1 of them; `nil` when there is none.
    func readToken(maximumSize: Int) throws(RemoteMapError) -> [UInt8]? {
        try read(Self.tokenName, maximumSize: maximumSize)
    }

    /// The state remembered; a fresh state when there is none.
    ///
    /// - Throws: ``RemoteMapError`` with code ``RemoteMapError/Code/cacheUnreadable`` when the
    ///   file is there but is not a state.
    func readState() throws(RemoteMapError) -> State {
        guard let bytes = try read(Self.stateName, maximumSize: 1024 * 1024) else { return State() }
        do {
            let object = try JSONObject(bytes, what: "the cache's state")
            try object.onlyAllowing(["highestVersion", "revokedKeys", "etag", "etagVersion"])
            return State(
                highestVersion: try object.requiredInteger("highestVersion"),
                revokedKeys: Set(try object.strings("revokedKeys") ?? []),
                etag: try object.string("etag"), etagVersion: try object.integer("etagVersion"))
        } catch {
            throw RemoteMapError(.cacheUnreadable, error.message)
        }
    }

    /// Removes the cached token, if any.
    func removeToken() {
        try? FileManager.default.removeItem(at: directory.appendingPathComponent(Self.tokenName))
    }

    func write(token: String) throws(RemoteMapError) {
        try write(Array(token.utf8), to: Self.tokenName)
    }

    func write(_ state: State) throws(RemoteMapError) {
        var text = #"{"highestVersion":\#(state.highestVersion),"revokedKeys":["#
        text += state.revokedKeys.sorted().map(JSONText.quoted).joined(separator: ",") + "]"
        if let etag = state.etag, let version = state.etagVersion {
            text += #","etag":\#(JSONText.quoted(etag)),"etagVersion":\#(version)"#
        }
        try write(Array((text + "}\n").utf8), to: Self.stateName)
    }

    private func read(_ name: String, maximumSize: Int) throws(RemoteMapError) -> [UInt8]? {
        let url = directory.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            return Array(try handle.read(upToCount: maximumSize + 1) ?? Data())
        } catch {
            throw RemoteMapError(.cacheUnreadable, "cannot read \(url.path): \(error.localizedDescription)")
        }
    }

    /// Writes to a temporary file in the same directory, then renames it over `name`.
    private func write(_ bytes: [UInt8], to name: String) throws(RemoteMapError) {
        let target = directory.appendingPathComponent(name)
        let temporary = directory.appendingPathComponent(".\(name).\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(bytes).write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw RemoteMapError(.cacheUnreadable, "cannot write \(temporary.path): \(error.localizedDescription)")
        }
        guard rename(temporary.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw RemoteMapError(.cacheUnreadable, "cannot rename \(temporary.path) to \(target.path): \(reason)")
        }
    }
}
