import Junction

extension RemoteMapCache {
    /// What is remembered between launches, each part kept with the key that signed the map it
    /// came from, so that revoking a key in the app also forgets what its maps left behind.
    struct State: Equatable, Sendable {
        /// A key id that a map revoked, and the key that signed that map.
        struct Revocation: Hashable, Sendable {
            var by: String
            var key: String
        }

        /// The highest version applied from maps each key signed.
        var versions: [String: Int] = [:]
        /// The revocations of the maps applied, in the order they were applied.
        var revocations: [Revocation] = []
        /// The `ETag` of the map applied, and that map's version: it is sent only while that
        /// version is the one routing.
        var etag: String?
        var etagVersion: Int?

        /// This state less what the maps of keys the app does not trust left: a key the app
        /// revokes, or no longer ships, loses its versions and its revocations.
        func trusting(_ keys: JSONWebKeySet) -> State {
            var state = self
            state.versions = versions.filter { keys.trusts($0.key) }
            state.revocations = revocations.filter { keys.trusts($0.by) }
            return state
        }

        /// The key ids revoked by maps: each revocation in the order applied, unless the key that
        /// made it is revoked by one before it (a revoked key revokes nothing).
        var revokedKeys: Set<String> {
            var revoked: Set<String> = []
            for revocation in revocations where !revoked.contains(revocation.by) { revoked.insert(revocation.key) }
            return revoked
        }

        /// The version a new map must be above: the highest applied from any key, or `floor`
        /// (the bundled map's version) when that is higher.
        func highestVersion(atLeast floor: Int) -> Int {
            max(floor, versions.values.max() ?? floor)
        }

        /// Records a map as applied: its version and its revocations, with the key that signed it.
        mutating func record(_ signed: SignedRouteMap) {
            versions[signed.keyID] = max(versions[signed.keyID] ?? signed.version, signed.version)
            for key in signed.revokedKeyIDs where !revocations.contains(Revocation(by: signed.keyID, key: key)) {
                revocations.append(Revocation(by: signed.keyID, key: key))
            }
        }
    }
}

extension JSONWebKeySet {
    /// Whether the app trusts a key id: a key in the set has it and the app does not revoke it.
    func trusts(_ id: String) -> Bool {
        keys[id] != nil && !revokedIDs.contains(id)
    }
}
