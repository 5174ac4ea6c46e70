import Foundation
import Junction
import Testing

/// A handler marked `@MainActor` (one that makes a view controller) runs in place when the open
/// is on the main actor, and a synchronous open of it returns its value there.
@Suite struct MainActorHandlerTests {
    @MainActor final class Page {
        let id: Int
        init(id: Int) { self.id = id }
    }

    /// What a main-actor handler answers: made on the main actor, read anywhere.
    struct Made: Sendable, Equatable {
        let id: Int
    }

    static func router() throws -> Router {
        let router = Router()
        try router.register("shop://product/{id:int}") { @MainActor context in
            let page = Page(id: try context.parameters.require("id", as: Int.self))
            return Made(id: page.id)
        }
        return router
    }

    @MainActor @Test func aSynchronousOpenOnTheMainActorReturnsItsValue() throws {
        let router = try Self.router()
        #expect(try router.openSynchronously("shop://product/42", as: Made.self) == Made(id: 42))
    }

    @MainActor @Test func anOpenOnTheMainActorRunsItInPlace() async throws {
        let router = try Self.router()
        #expect(try await router.open("shop://product/7", as: Made.self) == Made(id: 7))
    }

    @Test func fromElsewhereBothOpensRunItOnTheMainThread() async throws {
        let router = try Self.router()
        let made = try await Task.detached { try await router.open("shop://product/8", as: Made.self) }.value
        #expect(made == Made(id: 8))
        // The synchronous open waits for the main queue to run the handler.
        let madeSynchronously = try await Task.detached { try router.openSynchronously("shop://product/9", as: Made.self) }.value
        #expect(madeSynchronously == Made(id: 9))
    }

    @Test func aSynchronousOpenOffTheMainThreadGetsTheHandlersError() async throws {
        let router = Router()
        try router.register("shop://broken") { @MainActor _ -> Int in
            MainActor.assertIsolated()
            throw RouteError(.invalidParameter, "no product")
        }
        let error = await Task.detached { () -> RouteError? in
            do {
                _ = try router.openSynchronously("shop://broken")
                return nil
            } catch {
                return error as? RouteError
            }
        }.value
        #expect(error == RouteError(.invalidParameter, "no product"))
    }
}
