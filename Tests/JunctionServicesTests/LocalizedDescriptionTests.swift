import Foundation
import JunctionServices
import Testing

/// `localizedDescription`, which apps show in alerts and logs, says what `description` says.
@Suite struct LocalizedDescriptionTests {
    @Test func aServiceErrorsLocalizedDescriptionIsItsDescription() {
        let error = #expect(throws: ServiceError.self) { try ServiceRegistry().resolve((any Greeter).self) }
        #expect((error as (any Error)?)?.localizedDescription == "missing: no service is registered for Greeter")
    }
}
