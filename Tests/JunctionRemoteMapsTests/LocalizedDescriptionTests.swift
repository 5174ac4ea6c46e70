import Foundation
import JunctionRemoteMaps
import Testing

/// `localizedDescription`, which apps show in alerts and logs, says what `description` says.
@Suite struct LocalizedDescriptionTests {
    @Test func aRemoteMapErrorsLocalizedDescriptionIsItsDescription() {
        let error: any Error = RemoteMapError(.expired, "the map expired at 2026-01-01T00:00:00Z")
        #expect(error.localizedDescription == "expired: the map expired at 2026-01-01T00:00:00Z")
    }
}
