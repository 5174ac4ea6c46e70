import Foundation
import JunctionNavigation
import JunctionTesting
import Testing

/// `localizedDescription`, which XCTest and logs may show, says what `description` says.
@Suite struct LocalizedDescriptionTests {
    @Test func aNavigationMismatchsLocalizedDescriptionIsItsMessage() {
        let error = #expect(throws: NavigationMismatch.self) { try NavigationState().expect(top: "home") }
        #expect((error as (any Error)?)?.localizedDescription == "expected home on top, found no page")
    }
}
