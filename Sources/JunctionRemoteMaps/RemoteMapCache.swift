import Foundation
import Junction
import JunctionSupport
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The app's copy of the last map applied and what is remembered about it, in a directory of its
/// own: `route-map.jws` (the token as received) and `route-map-state.json` (for each key, the
/// highest version applied from its maps and the key ids they revoked, and the `ETag` of the map
/// applied). Each file is written
/// whole to a temporary file and renamed over the old one, so a reader sees the old file or the
/// new one, never part of one.
struct RemoteMapCache: Sendable {
    let directory: URL

    static let tokenName = "route-map.jws"
    static let stateName = "route-map-state.json"

    /// The cached token's bytes, at most `maximumSize` + 1 of them; `nil` when there is none.
    func readToken(maximumSize: Int) throws(RemoteMapError) -> [UInt8]? {
        try read(Self.tokenName, maximumSize: maximumSize)
    }

    /// The state remembered; `nil` when there is none, or it is in the format of an earlier
    /// version (`highestVersion`, `revokedKeys`), which did not say which key made what.
    ///
    /// - Throws: ``RemoteMapError`` with code ``RemoteMapError/Code/cacheUnreadable`` when the
    ///   file is there but is not a state.
    func readState() throws(RemoteMapError) -> State? {
        guard let bytes = try read(Self.stateName, maximumSize: 1024 * 1024) else { return nil }
        do {
            let object = try JSONObject(bytes, what: "the cache's state")
            // Written before versions and revocations were kept per key: which key made them is
            // not known, so it reads as lost, and the cached map's are recorded again at launch.
            if object.members["highestVersion"] != nil { return nil }
            try object.onlyAllowing(["versions", "revocations", "etag", "etagVersion"])
            var state = State(etag: try object.string("etag"), etagVersion: try object.integer("etagVersion"))
            for entry in try object.objects("versions") {
                try entry.onlyAllowing(["key", "version"])
                state.versions[try entry.requiredString("key")] = try entry.requiredInteger("version")
            }
            for entry in try object.objects("revocations") {
                try entry.onlyAllowing(["by", "key"])
                state.revocations.append(State.Revocation(by: try entry.requiredString("by"), key: try entry.requiredString("key")))
            }
            return state
        } catch {
            throw RemoteMapError(.cacheUnreadable, "\(directory.appendingPathComponent(Self.stateName).path): \(error.message)")
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
        let versions = state.versions.sorted { $0.key < $1.key }.map { #"{"key":\#(JSONValue.quoted($0.key)),"version":\#($0.value)}"# }
        let revocations = state.revocations.map { #"{"by":\#(JSONValue.quoted($0.by)),"key":\#(JSONValue.quoted($0.key))}"# }
        var text = #"{"versions":[\#(versions.joined(separator: ","))],"revocations":[\#(revocations.joined(separator: ","))]"#
        if let etag = state.etag, let version = state.etagVersion {
            text += #","etag":\#(JSONValue.quoted(etag)),"etagVersion":\#(version)"#
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
