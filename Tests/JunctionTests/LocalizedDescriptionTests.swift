import Foundation
import Junction
import Testing

/// `localizedDescription`, which apps show in alerts and logs, says what `description` says,
/// not "The operation could not be completed. (Junction.RouteError error 1.)".
@Suite struct LocalizedDescriptionTests {
    @Test func aRouteErrorsLocalizedDescriptionIsItsDescription() async throws {
        let notFound = await #expect(throws: RouteError.self) { try await Router().open("shop://nowhere") }
        #expect((notFound as (any Error)?)?.localizedDescription == "notFound: no route matches shop://nowhere")

        let badPattern = #expect(throws: RouteError.self) { try RoutePattern("/{a}{b}") }
        #expect((badPattern as (any Error)?)?.localizedDescription == """
            invalidPattern: two captures with no literal text between them at column 5
              /{a}{b}
                  ^
            """)
    }
}
