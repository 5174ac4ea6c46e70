import Foundation
import Junction
import Testing

/// Issue 4, part 5: a record of every open.
@Suite struct RouteEventTests {
    struct Failure: Error {}

    static func router() throws -> (Router, RouteRecorder) {
        let router = Router()
        try router.register("shop://product/:id", exposure: .everywhere) { _ in "product" }
        try router.register("shop://debug") { _ in "debug" }
        try router.register("shop://broken") { _ -> String in throw Failure() }
        let recorder = RouteRecorder(capacity: 10)
        router.addObserver(recorder.record)
        return (router, recorder)
    }

    @Test func everyOpenProducesOneEventWithItsOutcome() async throws {
        let (router, recorder) = try Self.router()
        _ = try await router.open("shop://product/1")
        _ = try? await router.open("shop://nowhere")
        _ = try? await router.open(RouteRequest(url: "shop://debug", source: .otherApp))
        _ = try? await router.open("shop://broken")
        _ = try? router.openSynchronously("shop://x/%ZZ")
        _ = try router.openSynchronously(RouteRequest(url: "shop://product/2", source: .push))
        let events = recorder.events
        #expect(events.map(\.url) == ["shop://product/1", "shop://nowhere", "shop://debug", "shop://broken", "shop://x/%ZZ", "shop://product/2"])
        #expect(events.map(\.outcome) == [.handled, .notFound, .notAllowed, .failed, .notAllowed, .handled])
        #expect(events.map(\.pattern) == ["shop://product/:id", nil, nil, "shop://broken", nil, "shop://product/:id"])
        #expect(events.map(\.source) == ["in-app", "in-app", "other-app", "in-app", "in-app", "push"])
        #expect(events[1].error == "no route matches shop://nowhere")
        #expect(events[0].error == nil)
        #expect(events.allSatisfy { $0.duration >= 0 && $0.duration < 10 })
    }

    @Test func recorderKeepsTheLastEventsAndExportsJSON() async throws {
        let (router, recorder) = try Self.router()
        for index in 0..<15 { _ = try await router.open("shop://product/\(index)") }
        #expect(recorder.events.map(\.url) == (5..<15).map { "shop://product/\($0)" })
        let decoded = try JSONDecoder().decode([RouteEvent].self, from: Data(try recorder.json().utf8))
        #expect(decoded == recorder.events)
        #expect(try recorder.json().hasPrefix(#"[{"duration":"#))
        #expect(try recorder.json().contains(#""outcome":"handled","pattern":"shop:\/\/product\/:id","source":"in-app","url":"shop:\/\/product\/14"}"#))
    }

    @Test func removedObserversHearNothing() async throws {
        let router = Router()
        try router.register("shop://a") { _ in }
        let heard = Recorder<String>()
        let observation = router.addObserver { heard.append($0.url) }
        try await router.open("shop://a")
        observation.cancel()
        try await router.open("shop://a")
        #expect(heard.values == ["shop://a"])
    }
}
