import Junction
import Testing

/// Issue 29, item 11: a held open was checked against the URL length limit only when it was
/// replayed, so up to the count limit of URLs of any size stayed in memory until then. A URL
/// over the limit is now refused when it arrives, as the replay would refuse it.
@Suite struct HeldOpenURLLimitTests {
    static func router() throws -> Router {
        let router = Router(options: RouterOptions(parsing: URLParsingOptions(limits: URLLimits(maxURLLength: 64))))
        try router.register("shop://page/:n", exposure: .everywhere) { context in context.parameters["n"] ?? "" }
        return router
    }

    static let long = "shop://page/" + String(repeating: "a", count: 100)

    @Test func anOverLongOutsideURLIsRefusedWhenItArrivesNotHeld() async throws {
        let router = try Self.router()
        var events = EventQueue(router)
        router.outsideOpens.hold(until: "launch")
        #expect { try router.openSynchronously(RouteRequest(url: Self.long, source: .push)) } throws: {
            ($0 as? RouteError)?.code == .limitExceeded
        }
        await #expect { try await router.open(RouteRequest(url: Self.long, source: .push)) } throws: {
            ($0 as? RouteError)?.code == .limitExceeded
        }
        #expect(await events.next() == "notAllowed \(Self.long)")
        #expect(await events.next() == "notAllowed \(Self.long)")

        // A URL within the limit is held as before.
        let opener = Task { try await router.open(RouteRequest(url: "shop://page/1", source: .push)) }
        #expect(await events.next() == "held shop://page/1")
        await router.outsideOpens.resume(after: "launch")
        #expect(try await opener.value as? String == "1")
    }
}
